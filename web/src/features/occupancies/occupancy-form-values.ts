import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import type { Occupancy, OccupancyStatus } from '@lar/contracts/occupancies';

/** The occupancy form as it is typed: money as decimal text, '' while empty. */
export interface OccupancyFormValues {
  unit_id: number | null;
  tenant_id: number | null;
  program_id: number | null;
  ami_percentage: number | string;
  rent_amount: string;
  start_date: string;
  end_date: string;
  placement_fee: string;
  status: OccupancyStatus;
  household_size: number | string;
  annual_income: string;
  non_optional_charges: string;
  rent_assistance: string;
  override_reason: string;
}

export const EMPTY_OCCUPANCY: OccupancyFormValues = {
  unit_id: null,
  tenant_id: null,
  program_id: null,
  ami_percentage: '',
  rent_amount: '',
  start_date: '',
  end_date: '',
  placement_fee: '',
  status: 'ACTIVE',
  household_size: '',
  annual_income: '',
  non_optional_charges: '',
  rent_assistance: '',
  override_reason: '',
};

/** An answer's amount (a number of dollars with at most 2 decimals) as the form's decimal text. */
export const moneyText = (dollars: number | null | undefined): string =>
  dollars === null || dollars === undefined ? '' : centsToDecimal(toCents(dollars));

export function occupancyToFormValues(o: Occupancy): OccupancyFormValues {
  return {
    unit_id: o.unit_id,
    tenant_id: o.tenant_id,
    program_id: o.program_id,
    ami_percentage: o.ami_percentage ?? '',
    rent_amount: moneyText(o.rent_amount),
    start_date: o.start_date,
    end_date: o.end_date ?? '',
    placement_fee: moneyText(o.placement_fee),
    status: o.status,
    household_size: o.household_size ?? '',
    annual_income: moneyText(o.annual_income),
    non_optional_charges: moneyText(o.non_optional_charges),
    rent_assistance: moneyText(o.rent_assistance),
    override_reason: o.override_reason ?? '',
  };
}

/** What the shared schema checks and the API receives; `undefined` marks a missing choice. */
export function occupancyDraft(values: OccupancyFormValues) {
  return {
    ...values,
    unit_id: values.unit_id ?? undefined,
    tenant_id: values.tenant_id ?? undefined,
    household_size: values.household_size === '' ? null : values.household_size,
  };
}
