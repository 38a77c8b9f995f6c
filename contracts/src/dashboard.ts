import { z } from 'zod';
import { RECERTIFICATION_BUCKETS } from './compliance/recertification.ts';
import type { ReportView } from './compliance/report.ts';
import { sameSchema } from './fields.ts';
import { dashboardScopeQuery } from './paging.ts';

/**
 * The staff dashboard (issue 22, decision 029): the portfolio's figures and charts in one answer,
 * for the organization, one property or one management company.
 */

export const dashboardQuery = z.strictObject(dashboardScopeQuery);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Months in the move-ins and move-outs series, the current one last. */
export const MOVE_MONTHS = 24;

/**
 * Gross rent as a share of its maximum, in buckets 10 % wide: bucket i holds [10i %, 10(i+1) %),
 * the tenth [90 %, 100 %] (at the limit is within it), the last everything over the limit.
 */
export const RENT_SHARE_BUCKETS = 11;

/** The bucket of a gross rent against its maximum, both in cents, compared exactly. */
export function rentShareBucket(grossCents: number, maxCents: number): number {
  if (grossCents > maxCents) return RENT_SHARE_BUCKETS - 1;
  if (maxCents <= 0) return RENT_SHARE_BUCKETS - 2;
  return Math.min(RENT_SHARE_BUCKETS - 2, Math.floor((grossCents * 10) / maxCents));
}

/** A rate as its exact fraction and a display percentage with one decimal (null without a denominator). */
export const rate = z.object({
  numerator: z.number().int(),
  denominator: z.number().int(),
  percent: z.string().nullable(),
});
export type Rate = z.infer<typeof rate>;

/** `numerator / denominator` as a percentage with one decimal, rounded half up, from integers. */
export function rateOf(numerator: number, denominator: number): Rate {
  if (denominator === 0) return { numerator, denominator, percent: null };
  const tenths = Math.floor((numerator * 2000 + denominator) / (2 * denominator));
  return { numerator, denominator, percent: `${Math.floor(tenths / 10)}.${tenths % 10}` };
}

/** Worse first: the lower rate, then no units at all last, then the name. */
export function compareRates(a: Rate, b: Rate): number {
  if (a.denominator === 0 || b.denominator === 0)
    return (a.denominator === 0 ? 1 : 0) - (b.denominator === 0 ? 1 : 0);
  return a.numerator * b.denominator - b.numerator * a.denominator;
}

const count = z.number().int();

export const dashboardAnswer = z.object({
  /** Today where the organization works: the buckets, the move series and the checks' date. */
  as_of: z.string(),
  /** The date the compliance figures were checked for (the report's check date rule). */
  compliance_as_of: z.string(),
  units: count,
  /** Units with an ACTIVE occupancy. */
  occupied: count,
  /** Units with neither an ACTIVE nor a PENDING occupancy. */
  vacant: count,
  occupancy_rate: rate,
  pending_occupancies: count,
  recertifications: z.object(sameSchema(RECERTIFICATION_BUCKETS, count)),
  /** The compliance report's statuses: exceptions by reason (one can be both), incomplete, overridden. */
  compliance: z.object({
    exceptions: count,
    over_income: count,
    over_rent: count,
    missing_data: count,
    overridden: count,
  }),
  /** Households whose current certification found them over 140 % of the limit. */
  over_income_households: count,
  /**
   * Units that are LIHTC low-income units on `compliance_as_of` by the one rule (decisions 040,
   * 057): of the chosen property, else of every property in scope.
   */
  low_income_units: count,
  /** Admins only; null for other accounts. */
  unread_messages: count.nullable(),
  occupancy_by_property: z.array(z.object({ property_id: count, property_name: z.string(), rate })),
  /** Units by their designated AMI % (the lowest they carry), lowest first; null: none. */
  units_by_ami: z.array(z.object({ ami_percentage: z.string().nullable(), units: count })),
  /** MOVE_MONTHS months, oldest first; `month` is YYYY-MM. */
  moves: z.array(z.object({ month: z.string(), move_ins: count, move_outs: count })),
  /** RENT_SHARE_BUCKETS counts of ACTIVE occupancies with a maximum gross rent. */
  rent_share: z.array(count),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/**
 * The compliance report's view (`inReportView`) each compliance figure counts: its tile opens the
 * report with that view, so the figure and the list are one definition (decision 062).
 */
export const COMPLIANCE_FIGURE_VIEWS = {
  exceptions: 'exception',
  over_income: 'over_income',
  over_rent: 'over_rent',
  missing_data: 'incomplete',
  overridden: 'overridden',
} as const satisfies Record<keyof DashboardAnswer['compliance'], ReportView>;
