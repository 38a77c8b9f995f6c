import type { Candidate } from '@lar/contracts/candidates';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { candidates } from '../../db/schema/candidates.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow } from '../../db/tenancy.ts';
import { jsonNumber, jsonTimestamp, jsonWhenPresent } from '../../lib/json-rows.ts';
import type { OrganizationScope } from '../../lib/prepared-queries.ts';
import { type FieldMap, recordShape } from '../../lib/record-shape.ts';

/**
 * A candidate's answer, written once (record-shape.ts): the list's items, one candidate's GET, the
 * answers of a create and an update, and the audit log's snapshots are all this map's JSON, read
 * from a candidate row as `candidates` joined to its current occupancy (`withCurrentOccupancy`,
 * or `currentOccupancyJoins` in a write's statement).
 */

/**
 * The last 4 characters of a document number, as `maskDocumentNumber` writes them (characters).
 * The bullets (U+2022) are escaped so that the server's bundle stays ASCII (scripts/build-server.mjs);
 * the statement's text, from the template's cooked strings, holds the bullets themselves.
 */
const maskedDocumentNumber = (documentNumber: typeof candidates.documentNumber): SQL => sql`case
  when ${documentNumber} is null then null
  when char_length(${documentNumber}) <= 4 then '\u2022\u2022\u2022\u2022'
  else '\u2022\u2022\u2022\u2022 ' || right(${documentNumber}, 4) end`;

const currentOccupancy = recordShape<NonNullable<Candidate['occupancy']>>({
  id: occupancies.id,
  unit_number: units.unitNumber,
  property_name: properties.property_name,
  program_name: govPrograms.name,
  start_date: occupancies.startDate,
  status: occupancies.status,
});

const candidateFields: FieldMap<Candidate> = {
  id: candidates.id,
  id_wp: candidates.idWp,
  full_name: candidates.fullName,
  email: candidates.email,
  phone_number: candidates.phoneNumber,
  birth_date: candidates.birthDate,
  income: jsonNumber(candidates.income),
  household_size: candidates.householdSize,
  is_disabled: candidates.isDisabled,
  is_senior: candidates.isSenior,
  postal_code: candidates.postalCode,
  document_type: candidates.documentType,
  document_number: candidates.documentNumber,
  language: candidates.language,
  occupancy: jsonWhenPresent(occupancies.id, currentOccupancy.object),
  version: candidates.version,
  created_at: jsonTimestamp(candidates.createdAt),
  updated_at: jsonTimestamp(candidates.updatedAt),
};

/** One candidate in full: its GET and the answers of its create and update. */
export const candidateShape = recordShape<Candidate>(candidateFields);

/**
 * A candidate as lists show it and the audit log keeps it: the same fields, the document number
 * masked to its last 4 characters, so that neither a page nor the log becomes a copy of it.
 */
export const maskedCandidateShape = recordShape<Candidate>({
  ...candidateFields,
  document_number: maskedDocumentNumber(candidates.documentNumber),
});

const unitOfOccupancy = referencedRow(units, occupancies.unitId, occupancies);
const programOfOccupancy = referencedRow(govPrograms, occupancies.programId, occupancies);
const propertyOfUnit = referencedRow(properties, units.propertyId, units);

/** The candidate's ACTIVE occupancy (at most one, by a unique index), in the organization `scope` names. */
export const activeOccupancyOf = (scope: OrganizationScope, candidateId: SQL | typeof candidates.id) =>
  scope.where(occupancies, eq(occupancies.tenantId, candidateId), isActiveOccupancy);

const candidateOccupancies = alias(occupancies, 'candidate_occupancies');

/**
 * The id of the candidate's current occupancy: the ACTIVE one, else the PENDING one that starts
 * first (a placement agreed but not begun), else none. One probe of the index of current occupancies (migration 0026).
 */
const currentOccupancyId = (scope: OrganizationScope, candidateId: SQL | typeof candidates.id) => sql`(
  select ${candidateOccupancies.id} from ${occupancies} as ${candidateOccupancies}
  where ${scope.where(
    candidateOccupancies,
    eq(candidateOccupancies.tenantId, candidateId),
    sql`${candidateOccupancies.status} in ('ACTIVE', 'PENDING')`,
  )}
  order by ${candidateOccupancies.status} = 'ACTIVE' desc, ${candidateOccupancies.startDate}, ${candidateOccupancies.id}
  limit 1)`;

/** `query`, a select from candidates, joined to what the shapes read: the current occupancy, its unit, the unit's property and the program. */
export function withCurrentOccupancy<Query extends PgSelect>(query: Query, scope: OrganizationScope) {
  return query
    .leftJoin(
      occupancies,
      scope.where(occupancies, eq(occupancies.id, currentOccupancyId(scope, candidates.id))),
    )
    .leftJoin(units, unitOfOccupancy)
    .leftJoin(properties, propertyOfUnit)
    .leftJoin(govPrograms, programOfOccupancy);
}

/**
 * The same joins as SQL text, for a statement that reads a row of its own (a CTE's) as
 * `candidates`: the occupancy's organization is the row's.
 */
const rowOrganization: OrganizationScope = {
  where: (table, ...conditions) =>
    and(eq(table.organizationId, candidates.organizationId), ...conditions) as SQL,
};
export const currentOccupancyJoins = sql`left join ${occupancies}
    on ${rowOrganization.where(occupancies, eq(occupancies.id, currentOccupancyId(rowOrganization, candidates.id)))}
  left join ${units} on ${unitOfOccupancy}
  left join ${properties} on ${propertyOfUnit}
  left join ${govPrograms} on ${programOfOccupancy}`;
