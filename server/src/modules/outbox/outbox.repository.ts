import {
  OUTBOX_MAX_ATTEMPTS,
  type OutboxItem,
  type OutboxListQuery,
  type OutboxMessage,
} from '@lar/contracts/outbox';
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  applications,
  buildings,
  emailOutbox,
  properties,
  propertyContacts,
  propertyManagers,
  units,
} from '../../db/schema/index.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import type { PostalAddress } from '../../lib/pdf.ts';
import { recordShape } from '../../lib/record-shape.ts';
import { propertyAddressColumns } from '../properties/index.ts';

/** The application's reference, read where the e-mail is (null once the application is purged). */
const reference = sql<string | null>`(SELECT ${applications.reference} FROM ${applications}
  WHERE ${applications.id} = ${emailOutbox.applicationId} AND ${applications.organizationId} = ${emailOutbox.organizationId})`;

const status = sql<OutboxItem['status']>`CASE
  WHEN ${emailOutbox.sentAt} IS NOT NULL THEN 'SENT'
  WHEN ${emailOutbox.attempts} >= ${sql.raw(String(OUTBOX_MAX_ATTEMPTS))} THEN 'FAILED'
  WHEN ${emailOutbox.attempts} > 0 THEN 'RETRYING'
  ELSE 'WAITING' END`;

const itemFields = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to_address: emailOutbox.toAddress,
  language: emailOutbox.language,
  subject: emailOutbox.subject,
  reference,
  application_id: emailOutbox.applicationId,
  status,
  created_at: jsonTimestamp(emailOutbox.createdAt),
  sent_at: jsonTimestamp(emailOutbox.sentAt),
  attempts: emailOutbox.attempts,
  last_error: emailOutbox.lastError,
  // Only while the mailer will still try it: a sent or failed e-mail has no next try.
  next_attempt_at: jsonTimestamp(
    sql`CASE WHEN ${emailOutbox.sentAt} IS NULL AND ${emailOutbox.attempts} < ${sql.raw(String(OUTBOX_MAX_ATTEMPTS))}
      THEN ${emailOutbox.nextAttemptAt} END`,
  ),
};

const outboxItemShape = recordShape<OutboxItem>(itemFields);
const outboxMessageShape = recordShape<OutboxMessage>({ ...itemFields, body_text: emailOutbox.bodyText });

export class OutboxRepository {
  constructor(private readonly q: Queryable) {}

  /** The organization's e-mails, newest first (the (organization_id, created_at, id) index). */
  list(tenant: Tenant, query: OutboxListQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: emailOutbox,
      where: tenant.where(emailOutbox, sentFilter(query.sent), textFilter(query.q)),
      orderBy: [desc(emailOutbox.createdAt), desc(emailOutbox.id)],
      json: outboxItemShape.jsonColumn,
      page: query,
    });
  }

  /** One e-mail whole, as JSON text; undefined when the organization has no such e-mail. */
  async find(tenant: Tenant, id: number): Promise<string | undefined> {
    const rows = await this.q
      .select(outboxMessageShape.columns)
      .from(emailOutbox)
      .where(tenant.where(emailOutbox, eq(emailOutbox.id, id)));
    return outboxMessageShape.textOfFirst(rows);
  }
}

function sentFilter(sent: boolean | undefined): SQL | undefined {
  if (sent === undefined) return undefined;
  return sent ? isNotNull(emailOutbox.sentAt) : isNull(emailOutbox.sentAt);
}

/** A piece of the recipient's address or of the application's reference. */
function textFilter(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(sql`${emailOutbox.toAddress} ILIKE ${pattern}`, sql`${reference} ILIKE ${pattern}`);
}

/** Queues one e-mail inside `q`'s transaction: it exists exactly when the change it tells of commits. */
export async function insertOutboxEmail(q: Queryable, email: typeof emailOutbox.$inferInsert): Promise<void> {
  await q.insert(emailOutbox).values(email);
}

/** What an e-mail tells of the property to reach it, and of the unit where there is one. */
export interface PropertyCardRow extends PostalAddress {
  name: string;
  phone: string | null;
  email: string | null;
  /** The first of the property's contacts with an e-mail, the primary one first. */
  contact_email: string | null;
  company_email: string | null;
  company_phone: string | null;
}

export interface UnitCardRow extends PostalAddress {
  unit_number: string | null;
}

/** The property's name, address and ways to reach it, with its managing company's as fallbacks. */
export async function propertyCard(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<PropertyCardRow | undefined> {
  const contactEmail = sql<string | null>`(SELECT ${propertyContacts.email} FROM ${propertyContacts}
    WHERE ${propertyContacts.organizationId} = ${properties.organizationId}
      AND ${propertyContacts.property_id} = ${properties.id} AND ${propertyContacts.email} IS NOT NULL
    ORDER BY ${propertyContacts.primary_contact} DESC, ${propertyContacts.id} LIMIT 1)`;
  const [row] = await q
    .select({
      ...propertyAddressColumns,
      phone: properties.phone,
      email: properties.email,
      contact_email: contactEmail,
      company_email: propertyManagers.email,
      company_phone: propertyManagers.phone,
    })
    .from(properties)
    .innerJoin(propertyManagers, referencedRow(propertyManagers, properties.property_manager_id, properties))
    .where(tenant.where(properties, eq(properties.id, propertyId)));
  return row;
}

/** A unit's number and its building's address (empty where the building has none) on the property. */
export async function unitCard(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
  unitId: number,
): Promise<UnitCardRow | undefined> {
  const [row] = await q
    .select({
      unit_number: units.unitNumber,
      street1: buildings.street1,
      street2: buildings.street2,
      city: buildings.city,
      state: buildings.state,
      postal_code: buildings.postal_code,
    })
    .from(units)
    .innerJoin(buildings, referencedRow(buildings, units.buildingId, units))
    .where(tenant.where(units, and(eq(units.id, unitId), eq(units.propertyId, propertyId))));
  return row;
}
