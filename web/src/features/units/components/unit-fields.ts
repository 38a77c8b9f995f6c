import type { UnitBody } from '@lar/contracts/units';
import type { NamesEveryField } from '../../../lib/form-fields.ts';
import type { UnitFormValues } from '../unit-form-values.ts';

/**
 * Every field of the unit's body and its label's key in this feature's locales. The form labels its
 * inputs from here, and its values name the same fields, so a field added to the contract and not to
 * the form fails to compile; the fields walk (server/test/architecture/fields-walk.test.ts) finds
 * each label in en, pt and es (decision 037).
 */
export const UNIT_FIELD_LABELS = {
  // Chosen with the page's property selector, which carries this label.
  property_id: 'property.label',
  building_id: 'form.building',
  unit_number: 'form.unitNumber',
  unit_type: 'form.unitType',
  unit_style: 'form.unitStyle',
  bathrooms: 'form.bathrooms',
  square_feet: 'form.squareFeet',
  market_rent: 'form.marketRent',
  gov_program_id: 'form.program',
  ami_level_id: 'form.amiLevel',
  is_ada_compliant: 'form.adaCompliant',
  amenities: 'form.amenities',
  notes: 'form.notes',
  designations: 'designations.title',
} as const satisfies Record<keyof UnitBody, string>;

/** Fails to compile when the form's values lack a field of the body (the property is the page's). */
const _valuesNameEveryField: NamesEveryField<UnitFormValues, Omit<UnitBody, 'property_id'>> = true;
