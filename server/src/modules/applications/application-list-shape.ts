import type { ApplicationListItem } from '@lar/contracts/application-review';
import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { JsonText, jsonTimestamp } from '../../lib/json-rows.ts';
import { type FieldMap, recordShape } from '../../lib/record-shape.ts';

/**
 * An application's row in the staff list, as PostgreSQL writes it: the list, its export and one
 * application's read (`listItem`) select it from here.
 */

const a = applications;

export const propertyName = sql`(SELECT ${properties.property_name} FROM ${properties}
   WHERE ${properties.organizationId} = ${a.organizationId} AND ${properties.id} = ${a.propertyId})`;
const unitNumber = (unit: SQL | typeof a.unitId) => sql`(SELECT ${units.unitNumber} FROM ${units}
   WHERE ${units.organizationId} = ${a.organizationId} AND ${units.id} = ${unit})`;

/**
 * The application's place on its property's waitlist (the view `application_waitlist`, the one
 * order staff, the applicant and the lottery read); only a WAITLISTED application has one, so the
 * view is not read for the others. For one application: a list reads its page's positions at once
 * (`waitlistPositions`), since the view orders a property's whole waitlist each time it is read.
 */
const waitlistPosition = sql<number | null>`CASE WHEN ${a.status} = 'WAITLISTED' THEN
  (SELECT w.position FROM application_waitlist w
    WHERE w.organization_id = ${a.organizationId} AND w.property_id = ${a.propertyId}
      AND w.application_id = ${a.id}) END`;

/** A row of the list as the API answers it, written by PostgreSQL. */
const listFields = {
  id: a.id,
  reference: a.reference,
  property_id: a.propertyId,
  property_name: propertyName,
  unit_id: a.unitId,
  unit_number: unitNumber(a.unitId),
  head_name: a.headName,
  email: a.email,
  household_size: a.householdSize,
  annual_income: sql`${a.annualIncome}::text`,
  status: a.status,
  duplicate_flag: a.duplicateFlag,
  submitted_at: jsonTimestamp(a.submittedAt),
  waitlist_position: new JsonText(sql`${waitlistPosition}::text`),
} satisfies FieldMap<ApplicationListItem>;

/** One application's row, its waitlist position read with it. */
export const applicationListShape = recordShape<ApplicationListItem>(listFields);

/** The list's rows: the position is filled in afterwards for the whole page (`waitlistPositions`). */
export const PENDING_POSITION = '"waitlist_position":null';
export const listRowShape = recordShape<ApplicationListItem>({
  ...listFields,
  waitlist_position: new JsonText(sql`null`),
});
