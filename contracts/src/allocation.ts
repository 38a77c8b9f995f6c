import { z } from 'zod';
import { booleanField, optionalLongText, requiredText } from './fields.ts';
import { ID_MAX, pagingQuery } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

/**
 * A property's allocation (issue 24, decision 033): its preferences, which order the waitlist's
 * groups, how it allocates within a group (by submission time or by a lottery's rank), the
 * waitlist itself and a listing's lottery.
 */

export const ALLOCATION_METHODS = ['FIRST_COME', 'LOTTERY'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];

export const PREFERENCE_NAME_MAX = 120;
export const PREFERENCE_DESCRIPTION_MAX = 1000;
/** A property has at most this many preferences (the form lists them all). */
export const PREFERENCES_MAX = 20;

export const AllocationIssue = {
  /** The reorder's ids are not exactly the property's preferences. */
  PREFERENCE_ORDER: 'preference_order',
} as const;

export const preference = recordAnswer({
  property_id: z.number().int(),
  /** 1 is the first group of the waitlist. */
  rank: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** An inactive preference gives no group and is not offered on the form; kept for the applications that claim it. */
  active: z.boolean(),
  /** How many applications claim it: a claimed preference is deactivated rather than deleted. */
  claimed_by: z.number().int(),
});
export type Preference = z.infer<typeof preference>;

const preferenceFields = {
  name: requiredText(PREFERENCE_NAME_MAX, 'Name'),
  description: optionalLongText(PREFERENCE_DESCRIPTION_MAX),
};

/** POST /api/property/{id}/preferences: the new preference is ranked last. */
export const preferenceCreateBody = z.strictObject(preferenceFields);
export type PreferenceCreateBody = z.input<typeof preferenceCreateBody>;

/** PUT /api/property-preferences/{id}; the answer may be sent back whole (decision 018). */
export const preferenceUpdateBody = acceptingEcho(
  z.strictObject({ ...preferenceFields, active: booleanField.default(true), version: optionalVersion }),
  preference,
);
export type PreferenceUpdateBody = z.input<typeof preferenceUpdateBody>;
export type PreferenceUpdateValues = z.output<typeof preferenceUpdateBody>;

/** PUT /api/property/{id}/preferences/order: every preference of the property, in the new rank order. */
export const preferenceOrderBody = z.strictObject({
  ids: z.array(z.number().int().min(1).max(ID_MAX)).max(PREFERENCES_MAX * 10, 'Too many ids'),
});
export type PreferenceOrderBody = z.input<typeof preferenceOrderBody>;

/** What DELETE /api/property-preferences/{id} did: a claimed preference is deactivated, not deleted. */
export const preferenceDeleteAnswer = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  preference: preference.nullable(),
});
export type PreferenceDeleteAnswer = z.infer<typeof preferenceDeleteAnswer>;

export const allocationBody = z.strictObject({
  allocation_method: z.enum(ALLOCATION_METHODS, {
    error: `Choose one of: ${ALLOCATION_METHODS.join(', ')}`,
  }),
});
export type AllocationBody = z.input<typeof allocationBody>;

export const allocation = z.object({
  property_id: z.number().int(),
  allocation_method: z.enum(ALLOCATION_METHODS),
});
export type Allocation = z.infer<typeof allocation>;

/** GET /api/property/{id}/waitlist: paged like every list. */
export const waitlistQuery = pagingQuery;
export type WaitlistQuery = z.infer<typeof waitlistQuery>;

/** A WAITLISTED application at its place in the property's waitlist (the view application_waitlist). */
export const waitlistEntry = z.object({
  position: z.number().int(),
  application_id: z.number().int(),
  reference: z.string(),
  head_name: z.string(),
  household_size: z.number().int(),
  unit_id: z.number().int().nullable(),
  /** The group: the best-ranked active preference claimed; null after every group. */
  preference_rank: z.number().int().nullable(),
  preference_name: z.string().nullable(),
  lottery_rank: z.number().int().nullable(),
  submitted_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** A listing's lottery: whether it may run now, and its run once it has. */
export const LOTTERY_BLOCKERS = ['NO_DEADLINE', 'BEFORE_DEADLINE', 'ALREADY_RUN', 'NO_ENTRIES'] as const;
export type LotteryBlocker = (typeof LOTTERY_BLOCKERS)[number];

export const lotteryRankEntry = z.object({
  rank: z.number().int(),
  application_id: z.number().int(),
  /** Null once the application was purged (decision 033): its id stays in the run. */
  reference: z.string().nullable(),
  head_name: z.string().nullable(),
  preference_name: z.string().nullable(),
});
export type LotteryRankEntry = z.infer<typeof lotteryRankEntry>;

/** A row of a lottery's export: a rank with the run's seed, algorithm and version (decision 051). */
export interface LotteryExportRow extends LotteryRankEntry {
  seed: string;
  algorithm: string;
  algorithm_version: string;
}

export const lotteryRun = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  seed: z.string(),
  algorithm: z.string(),
  /** The algorithm name's last part (`v1`): a change of the algorithm is a new version. */
  algorithm_version: z.string(),
  /** The entries' ids in ascending order, as the shuffle took them. */
  entry_ids: z.array(z.number().int()),
  /** The ids in rank order (rank 1 first). */
  ranked_ids: z.array(z.number().int()),
  run_by: z.string(),
  run_at: z.string(),
  ranks: z.array(lotteryRankEntry),
});
export type LotteryRun = z.infer<typeof lotteryRun>;

/** Where a listing's lottery stands: its deadline, the applications it would rank, what blocks it. */
const lotteryStanding = {
  application_deadline: z.string().nullable(),
  /** Applications the lottery would rank now (SUBMITTED and WAITLISTED of the listing). */
  entries: z.number().int(),
  /** Why it cannot run now; null when it can. */
  blocked_by: z.enum(LOTTERY_BLOCKERS).nullable(),
};

/** GET /api/listings/{unitId}/lottery: the listing's deadline and state, and the run if there is one. */
export const lotteryState = z.object({
  unit_id: z.number().int(),
  property_id: z.number().int(),
  ...lotteryStanding,
  run: lotteryRun.nullable(),
});
export type LotteryState = z.infer<typeof lotteryState>;

/** GET /api/property/{id}/lotteries: each listing of the property, with its deadline and lottery state. */
export const lotteryListing = z.object({
  unit_id: z.number().int(),
  unit_number: z.string().nullable(),
  listed: z.boolean(),
  ...lotteryStanding,
  run_at: z.string().nullable(),
});
export type LotteryListing = z.infer<typeof lotteryListing>;
