import type { Building, BuildingCreateBody } from '@lar/contracts/buildings';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import { type InputValue, inputValues } from '../../lib/form-values.ts';

const TEXT_FIELDS = [
  'name',
  'bin',
  'street1',
  'street2',
  'city',
  'state',
  'postal_code',
  'placed_in_service_date',
  'gross_rent_floor_date',
] as const;

/** The building form's values: '' where the building has none. */
export type BuildingFormValues = { [K in (typeof TEXT_FIELDS)[number]]: string } & {
  first_credit_year: InputValue<number>;
  /** '': the property's election applies. */
  set_aside_election: InputValue<SetAsideElection>;
};

export function buildingFormValues(building: Building | null): BuildingFormValues {
  return {
    ...inputValues(building, TEXT_FIELDS),
    first_credit_year: building?.first_credit_year ?? '',
    set_aside_election: building?.set_aside_election ?? '',
  };
}

/** The body the form's values make for `propertyId`: empty choices and numbers are none. */
export function buildingBody(values: BuildingFormValues, propertyId: number): BuildingCreateBody {
  return {
    ...values,
    property_id: propertyId,
    first_credit_year: values.first_credit_year === '' ? null : values.first_credit_year,
    set_aside_election: values.set_aside_election === '' ? null : values.set_aside_election,
  };
}
