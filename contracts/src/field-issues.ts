import { AllocationIssue } from './allocation.ts';
import { CsvIssue } from './ami-csv.ts';
import { AmiIssue } from './ami-levels.ts';
import { PasswordIssue } from './auth.ts';
import { BuildingIssue } from './buildings.ts';
import { CandidateIssue } from './candidates.ts';
import { ComplianceIssue } from './compliance/api.ts';
import { FieldIssue } from './fields.ts';
import { ListingIssue } from './listings.ts';
import { OccupancyIssue } from './occupancies.ts';
import { UnitIssue } from './units.ts';
import { VisitIssue } from './visits.ts';

/**
 * Field error codes a service raises from its rules rather than from a schema: a chosen record
 * that is not the organization's, a contact of another company, a taken value, a wrong current
 * password, an occupancy that would overlap another.
 */
export const RuleIssue = {
  NOT_FOUND: 'not_found',
  CONTACT_NOT_OF_MANAGER: 'contact_not_of_manager',
  DUPLICATE: 'duplicate',
  INVALID_CURRENT_PASSWORD: 'invalid_current_password',
  UNIT_HAS_ACTIVE_OCCUPANCY: 'unit_has_active_occupancy',
  TENANT_HAS_ACTIVE_OCCUPANCY: 'tenant_has_active_occupancy',
} as const;

/** Every group of field issue codes; each code is one `FieldError.code` the web translates. */
const ISSUE_GROUPS = [
  FieldIssue,
  PasswordIssue,
  CandidateIssue,
  UnitIssue,
  OccupancyIssue,
  AmiIssue,
  CsvIssue,
  RuleIssue,
  ComplianceIssue,
  ListingIssue,
  VisitIssue,
  AllocationIssue,
  BuildingIssue,
] as const;

type ValuesOf<T> = T[keyof T];
export type FieldIssueCode = ValuesOf<(typeof ISSUE_GROUPS)[number]>;

/**
 * Every field issue code the schemas and the services give, in one list: the web translates each
 * as `validation.<code>` (the common texts; a feature may say it more precisely), and its locale
 * test checks that none is missing.
 */
export const FIELD_ISSUE_CODES: readonly FieldIssueCode[] = [
  ...new Set(ISSUE_GROUPS.flatMap((group) => Object.values(group) as FieldIssueCode[])),
];
