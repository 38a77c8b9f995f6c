import { centsToDollars, toCents } from '@lar/contracts/compliance/money';
import {
  type ComplianceReportFilters,
  type ComplianceReportQuery,
  type ComplianceReportRow,
  complianceStatusOf,
  inReportView,
  isReportException,
} from '@lar/contracts/compliance/report';
import { COUNT_CAP } from '@lar/contracts/paging';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import type { RowBatches } from '../../lib/export/batches.ts';
import type { ListTotal } from '../../lib/list-total.ts';
import type { Page } from '../../lib/paged-list.ts';
import { OccupancyRepository } from '../occupancies/index.ts';
import { managerExists } from '../property-managers/index.ts';
import { checkDateOf, complianceOf } from './occupancy-check.ts';
import {
  ComplianceReportRepository,
  isNarrow,
  type ReportRecord,
  type ReportScope,
} from './report.repository.ts';
import { keptChecks, type OccupancyCheck } from './report-checks.ts';
import { ReportInputs } from './report-inputs.repository.ts';
import { propertyExists } from './utility-allowances.repository.ts';

/** A report row before the occupancy's own answer is attached (the CSV has no use for it). */
export type ReportFigures = Omit<ComplianceReportRow, 'occupancy'>;

/** Properties read per statement when the whole organization is scanned: a bounded batch of rows. */
const PROPERTIES_PER_BATCH = 100;

/** A count as a list's total: COUNT_CAP at most, saying when it is more (decision 008). */
const boundedCount = (n: number): ListTotal => ({ total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

const money = (amount: string | null) => (amount === null ? null : centsToDollars(toCents(amount)));

/**
 * What the filters keep of a checked row, or undefined when they keep every row: the exceptions
 * switch and the view (the same predicate the dashboard counts with).
 */
function keptBy(filters: ComplianceReportFilters): ((row: ReportFigures) => boolean) | undefined {
  const { only_exceptions: onlyExceptions, view } = filters;
  if (!onlyExceptions && view === undefined) return undefined;
  return (row) =>
    (!onlyExceptions || isReportException(row.status)) && (view === undefined || inReportView(view, row));
}

const scopeOf = (filters: ComplianceReportFilters): ReportScope => ({
  propertyId: filters.property_id,
  managerId: filters.property_manager_id,
  unitId: filters.unit_id,
  tenantId: filters.tenant_id,
  occupancyIds: filters.occupancy_ids,
});

/** A report row's JSON text: its figures and, as `occupancy`, the occupancy's answer as JSON text. */
const rowText = (figures: ReportFigures, occupancyJson: string) =>
  `${JSON.stringify(figures).slice(0, -1)},"occupancy":${occupancyJson}}`;

/**
 * The compliance report (decision 020): every ACTIVE occupancy of the scope with its check, made
 * by the same rules as an occupancy's compliance answer (`complianceOf`), on inputs read in bulk.
 */
export class ComplianceReportService {
  constructor(private readonly deps: AppDeps) {}

  /**
   * One page of the report as the JSON text of its rows, and its total. A page of the whole scope
   * reads each row's occupancy answer with its figures (one statement); the exceptions and views
   * read the answers of the page's rows after the scan. That the property or company is the
   * caller's is asked only when no row comes back: a row of the scope is the caller's already.
   */
  async pageText(actor: Actor, query: ComplianceReportQuery): Promise<{ json: string; total: ListTotal }> {
    const repo = new ComplianceReportRepository(this.deps.database.db, actor.tenant);
    const scope = scopeOf(query);
    const page: Page = { limit: query.limit, offset: query.offset };
    const keep = keptBy(query);
    let rows: string[];
    let total: ListTotal;
    if (keep) {
      // Whether a row is kept is known only once it is checked: every row of the scope is.
      const exceptions: ReportFigures[] = [];
      await this.scan(actor, repo, scope, (checked) => {
        for (const row of checked) if (keep(row)) exceptions.push(row);
      });
      const figures = exceptions.slice(page.offset, page.offset + page.limit);
      total = boundedCount(exceptions.length);
      const answers = await new OccupancyRepository(this.deps.database.db, actor.tenant).findMany(
        figures.map((f) => f.occupancy_id),
      );
      const byId = new Map(answers.map((a) => [a.id, a]));
      rows = figures.flatMap((f) => {
        const occupancy = byId.get(f.occupancy_id);
        // Ended between the two reads: it is no longer an ACTIVE occupancy of the report.
        return occupancy ? [rowText(f, JSON.stringify(occupancy))] : [];
      });
    } else {
      const records = await repo.page(scope, page);
      const inputs = new ReportInputs(this.deps.database.db, actor.tenant, this.deps.caches.programTables);
      const day = this.today();
      const checks = await keptChecks(
        this.deps.caches.reportChecks,
        { organizationId: actor.tenant.organizationId, day },
        records,
        (missing) => this.checks(inputs, missing, day),
      );
      rows = records.map((record) =>
        rowText(figuresOf(record, checkOf(checks, record)), record.occupancyJson),
      );
      // A page that is not full ends the list (a property's report is one page): no count needed.
      const ends = records.length < page.limit && (records.length > 0 || page.offset === 0);
      total = ends ? boundedCount(page.offset + records.length) : await repo.total(scope);
    }
    if (rows.length === 0) await this.checkScope(actor, query);
    return { json: `[${rows.join(',')}]`, total };
  }

  /**
   * Every row of the report as batches, for its export (decision 028): a property's rows in one,
   * the organization's a hundred properties at a time, so the file has no row limit and the
   * process holds one batch. The property is checked to be the caller's before any row is sent.
   */
  async exportBatches(actor: Actor, filters: ComplianceReportFilters): Promise<RowBatches<ReportFigures>> {
    const repo = await this.repository(actor, filters);
    const batches = this.batches(actor, repo, scopeOf(filters));
    const keep = keptBy(filters);
    if (!keep) return batches;
    return (async function* keptOnly() {
      for await (const rows of batches) {
        const exceptions = rows.filter(keep);
        if (exceptions.length > 0) yield exceptions;
      }
    })();
  }

  private today() {
    return todayIn(this.deps.config.timeZone);
  }

  /** The repository, once the named property is known to be the caller's (another's is 404). */
  private async repository(actor: Actor, filters: ComplianceReportFilters) {
    await this.checkScope(actor, filters);
    return new ComplianceReportRepository(this.deps.database.db, actor.tenant);
  }

  /** 404 unless the named property and management company are the caller's. */
  private async checkScope(actor: Actor, filters: ComplianceReportFilters) {
    if (
      filters.property_id !== undefined &&
      !(await propertyExists(this.deps.database.db, actor.tenant, filters.property_id))
    )
      throw notFound('Property');
    // Another organization's (or no) company is 404 too, as the dashboard answers it.
    if (
      filters.property_manager_id !== undefined &&
      !(await managerExists(this.deps.database.db, actor.tenant, filters.property_manager_id))
    )
      throw notFound('Management company');
  }

  /** Every occupancy of the scope checked, in the report's order, handed to `take` a batch at a time. */
  private async scan(
    actor: Actor,
    repo: ComplianceReportRepository,
    scope: ReportScope,
    take: (rows: ReportFigures[]) => void,
  ): Promise<void> {
    for await (const rows of this.batches(actor, repo, scope)) take(rows);
  }

  /**
   * Checks every occupancy of the scope in the report's order, a batch at a time: a narrow scope in
   * one batch, the organization a hundred properties at a time, so memory stays bounded by a batch
   * and the programs' tables are read once for all of them.
   */
  private async *batches(
    actor: Actor,
    repo: ComplianceReportRepository,
    scope: ReportScope,
  ): AsyncGenerator<ReportFigures[]> {
    const inputs = new ReportInputs(this.deps.database.db, actor.tenant, this.deps.caches.programTables);
    if (isNarrow(scope)) {
      yield await this.check(inputs, await repo.batch(scope));
      return;
    }
    const propertyIds = await repo.propertyIds(scope.managerId);
    for (let i = 0; i < propertyIds.length; i += PROPERTIES_PER_BATCH) {
      const batch = propertyIds.slice(i, i + PROPERTIES_PER_BATCH);
      yield await this.check(inputs, await repo.batch(scope, batch));
    }
  }

  /**
   * The rows of every ACTIVE occupancy of these properties, read on `q` (a transaction reads them
   * in one snapshot): the same checks as the report's scan, for the dashboard's figures. A batch of
   * properties at a time, each with inputs of its own: a batch shares no unit, allowance or limit
   * with the next, so nothing of it is kept once its rows are counted. Held all at once, an
   * organization of 100,000 units took the server's peak RSS to 654 MB; a batch at a time, to 266.
   */
  async *propertyFigures(
    q: Queryable,
    tenant: Tenant,
    propertyIds: readonly number[],
  ): AsyncGenerator<ReportFigures[]> {
    const repo = new ComplianceReportRepository(q, tenant);
    for (let i = 0; i < propertyIds.length; i += PROPERTIES_PER_BATCH) {
      const batch = propertyIds.slice(i, i + PROPERTIES_PER_BATCH);
      const inputs = new ReportInputs(q, tenant, this.deps.caches.programTables);
      yield await this.check(inputs, await repo.batch({}, batch));
    }
  }

  /** The rows of these occupancies, their checks worked out on inputs read in bulk by `inputs`. */
  private async check(inputs: ReportInputs, records: ReportRecord[]): Promise<ReportFigures[]> {
    const checks = await this.checks(inputs, records);
    return records.map((record) => figuresOf(record, checkOf(checks, record)));
  }

  /** The checks of these occupancies by id, their inputs read in bulk by `inputs`. */
  private async checks(
    inputs: ReportInputs,
    records: ReportRecord[],
    today = this.today(),
  ): Promise<Map<number, OccupancyCheck>> {
    const units = await inputs.load(records);
    const current = await inputs.currentIncomes(records.map((r) => r.occupancyId));
    const checks = new Map<number, OccupancyCheck>();
    for (const record of records) {
      const unit = units.get(record.unitId);
      if (!unit) throw new Error(`unit ${record.unitId} was not loaded`);
      const date = checkDateOf(record.startDate, today);
      const allowance = inputs.allowanceOn(record.propertyId, record.unitType, date);
      const compliance = complianceOf(
        unit,
        {
          start_date: record.startDate,
          household_size: record.householdSize,
          annual_income: record.annualIncome,
          rent_amount: record.rentAmount,
          non_optional_charges: record.nonOptionalCharges,
        },
        current.get(record.occupancyId),
        allowance,
        date,
        inputs.limitsOf,
      );
      checks.set(record.occupancyId, { compliance, allowance, date });
    }
    return checks;
  }
}

const checkOf = (checks: Map<number, OccupancyCheck>, record: ReportRecord) => {
  const check = checks.get(record.occupancyId);
  if (!check) throw new Error(`occupancy ${record.occupancyId} was not checked`);
  return check;
};

/** A report row: an occupancy's check with the names and figures its record was read with. */
const figuresOf = (record: ReportRecord, { compliance, allowance, date }: OccupancyCheck): ReportFigures => ({
  ...compliance,
  occupancy_id: record.occupancyId,
  unit_id: record.unitId,
  unit_number: record.unitNumber,
  property_id: record.propertyId,
  property_name: record.propertyName,
  tenant_id: record.tenantId,
  tenant_name: record.tenantName,
  rent_amount: centsToDollars(toCents(record.rentAmount)),
  utility_allowance: centsToDollars(allowance),
  non_optional_charges: money(record.nonOptionalCharges),
  check_date: date,
  override_reason: record.overrideReason,
  status: complianceStatusOf(compliance.reasons, record.overrideReason),
});
