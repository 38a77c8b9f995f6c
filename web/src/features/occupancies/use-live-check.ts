import type { RentUnitType } from '@lar/contracts/compliance/limits';
import { centsToDecimal } from '@lar/contracts/compliance/money';
import { useDebouncedValue } from '@mantine/hooks';
import { localToday } from '../../lib/format.ts';
import { useComplianceUnit, useUnitEligibility, useUtilityAllowances } from '../compliance/api.ts';
import { allowanceOn, centsOf, checkDateOf, type LiveCheck, liveCheck } from './live-check.ts';
import type { OccupancyFormValues } from './occupancy-form-values.ts';

/** What the check still needs, as the panel names it. */
export type MissingFigure = 'unit' | 'householdSize' | 'annualIncome' | 'rent';

export type LiveCheckState =
  | { kind: 'incomplete'; missing: MissingFigure[] }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; check: LiveCheck; date: string };

/** Typing pauses this long before the figures are checked, so a check is not asked per keystroke. */
const DEBOUNCE_MS = 400;

function figuresOf(values: OccupancyFormValues) {
  const size = Number(values.household_size);
  return {
    unitId: values.unit_id,
    householdSize: values.household_size !== '' && Number.isInteger(size) && size >= 1 ? size : undefined,
    annualIncome: centsOf(values.annual_income),
    tenantRent: centsOf(values.rent_amount),
    nonOptionalCharges: centsOf(values.non_optional_charges) ?? 0,
    date: checkDateOf(values.start_date, localToday()),
    // Income is tested at move-in, against the limits in force then (decision 043).
    moveIn: /^\d{4}-\d{2}-\d{2}$/.test(values.start_date) ? values.start_date : localToday(),
  };
}

/** The placement's figures against its unit's limits, checked while the form is filled in. */
export function useLiveCheck(values: OccupancyFormValues): LiveCheckState {
  // Debounced as text: a new object each render would restart the wait for ever.
  const [debounced] = useDebouncedValue(JSON.stringify(figuresOf(values)), DEBOUNCE_MS);
  const figures = JSON.parse(debounced) as ReturnType<typeof figuresOf>;
  const unit = useComplianceUnit(figures.unitId);
  const allowances = useUtilityAllowances(unit.data?.property_id ?? null);
  const household =
    figures.unitId !== null && figures.householdSize !== undefined && figures.annualIncome !== undefined
      ? {
          unitId: figures.unitId,
          householdSize: figures.householdSize,
          annualIncome: centsToDecimal(figures.annualIncome),
          date: figures.moveIn,
          rentDate: figures.date,
        }
      : null;
  const eligibility = useUnitEligibility(household);

  const missing: MissingFigure[] = [];
  if (figures.unitId === null) missing.push('unit');
  if (figures.householdSize === undefined) missing.push('householdSize');
  if (figures.annualIncome === undefined) missing.push('annualIncome');
  if (figures.tenantRent === undefined) missing.push('rent');
  if (missing.length > 0) return { kind: 'incomplete', missing };

  const failed = [unit, allowances, eligibility].find((q) => q.isError);
  if (failed) return { kind: 'error', error: failed.error };
  if (!unit.data || !allowances.data || !eligibility.data) return { kind: 'loading' };
  const allowance = allowanceOn(allowances.data, unit.data.unit_type as RentUnitType, figures.date);
  return {
    kind: 'ready',
    date: figures.date,
    check: liveCheck(eligibility.data, allowance, {
      householdSize: figures.householdSize as number,
      annualIncome: figures.annualIncome as number,
      tenantRent: figures.tenantRent as number,
      nonOptionalCharges: figures.nonOptionalCharges,
    }),
  };
}
