import type { Language } from '@lar/contracts/languages';
import type { RecertificationBucket } from '@lar/contracts/recertifications';
import { eq, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { recertificationNotices } from '../../db/schema/certifications.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { preparedRecord } from '../../lib/prepared-queries.ts';
import { propertyAddressColumns } from '../properties/index.ts';
import type { DueRange } from './buckets.ts';

/**
 * The recertification notices' statements: the letters and e-mails sent to households due (issue
 * 21, decision 026), each stage's e-mail claimed once, and its reminder (decision 076).
 */

/** The property's name and address for the notices, or undefined when the organization has none such. */
export async function propertyAddress(q: Queryable, tenant: Tenant, id: number) {
  const statement = preparedRecord(q, 'recertifications.property', tenant.organizationId, (name) =>
    q
      .select(propertyAddressColumns)
      .from(properties)
      .where(tenant.where(properties, eq(properties.id, sql.placeholder('id'))))
      .prepare(name),
  );
  const [property] = await statement.execute({ id });
  return property;
}

/** Records sent notices, one row each; answers their ids. */
export function insertNotices(
  q: Queryable,
  notices: (typeof recertificationNotices.$inferInsert)[],
): Promise<{ id: number }[]> {
  return q.insert(recertificationNotices).values(notices).returning({ id: recertificationNotices.id });
}

/** The organizations with a household due in `range` (the schedule's due-date index). */
export function organizationsDue(q: Queryable, range: DueRange) {
  return rowsOf<{ id: number; name: string }>(
    q,
    sql`SELECT o.id, o.name FROM organizations o
         WHERE EXISTS (SELECT 1 FROM recertification_schedule s
                        WHERE s.organization_id = o.id AND s.due_date IS NOT NULL
                          AND s.due_date >= ${range.from}::date AND s.due_date <= ${range.to}::date)
         ORDER BY o.id`,
  );
}

/**
 * Records the e-mailed notice of a stage, once: the partial unique index on (organization,
 * occupancy, due date, stage) of e-mailed notices is the claim, so of two jobs running at once only
 * one gets the id (and sends); the other gets none. Undefined: already sent.
 */
export async function claimEmailNotice(
  q: Queryable,
  n: {
    organizationId: number;
    occupancyId: number;
    dueDate: string;
    bucket: RecertificationBucket;
    language: Language;
    sentBy: string;
  },
): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO recertification_notices (organization_id, occupancy_id, due_date, bucket, language, sent_by, channel)
        VALUES (${n.organizationId}, ${n.occupancyId}, ${n.dueDate}::date, ${n.bucket}, ${n.language}, ${n.sentBy}, 'EMAIL')
        ON CONFLICT (organization_id, occupancy_id, due_date, bucket) WHERE channel = 'EMAIL' DO NOTHING
        RETURNING id`,
  );
  return row === undefined ? undefined : Number(row.id);
}

/** How many members an e-mailed notice went to. */
export async function setNoticeRecipients(q: Queryable, id: number, recipients: number): Promise<void> {
  await q.execute(sql`UPDATE recertification_notices SET recipients = ${recipients} WHERE id = ${id}`);
}

/** An e-mailed notice that may be owed its reminder, with what the e-mail tells. */
export interface ReminderRow {
  id: number;
  occupancy_id: number;
  due_date: string;
  bucket: RecertificationBucket;
  sent_at: string;
  household: string;
  unit_number: string;
  property_name: string;
}

/**
 * The organization's e-mailed notices sent `afterDays` days ago or more with no reminder yet, whose
 * household is still due on that date (the schedule keeps only ACTIVE occupancies, and finalizing
 * the recertification moves the due date) and got no later e-mailed notice for it.
 */
export function remindersOwed(q: Queryable, organizationId: number, afterDays: number) {
  return rowsOf<ReminderRow>(
    q,
    sql`SELECT n.id, n.occupancy_id, to_char(n.due_date, 'YYYY-MM-DD') AS due_date, n.bucket,
               to_char(n.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sent_at,
               c.full_name AS household, coalesce(u.unit_number, '') AS unit_number, pr.property_name
          FROM recertification_notices n
          JOIN recertification_schedule s
            ON s.organization_id = n.organization_id AND s.occupancy_id = n.occupancy_id AND s.due_date = n.due_date
          JOIN occupancies o ON o.organization_id = n.organization_id AND o.id = n.occupancy_id
          JOIN candidates c ON c.organization_id = o.organization_id AND c.id = o.tenant_id
          JOIN units u ON u.organization_id = o.organization_id AND u.id = s.unit_id
          JOIN properties pr ON pr.organization_id = o.organization_id AND pr.id = s.property_id
         WHERE n.organization_id = ${organizationId} AND n.channel = 'EMAIL' AND n.reminder_sent_at IS NULL
           AND n.sent_at <= now() - make_interval(days => ${afterDays}::int)
           AND NOT EXISTS (SELECT 1 FROM recertification_notices l
                            WHERE l.organization_id = n.organization_id AND l.occupancy_id = n.occupancy_id
                              AND l.due_date = n.due_date AND l.channel = 'EMAIL' AND l.sent_at > n.sent_at)
         ORDER BY n.id`,
  );
}

/**
 * Whether the household sent its questionnaire for this due date (decision 076): SUBMITTED, or
 * ACCEPTED by staff. One sent back for a correction is not: the household has something to do.
 */
export async function questionnaireSent(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  dueDate: string,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`SELECT id FROM resident_submissions
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
           AND effective_date = ${dueDate}::date AND status IN ('SUBMITTED', 'ACCEPTED')`,
  );
  return rows.length > 0;
}

/** Claims a notice's reminder, once: true for the job that set it. */
export async function claimReminder(q: Queryable, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE recertification_notices SET reminder_sent_at = now()
         WHERE id = ${id} AND reminder_sent_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}
