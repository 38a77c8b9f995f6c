import type { ApplicationListItem, ApplicationListQuery } from '@lar/contracts/application-review';
import type { ApplicationStatus, DeclineReason } from '@lar/contracts/applications';
import type { CertificationMember } from '@lar/contracts/certifications';
import type { Language } from '@lar/contracts/languages';
import { and, asc, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { ALL_PROPERTIES, applicationCounts, applications } from '../../db/schema/applications.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { containsPattern } from '../../lib/like.ts';
import { boundedTotal, keptTotalColumn, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import { preparedPageOfIds } from '../../lib/page-of-ids.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { type Bind, listStatement, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';
import {
  applicationListShape,
  listRowShape,
  PENDING_POSITION,
  propertyName,
} from './application-list-shape.ts';

const a = applications;

/** The list's filters without its paging. */
type ApplicationListFilters = Omit<ApplicationListQuery, 'limit' | 'offset'>;

/** Every filter of the list: each decides the statement's shape by being given. */
const APPLICATION_LIST = listStatement('applications.list', {
  propertyId: 'set',
  status: 'set',
  preferenceId: 'set',
  flagged: 'set',
  pattern: 'set',
});

/** The list's filters as its statement binds them, exactly as `APPLICATION_LIST` names them. */
function filtersOf(query: ApplicationListFilters) {
  return {
    propertyId: query.property_id,
    status: query.status,
    preferenceId: query.preference_id,
    flagged: query.flagged === undefined ? undefined : query.flagged === 'true',
    pattern: query.q === undefined ? undefined : containsPattern(query.q),
  };
}
type ApplicationFilters = ReturnType<typeof filtersOf>;

/** What the service reads of one application besides its list row. */
export interface ApplicationRow {
  id: number;
  propertyId: number;
  propertyName: string;
  unitId: number | null;
  reference: string;
  status: ApplicationStatus;
  declineReason: DeclineReason | null;
  statusNote: string | null;
  headName: string;
  email: string;
  phone: string | null;
  language: Language;
  birthDate: string;
  members: CertificationMember[];
  householdSize: number;
  annualIncome: string;
  totalAssets: string;
  claimedPreferenceIds: number[];
  duplicateFlag: boolean;
  duplicateOfIds: number[];
  duplicateClearedAt: string | null;
  duplicateClearedBy: string | null;
  lotteryRank: number | null;
  offeredUnitId: number | null;
  candidateId: number | null;
  occupancyId: number | null;
  submittedAt: string;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  listItem: string;
}

/** The columns of a status change. */
export interface StatusChange {
  status: ApplicationStatus;
  declineReason: DeclineReason | null;
  statusNote: string | null;
  offeredUnitId: number | null;
  candidateId: number | null;
  occupancyId: number | null;
}

export class ApplicationRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * Newest first. Built once per organization and filter shape and, for the usual page sizes,
   * planned once per connection (prepared-queries.ts); a text to look for is planned on each
   * execution, its best plan depending on the text. The page's ids come first from an index range
   * (organization or property, submitted_at, id), then only those rows are read with their
   * property's and unit's names; their waitlist positions follow in one read (`withPositions`).
   */
  async list(query: ApplicationListQuery): Promise<JsonPage> {
    const filters = filtersOf(query);
    const scope = {
      organizationId: this.tenant.organizationId,
      filters,
      plannedEachTime: filters.pattern !== undefined,
    };
    const statement = preparedPage(this.q, APPLICATION_LIST, scope, query, (plan) => {
      const where = this.filter(filters, placeholder);
      const fields = {
        json: listRowShape.jsonColumn,
        id: a.id,
        propertyId: a.propertyId,
        waitlisted: sql<boolean>`${a.status} = 'WAITLISTED'`,
        total: this.totalOf(filters, where),
      };
      return preparedPageOfIds({
        rows: this.q.select(fields).from(a).$dynamic(),
        table: a,
        matches: this.matches(where),
        order: [desc(a.submittedAt), desc(a.id)],
        tenant: this.tenant,
        plan,
      });
    });
    const rows = await statement.execute({ ...filters, limit: query.limit, offset: query.offset });
    const total = await totalOfPage(rows, query.offset, () =>
      boundedTotal(this.q, this.matches(this.filter(filters, literal))),
    );
    return { json: await this.withPositions(rows), total };
  }

  /**
   * The organization's applications, or those of a property or a status, are counted by triggers
   * (application_counts, migration 0070): summing a row per status replaces counting up to 10,001
   * index entries. A preference, the flag or a text is counted among the matches.
   */
  private totalOf(filters: ApplicationFilters, where: SQL): SQL<number> {
    if (filters.preferenceId !== undefined || filters.flagged !== undefined || filters.pattern !== undefined)
      return totalColumn(this.matches(where));
    const c = applicationCounts;
    return keptTotalColumn(
      this.q,
      this.tenant,
      c,
      filters.propertyId === undefined
        ? eq(c.propertyId, sql.raw(String(ALL_PROPERTIES)))
        : eq(c.propertyId, placeholder('propertyId', filters.propertyId)),
      filters.status === undefined ? undefined : eq(c.status, placeholder('status', filters.status)),
    );
  }

  private matches(where: SQL) {
    return this.q.select({ id: a.id }).from(a).where(where).$dynamic();
  }

  /** The list's filters, scoped to the organization (the list and its export). */
  private filter(filters: ApplicationFilters, bind: Bind): SQL {
    return this.tenant.where(
      a,
      filters.propertyId === undefined ? undefined : eq(a.propertyId, bind('propertyId', filters.propertyId)),
      filters.status === undefined ? undefined : eq(a.status, bind('status', filters.status)),
      filters.preferenceId === undefined
        ? undefined
        : sql`${bind('preferenceId', filters.preferenceId)}::integer = ANY (${a.claimedPreferenceIds})`,
      filters.flagged === undefined ? undefined : eq(a.duplicateFlag, bind('flagged', filters.flagged)),
      filters.pattern === undefined
        ? undefined
        : or(
            sql`${a.reference} ILIKE ${bind('pattern', filters.pattern)}`,
            sql`${a.headName} ILIKE ${bind('pattern', filters.pattern)}`,
            sql`${a.email} ILIKE ${bind('pattern', filters.pattern)}`,
          ),
    );
  }

  /** A batch of the export: the next `size` rows by id after `afterId`, with their positions. */
  async exportBatch(
    query: ApplicationListFilters,
    afterId: number,
    size: number,
  ): Promise<ApplicationListItem[]> {
    const rows = await this.q
      .select({
        json: listRowShape.jsonColumn,
        id: a.id,
        propertyId: a.propertyId,
        waitlisted: sql<boolean>`${a.status} = 'WAITLISTED'`,
      })
      .from(a)
      .where(and(this.filter(filtersOf(query), literal), gt(a.id, afterId)))
      .orderBy(asc(a.id))
      .limit(size);
    return JSON.parse(await this.withPositions(rows)) as ApplicationListItem[];
  }

  /** The rows' JSON as an array, each WAITLISTED row with its position filled in. */
  private async withPositions(
    rows: ReadonlyArray<{ json: string; id: number; propertyId: number; waitlisted: boolean }>,
  ): Promise<string> {
    const positions = await this.waitlistPositions(rows.filter((r) => r.waitlisted));
    // The key is written by PostgreSQL as `"waitlist_position":null` exactly; inside a string value
    // its quotes would be escaped, so the replacement can only meet the key itself.
    const json = rows.map((r) => {
      const position = positions.get(r.id);
      return position === undefined
        ? r.json
        : r.json.replace(PENDING_POSITION, `"waitlist_position":${position}`);
    });
    return `[${json.join(',')}]`;
  }

  /**
   * The waitlist positions of a page's WAITLISTED applications, in one read of the view for the
   * page's properties: each property's waitlist is ordered once, not once per row.
   */
  private async waitlistPositions(rows: ReadonlyArray<{ id: number; propertyId: number }>) {
    const positions = new Map<number, number>();
    if (rows.length === 0) return positions;
    const found = await rowsOf<{ application_id: number; position: number }>(
      this.q,
      sql`SELECT w.application_id, w.position FROM application_waitlist w
           WHERE w.organization_id = ${this.tenant.organizationId}
             AND w.property_id = ANY (${sql.param([...new Set(rows.map((r) => r.propertyId))])}::integer[])
             AND w.application_id = ANY (${sql.param(rows.map((r) => r.id))}::integer[])`,
    );
    for (const row of found) positions.set(Number(row.application_id), Number(row.position));
    return positions;
  }

  /** The application (its row locked with `lock`), or undefined when this organization has none. */
  async find(id: number, lock = false): Promise<ApplicationRow | undefined> {
    const query = this.q
      .select({
        id: a.id,
        propertyId: a.propertyId,
        propertyName: sql<string>`${propertyName}`,
        unitId: a.unitId,
        reference: a.reference,
        status: a.status,
        declineReason: sql<DeclineReason | null>`${a.declineReason}`,
        statusNote: a.statusNote,
        headName: a.headName,
        email: a.email,
        phone: a.phone,
        language: a.language,
        birthDate: a.birthDate,
        members: sql<CertificationMember[]>`${a.members}`,
        householdSize: a.householdSize,
        annualIncome: sql<string>`${a.annualIncome}::text`,
        totalAssets: sql<string>`${a.totalAssets}::text`,
        claimedPreferenceIds: a.claimedPreferenceIds,
        duplicateFlag: a.duplicateFlag,
        duplicateOfIds: a.duplicateOfIds,
        duplicateClearedAt: a.duplicateClearedAt,
        duplicateClearedBy: a.duplicateClearedBy,
        lotteryRank: a.lotteryRank,
        offeredUnitId: a.offeredUnitId,
        candidateId: a.candidateId,
        occupancyId: a.occupancyId,
        submittedAt: a.submittedAt,
        decidedAt: a.decidedAt,
        createdAt: sql<string>`${a.createdAt}`,
        updatedAt: sql<string>`${a.updatedAt}`,
        version: a.version,
        listItem: applicationListShape.jsonColumn,
      })
      .from(a)
      .where(this.tenant.where(a, eq(a.id, id)));
    const [row] = lock ? await query.for('update', { of: a }) : await query;
    return row;
  }

  /** Sets the status and what goes with it, at `version`; false when the version moved meanwhile. */
  async setStatus(id: number, version: number, change: StatusChange): Promise<boolean> {
    const rows = await this.q
      .update(a)
      .set({
        ...change,
        // A save in the same status (a note) keeps when it was decided.
        decidedAt: sql`CASE WHEN ${a.status} = ${change.status} THEN ${a.decidedAt} ELSE now() END`,
        version: sql`${a.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(this.tenant.where(a, eq(a.id, id), eq(a.version, version)))
      .returning({ id: a.id });
    return rows.length > 0;
  }

  async clearDuplicateFlag(id: number, by: string): Promise<void> {
    await this.q
      .update(a)
      .set({
        duplicateFlag: false,
        duplicateClearedAt: sql`now()`,
        duplicateClearedBy: by,
        version: sql`${a.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(this.tenant.where(a, eq(a.id, id)));
  }

  /** The applications `ids` of this organization (the ones an application's flag names). */
  async summaries(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.q
      .select({ id: a.id, reference: a.reference, head_name: a.headName, status: a.status })
      .from(a)
      .where(this.tenant.where(a, sql`${a.id} = ANY (${sql.param([...ids])}::integer[])`))
      .orderBy(a.id);
  }
}
