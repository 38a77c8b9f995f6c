import type { Candidate, CandidateListQuery } from '@lar/contracts/candidates';
import { COUNT_CAP } from '@lar/contracts/paging';
import { and, asc, eq, exists, gt, gte, like, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonArray } from '../../lib/json-rows.ts';
import { boundedTotal, type ListTotal, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import { preparedPageOfIds } from '../../lib/page-of-ids.ts';
import {
  type Bind,
  literal,
  type OrganizationScope,
  type PagePlan,
  placeholder,
  preparedPage,
  unseen,
  unseenOrganization,
} from '../../lib/prepared-queries.ts';
import {
  AFTER_CAPPED_MATCHES,
  type CandidateFilters,
  candidateFilters,
  executionValues,
  firstPath,
  type ListPath,
  MATCHES_PAGE,
  NAME_PAGE,
  onlyName,
} from './candidate-list-plan.ts';
import { matchColumns, NameSearch } from './candidate-name-search.repository.ts';
import { activeOccupancyOf, maskedCandidateShape, withCurrentOccupancy } from './candidate-shape.ts';

type Page = { limit: number; offset: number };
/** The list's filters without its page: what its export takes. */
export type CandidateExportFilter = Omit<CandidateListQuery, 'limit' | 'offset'>;
type ListPage = { json: string; total: ListTotal };
/** A built page statement: each row one candidate's JSON and the page's total. */
type PageStatement = {
  execute(values: Record<string, unknown>): Promise<Array<{ json: string; total: number }>>;
};

/**
 * The candidate list's page statements, one per filter shape and organization, built once
 * (`preparedPage`). Each is one statement: the page's candidates as the list's JSON
 * (`maskedCandidateShape`) with the total. The page is chosen from candidates alone and only its
 * rows are joined to their current occupancy: joining before the limit would look up the
 * occupancy of every match only to throw most of them away.
 */
export class CandidateList {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async page(query: CandidateListQuery): Promise<ListPage> {
    const filters = candidateFilters(query);
    const first = firstPath(filters);
    const answer = await this.run(first, filters, query);
    if (first.statement === MATCHES_PAGE && answer.total.capped) {
      return this.run(AFTER_CAPPED_MATCHES, filters, query);
    }
    return answer;
  }

  private async run(path: ListPath, filters: CandidateFilters, page: Page): Promise<ListPage> {
    const { statement, plannedEachTime } = path;
    const scope = { organizationId: this.tenant.organizationId, filters, plannedEachTime };
    const prepared = preparedPage(this.q, statement, scope, page, (plan): PageStatement => {
      if (statement === NAME_PAGE) return this.namePage(filters, plan);
      if (statement === MATCHES_PAGE) return this.matchesPage(filters, plan);
      return this.orderedPage(filters, plan);
    });
    const rows = await prepared.execute(executionValues(filters, page));
    // Counted apart only when the page is past the end.
    const total = await totalOfPage(rows, page.offset, () =>
      boundedTotal(this.q, this.matches(this.conditions(filters, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  /**
   * A batch of the list's export (decision 028): the list's own conditions, the next `size`
   * candidates by id after `afterId`, each as the list shows it (document number masked).
   */
  async exportBatch(query: CandidateExportFilter, afterId: number, size: number): Promise<Candidate[]> {
    const where = and(
      this.conditions(candidateFilters({ ...query, limit: size, offset: 0 }), literal),
      gt(candidates.id, afterId),
    );
    const rows = await withCurrentOccupancy(
      this.q.select(maskedCandidateShape.columns).from(candidates).$dynamic(),
      this.tenant,
    )
      .where(where)
      .orderBy(asc(candidates.id))
      .limit(size);
    return rows.map((row) => maskedCandidateShape.read(row));
  }

  private conditions(f: CandidateFilters, bind: Bind): SQL {
    const conditions: Array<SQL | undefined> = [
      ...new NameSearch(this.q, this.tenant, f.nameWords, bind).conditions(candidates.id),
      f.email ? like(candidates.email, bind('email', f.email)) : undefined,
      f.phone ? like(candidates.phoneNumber, bind('phone', f.phone)) : undefined,
      f.postal ? gte(candidates.postalCode, bind('postalFrom', f.postal.from)) : undefined,
      f.postal ? lt(candidates.postalCode, bind('postalTo', f.postal.to)) : undefined,
    ];
    const activeSubquery = this.q
      .select({ one: sql`1` })
      .from(occupancies)
      .where(activeOccupancyOf(this.tenant, candidates.id));
    if (f.status === 'tenants') conditions.push(exists(activeSubquery));
    if (f.status === 'applicants') conditions.push(notExists(activeSubquery));
    return this.tenant.where(candidates, ...conditions);
  }

  private matches(where: SQL) {
    return this.q.select({ id: candidates.id }).from(candidates).where(where).$dynamic();
  }

  /** In name order. A name alone is counted from the name words (for one word, the kept counts). */
  private orderedPage(f: CandidateFilters, plan: PagePlan) {
    const where = this.conditions(f, placeholder);
    // The candidates' own rows would need an index probe per match, 10,001 of them past the cap.
    const total = onlyName(f)
      ? new NameSearch(this.q, this.tenant, f.nameWords, placeholder).total()
      : totalColumn(this.matches(where));
    return preparedPageOfIds({
      rows: this.listing(total, this.tenant),
      table: candidates,
      matches: this.matches(where),
      order: [asc(candidates.searchName), asc(candidates.id)],
      tenant: this.tenant,
      plan,
    });
  }

  /**
   * One word of a name: the page reads the first rows of each matching word in name order from the
   * name words' index, and the total comes from the counts kept per word (`NameSearch.total`).
   *
   * Kept per connection, the organization and the word are read where no plan sees them
   * (`unseenOrganization`, `unseen`), so that PostgreSQL keeps the generic plan: the plan is the
   * same for every word, but the plans made for the first executions' values looked cheaper, and
   * PostgreSQL planned every request anew (0.9 ms of planning; 2.7 ms a request instead of 1.0).
   */
  private namePage(f: CandidateFilters, plan: PagePlan) {
    const kept = plan.name !== '';
    const scope: OrganizationScope = kept ? unseenOrganization(this.tenant) : this.tenant;
    const search = new NameSearch(this.q, scope, f.nameWords, kept ? unseen : placeholder);
    const { with: ctes, page } = search.page(plan.limit, plan.offset);
    return this.listing(search.total(), scope, this.q.with(...ctes))
      .innerJoin(page, eq(page.id, candidates.id))
      .where(scope.where(candidates))
      .orderBy(asc(candidates.searchName), asc(candidates.id))
      .prepare(plan.name);
  }

  /**
   * The matches (from the name words' index when only a name is searched, else found by a trigram,
   * the postal prefix or the name words' index through the candidates) are read once, at most
   * COUNT_CAP + 1 of them, and counted and sorted for the page in the same statement; counting and
   * paging apart would read every match twice.
   */
  private matchesPage(f: CandidateFilters, plan: PagePlan) {
    const matches = this.q
      .$with('matches')
      .as(
        (onlyName(f)
          ? new NameSearch(this.q, this.tenant, f.nameWords, placeholder).matches()
          : this.q
              .select(matchColumns(candidates.id, candidates.searchName))
              .from(candidates)
              .where(this.conditions(f, placeholder))
              .$dynamic()
        ).limit(COUNT_CAP + 1),
      );
    const page = this.q.$with('page').as((qb) =>
      qb
        .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
        .from(matches)
        .orderBy(asc(matches.searchName), asc(matches.id))
        .limit(plan.limit)
        .offset(plan.offset),
    );
    return this.listing(page.total, this.tenant, this.q.with(matches, page))
      .innerJoin(page, eq(page.id, candidates.id))
      .where(this.tenant.where(candidates))
      .orderBy(asc(candidates.searchName), asc(candidates.id))
      .prepare(plan.name);
  }

  /** A page's rows: each candidate as the list's JSON, and the page's total. */
  private listing(
    total: SQL<number> | SQL.Aliased<number>,
    scope: OrganizationScope,
    source: Pick<Queryable, 'select'> = this.q,
  ) {
    const fields = { json: maskedCandidateShape.jsonColumn, total };
    return withCurrentOccupancy(source.select(fields).from(candidates).$dynamic(), scope);
  }
}
