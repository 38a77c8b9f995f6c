import { z } from 'zod';
import { optionalDateQuery, optionalIdQuery, pagingQuery, trueOrFalseQuery } from '../paging.ts';
import { namedDesignation } from './api.ts';

/**
 * The units a candidate's household qualifies for (`GET /api/candidates/{id}/eligible-units`):
 * vacant units whose effective income limit (the lowest of their designations) the household's
 * income meets, cheapest first by maximum gross rent (decision 021).
 */

/** Field issue codes of the eligible-units search. */
export const EligibleUnitsIssue = {
  HOUSEHOLD_SIZE_MISSING: 'household_size_missing',
  INCOME_MISSING: 'income_missing',
} as const;

export const eligibleUnitsQuery = pagingQuery.extend({
  property_id: optionalIdQuery,
  /** The limit tables in effect on this date; today in the configured time zone when not given. */
  date: optionalDateQuery,
  /** Also list vacant market-rate units (no program, no designation), which take any household; last. */
  include_market_rate: trueOrFalseQuery.transform((v) => v === 'true'),
});
export type EligibleUnitsQuery = z.infer<typeof eligibleUnitsQuery>;

export const eligibleUnit = z.object({
  unit_id: z.number().int(),
  unit_number: z.string().nullable(),
  unit_type: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  /** The household's effective income limit at this unit; null for a market-rate unit. */
  income_limit: z.number().nullable(),
  /** The effective maximum gross rent per month; null for a market-rate unit or when unknown. */
  max_gross_rent: z.number().nullable(),
  /** The designation whose income limit is lowest (it decides who qualifies); null for a market-rate unit. */
  income_binding: namedDesignation.nullable(),
  /** The designation whose rent limit is lowest; null for a market-rate unit or when none has one. */
  rent_binding: namedDesignation.nullable(),
  /** The rent binding, else the income binding (decision 044's one binding, kept for older clients). */
  binding: namedDesignation.nullable(),
});
export type EligibleUnit = z.infer<typeof eligibleUnit>;
