/**
 * When a listing stops taking applications (decision 050). A deadline is the last day that takes
 * them, to its end in the organization's time zone (TIME_ZONE): the day after it, the listing is
 * closed. A lottery that has run ranked the entries it had, so none may join after it. A unit
 * held by an ACTIVE or PENDING occupancy (an accepted offer makes one) is no longer listed at all.
 */

export const APPLICATION_CLOSURES = ['DEADLINE_PASSED', 'LOTTERY_RUN', 'UNIT_TAKEN'] as const;
export type ApplicationClosure = (typeof APPLICATION_CLOSURES)[number];

/** The closures a listing still shown on the public site can be in (a taken unit is not shown). */
export const LISTING_CLOSURES = ['DEADLINE_PASSED', 'LOTTERY_RUN'] as const;
export type ListingClosure = (typeof LISTING_CLOSURES)[number];

/**
 * Why a listing takes no application on `today` (`YYYY-MM-DD` in the organization's time zone), or
 * null while it does. The deadline's own day is still open.
 */
export function listingClosure(facts: {
  deadline: string | null;
  lotteryRun: boolean;
  today: string;
}): ListingClosure | null {
  if (facts.lotteryRun) return 'LOTTERY_RUN';
  if (facts.deadline !== null && facts.today > facts.deadline) return 'DEADLINE_PASSED';
  return null;
}

/** The message of the 409 that refuses an application or a visit, in English (the web translates by reason). */
export const CLOSURE_DETAIL: Record<ApplicationClosure, string> = {
  DEADLINE_PASSED: 'The application deadline of this listing has passed: it takes no more applications',
  LOTTERY_RUN: 'The lottery of this listing has been run: it takes no more applications',
  UNIT_TAKEN: 'This apartment has been let and is no longer listed',
};
