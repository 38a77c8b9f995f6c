import type {
  Occupancy,
  OccupancyListQuery,
  OccupancyStatus,
  OccupancyValues,
} from '@lar/contracts/occupancies';
import { dateIdCursor } from '@lar/contracts/paging';
import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLookupPlan } from '../../db/lookup-plan.ts';
import type { candidates } from '../../db/schema/candidates.ts';
import { recertificationSchedule } from '../../db/schema/certifications.ts';
import { isActiveOccupancy, occupancies, occupancyCounts } from '../../db/schema/occupancies.ts';
import type { govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, rowExists, updateAtVersion } from '../../db/tenant-rows.ts';
import { jsonArray } from '../../lib/json-rows.ts';
import {
  boundedTotal,
  keptTotalColumn,
  type ListTotal,
  totalColumn,
  totalOfPage,
} from '../../lib/list-total.ts';
import { preparedPageOfIds } from '../../lib/page-of-ids.ts';
import {
  amongIds,
  type Bind,
  type FilterValues,
  listStatement,
  literal,
  placeholder,
  preparedPage,
  preparedRecord,
} from '../../lib/prepared-queries.ts';
import { occupancyShape, withOccupancyNames } from './occupancy-shape.ts';

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
    householdSize: values.household_size,
    annualIncome: values.annual_income,
    nonOptionalCharges: values.non_optional_charges,
    rentAssistance: values.rent_assistance,
    overrideReason: values.override_reason,
  };
}

/** The list's filters, exactly as its descriptor (`OCCUPANCY_LIST`) names them. */
interface OccupancyFilters {
  unitId: number | undefined;
  tenantId: number | undefined;
  propertyId: number | undefined;
  managerId: number | undefined;
  status: OccupancyStatus | undefined;
  /** true, or undefined for no filter (a filter's shape is whether it is given). */
  overIncome: true | undefined;
}

/** The list's filters, exactly as its descriptor (`OCCUPANCY_LIST`) names them. */
const filtersOf = (query: OccupancyFilterQuery) =>
  ({
    unitId: query.unit_id,
    tenantId: query.tenant_id,
    propertyId: query.property_id,
    managerId: query.property_manager_id,
    status: query.status,
    overIncome: query.over_income ? true : undefined,
  }) satisfies OccupancyFilters & Omit<FilterValues<typeof OCCUPANCY_LIST.filters>, 'after'>;

/** The list's query without its page: what its export filters by. */
export type OccupancyFilterQuery = Omit<OccupancyListQuery, 'limit' | 'offset' | 'after'>;

/** A page of the list: its rows' JSON, the list's total and, when the page is full, the next page's cursor. */
export interface OccupancyPage {
  json: string;
  total: ListTotal;
  next: string | undefined;
}

export class OccupancyRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private filter(filters: OccupancyFilters, bind: Bind): SQL {
    return this.tenant.where(
      occupancies,
      filters.unitId === undefined ? undefined : eq(occupancies.unitId, bind('unitId', filters.unitId)),
      filters.tenantId === undefined
        ? undefined
        : eq(occupancies.tenantId, bind('tenantId', filters.tenantId)),
      filters.status === undefined ? undefined : eq(occupancies.status, bind('status', filters.status)),
      filters.propertyId === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM ${units} WHERE ${units.organizationId} = ${occupancies.organizationId}
                 AND ${units.id} = ${occupancies.unitId} AND ${units.propertyId} = ${bind('propertyId', filters.propertyId)})`,
      // The company's properties, on their (organization_id, property_manager_id) index.
      filters.managerId === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM ${units} JOIN ${properties}
                   ON ${properties.organizationId} = ${units.organizationId} AND ${properties.id} = ${units.propertyId}
                 WHERE ${units.organizationId} = ${occupancies.organizationId} AND ${units.id} = ${occupancies.unitId}
                   AND ${properties.property_manager_id} = ${bind('managerId', filters.managerId)})`,
      // The dashboard's "Over-income households" counts these rows of the schedule: the same
      // predicate, so the tile and the list it opens agree by construction.
      filters.overIncome === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM ${recertificationSchedule}
                 WHERE ${recertificationSchedule.organizationId} = ${occupancies.organizationId}
                   AND ${recertificationSchedule.occupancyId} = ${occupancies.id}
                   AND ${recertificationSchedule.overIncome})`,
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
   * The conditions are built from the same `filters` that key the statement, so none can be left
   * out of its key. A page asked `after` a cursor (the start date and id of the last row read, sent
   * as `next` with every full page) starts with an index range at that row, however deep: page
   * 200 by offset steps over 9,950 index entries first.
   */
  async list(query: OccupancyListQuery): Promise<OccupancyPage> {
    const filters = filtersOf(query);
    const { after } = query;
    const statement = preparedPage(
      this.q,
      OCCUPANCY_LIST,
      { organizationId: this.tenant.organizationId, filters: { ...filters, after }, plannedEachTime: false },
      query,
      (plan) => {
        const where = this.filter(filters, placeholder);
        const fields = {
          json: occupancyShape.jsonColumn,
          startDate: occupancies.startDate,
          id: occupancies.id,
          total: this.totalOf(filters, where),
        };
        return preparedPageOfIds({
          rows: withOccupancyNames(this.q.select(fields).from(occupancies).$dynamic()),
          table: occupancies,
          // The total is the list's; only the page starts after the cursor.
          matches: this.matches(after === undefined ? where : (and(where, afterPosition) ?? where)),
          order: [desc(occupancies.startDate), desc(occupancies.id)],
          tenant: this.tenant,
          plan,
        });
      },
    );
    const rows = await statement.execute({
      ...filters,
      afterDate: after?.date,
      afterId: after?.id,
      limit: query.limit,
      offset: query.offset,
    });
    // A cursor stands for at least its own row before the page: an empty page after one is
    // counted apart, as one past the end is (an empty first page is an empty list).
    const total = await totalOfPage(rows, after === undefined ? query.offset : query.offset + 1, () =>
      boundedTotal(this.q, this.matches(this.filter(filters, literal))),
    );
    const last = rows.length === query.limit ? rows.at(-1) : undefined;
    const next = last === undefined ? undefined : dateIdCursor({ date: last.startDate, id: last.id });
    return { json: jsonArray(rows), total, next };
  }

  /**
   * A batch of the list's export (decision 028): the list's own filters, the next `size`
   * occupancies by id after `afterId`, so every batch is one index range.
   */
  async exportBatch(query: OccupancyFilterQuery, afterId: number, size: number): Promise<Occupancy[]> {
    return this.exportRows(query, gt(occupancies.id, afterId), size);
  }

  /**
   * Where the export's batches end: the id of every `size`-th matching occupancy, from an index
   * scan of the matching ids, so the batches can be read two at a time (`rangedBatches`).
   */
  async exportBounds(query: OccupancyFilterQuery, size: number): Promise<number[]> {
    const numbered = this.q
      .select({ id: occupancies.id, n: sql<number>`row_number() OVER (ORDER BY ${occupancies.id})`.as('n') })
      .from(occupancies)
      .where(this.filter(filtersOf(query), literal))
      .as('numbered');
    const rows = await this.q
      .select({ id: numbered.id })
      .from(numbered)
      .where(sql`${numbered.n} % ${size} = 0`)
      .orderBy(asc(numbered.id));
    return rows.map((row) => row.id);
  }

  /** The matching occupancies with ids in (afterId, upToId], by id: one batch between two bounds. */
  exportRange(query: OccupancyFilterQuery, afterId: number, upToId: number): Promise<Occupancy[]> {
    return this.exportRows(query, and(gt(occupancies.id, afterId), lte(occupancies.id, upToId)) as SQL);
  }

  /** The export's rows in `range`, by id: joined to their names by index look-ups (decision 083). */
  private async exportRows(query: OccupancyFilterQuery, range: SQL, size?: number): Promise<Occupancy[]> {
    const where = and(this.filter(filtersOf(query), literal), range);
    const rows = await inLookupPlan(this.q, (tx) => {
      const select = withOccupancyNames(tx.select(occupancyShape.columns).from(occupancies).$dynamic())
        .where(where)
        .orderBy(asc(occupancies.id));
      return size === undefined ? select : select.limit(size);
    });
    return rows.map((row) => occupancyShape.read(row));
  }

  /**
   * The whole history, or one status of it, is counted by triggers (occupancy_counts, migration
   * 0007): reading that row replaces counting up to 10,001 index entries. A unit's or a tenant's
   * history is short and counted directly.
   */
  private totalOf(filters: OccupancyFilters, where: SQL): SQL<number> {
    if (
      filters.unitId !== undefined ||
      filters.tenantId !== undefined ||
      filters.propertyId !== undefined ||
      filters.managerId !== undefined ||
      filters.overIncome !== undefined
    )
      return totalColumn(this.matches(where));
    return keptTotalColumn(
      this.q,
      this.tenant,
      occupancyCounts,
      filters.status === undefined
        ? undefined
        : eq(occupancyCounts.status, placeholder('status', filters.status)),
    );
  }

  /** The occupancy's answer, or undefined when this organization has no such occupancy. */
  async find(id: number): Promise<Occupancy | undefined> {
    return occupancyShape.readFirst(await this.one(id));
  }

  /** The occupancy's answer as PostgreSQL wrote its JSON, to send as it is. */
  async findText(id: number): Promise<string | undefined> {
    return occupancyShape.textOfFirst(await this.one(id));
  }

  /** The occupancy's answer, its row (not its unit's, tenant's or program's) locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Occupancy | undefined> {
    return occupancyShape.readFirst(await this.one(id).for('update', { of: occupancies }));
  }

  /** The answers of these occupancies, in no particular order (a report's page names them). */
  /**
   * The answers of these occupancies (the compliance report's page): one statement per
   * organization, prepared by name, the ids an array parameter, so it is built and planned once.
   */
  async findMany(ids: readonly number[]): Promise<Occupancy[]> {
    if (ids.length === 0) return [];
    const statement = preparedRecord(this.q, 'occupancies.many', this.tenant.organizationId, (name) =>
      withOccupancyNames(this.q.select(occupancyShape.columns).from(occupancies).$dynamic())
        .where(this.tenant.where(occupancies, amongIds(occupancies.id, 'ids')))
        .prepare(name),
    );
    const rows = await statement.execute({ ids: [...ids] });
    return rows.map((row) => occupancyShape.read(row));
  }

  private one(id: number) {
    return withOccupancyNames(this.q.select(occupancyShape.columns).from(occupancies).$dynamic()).where(
      this.tenant.where(occupancies, eq(occupancies.id, id)),
    );
  }

  exists(table: typeof units | typeof candidates | typeof govPrograms, id: number): Promise<boolean> {
    return rowExists(this.q, this.tenant, table, id);
  }

  /** Whether this unit or tenant has an ACTIVE occupancy other than `exceptId`. */
  async hasActive(column: 'unitId' | 'tenantId', id: number, exceptId?: number): Promise<boolean> {
    const rows = await this.q
      .select({ id: occupancies.id })
      .from(occupancies)
      .where(this.tenant.where(occupancies, eq(occupancies[column], id), isActiveOccupancy))
      .limit(2);
    return rows.some((r) => r.id !== exceptId);
  }

  /** Inserts the occupancy; its id. */
  insert(values: OccupancyValues): Promise<number> {
    return insertRow(this.q, this.tenant, occupancies, toColumns(values));
  }

  /** Updates the occupancy at `version`; false when that is no longer its version. */
  update(
    id: number,
    version: number,
    changes: Partial<ReturnType<typeof toColumns>> &
      Partial<Pick<typeof occupancies.$inferInsert, 'endReason' | 'endReasonDetails'>>,
  ): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, occupancies, id, version, changes);
  }
}

export { toColumns as occupancyColumns };

/** Every filter of the occupancy list: each decides the statement's shape (the status by being given). */
const OCCUPANCY_LIST = listStatement('occupancies.list', {
  unitId: 'set',
  tenantId: 'set',
  propertyId: 'set',
  managerId: 'set',
  status: 'set',
  overIncome: 'set',
  after: 'set',
});

/**
 * The rows after the cursor's in the list's order (start date, then id, both newest first): one
 * row comparison, which the history's and status's indexes answer as a range.
 */
const afterPosition = sql`(${occupancies.startDate}, ${occupancies.id}) < (${sql.placeholder('afterDate')}::date, ${sql.placeholder('afterId')}::integer)`;
