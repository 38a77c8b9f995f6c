import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import {
  COUNT_FIELDS,
  IDENTITY_FIELDS,
  PET_FEE_FIELDS,
  type Property,
  type PropertyCreateBody,
  URL_FIELDS,
  UTILITY_FIELDS,
} from '@lar/contracts/properties';

/** Free-text fields of the property form (inputs hold '' while empty). */
export const TEXT_FIELDS = [
  ...IDENTITY_FIELDS,
  'due_at_lease_signing',
  'parking',
  'parking_details',
  'pet_policy',
  'breed_restriction',
  'lottery_preferences',
  'min_income_language',
  'tour_dates',
  'contract_expiration',
  'contract_type',
  ...URL_FIELDS,
] as const;

/** Choice fields: null while not chosen. */
export const CHOICE_FIELDS = [
  ...UTILITY_FIELDS,
  'stove_type',
  'washer_dryer_included',
  'pet_allowed',
] as const;

/** Number fields: '' while empty (as Mantine's NumberInput holds them). */
export const NUMBER_FIELDS = [
  'move_in_timeline',
  'units_managed',
  'contract_placement_fee',
  ...PET_FEE_FIELDS,
  ...COUNT_FIELDS,
] as const;

export type PropertyFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof CHOICE_FIELDS)[number], string | null> &
  Record<(typeof NUMBER_FIELDS)[number], number | string> & {
    property_manager_id: number | null;
    property_manager_contact_id: number | null;
    annual_recertification_waived: boolean;
    deep_rent_skewed: boolean;
    set_aside_election: SetAsideElection;
  };

export function propertyToFormValues(property: Property | null): PropertyFormValues {
  const values: Record<string, unknown> = {
    property_manager_id: property?.property_manager_id ?? null,
    property_manager_contact_id: property?.property_manager_contact_id ?? null,
    annual_recertification_waived: property?.annual_recertification_waived ?? false,
    deep_rent_skewed: property?.deep_rent_skewed ?? false,
    set_aside_election: property?.set_aside_election ?? 'NONE',
  };
  for (const f of TEXT_FIELDS) values[f] = property?.[f] ?? '';
  for (const f of CHOICE_FIELDS) values[f] = property?.[f] ?? null;
  for (const f of NUMBER_FIELDS) {
    const v = property?.[f];
    values[f] = v === null || v === undefined ? '' : Number(v);
  }
  return values as PropertyFormValues;
}

/** What the shared schema reads: the form's values as they are (it shapes and nulls them). */
export function formValuesToInput(values: PropertyFormValues): PropertyCreateBody {
  return values as unknown as PropertyCreateBody;
}
