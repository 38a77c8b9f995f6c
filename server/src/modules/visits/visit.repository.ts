import type { Language } from '@lar/contracts/languages';
import type { VisitListQuery, VisitRequest, VisitStatus } from '@lar/contracts/visits';
import { desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { visitRequests } from '../../db/schema/listings.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';
import { isoTimestamp, JsonText, jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

const ofUnit = (column: SQL) =>
  sql`(SELECT ${column} FROM ${units} WHERE ${units.organizationId} = ${visitRequests.organizationId} AND ${units.id} = ${visitRequests.unitId})`;
const propertyName = sql`(SELECT ${properties.property_name} FROM ${properties}
   WHERE ${properties.organizationId} = ${visitRequests.organizationId}
     AND ${properties.id} = ${ofUnit(sql`${units.propertyId}`)})`;

/** A visit request as the API answers it; the unit's number and property are read with it. */
export const visitShape = recordShape<VisitRequest>({
  id: visitRequests.id,
  unit_id: visitRequests.unitId,
  unit_number: ofUnit(sql`${units.unitNumber}`),
  property_id: ofUnit(sql`${units.propertyId}`),
  property_name: propertyName,
  name: visitRequests.name,
  email: visitRequests.email,
  phone: visitRequests.phone,
  preferred_times: new JsonText(
    sql`coalesce((SELECT json_agg(${isoTimestamp(sql`t`)} ORDER BY n) FROM unnest(${visitRequests.preferredTimes}) WITH ORDINALITY AS x(t, n))::text, '[]')`,
  ),
  message: visitRequests.message,
  language: visitRequests.language,
  status: visitRequests.status,
  scheduled_at: new JsonText(
    sql`case when ${visitRequests.scheduledAt} is null then 'null' else '"' || ${isoTimestamp(visitRequests.scheduledAt)} || '"' end`,
  ),
  version: visitRequests.version,
  created_at: jsonTimestamp(visitRequests.createdAt),
  updated_at: jsonTimestamp(visitRequests.updatedAt),
});

export interface NewVisitRequest {
  unitId: number;
  name: string;
  email: string;
  phone: string | null;
  preferredTimes: string[];
  message: string | null;
  language: Language;
}

/** The day after `date` (YYYY-MM-DD), so "to" includes its whole day. */
const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export class VisitRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async insert(visit: NewVisitRequest): Promise<void> {
    await this.q.insert(visitRequests).values(this.tenant.values(visit));
  }

  list(query: VisitListQuery): Promise<JsonPage> {
    const where = this.tenant.where(
      visitRequests,
      query.status === undefined ? undefined : eq(visitRequests.status, query.status),
      query.unit_id === undefined ? undefined : eq(visitRequests.unitId, query.unit_id),
      query.property_id === undefined
        ? undefined
        : sql`${visitRequests.unitId} IN (SELECT ${units.id} FROM ${units}
             WHERE ${units.organizationId} = ${this.tenant.organizationId} AND ${units.propertyId} = ${query.property_id})`,
      query.from === undefined
        ? undefined
        : gte(visitRequests.createdAt, new Date(`${query.from}T00:00:00Z`)),
      query.to === undefined
        ? undefined
        : lt(visitRequests.createdAt, new Date(`${dayAfter(query.to)}T00:00:00Z`)),
    );
    return pagedJson({
      q: this.q,
      from: visitRequests,
      where,
      orderBy: [desc(visitRequests.createdAt), desc(visitRequests.id)],
      json: visitShape.jsonColumn,
      page: query,
    });
  }

  async find(id: number, lock = false): Promise<VisitRequest | undefined> {
    const query = selectRow(this.q, this.tenant, visitRequests, visitShape.columns, id);
    return visitShape.readFirst(await (lock ? query.for('update') : query));
  }

  async setStatus(id: number, status: VisitStatus, scheduledAt: string | null): Promise<void> {
    await this.q
      .update(visitRequests)
      .set({ status, scheduledAt, version: sql`${visitRequests.version} + 1`, updatedAt: sql`now()` })
      .where(this.tenant.where(visitRequests, eq(visitRequests.id, id)));
  }
}
