import { z } from 'zod';
import { exportColumnKeys } from '../exports.ts';
import { occupancy } from '../occupancies.ts';
import {
  booleanQuery,
  dashboardScopeQuery,
  emptyAsUndefined,
  ID_MAX,
  optionalIdQuery,
  PAGE_MAX,
  pagingQuery,
} from '../paging.ts';
import { occupancyCompliance } from './api.ts';
import type { ComplianceReason } from './eligibility.ts';

/**
 * The compliance report (decision 020): every ACTIVE occupancy of a property, or of the whole
 * organization, with its check's figures and a status.
 */

/**
 * - `compliant`: every check passes (a market-rate unit always does);
 * - `exception`: over income (at move-in, or now above a program's over-income line, decision 044)
 *   or over rent, without an admin's override;
 * - `overridden`: over income or over rent, saved by an admin with a reason;
 * - `incomplete`: no check fails, but one cannot be made (a limit or the income is missing).
 */
export const COMPLIANCE_STATUSES = ['compliant', 'exception', 'overridden', 'incomplete'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** A failing check outranks a missing figure: what is known to fail is what must be fixed first. */
export function complianceStatusOf(
  reasons: readonly ComplianceReason[],
  overrideReason: string | null,
): ComplianceStatus {
  if (
    reasons.includes('OVER_INCOME') ||
    reasons.includes('OVER_RENT') ||
    reasons.includes('OVER_INCOME_LINE')
  )
    return overrideReason !== null && overrideReason.trim() !== '' ? 'overridden' : 'exception';
  return reasons.length > 0 ? 'incomplete' : 'compliant';
}

/** What `only_exceptions` keeps: everything not compliant (an override is still outside the limits). */
export const isReportException = (status: ComplianceStatus) => status !== 'compliant';

/**
 * The report's views (decision 062): the rows the dashboard counts under each compliance figure and
 * the rows its link opens, both kept by `inReportView`, so a figure is the length of its list.
 * - `exception`: an exception, over income or over rent, not overridden;
 * - `over_income`: an exception over the income limit at move-in or above a program's over-income line now;
 * - `over_rent`: an exception whose gross rent is above the unit's limit;
 * - `incomplete`: no check fails, but one cannot be made (a limit or the income is missing);
 * - `overridden`: outside a limit, saved by an admin's override.
 */
export const REPORT_VIEWS = ['exception', 'over_income', 'over_rent', 'incomplete', 'overridden'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** Whether a checked row belongs to a view: the one definition of what each figure counts. */
export function inReportView(
  view: ReportView,
  row: { status: ComplianceStatus; reasons: readonly ComplianceReason[] },
): boolean {
  switch (view) {
    case 'exception':
      return row.status === 'exception';
    case 'over_income':
      return (
        row.status === 'exception' &&
        (row.reasons.includes('OVER_INCOME') || row.reasons.includes('OVER_INCOME_LINE'))
      );
    case 'over_rent':
      return row.status === 'exception' && row.reasons.includes('OVER_RENT');
    case 'incomplete':
      return row.status === 'incomplete';
    case 'overridden':
      return row.status === 'overridden';
  }
}

const ID_LIST = /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/;

/** A comma-separated list of occupancy ids (a list page's), at most PAGE_MAX of them. */
const occupancyIds = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .max(PAGE_MAX * 11)
    .regex(ID_LIST, 'Must be occupancy ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= PAGE_MAX, `At most ${PAGE_MAX} ids`)
    .refine((ids) => ids.every((id) => id <= ID_MAX), 'Must be occupancy ids separated by commas')
    .optional(),
);

/** The report's filters: the CSV export takes these; the JSON list also takes a page. */
export const complianceReportFilters = z.object({
  ...dashboardScopeQuery,
  unit_id: optionalIdQuery,
  tenant_id: optionalIdQuery,
  occupancy_ids: occupancyIds,
  only_exceptions: booleanQuery,
  /** Only the rows of one view (`inReportView`), as a dashboard figure counts them. */
  view: z.preprocess(
    emptyAsUndefined,
    z.enum(REPORT_VIEWS, { error: `Choose one of: ${REPORT_VIEWS.join(', ')}` }).optional(),
  ),
});
export type ComplianceReportFilters = z.infer<typeof complianceReportFilters>;
export const complianceReportQuery = pagingQuery.extend(complianceReportFilters.shape);
export type ComplianceReportQuery = z.infer<typeof complianceReportQuery>;

/** Where the occupancy is and who lives there, as the occupancy's answer names them. */
const place = occupancy.pick({
  unit_id: true,
  unit_number: true,
  property_id: true,
  property_name: true,
  tenant_id: true,
  tenant_name: true,
}).shape;

export const complianceReportRow = occupancyCompliance.extend({
  occupancy_id: z.number().int(),
  ...place,
  rent_amount: z.number(),
  utility_allowance: z.number(),
  non_optional_charges: z.number().nullable(),
  /**
   * The date the rent limits and the allowance were read for (the rent due): today, or the start
   * date when later. The move-in income limit is read on `income_limits_date`.
   */
  check_date: z.string(),
  override_reason: z.string().nullable(),
  status: z.enum(COMPLIANCE_STATUSES),
  /** The occupancy's own answer, as GET /api/occupancies/{id} gives it (the occupancies list shows it). */
  occupancy,
});
export type ComplianceReportRow = z.infer<typeof complianceReportRow>;

/**
 * The CSV's columns, in order (`EXPORT_COLUMNS.compliance`): `/api/compliance/occupancies.csv`
 * names them by these keys, the labelled export in the reader's language.
 */
export const COMPLIANCE_CSV_COLUMNS = exportColumnKeys('compliance');
