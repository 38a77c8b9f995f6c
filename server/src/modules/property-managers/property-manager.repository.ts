import type { NameListQuery } from '@lar/contracts/paging';
import {
  type PropertyManager,
  type PropertyManagerChanges,
  type PropertyManagerInput,
  propertyManagerCreateBody,
} from '@lar/contracts/property-managers';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { propertyManagers } from '../../db/schema/property-managers.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, rowExists, selectRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { type EveryFieldHasItsColumn, sentFields } from '../../lib/field-columns.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { nameContains, nameOrder } from '../../lib/list-query.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

const managers = propertyManagers;

/**
 * Whether the organization has the management company `id`: a list filtered by a company checks it
 * first, so another organization's company is 404 (decision 072).
 */
export function managerExists(q: Queryable, tenant: Tenant, id: number): Promise<boolean> {
  return rowExists(q, tenant, managers, id);
}

/**
 * The body's fields, each stored in the column of its own name (the table keeps the API's names),
 * so a field added to the body and the table is written without a line here (decision 037).
 */
const MANAGER_FIELDS = Object.keys(propertyManagerCreateBody.shape) as Array<keyof PropertyManagerInput>;
/** Fails to compile when a body field has no column of its name. */
const _everyFieldHasItsColumn: EveryFieldHasItsColumn<PropertyManagerInput, typeof managers> = true;

/**
 * Properties of the company, counted on the (organization_id, property_manager_id) index. Plain
 * SQL: drizzle leaves columns unqualified in single-table selects, which would bind the outer
 * columns to the subquery's table.
 */
const propertiesCount = sql<number>`(
    SELECT count(*) FROM properties p
     WHERE p.organization_id = "property_managers"."organization_id"
       AND p.property_manager_id = "property_managers"."id")::int`;

/** A management company, as the API answers it. */
const managerShape = recordShape<PropertyManager>({
  id: managers.id,
  management_co: managers.management_co,
  name: managers.management_co,
  phone: managers.phone,
  fax: managers.fax,
  email: managers.email,
  address1: managers.address1,
  address2: managers.address2,
  city: managers.city,
  state: managers.state,
  postal_code: managers.postal_code,
  properties_count: propertiesCount,
  version: managers.version,
  created_at: jsonTimestamp(managers.createdAt),
  updated_at: jsonTimestamp(managers.updatedAt),
});

export class PropertyManagerRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private listWhere(query: Pick<NameListQuery, 'q'>): SQL {
    return this.tenant.where(
      managers,
      query.q ? nameContains(managers.searchName, containsPattern(query.q)) : undefined,
    );
  }

  list(query: NameListQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: managers,
      where: this.listWhere(query),
      orderBy: nameOrder(managers.management_co, managers.id, query.sort),
      json: managerShape.jsonColumn,
      page: query,
    });
  }

  /** A batch of the list's export (decision 028): the list's filter, the next `size` by id after `afterId`. */
  async exportBatch(
    query: Pick<NameListQuery, 'q'>,
    afterId: number,
    size: number,
  ): Promise<PropertyManager[]> {
    const rows = await this.q
      .select(managerShape.columns)
      .from(managers)
      .where(and(this.listWhere(query), gt(managers.id, afterId)))
      .orderBy(asc(managers.id))
      .limit(size);
    return rows.map((row) => managerShape.read(row));
  }

  private select(id: number) {
    return selectRow(this.q, this.tenant, managers, managerShape.columns, id);
  }

  /** The company's answer as JSON text, or undefined when this organization has no such company. */
  async findText(id: number): Promise<string | undefined> {
    return managerShape.textOfFirst(await this.select(id));
  }

  async find(id: number): Promise<PropertyManager | undefined> {
    return managerShape.readFirst(await this.select(id));
  }

  /**
   * Locks the company row for the rest of the transaction: `update` to change or delete it,
   * `share` to attach a property to it (it cannot be deleted meanwhile). False when it does not exist.
   */
  async lock(id: number, mode: 'update' | 'share'): Promise<boolean> {
    const rows = await this.q
      .select({ id: managers.id })
      .from(managers)
      .where(this.tenant.where(managers, eq(managers.id, id)))
      .for(mode);
    return rows.length > 0;
  }

  /** Inserts the company; its id. */
  insert(values: PropertyManagerInput): Promise<number> {
    return insertRow(this.q, this.tenant, managers, values);
  }

  /**
   * Updates the company at `version`, setting the fields sent (a field left out stays as stored);
   * false when that is no longer its version.
   */
  update(id: number, version: number, values: PropertyManagerChanges): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, managers, id, version, sentFields(MANAGER_FIELDS, values));
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(managers).where(this.tenant.where(managers, eq(managers.id, id)));
  }
}
