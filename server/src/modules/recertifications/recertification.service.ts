import { ErrorCode } from '@lar/contracts/errors';
import { COUNT_CAP } from '@lar/contracts/paging';
import {
  type NoticesBody,
  RECERTIFICATION_BUCKETS,
  type RecertificationBucket,
  type RecertificationItem,
  type RecertificationListQuery,
  type RecertificationSummary,
  type RecertificationSummaryQuery,
} from '@lar/contracts/recertifications';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { pagedBatches, type RowBatches } from '../../lib/export/batches.ts';
import { jsonArray } from '../../lib/json-rows.ts';
import type { ListTotal } from '../../lib/list-total.ts';
import { postalAddress } from '../../lib/pdf.ts';
import { managerExists } from '../property-managers/index.ts';
import { dueRange } from './buckets.ts';
import { propertyAddress } from './notice.repository.ts';
import { recordNotices } from './notices.ts';
import {
  bucketCounts,
  type DueFilter,
  recertificationCount,
  recertificationPage,
  recertificationRows,
} from './recertification.repository.ts';

/** The most letters one request prints: a bucket of a property larger than this is refused. */
export const NOTICES_MAX = 2_000;

/** The list's property and company as the statements take them. */
const scopeOf = (query: { property_id?: number | undefined; property_manager_id?: number | undefined }) => ({
  propertyId: query.property_id,
  managerId: query.property_manager_id,
});

const bounded = (n: number): ListTotal => ({ total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

/** The recertification calendar (issue 21, decision 026): who is due, as of a day. */
export class RecertificationService {
  constructor(private readonly deps: AppDeps) {}

  private asOf(given: string | undefined): string {
    return given ?? todayIn(this.deps.config.timeZone);
  }

  /** The property's name and address; 404 when the organization has no such property. */
  private async property(actor: Actor, id: number) {
    const property = await propertyAddress(this.deps.database.db, actor.tenant, id);
    if (!property) throw notFound('Property');
    return property;
  }

  /** 404 when the organization has no such management company (decision 072). */
  private async manager(actor: Actor, id: number | undefined) {
    if (id !== undefined && !(await managerExists(this.deps.database.db, actor.tenant, id)))
      throw notFound('Management company');
  }

  /** The named property and company, checked to be the caller's (another's is 404). */
  private async checkScope(
    actor: Actor,
    query: { property_id?: number | undefined; property_manager_id?: number | undefined },
  ) {
    if (query.property_id !== undefined) await this.property(actor, query.property_id);
    await this.manager(actor, query.property_manager_id);
  }

  /** The households of `bucket` (or of the whole window) on `asOf`, of one property or company, or all. */
  private filter(
    actor: Actor,
    scope: { propertyId: number | undefined; managerId?: number | undefined },
    asOf: string,
    bucket?: RecertificationBucket,
  ): DueFilter {
    return {
      organizationId: actor.organizationId,
      propertyId: scope.propertyId,
      managerId: scope.managerId,
      asOf,
      range: dueRange(asOf, bucket),
    };
  }

  /** A page of the households due, as JSON text written by PostgreSQL, and its bounded total. */
  async list(actor: Actor, query: RecertificationListQuery): Promise<{ json: string; total: ListTotal }> {
    await this.checkScope(actor, query);
    const asOf = this.asOf(query.as_of);
    const filter = this.filter(actor, scopeOf(query), asOf, query.bucket);
    const rows = await recertificationPage(this.deps.database, filter, query, COUNT_CAP);
    const count =
      rows[0]?.total ??
      (query.offset === 0 ? 0 : await recertificationCount(this.deps.database, filter, COUNT_CAP));
    return { json: jsonArray(rows), total: bounded(count) };
  }

  /**
   * The households due as the export's batches (decision 028): the list's own page statement,
   * page after page, in its due-date order (a 120-day window stays a bounded list).
   */
  async exportBatches(
    actor: Actor,
    query: Omit<RecertificationListQuery, 'limit' | 'offset'>,
  ): Promise<RowBatches<RecertificationItem>> {
    await this.checkScope(actor, query);
    const filter = this.filter(actor, scopeOf(query), this.asOf(query.as_of), query.bucket);
    return pagedBatches(async (page) => {
      const rows = await recertificationPage(this.deps.database, filter, page, COUNT_CAP);
      return rows.map((row) => JSON.parse(row.json) as RecertificationItem);
    });
  }

  async summary(actor: Actor, query: RecertificationSummaryQuery): Promise<RecertificationSummary> {
    await this.checkScope(actor, query);
    const asOf = this.asOf(query.as_of);
    const counts = await bucketCounts(
      this.deps.database,
      actor.organizationId,
      scopeOf(query),
      RECERTIFICATION_BUCKETS.map((bucket) => dueRange(asOf, bucket)),
    );
    const byBucket = Object.fromEntries(RECERTIFICATION_BUCKETS.map((b, i) => [b, counts[i] ?? 0]));
    return { as_of: asOf, counts: byBucket as Record<RecertificationBucket, number> };
  }

  /**
   * The notice letters of one bucket of one property, as one PDF; each household's notice is
   * recorded with the letters (a failure to print them records nothing). No household in the
   * bucket: 409, as there is nothing to send; more than NOTICES_MAX: 400, a batch to split.
   */
  async notices(actor: Actor, body: NoticesBody): Promise<Buffer> {
    const property = await this.property(actor, body.property_id);
    const asOf = this.asOf(body.as_of);
    const filter = this.filter(actor, { propertyId: body.property_id }, asOf, body.bucket);
    const rows = await recertificationRows(
      this.deps.database,
      filter,
      { limit: NOTICES_MAX + 1, offset: 0 },
      NOTICES_MAX,
    );
    if (rows.length === 0) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `No household of this property is in ${body.bucket} on ${asOf}: there is no notice to send`,
      );
    }
    if (rows.length > NOTICES_MAX) {
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        `This bucket holds more than ${NOTICES_MAX} households; print their notices a property at a time in smaller buckets`,
      );
    }
    const address = postalAddress(property);
    return recordNotices(this.deps.database.db, actor, {
      propertyId: body.property_id,
      bucket: body.bucket,
      asOf,
      rows,
      letterOf: (row) => ({
        language: row.language ?? 'en',
        organizationName: actor.organizationName,
        propertyName: property.name,
        propertyAddress: address,
        household: row.household,
        unitNumber: row.unit_number,
        dueDate: row.due_date,
        daysLeft: row.days_left,
        bucket: body.bucket,
        asOf,
      }),
    });
  }
}

/**
 * The households of a property whose annual recertification is past due on `asOf` (the calendar's
 * OVERDUE bucket), by due date: the 8823 self-audit's line 11b (decision 067). Read with the
 * notices' statement, a page of NOTICES_MAX + 1 at a time. The property is the caller's to check.
 */
export async function overdueHouseholds(
  deps: AppDeps,
  actor: Actor,
  propertyId: number,
  asOf: string,
): Promise<Array<{ occupancy_id: number; unit_id: number; due_date: string }>> {
  const filter: DueFilter = {
    organizationId: actor.organizationId,
    propertyId,
    managerId: undefined,
    asOf,
    range: dueRange(asOf, 'OVERDUE'),
  };
  const size = NOTICES_MAX + 1;
  const found: Array<{ occupancy_id: number; unit_id: number; due_date: string }> = [];
  for (let offset = 0; ; offset += size) {
    const rows = await recertificationRows(deps.database, filter, { limit: size, offset }, NOTICES_MAX);
    for (const r of rows)
      found.push({ occupancy_id: r.occupancy_id, unit_id: r.unit_id, due_date: r.due_date });
    if (rows.length < size) return found;
  }
}
