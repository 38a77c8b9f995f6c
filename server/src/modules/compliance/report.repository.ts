import { asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { complianceStampSql } from '../../db/change-stamps.ts';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { amiLevels } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { boundedTotal, type ListTotal } from '../../lib/list-total.ts';
import type { Page } from '../../lib/paged-list.ts';
import {
  amongIds,
  type Bind,
  listStatement,
  literal,
  placeholder,
  preparedPage,
} from '../../lib/prepared-queries.ts';
import { occupancyAnswerJson, withOccupancyNames, withOccupancyPlaces } from '../occupancies/index.ts';

/**
 * The report's reads of ACTIVE occupancies (decision 020): the figures each check needs and the
 * names each row shows, in one statement per page or per batch of properties. Rows come in the
 * order of the units' index (property, unit number, unit id), so a property's report is one
 * index range and the organization's is the same order property after property.
 */

/** The report's narrowing filters; none means the whole organization. */
export interface ReportScope {
  propertyId?: number | undefined;
  /** The management company's properties (decision 072). */
  managerId?: number | undefined;
  unitId?: number | undefined;
  tenantId?: number | undefined;
  occupancyIds?: readonly number[] | undefined;
}

/** Whether the scope names fewer rows than the organization (one batch reads them all). */
export const isNarrow = (scope: ReportScope) =>
  scope.propertyId !== undefined ||
  scope.unitId !== undefined ||
  scope.tenantId !== undefined ||
  scope.occupancyIds !== undefined;

const figures = {
  occupancyId: occupancies.id,
  unitId: occupancies.unitId,
  tenantId: occupancies.tenantId,
  propertyId: units.propertyId,
  unitNumber: units.unitNumber,
  unitType: units.unitType,
  programId: units.govProgramId,
  levelPercentage: amiLevels.percentage,
  householdSize: occupancies.householdSize,
  annualIncome: occupancies.annualIncome,
  rentAmount: occupancies.rentAmount,
  nonOptionalCharges: occupancies.nonOptionalCharges,
  startDate: occupancies.startDate,
  overrideReason: occupancies.overrideReason,
  propertyName: properties.property_name,
  deepRentSkewed: properties.deep_rent_skewed,
  tenantName: candidates.fullName,
};

export type ReportRecord = Awaited<ReturnType<ComplianceReportRepository['batch']>>[number];

/** The report's pages: a statement per scope shape (which filters are given). */
const reportPage = listStatement('compliance.report', {
  propertyId: 'set',
  managerId: 'set',
  unitId: 'set',
  tenantId: 'set',
  occupancyIds: 'set',
});

export class ComplianceReportRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * The organization's property ids (of one management company when given), in order: the wide
   * report reads them in batches.
   */
  async propertyIds(managerId?: number): Promise<number[]> {
    const rows = await this.q
      .select({ id: properties.id })
      .from(properties)
      .where(
        this.tenant.where(
          properties,
          managerId === undefined ? undefined : eq(properties.property_manager_id, managerId),
        ),
      )
      .orderBy(asc(properties.id));
    return rows.map((r) => r.id);
  }

  private where(scope: ReportScope, propertyIds?: readonly number[], bind: Bind = literal): SQL {
    // A list of ids: one parameter of a prepared statement (an array), else one per id.
    const among = (column: SQLWrapper, name: string, values: readonly number[]) =>
      bind === literal ? inArray(column, [...values]) : amongIds(column, name);
    return this.tenant.where(
      occupancies,
      isActiveOccupancy,
      scope.propertyId === undefined ? undefined : eq(units.propertyId, bind('propertyId', scope.propertyId)),
      scope.managerId === undefined
        ? undefined
        : eq(properties.property_manager_id, bind('managerId', scope.managerId)),
      propertyIds === undefined ? undefined : among(units.propertyId, 'propertyIds', propertyIds),
      scope.unitId === undefined ? undefined : eq(occupancies.unitId, bind('unitId', scope.unitId)),
      scope.tenantId === undefined ? undefined : eq(occupancies.tenantId, bind('tenantId', scope.tenantId)),
      scope.occupancyIds === undefined
        ? undefined
        : among(occupancies.id, 'occupancyIds', scope.occupancyIds),
    );
  }

  private withUnits<Query extends PgSelect>(query: Query) {
    return query
      .innerJoin(units, referencedRow(units, occupancies.unitId, occupancies))
      .innerJoin(properties, referencedRow(properties, units.propertyId, units));
  }

  /** `query`, joined to its unit's level, narrowed to the scope and in the report's order. */
  private ordered<Query extends PgSelect>(
    query: Query,
    scope: ReportScope,
    propertyIds: readonly number[] | undefined,
    bind: Bind,
  ) {
    return query
      .leftJoin(amiLevels, referencedRow(amiLevels, units.amiLevelId, units))
      .where(this.where(scope, propertyIds, bind))
      .orderBy(asc(units.propertyId), asc(units.unitNumber), asc(units.id));
  }

  private select(scope: ReportScope, propertyIds?: readonly number[], bind: Bind = literal) {
    return this.ordered(
      withOccupancyPlaces(this.q.select(figures).from(occupancies).$dynamic()),
      scope,
      propertyIds,
      bind,
    );
  }

  /** The matching occupancies' figures and names in the report's order, of these properties when given. */
  batch(scope: ReportScope, propertyIds?: readonly number[]) {
    return this.select(scope, propertyIds);
  }

  /**
   * A page of `batch`, each row with its occupancy's answer as JSON text (the page's rows carry it,
   * so it is not read again): a statement per scope shape, built once and, for the screens' page
   * sizes, planned once per connection (its planning cost more than its execution).
   */
  page(scope: ReportScope, page: Page) {
    const filters = {
      propertyId: scope.propertyId,
      managerId: scope.managerId,
      unitId: scope.unitId,
      tenantId: scope.tenantId,
      occupancyIds: scope.occupancyIds,
    };
    const statement = preparedPage(
      this.q,
      reportPage,
      { organizationId: this.tenant.organizationId, filters, plannedEachTime: false },
      page,
      (plan) =>
        this.ordered(
          withOccupancyNames(
            this.q
              .select({ ...figures, occupancyJson: occupancyAnswerJson, checkStamp: this.checkStamp() })
              .from(occupancies)
              .$dynamic(),
          ),
          scope,
          undefined,
          placeholder,
        )
          .limit(plan.limit)
          .offset(plan.offset)
          .prepare(plan.name),
    );
    return statement.execute({ ...filters, limit: page.limit, offset: page.offset });
  }

  /** The stamp a row's check is kept under (decision 082), read in the page's own statement. */
  private checkStamp() {
    return complianceStampSql(this.tenant.organizationId, sql`${units.propertyId}`);
  }

  private matches(scope: ReportScope) {
    return this.withUnits(this.q.select({ one: sql<number>`1` }).from(occupancies).$dynamic()).where(
      this.where(scope),
    );
  }

  /** How many occupancies the scope holds, counted up to COUNT_CAP (decision 008). */
  total(scope: ReportScope): Promise<ListTotal> {
    return boundedTotal(this.q, this.matches(scope));
  }
}
