import type { NameListQuery } from '@lar/contracts/paging';
import type { ManagerContactInput, PropertyManagerInput } from '@lar/contracts/property-managers';
import { count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../db/schema/property-managers.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { containsText, nameOrder } from '../../lib/list-query.ts';

export type PropertyManagerRow = typeof propertyManagers.$inferSelect;
export type ManagerContactRow = typeof propertyManagerContacts.$inferSelect;
export type PropertyManagerWithCount = PropertyManagerRow & { properties_count: number };

export class PropertyManagerRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * Properties of the company, counted on the (organization_id, property_manager_id) index. Plain
   * SQL: drizzle leaves columns unqualified in single-table selects, which would bind the outer
   * columns to the subquery's table.
   */
  private readonly propertiesCount = sql<number>`(
    SELECT count(*) FROM properties p
     WHERE p.organization_id = "property_managers"."organization_id"
       AND p.property_manager_id = "property_managers"."id")::int`;

  async list(query: NameListQuery): Promise<{ rows: PropertyManagerWithCount[]; total: number }> {
    const where = this.tenant.where(propertyManagers, containsText(propertyManagers.management_co, query.q));
    const [rows, [totals]] = await Promise.all([
      this.q
        .select({ manager: propertyManagers, properties_count: this.propertiesCount })
        .from(propertyManagers)
        .where(where)
        .orderBy(...nameOrder(propertyManagers.management_co, propertyManagers.id, query.sort))
        .limit(query.limit)
        .offset(query.offset),
      this.q.select({ total: count() }).from(propertyManagers).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.manager, properties_count: r.properties_count })),
      total: totals?.total ?? 0,
    };
  }

  async find(id: number): Promise<PropertyManagerWithCount | undefined> {
    const [row] = await this.q
      .select({ manager: propertyManagers, properties_count: this.propertiesCount })
      .from(propertyManagers)
      .where(this.tenant.where(propertyManagers, eq(propertyManagers.id, id)));
    return row && { ...row.manager, properties_count: row.properties_count };
  }

  /**
   * Locks the company row for the rest of the transaction: `update` to delete it or change its
   * contacts, `share` to attach a property to it. False when the company does not exist.
   */
  async lock(id: number, mode: 'update' | 'share' = 'update'): Promise<boolean> {
    const rows = await this.q
      .select({ id: propertyManagers.id })
      .from(propertyManagers)
      .where(this.tenant.where(propertyManagers, eq(propertyManagers.id, id)))
      .for(mode);
    return rows.length > 0;
  }

  async insert(values: PropertyManagerInput): Promise<PropertyManagerRow> {
    const [row] = await this.q.insert(propertyManagers).values(this.tenant.values(values)).returning();
    return row as PropertyManagerRow;
  }

  /** Updates only when the stored version is `version`; undefined means someone else got there first. */
  async update(id: number, version: number, values: PropertyManagerInput) {
    const [row] = await this.q
      .update(propertyManagers)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(
        this.tenant.where(
          propertyManagers,
          eq(propertyManagers.id, id),
          eq(propertyManagers.version, version),
        ),
      )
      .returning();
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.q
      .delete(propertyManagers)
      .where(this.tenant.where(propertyManagers, eq(propertyManagers.id, id)));
  }

  async listContacts(
    managerId: number,
    query: NameListQuery,
  ): Promise<{ rows: ManagerContactRow[]; total: number }> {
    const where = this.tenant.where(
      propertyManagerContacts,
      eq(propertyManagerContacts.property_manager_id, managerId),
      containsText(propertyManagerContacts.full_name, query.q),
    );
    const [rows, [totals]] = await Promise.all([
      this.q
        .select()
        .from(propertyManagerContacts)
        .where(where)
        .orderBy(...nameOrder(propertyManagerContacts.full_name, propertyManagerContacts.id, query.sort))
        .limit(query.limit)
        .offset(query.offset),
      this.q.select({ total: count() }).from(propertyManagerContacts).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findContact(contactId: number): Promise<ManagerContactRow | undefined> {
    const [row] = await this.q
      .select()
      .from(propertyManagerContacts)
      .where(this.tenant.where(propertyManagerContacts, eq(propertyManagerContacts.id, contactId)));
    return row;
  }

  async insertContact(managerId: number, values: ManagerContactInput): Promise<ManagerContactRow> {
    const [row] = await this.q
      .insert(propertyManagerContacts)
      .values(this.tenant.values({ ...values, property_manager_id: managerId }))
      .returning();
    return row as ManagerContactRow;
  }

  async updateContact(contactId: number, version: number, values: ManagerContactInput) {
    const [row] = await this.q
      .update(propertyManagerContacts)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(
        this.tenant.where(
          propertyManagerContacts,
          eq(propertyManagerContacts.id, contactId),
          eq(propertyManagerContacts.version, version),
        ),
      )
      .returning();
    return row;
  }

  /** Clears the primary flag on the company's other contacts; returns those that lost it. */
  async clearOtherPrimaries(managerId: number, exceptId?: number): Promise<ManagerContactRow[]> {
    return this.q
      .update(propertyManagerContacts)
      .set({
        primary_contact: false,
        version: sql`${propertyManagerContacts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        this.tenant.where(
          propertyManagerContacts,
          eq(propertyManagerContacts.property_manager_id, managerId),
          eq(propertyManagerContacts.primary_contact, true),
          exceptId === undefined ? undefined : ne(propertyManagerContacts.id, exceptId),
        ),
      )
      .returning();
  }

  async deleteContact(contactId: number): Promise<void> {
    await this.q
      .delete(propertyManagerContacts)
      .where(this.tenant.where(propertyManagerContacts, eq(propertyManagerContacts.id, contactId)));
  }

  /** How many properties name this contact as their company contact. */
  async propertiesUsingContact(contactId: number): Promise<number> {
    const [row] = await this.q
      .select({ n: count() })
      .from(properties)
      .where(this.tenant.where(properties, eq(properties.property_manager_contact_id, contactId)));
    return row?.n ?? 0;
  }
}
