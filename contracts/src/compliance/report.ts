import { z } from 'zod';
import { csvCell, safeCsvText } from '../csv.ts';
import { occupancy } from '../occupancies.ts';
import { emptyAsUndefined, optionalIdQuery, PAGE_MAX, pagingQuery } from '../paging.ts';
import { occupancyCompliance } from './api.ts';
import type { ComplianceReason } from './eligibility.ts';
import { centsToDecimal, toCents } from './money.ts';

/**
 * The compliance report (decision 020): every ACTIVE occupancy of a property, or of the whole
 * organization, with its check's figures and a status.
 */

/**
 * - `compliant`: every check passes (a market-rate unit always does);
 * - `exception`: over income or over rent, without an admin's override;
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
  if (reasons.includes('OVER_INCOME') || reasons.includes('OVER_RENT'))
    return overrideReason !== null && overrideReason.trim() !== '' ? 'overridden' : 'exception';
  return reasons.length > 0 ? 'incomplete' : 'compliant';
}

/** What `only_exceptions` keeps: everything not compliant (an override is still outside the limits). */
export const isReportException = (status: ComplianceStatus) => status !== 'compliant';

/** `true`/`false` (or 1/0) in a query string; empty means not given. */
const queryBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : emptyAsUndefined(v)),
  z.boolean({ error: 'Must be true or false' }).default(false),
);

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
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'Must be occupancy ids separated by commas')
    .optional(),
);

/** The report's filters: the CSV export takes these; the JSON list also takes a page. */
export const complianceReportFilters = z.object({
  property_id: optionalIdQuery,
  unit_id: optionalIdQuery,
  tenant_id: optionalIdQuery,
  occupancy_ids: occupancyIds,
  only_exceptions: queryBoolean,
});
export type ComplianceReportFilters = z.infer<typeof complianceReportFilters>;
export const complianceReportQuery = pagingQuery.extend(complianceReportFilters.shape);
export type ComplianceReportQuery = z.infer<typeof complianceReportQuery>;

/** At most this many rows in one CSV file: the large data set's whole organization fits. */
export const COMPLIANCE_CSV_MAX_ROWS = 100_000;

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
  /** The date the limits and the allowance were read for: today, or the start date when later. */
  check_date: z.string(),
  override_reason: z.string().nullable(),
  status: z.enum(COMPLIANCE_STATUSES),
  /** The occupancy's own answer, as GET /api/occupancies/{id} gives it (the occupancies list shows it). */
  occupancy,
});
export type ComplianceReportRow = z.infer<typeof complianceReportRow>;

/** The CSV's columns, in order; amounts are plain decimals with two places. */
export const COMPLIANCE_CSV_COLUMNS = [
  'occupancy_id',
  'property_id',
  'property_name',
  'unit_id',
  'unit_number',
  'tenant_id',
  'tenant_name',
  'household_size',
  'annual_income',
  'income_limit',
  'income_eligible',
  'rent_amount',
  'utility_allowance',
  'non_optional_charges',
  'gross_rent',
  'max_gross_rent',
  'rent_compliant',
  'over_by',
  'binding_program_id',
  'binding_program_name',
  'binding_ami_percentage',
  'status',
  'reasons',
  'override_reason',
  'check_date',
] as const;

const amount = (dollars: number | null) => (dollars === null ? '' : centsToDecimal(toCents(dollars)));
const flag = (value: boolean | null) => (value === null ? '' : String(value));

type CsvFigures = Omit<ComplianceReportRow, 'occupancy'>;

/** One report row as a CSV line: text cells guarded against formulas, amounts as decimals. */
export function complianceCsvLine(row: CsvFigures): string {
  const cells: Record<(typeof COMPLIANCE_CSV_COLUMNS)[number], string> = {
    occupancy_id: String(row.occupancy_id),
    property_id: String(row.property_id),
    property_name: safeCsvText(row.property_name),
    unit_id: String(row.unit_id),
    unit_number: safeCsvText(row.unit_number ?? ''),
    tenant_id: String(row.tenant_id),
    tenant_name: safeCsvText(row.tenant_name),
    household_size: row.household_size === null ? '' : String(row.household_size),
    annual_income: amount(row.annual_income),
    income_limit: amount(row.income_limit),
    income_eligible: flag(row.income_eligible),
    rent_amount: amount(row.rent_amount),
    utility_allowance: amount(row.utility_allowance),
    non_optional_charges: amount(row.non_optional_charges),
    gross_rent: amount(row.gross_rent),
    max_gross_rent: amount(row.max_gross_rent),
    rent_compliant: flag(row.rent_compliant),
    over_by: amount(row.over_by),
    binding_program_id: row.binding ? String(row.binding.program_id) : '',
    binding_program_name: safeCsvText(row.binding?.program_name ?? ''),
    binding_ami_percentage: row.binding ? String(row.binding.ami_percentage) : '',
    status: row.status,
    reasons: row.reasons.join(' '),
    override_reason: safeCsvText(row.override_reason ?? ''),
    check_date: row.check_date,
  };
  return COMPLIANCE_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',');
}

export const COMPLIANCE_CSV_HEADER = COMPLIANCE_CSV_COLUMNS.join(',');
