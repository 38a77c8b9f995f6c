import type { OccupancyListQuery, OccupancyValues } from '@lar/contracts/occupancies';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isActiveOccupancy, occupancies, occupancyCounts } from '../../db/schema/occupancies.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonArray, jsonColumn, jsonNumber, jsonObject, jsonTimestamp } from '../../lib/json-rows.ts';
import { boundedTotal, type ListTotal, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import { type Bind, listStatement, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';

export type OccupancyRow = typeof occupancies.$inferSelect;
export type OccupancyListing = OccupancyRow & {
  unitNumber: string | null;
  propertyId: number;
  propertyName: string;
  tenantName: string;
  programName: string | null;
};

function toColumns(values: OccupancyValues) {
  return {
    unitId: values.unit_id,
    tenantId: values.tenant_id,
    programId: values.program_id,
    amiPercentage: values.ami_percentage,
    rentAmount: values.rent_amount,
    startDate: values.start_date,
    endDate: values.end_date,
    placementFee: values.placement_fee,
    status: values.status,
  };
}

export class OccupancyRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private filters(query: OccupancyListQuery, bind: Bind): SQL {
    return this.tenant.where(
      occupancies,
      query.unit_id === undefined ? undefined : eq(occupancies.unitId, bind('unitId', query.unit_id)),
      query.tenant_id === undefined ? undefined : eq(occupancies.tenantId, bind('tenantId', query.tenant_id)),
      query.status === undefined ? undefined : eq(occupancies.status, bind('status', query.status)),
    );
  }

  private matches(where: SQL) {
    return this.q.select({ id: occupancies.id }).from(occupancies).where(where).$dynamic();
  }

  /**
   * Newest first: the history reads from the current placement backwards. The page's ids come
   * first from an index-only scan (status, start date, id), then only those rows are joined to
   * their unit, property, tenant and program; page 200 no longer joins 10,000 rows to keep 50.
   * Built once per organization and filter shape and, for the usual page sizes, planned once per
   * connection: the filters are equalities, so one plan serves every value (prepared-queries.ts).
   */
  async list(query: OccupancyListQuery): Promise<{ json: string; total: ListTotal }> {
    const filters = { unitId: query.unit_id, tenantId: query.tenant_id, status: query.status };
    const statement = preparedPage(
      this.q,
      OCCUPANCY_LIST,
      { organizationId: this.tenant.organizationId, filters, plannedEachTime: false },
      query,
      (plan) => {
        const where = this.filters(query, placeholder);
        const newestFirst = [desc(occupancies.startDate), desc(occupancies.id)];
        const page = this.matches(where)
          .orderBy(...newestFirst)
          .limit(plan.limit)
          .offset(plan.offset)
          .as('page');
        return this.withNames(
          this.q
            .select({ json: occupancyJson, total: this.totalOf(query, where) })
            .from(occupancies)
            .$dynamic(),
        )
          .innerJoin(page, eq(page.id, occupancies.id))
          .where(this.tenant.where(occupancies))
          .orderBy(...newestFirst)
          .prepare(plan.name);
      },
    );
    const rows = await statement.execute({ ...filters, limit: query.limit, offset: query.offset });
    const total = await totalOfPage(rows, query.offset, () =>
      boundedTotal(this.q, this.matches(this.filters(query, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  /**
   * The whole history, or one status of it, is counted by triggers (occupancy_counts, migration
   * 0007): reading that row replaces counting up to 10,001 index entries. A unit's or a tenant's
   * history is short and counted directly.
   */
  private totalOf(query: OccupancyListQuery, where: SQL): SQL<number> {
    if (query.unit_id !== undefined || query.tenant_id !== undefined) return totalColumn(this.matches(where));
    const counted = this.q
      .select({ n: sql`coalesce(sum(${occupancyCounts.n}), 0)` })
      .from(occupancyCounts)
      .where(
        this.tenant.where(
          occupancyCounts,
          query.status === undefined ? undefined : eq(occupancyCounts.status, sql.placeholder('status')),
        ),
      );
    return sql<number>`(${counted})`.mapWith(Number);
  }

  async find(id: number): Promise<OccupancyListing | undefined> {
    const [row] = await this.withNames(this.q.select(this.listingFields).from(occupancies).$dynamic()).where(
      this.tenant.where(occupancies, eq(occupancies.id, id)),
    );
    return row ? flatten(row) : undefined;
  }

  async findForUpdate(id: number): Promise<OccupancyRow | undefined> {
    const [row] = await this.q
      .select()
      .from(occupancies)
      .where(this.tenant.where(occupancies, eq(occupancies.id, id)))
      .for('update');
    return row;
  }

  async exists(table: typeof units | typeof candidates | typeof govPrograms, id: number): Promise<boolean> {
    const [row] = await this.q
      .select({ id: table.id })
      .from(table)
      .where(this.tenant.where(table, eq(table.id, id)));
    return row !== undefined;
  }

  /** The ACTIVE occupancy of this unit or tenant other than `exceptId`, if any. */
  async activeFor(
    column: 'unitId' | 'tenantId',
    id: number,
    exceptId?: number,
  ): Promise<OccupancyRow | undefined> {
    const rows = await this.q
      .select()
      .from(occupancies)
      .where(this.tenant.where(occupancies, eq(occupancies[column], id), isActiveOccupancy))
      .limit(2);
    return rows.find((r) => r.id !== exceptId);
  }

  async insert(values: OccupancyValues): Promise<OccupancyRow> {
    const [row] = await this.q
      .insert(occupancies)
      .values(this.tenant.values(toColumns(values)))
      .returning();
    return row as OccupancyRow;
  }

  async update(
    id: number,
    version: number,
    changes: Partial<ReturnType<typeof toColumns>>,
  ): Promise<OccupancyRow | undefined> {
    const [row] = await this.q
      .update(occupancies)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(occupancies, eq(occupancies.id, id), eq(occupancies.version, version)))
      .returning();
    return row;
  }

  private readonly listingFields = {
    occupancy: occupancies,
    unitNumber: units.unitNumber,
    propertyId: properties.id,
    propertyName: properties.property_name,
    tenantName: candidates.fullName,
    programName: govPrograms.name,
  };

  /** `query`, a select from occupancies, joined to the unit, property, tenant and program it names. */
  private withNames<Query extends PgSelect>(query: Query) {
    return query
      .innerJoin(
        units,
        and(eq(units.id, occupancies.unitId), eq(units.organizationId, occupancies.organizationId)),
      )
      .innerJoin(
        properties,
        and(eq(properties.id, units.propertyId), eq(properties.organizationId, units.organizationId)),
      )
      .innerJoin(
        candidates,
        and(
          eq(candidates.id, occupancies.tenantId),
          eq(candidates.organizationId, occupancies.organizationId),
        ),
      )
      .leftJoin(
        govPrograms,
        and(
          eq(govPrograms.id, occupancies.programId),
          eq(govPrograms.organizationId, occupancies.organizationId),
        ),
      );
  }
}

export { toColumns as occupancyColumns };

/** An occupancy of `listing` as JSON text, field for field as `toOccupancyDto` writes it. */
const occupancyJson = jsonColumn(
  jsonObject({
    id: occupancies.id,
    unit_id: occupancies.unitId,
    unit_number: units.unitNumber,
    property_id: properties.id,
    property_name: properties.property_name,
    tenant_id: occupancies.tenantId,
    tenant_name: candidates.fullName,
    program_id: occupancies.programId,
    program_name: govPrograms.name,
    ami_percentage: jsonNumber(occupancies.amiPercentage),
    rent_amount: jsonNumber(occupancies.rentAmount),
    start_date: occupancies.startDate,
    end_date: occupancies.endDate,
    placement_fee: jsonNumber(occupancies.placementFee),
    status: occupancies.status,
    version: occupancies.version,
    created_at: jsonTimestamp(occupancies.createdAt),
    updated_at: jsonTimestamp(occupancies.updatedAt),
  }),
);

function flatten(row: {
  occupancy: OccupancyRow;
  unitNumber: string | null;
  propertyId: number;
  propertyName: string;
  tenantName: string;
  programName: string | null;
}): OccupancyListing {
  // Named fields, not spreads: a list maps thousands of rows a second, and copying with rest and
  // spread (which enumerate every key) cost more than the rest of the mapping.
  const o = row.occupancy;
  return {
    id: o.id,
    organizationId: o.organizationId,
    unitId: o.unitId,
    tenantId: o.tenantId,
    programId: o.programId,
    amiPercentage: o.amiPercentage,
    rentAmount: o.rentAmount,
    startDate: o.startDate,
    endDate: o.endDate,
    placementFee: o.placementFee,
    status: o.status,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    version: o.version,
    unitNumber: row.unitNumber,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    tenantName: row.tenantName,
    programName: row.programName,
  };
}

/** Every filter of the occupancy list: each decides the statement's shape (the status by being given). */
const OCCUPANCY_LIST = listStatement('occupancies.list', { unitId: 'set', tenantId: 'set', status: 'set' });
