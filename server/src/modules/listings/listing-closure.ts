import { type ApplicationClosure, CLOSURE_DETAIL, listingClosure } from '@lar/contracts/application-window';
import { ErrorCode } from '@lar/contracts/errors';
import { AppError } from '../../lib/app-error.ts';
import type { ListingIntake } from './listing-intake.repository.ts';

/** Why the listing takes no application on `today` (the organization's date), or null (decision 050). */
export function intakeClosure(listing: ListingIntake, today: string): ApplicationClosure | null {
  if (listing.taken) return 'UNIT_TAKEN';
  return listingClosure({ deadline: listing.application_deadline, lotteryRun: listing.lottery_run, today });
}

/** The 409 that refuses an application (or a visit request) for a closed listing; `reason` says why. */
export const applicationsClosed = (reason: ApplicationClosure) =>
  new AppError(
    ErrorCode.APPLICATIONS_CLOSED,
    CLOSURE_DETAIL[reason],
    [{ field: 'listing_id', code: reason, message: CLOSURE_DETAIL[reason] }],
    { reason },
  );
