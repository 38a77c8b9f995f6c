import type { NameListQuery } from '@lar/contracts/paging';
import type { PropertyContactInput, PropertyInput } from '@lar/contracts/properties';
import { and, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { properties, propertyContacts } from '../../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../db/schema/property-managers.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonArray, jsonColumn, jsonObject } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { containsText, nameOrder } from '../../lib/list-query.ts';
import { exactTotal, exactTotalColumn, exactTotalOfPage } from '../../lib/list-total.ts';
import { type Bind, listStatement, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyContactRow = typeof propertyContacts.$inferSelect;
/** A property with the names of its company and company contact, as the screens show it. */
export type PropertyWithNames = PropertyRow & {
  property_manager_name: string;
  property_manager_contact_name: string;
};
/** The columns PUT /api/properties/{id} (the details form) changes. */
export type PropertyDetailsColumns = Pick<
  PropertyInput,
  | 'property_name'
  | 'property_type'
  | 'property_location'
  | 'street1'
  | 'street2'
  | 'city'
  | 'state'
  | 'postal_code'
>;

export type PropertyListFilter = NameListQuery & { property_manager_id?: number | undefined };

export class PropertyRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * A page of properties with the number of all that match, in one statement, each property as the
   * list's JSON (`propertySummaryJson`). Built once per organization and filter shape; without a
   * name filter its plan fits every value and is kept per connection (prepared-queries.ts).
   */
  async list(filter: PropertyListFilter): Promise<{ json: string; total: number }> {
    const values = {
      name: filter.q ? containsPattern(filter.q) : undefined,
      managerId: filter.property_manager_id,
      sort: filter.sort,
    };
    // A name filter's best plan depends on the text: planned on each execution.
    const scope = {
      organizationId: this.tenant.organizationId,
      filters: values,
      plannedEachTime: values.name !== undefined,
    };
    const page = preparedPage(this.q, PROPERTY_LIST, scope, filter, (plan) => {
      const where = this.listFilter(values, placeholder);
      return this.q
        .select({ json: propertySummaryJson, total: exactTotalColumn(this.listMatches(where)) })
        .from(properties)
        .innerJoin(propertyManagers, this.sameCompany())
        .where(where)
        .orderBy(...nameOrder(properties.property_name, properties.id, filter.sort))
        .limit(plan.limit)
        .offset(plan.offset)
        .prepare(plan.name);
    });
    const rows = await page.execute({ ...values, limit: filter.limit, offset: filter.offset });
    const total = await exactTotalOfPage(rows, filter.offset, () =>
      exactTotal(this.q, this.listMatches(this.listFilter(values, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  private listFilter(values: { name: string | undefined; managerId: number | undefined }, bind: Bind): SQL {
    return this.tenant.where(
      properties,
      values.name === undefined ? undefined : ilike(properties.property_name, bind('name', values.name)),
      values.managerId === undefined
        ? undefined
        : eq(properties.property_manager_id, bind('managerId', values.managerId)),
    );
  }

  private listMatches(where: SQL) {
    return this.q.select({ id: properties.id }).from(properties).where(where).$dynamic();
  }

  private sameCompany(): SQL {
    return and(
      eq(propertyManagers.organizationId, properties.organizationId),
      eq(propertyManagers.id, properties.property_manager_id),
    ) as SQL;
  }

  async find(id: number): Promise<PropertyWithNames | undefined> {
    const [row] = await this.q
      .select({
        property: properties,
        property_manager_name: propertyManagers.management_co,
        property_manager_contact_name: propertyManagerContacts.full_name,
      })
      .from(properties)
      .innerJoin(propertyManagers, this.sameCompany())
      .innerJoin(
        propertyManagerContacts,
        and(
          eq(propertyManagerContacts.id, properties.property_manager_contact_id),
          eq(propertyManagerContacts.property_manager_id, properties.property_manager_id),
        ),
      )
      .where(this.tenant.where(properties, eq(properties.id, id)));
    return (
      row && {
        ...row.property,
        property_manager_name: row.property_manager_name,
        property_manager_contact_name: row.property_manager_contact_name,
      }
    );
  }

  /** Locks the property row for the rest of the transaction (delete, contact changes). */
  async lock(id: number): Promise<boolean> {
    const rows = await this.q
      .select({ id: properties.id })
      .from(properties)
      .where(this.tenant.where(properties, eq(properties.id, id)))
      .for('update');
    return rows.length > 0;
  }

  async insert(values: PropertyInput): Promise<PropertyRow> {
    const [row] = await this.q.insert(properties).values(this.tenant.values(values)).returning();
    return row as PropertyRow;
  }

  /** Updates only when the stored version is `version`; undefined means someone else got there first. */
  async update(id: number, version: number, values: PropertyInput | PropertyDetailsColumns) {
    const [row] = await this.q
      .update(properties)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(properties, eq(properties.id, id), eq(properties.version, version)))
      .returning();
    return row;
  }

  async countUnits(propertyId: number): Promise<number> {
    const [row] = await this.q
      .select({ n: count() })
      .from(units)
      .where(this.tenant.where(units, eq(units.propertyId, propertyId)));
    return row?.n ?? 0;
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(properties).where(this.tenant.where(properties, eq(properties.id, id)));
  }

  async listContacts(propertyId: number, filter: NameListQuery) {
    const where = this.tenant.where(
      propertyContacts,
      eq(propertyContacts.property_id, propertyId),
      containsText(propertyContacts.full_name, filter.q),
    );
    const [rows, [totals]] = await Promise.all([
      this.q
        .select()
        .from(propertyContacts)
        .where(where)
        .orderBy(...nameOrder(propertyContacts.full_name, propertyContacts.id, filter.sort))
        .limit(filter.limit)
        .offset(filter.offset),
      this.q.select({ total: count() }).from(propertyContacts).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findContact(contactId: number): Promise<PropertyContactRow | undefined> {
    const [row] = await this.q
      .select()
      .from(propertyContacts)
      .where(this.tenant.where(propertyContacts, eq(propertyContacts.id, contactId)));
    return row;
  }

  async insertContact(propertyId: number, values: PropertyContactInput): Promise<PropertyContactRow> {
    const [row] = await this.q
      .insert(propertyContacts)
      .values(this.tenant.values({ ...values, property_id: propertyId }))
      .returning();
    return row as PropertyContactRow;
  }

  async updateContact(contactId: number, version: number, values: PropertyContactInput) {
    const [row] = await this.q
      .update(propertyContacts)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(
        this.tenant.where(
          propertyContacts,
          eq(propertyContacts.id, contactId),
          eq(propertyContacts.version, version),
        ),
      )
      .returning();
    return row;
  }

  /** Clears the primary flag on the property's other contacts; returns those that lost it. */
  async clearOtherPrimaries(propertyId: number, exceptId?: number): Promise<PropertyContactRow[]> {
    return this.q
      .update(propertyContacts)
      .set({ primary_contact: false, version: sql`${propertyContacts.version} + 1`, updatedAt: new Date() })
      .where(
        this.tenant.where(
          propertyContacts,
          eq(propertyContacts.property_id, propertyId),
          eq(propertyContacts.primary_contact, true),
          exceptId === undefined ? undefined : ne(propertyContacts.id, exceptId),
        ),
      )
      .returning();
  }

  async deleteContact(contactId: number): Promise<void> {
    await this.q
      .delete(propertyContacts)
      .where(this.tenant.where(propertyContacts, eq(propertyContacts.id, contactId)));
  }
}

/** A property of the list as JSON text, field for field as `propertySummary` has it. */
const propertySummaryJson = jsonColumn(
  jsonObject({
    id: properties.id,
    property_name: properties.property_name,
    phone: properties.phone,
    email: properties.email,
    city: properties.city,
    state: properties.state,
    property_manager_id: properties.property_manager_id,
    property_manager_name: propertyManagers.management_co,
    version: properties.version,
  }),
);

/** Every filter of the property list, and its order: each decides the statement's shape. */
const PROPERTY_LIST = listStatement('properties.list', { name: 'set', managerId: 'set', sort: 'value' });
