import type { NameListQuery } from '@lar/contracts/paging';
import {
  type Property,
  type PropertyChanges,
  type PropertyInput,
  type PropertySummary,
  propertyCreateBody,
} from '@lar/contracts/properties';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../db/schema/property-managers.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { countRows, insertRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { type EveryFieldHasItsColumn, sentFields } from '../../lib/field-columns.ts';
import { jsonArray } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { nameContains, nameOrder } from '../../lib/list-query.ts';
import { exactTotal, exactTotalColumn, exactTotalOfPage } from '../../lib/list-total.ts';
import { type Bind, listStatement, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';
import { propertyShape, propertySummaryShape } from './property-shapes.ts';

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

/**
 * The body's fields, each stored in the column of its own name (the table keeps the API's names),
 * so a field added to the body and the table is written without a line here (decision 037).
 */
const PROPERTY_FIELDS = Object.keys(propertyCreateBody.shape) as Array<keyof PropertyInput>;
/** Fails to compile when a body field has no column of its name. */
const _everyFieldHasItsColumn: EveryFieldHasItsColumn<PropertyInput, typeof properties> = true;

export type PropertyListFilter = NameListQuery & { property_manager_id?: number | undefined };

/** The list's filters without its page and order: what its export takes. */
export type PropertyExportFilter = Pick<PropertyListFilter, 'q' | 'property_manager_id'>;

export class PropertyRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * A page of properties with the number of all that match, in one statement, each property as the
   * list's JSON (`propertySummaryShape`). Built once per organization and filter shape; without a
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
        .select({ json: propertySummaryShape.jsonColumn, total: exactTotalColumn(this.listMatches(where)) })
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

  /** A batch of the list's export (decision 028): the list's filters, the next `size` by id after `afterId`. */
  async exportBatch(filter: PropertyExportFilter, afterId: number, size: number): Promise<PropertySummary[]> {
    const values = {
      name: filter.q ? containsPattern(filter.q) : undefined,
      managerId: filter.property_manager_id,
    };
    const rows = await this.q
      .select(propertySummaryShape.columns)
      .from(properties)
      .innerJoin(propertyManagers, this.sameCompany())
      .where(and(this.listFilter(values, literal), gt(properties.id, afterId)))
      .orderBy(asc(properties.id))
      .limit(size);
    return rows.map((row) => propertySummaryShape.read(row));
  }

  private listFilter(values: { name: string | undefined; managerId: number | undefined }, bind: Bind): SQL {
    return this.tenant.where(
      properties,
      values.name === undefined ? undefined : nameContains(properties.searchName, bind('name', values.name)),
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

  /** `query`, a select from properties, joined to its company and company contact. */
  private withNames<Query extends PgSelect>(query: Query) {
    return query
      .innerJoin(propertyManagers, this.sameCompany())
      .innerJoin(
        propertyManagerContacts,
        and(
          eq(propertyManagerContacts.id, properties.property_manager_contact_id),
          eq(propertyManagerContacts.property_manager_id, properties.property_manager_id),
        ),
      );
  }

  private select(id: number) {
    return this.withNames(this.q.select(propertyShape.columns).from(properties).$dynamic()).where(
      this.tenant.where(properties, eq(properties.id, id)),
    );
  }

  /** The property's answer as JSON text, or undefined when this organization has no such property. */
  async findText(id: number): Promise<string | undefined> {
    return propertyShape.textOfFirst(await this.select(id));
  }

  async find(id: number): Promise<Property | undefined> {
    return propertyShape.readFirst(await this.select(id));
  }

  /** The property's answer, its row locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Property | undefined> {
    return propertyShape.readFirst(await this.select(id).for('update', { of: properties }));
  }

  /** Inserts the property; its id. */
  insert(values: PropertyInput): Promise<number> {
    return insertRow(this.q, this.tenant, properties, values);
  }

  /**
   * Updates the property at `version`, setting the body's fields sent (a field left out stays as
   * stored); false when that is no longer its version.
   */
  update(id: number, version: number, values: PropertyChanges | PropertyDetailsColumns): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, properties, id, version, sentFields(PROPERTY_FIELDS, values));
  }

  countUnits(propertyId: number): Promise<number> {
    return countRows(this.q, this.tenant, units, eq(units.propertyId, propertyId));
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(properties).where(this.tenant.where(properties, eq(properties.id, id)));
  }
}

/** Every filter of the property list, and its order: each decides the statement's shape. */
const PROPERTY_LIST = listStatement('properties.list', { name: 'set', managerId: 'set', sort: 'value' });
