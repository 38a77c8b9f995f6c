import { z } from 'zod';
import { namedDesignation, overIncomeLineAnswer } from './compliance/api.ts';
import { ASSET_RULES } from './compliance/asset-rules.ts';
import { HOME_OVER_INCOME_RENT_BASES } from './compliance/home-over-income-rent.ts';

/**
 * What a certification determined (issue 21, decision 026): the household's income, the limits and
 * rent of the unit's designations, and the verdict, frozen when the certification is finalized.
 * `certifications.ts` carries it in each certification's answer.
 */

/** NONE: not every member is a full-time student; EXCEPTION: all are, with an exception; INELIGIBLE: all are, none. */
export const STUDENT_STATUSES = ['NONE', 'EXCEPTION', 'INELIGIBLE'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/**
 * The income from assets and how it was found (decision 046): the rule in force, net family assets,
 * actual and imputed income, the one counted, and the passbook rate and threshold with their dates.
 */
export const assetIncomeAnswer = z.object({
  rule: z.enum(ASSET_RULES),
  net_family_assets: z.number(),
  actual_income: z.number(),
  imputed_income: z.number(),
  counted_income: z.number(),
  over_threshold: z.boolean(),
  threshold: z.number(),
  threshold_effective_date: z.string(),
  /** Basis points: 45 is 0.45 %. Null before the first rate known here. */
  passbook_rate_basis_points: z.number().int().nullable(),
  passbook_rate_effective_date: z.string().nullable(),
});
export type AssetIncomeAnswer = z.infer<typeof assetIncomeAnswer>;

/**
 * HOME's rent for a household over its 80 % line (24 CFR 92.252(i)(2), decision 059): under the
 * first HOME designation whose line is crossed, the most the tenant pays per month and whether the
 * tenant rent is above it; section 42's rent instead when the unit also carries LIHTC.
 */
export const homeOverIncomeRentAnswer = namedDesignation.extend({
  basis: z.enum(HOME_OVER_INCOME_RENT_BASES),
  adjusted_income: z.number().nullable(),
  /** 30 % of the adjusted income over 12 months, rounded down to the cent. */
  thirty_percent_of_monthly_adjusted: z.number().nullable(),
  /** The unit's market rent when one is recorded (decision 061); absent from earlier determinations. */
  market_rent: z.number().nullable().optional(),
  /**
   * Null under section 42 or without an adjusted income. Without a market rent it is the 30 %
   * figure, which the market rent, once recorded, may lower.
   */
  max_tenant_rent: z.number().nullable(),
  tenant_rent: z.number(),
  /** Null when the cap is unknown or HOME sets none. */
  rent_above: z.boolean().nullable(),
});
export type HomeOverIncomeRentAnswer = z.infer<typeof homeOverIncomeRentAnswer>;

/** The limits, the rent and the verdict a certification used, frozen when it is finalized. */
export const determination = z.object({
  /** The date the limits are read on: the effective date. */
  as_of: z.string(),
  household_size: z.number().int(),
  income_from_members: z.number(),
  income_from_assets: z.number(),
  annual_income: z.number(),
  asset_cash_value: z.number(),
  /** Absent from determinations made before decision 046. */
  asset_income: assetIncomeAnswer.optional(),
  /** Every designation of the unit; the bindings are those whose income and rent limits are lowest. */
  designations: z.array(namedDesignation),
  /**
   * The designations whose income and rent limits are lowest (decision 044). A certification
   * finalized before that decision never changes: it has the one `binding` instead (read both with
   * `determinationBindings`).
   */
  income_binding: namedDesignation.nullable().optional(),
  rent_binding: namedDesignation.nullable().optional(),
  /** Before decision 044: the designation of the lowest rent limit, else of the lowest income limit. */
  binding: namedDesignation.nullable().optional(),
  /** null: a market-rate unit (no limit) or a designation without a limit table on the date. */
  income_limit: z.number().nullable(),
  /** The lowest over-income line of the unit's programs (decision 044). */
  over_income_limit: z.number().nullable(),
  income_eligible: z.boolean().nullable(),
  over_income: z.boolean(),
  /** Each program's own over-income line; a finalized certification of before decision 044 has none. */
  over_income_lines: z.array(overIncomeLineAnswer).default([]),
  missing_limit: z.boolean(),
  utility_allowance: z.number(),
  gross_rent: z.number(),
  max_gross_rent: z.number().nullable(),
  rent_compliant: z.boolean().nullable(),
  student_status: z.enum(STUDENT_STATUSES),
  qualified: z.boolean().nullable(),
  /** Null when no HOME line is crossed; absent from determinations made before decision 059. */
  home_over_income_rent: homeOverIncomeRentAnswer.nullable().optional(),
});
export type Determination = z.infer<typeof determination>;
type DesignationAnswer = z.infer<typeof namedDesignation>;

/** The income and rent bindings of a determination, also of one frozen with a single `binding`. */
export const determinationBindings = (
  d: Determination,
): { income: DesignationAnswer | null; rent: DesignationAnswer | null } => ({
  income: d.income_binding !== undefined ? d.income_binding : (d.binding ?? null),
  rent: d.rent_binding !== undefined ? d.rent_binding : (d.binding ?? null),
});
