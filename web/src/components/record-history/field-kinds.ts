import type { AuditEntity } from '@lar/contracts/audit';
import { PET_FEE_FIELDS, UTILITY_FIELDS } from '@lar/contracts/properties';

/**
 * How a field's value reads when its JSON alone does not say: amounts of money, phone digits, and
 * enum values with their texts in `values.<set>` of the history namespace. Dates, timestamps,
 * booleans, numbers and lists are told by their value.
 */
export type FieldKind =
  | 'money'
  | 'percent'
  | 'phone'
  | 'postal'
  | {
      values:
        | 'documentTypes'
        | 'languages'
        | 'unitTypes'
        | 'occupancyStatuses'
        | 'payers'
        | 'stoves'
        | 'yesNo'
        | 'setAsideElections';
    }
  | { values: 'programScopes' | 'subsidyTypes' | 'programStatuses' | 'endReasons' }
  | {
      values:
        | 'certificationTypes'
        | 'certificationStatuses'
        | 'studentExceptions'
        | 'applicationStatuses'
        | 'declineReasons'
        | 'visitStatuses'
        | 'allocationMethods';
    };

const each = <K extends string>(fields: readonly K[], kind: FieldKind) =>
  Object.fromEntries(fields.map((field) => [field, kind])) as Record<K, FieldKind>;

export const FIELD_KINDS: Partial<Record<AuditEntity, Record<string, FieldKind>>> = {
  candidate: {
    income: 'money',
    phone_number: 'phone',
    postal_code: 'postal',
    document_type: { values: 'documentTypes' },
    language: { values: 'languages' },
  },
  unit: { unit_type: { values: 'unitTypes' } },
  building: { postal_code: 'postal', set_aside_election: { values: 'setAsideElections' } },
  occupancy: {
    ami_percentage: 'percent',
    rent_amount: 'money',
    placement_fee: 'money',
    annual_income: 'money',
    non_optional_charges: 'money',
    rent_assistance: 'money',
    status: { values: 'occupancyStatuses' },
    end_reason: { values: 'endReasons' },
  },
  certification: {
    type: { values: 'certificationTypes' },
    status: { values: 'certificationStatuses' },
    student_exception: { values: 'studentExceptions' },
    tenant_rent: 'money',
    rent_assistance: 'money',
    non_optional_charges: 'money',
    adjusted_income: 'money',
    annual_income: 'money',
  },
  application: {
    annual_income: 'money',
    status: { values: 'applicationStatuses' },
    decline_reason: { values: 'declineReasons' },
  },
  unit_listing: { asking_rent: 'money' },
  visit_request: { status: { values: 'visitStatuses' }, language: { values: 'languages' } },
  gov_program: {
    scope: { values: 'programScopes' },
    subsidy_type: { values: 'subsidyTypes' },
    status: { values: 'programStatuses' },
  },
  property: {
    phone: 'phone',
    fax: 'phone',
    postal_code: 'postal',
    contract_placement_fee: 'money',
    ...each(PET_FEE_FIELDS, 'money'),
    ...each(UTILITY_FIELDS, { values: 'payers' }),
    stove_type: { values: 'stoves' },
    washer_dryer_included: { values: 'yesNo' },
    pet_allowed: { values: 'yesNo' },
    set_aside_election: { values: 'setAsideElections' },
    allocation_method: { values: 'allocationMethods' },
  },
  property_manager: { phone: 'phone', fax: 'phone', postal_code: 'postal' },
  property_manager_contact: { phone: 'phone' },
};
