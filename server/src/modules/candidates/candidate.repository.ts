import type { CandidateListQuery, CandidateValues } from '@lar/contracts/candidates';
import { searchKey } from '@lar/contracts/candidates';
import { COUNT_CAP } from '@lar/contracts/paging';
import { and, asc, count, eq, exists, gte, like, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import {
  jsonArray,
  jsonColumn,
  jsonNumber,
  jsonObject,
  jsonTimestamp,
  jsonWhenPresent,
} from '../../lib/json-rows.ts';
import { containsPattern, startsWithRange } from '../../lib/like.ts';
import { boundedTotal, type ListTotal, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import {
  type Bind,
  literal,
  type PagePlan,
  PLANNED_EACH_TIME,
  pagePlan,
  placeholder,
  prepared,
  unseen,
} from '../../lib/prepared-queries.ts';
import {
  KEPT_NAME_WORDS,
  matchColumns,
  NameSearch,
  nameSearchParams,
  nameSearchWords,
} from './candidate-name-search.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export interface CurrentOccupancy {
  id: number;
  unitNumber: string | null;
  programName: string | null;
  startDate: string;
}
export type CandidateWithOccupancy = CandidateRow & { occupancy: CurrentOccupancy | null };

/** A candidate's form values as the columns of its row (the search name derived from the name). */
export function toColumns(values: CandidateValues) {
  return {
    idWp: values.id_wp,
    fullName: values.full_name,
    searchName: searchKey(values.full_name),
    email: values.email,
    phoneNumber: values.phone_number,
    birthDate: values.birth_date,
    income: values.income,
    householdSize: values.household_size,
    isDisabled: values.is_disabled,
    isSenior: values.is_senior,
    postalCode: values.postal_code,
    documentType: values.document_type,
    documentNumber: values.document_number,
  };
}

const digits = (v: string | undefined) => (v ?? '').replace(/\D+/g, '');
const patternOf = (text: string) => (text ? containsPattern(text) : undefined);

/**
 * A list query's filter values: the name's words (longest first), `%text%` patterns and the postal
 * range (undefined when not filtered), status, page.
 */
function filterValues(query: CandidateListQuery) {
  // Postal codes that start with the digits typed: a range of the "C"-collated column.
  const postalDigits = digits(query.postal_code);
  const postal = postalDigits ? startsWithRange(postalDigits) : undefined;
  return {
    nameWords: nameSearchWords(query.full_name),
    email: patternOf(query.email?.toLowerCase() ?? ''),
    phone: patternOf(digits(query.phone_number)),
    postalFrom: postal?.from,
    postalTo: postal?.to,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  };
}
type FilterValues = ReturnType<typeof filterValues>;

/** Which filters are set (and how many name words): one prepared statement per organization and shape. */
const shapeOf = (v: FilterValues) =>
  v.nameWords.length + [v.email, v.phone, v.postalFrom].map((p) => (p ? '+' : '-')).join('') + v.status;

/** The values a prepared list statement executes with: the filters and the name words' ranges. */
const executionValues = (v: FilterValues) => ({ ...v, ...nameSearchParams(v.nameWords) });

/**
 * Every "contains" filter given has at least the 3 characters of a trigram (patterns are
 * `%text%`); name words and a postal prefix of any length are ranges of their own indexes.
 */
const indexReady = (v: FilterValues) =>
  v.nameWords.length <= KEPT_NAME_WORDS &&
  [v.email, v.phone].every((pattern) => pattern === undefined || pattern.length >= 5);

/** Filters served by their own indexes (name words, trigram, postal prefix), not by the name order. */
const hasTextFilter = (v: FilterValues) =>
  Boolean(v.nameWords.length > 0 || v.email || v.phone || v.postalFrom);

/** Only a name is searched: its matches come from the name words' index alone. */
const onlyName = (v: FilterValues) =>
  v.nameWords.length > 0 && !v.email && !v.phone && !v.postalFrom && v.status === 'all';

/** Only one word of a name: its page is read in name order and its total from the kept counts. */
const oneNameWord = (v: FilterValues) => onlyName(v) && v.nameWords.length === 1;

export class CandidateRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
    /** How the name search's values enter its statements (`unseen` for `namePage`'s). */
    private readonly nameBind: Bind = placeholder,
  ) {}

  private activeOccupancyOf(candidateId: SQL | typeof candidates.id) {
    return this.tenant.where(occupancies, eq(occupancies.tenantId, candidateId), isActiveOccupancy);
  }

  /** The name filter's words as a search, their values bound by `bind`. */
  private nameSearch(v: FilterValues, bind: Bind = this.nameBind) {
    return new NameSearch(this.q, this.tenant, v.nameWords, bind);
  }

  private filters(v: FilterValues, bind: Bind): SQL {
    const conditions: Array<SQL | undefined> = [
      ...this.nameSearch(v, bind).conditions(candidates.id),
      v.email ? like(candidates.email, bind('email', v.email)) : undefined,
      v.phone ? like(candidates.phoneNumber, bind('phone', v.phone)) : undefined,
      v.postalFrom ? gte(candidates.postalCode, bind('postalFrom', v.postalFrom)) : undefined,
      v.postalTo ? lt(candidates.postalCode, bind('postalTo', v.postalTo)) : undefined,
    ];
    const activeSubquery = this.q
      .select({ one: sql`1` })
      .from(occupancies)
      .where(this.activeOccupancyOf(candidates.id));
    if (v.status === 'tenants') conditions.push(exists(activeSubquery));
    if (v.status === 'applicants') conditions.push(notExists(activeSubquery));
    return this.tenant.where(candidates, ...conditions);
  }

  private matches(where: SQL) {
    return this.q.select({ id: candidates.id }).from(candidates).where(where).$dynamic();
  }

  private key(path: string, values: FilterValues) {
    return `candidates.${path}|${this.tenant.organizationId}|${shapeOf(values)}`;
  }

  async list(query: CandidateListQuery): Promise<{ json: string; total: ListTotal }> {
    const values = filterValues(query);
    const searched = hasTextFilter(values) ? await this.searchPage(values) : undefined;
    return searched ?? this.orderedPage(values);
  }

  /**
   * The page is chosen first, from candidates alone (an index-only scan of the name index when
   * unfiltered), and only its rows are joined to their current occupancy: joining before the limit
   * would look up the occupancy of every match only to throw most of them away.
   */
  private async orderedPage(values: FilterValues) {
    // Without a text filter the plan fits every value: kept per connection for the usual sizes.
    // A text filter past the cap walks the name order too, planned with its text each time.
    const plan = hasTextFilter(values)
      ? PLANNED_EACH_TIME
      : pagePlan(`candidates.ordered|${shapeOf(values)}`, values);
    const statement = prepared(this.q, `${this.key('ordered', values)}|${plan.key}`, () => {
      const where = this.filters(values, placeholder);
      const page = this.matches(where)
        .orderBy(asc(candidates.searchName), asc(candidates.id))
        .limit(plan.limit)
        .offset(plan.offset)
        .as('page');
      // A name alone is counted from the name words (for one word, from the kept counts): the
      // candidates' own rows would need an index probe per match, 10,001 of them past the cap.
      const total = onlyName(values) ? this.nameSearch(values).total() : totalColumn(this.matches(where));
      return this.listing(total)
        .innerJoin(page, eq(page.id, candidates.id))
        .where(this.tenant.where(candidates))
        .orderBy(asc(candidates.searchName), asc(candidates.id))
        .prepare(plan.name);
    });
    return this.answer(await statement.execute(executionValues(values)), values);
  }

  /**
   * A text search's page and total in one statement: for one word of a name, from the name words
   * in name order and the kept counts (`namePage`); otherwise from the matches, counted and sorted
   * (`matchesPage`). Past the cap, the matches read and sorted are only the first ones, and the
   * ordered walk takes over (undefined), as a text that short matches densely along the name
   * order; a one-word name page is right whatever the total, and is kept.
   */
  private async searchPage(values: FilterValues) {
    // Name words and postal prefixes are index ranges whatever their length, and with three
    // characters or more every "contains" filter is served by its trigram index: one plan fits,
    // kept per connection. Shorter "contains" texts match too much for an index and are planned
    // with their value each time, as are names of many words.
    const plan = indexReady(values)
      ? pagePlan(`candidates.search|${shapeOf(values)}`, values)
      : PLANNED_EACH_TIME;
    const statement = prepared(this.q, `${this.key('search', values)}|${plan.key}`, () =>
      oneNameWord(values)
        ? this.unseenByPlanner(plan).namePage(values, plan)
        : this.matchesPage(values, plan),
    );
    const answer = await this.answer(await statement.execute(executionValues(values)), values);
    return answer.total.capped && !oneNameWord(values) ? undefined : answer;
  }

  /**
   * For a statement planned once per connection: this repository with the organization and the
   * name's values unseen by the planner (`unseen`), so that PostgreSQL keeps the generic plan. The
   * one-word name page's plan is the same for every word, but the plans made for the first
   * executions' values looked cheaper than the generic one, and PostgreSQL planned every request
   * anew (0.9 ms of planning; 2.7 ms a request instead of 1.0 on the benchmark data set).
   */
  private unseenByPlanner(plan: PagePlan): CandidateRepository {
    if (plan.name === '') return this;
    return new CandidateRepository(this.q, this.tenant.unseenByPlanner(), unseen);
  }

  /**
   * One word of a name: the page reads the first rows of each matching word in name order from the
   * name words' index, and the total comes from the counts kept per word (`NameSearch.total`).
   */
  private namePage(values: FilterValues, plan: PagePlan) {
    const search = this.nameSearch(values);
    const { with: ctes, page } = search.page(plan.limit, plan.offset);
    return this.listing(search.total(), this.q.with(...ctes))
      .innerJoin(page, eq(page.id, candidates.id))
      .where(this.tenant.where(candidates))
      .orderBy(asc(candidates.searchName), asc(candidates.id))
      .prepare(plan.name);
  }

  /**
   * The matches (from the name words' index when only a name is searched, else found by a trigram,
   * the postal prefix or the name words' index through the candidates) are read once, at most
   * COUNT_CAP + 1 of them, and counted and sorted for the page in the same statement; counting and
   * paging apart would read every match twice.
   */
  private matchesPage(values: FilterValues, plan: PagePlan) {
    const matches = this.q
      .$with('matches')
      .as(
        (onlyName(values)
          ? this.nameSearch(values).matches()
          : this.q
              .select(matchColumns(candidates.id, candidates.searchName))
              .from(candidates)
              .where(this.filters(values, placeholder))
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
    return this.listing(page.total, this.q.with(matches, page))
      .innerJoin(page, eq(page.id, candidates.id))
      .where(this.tenant.where(candidates))
      .orderBy(asc(candidates.searchName), asc(candidates.id))
      .prepare(plan.name);
  }

  /** The page's rows as one JSON array, and the total (counted apart only past the end). */
  private async answer(rows: Array<{ json: string; total: number }>, values: FilterValues) {
    const total = await totalOfPage(rows, values.offset, () =>
      boundedTotal(this.q, this.matches(this.filters(values, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  async find(id: number): Promise<CandidateWithOccupancy | undefined> {
    const [row] = await this.withOccupancy(
      this.q.select(candidateWithOccupancyFields).from(candidates).$dynamic(),
    ).where(this.tenant.where(candidates, eq(candidates.id, id)));
    return row ? flatten(row) : undefined;
  }

  async findForUpdate(id: number): Promise<CandidateRow | undefined> {
    const [row] = await this.q
      .select()
      .from(candidates)
      .where(this.tenant.where(candidates, eq(candidates.id, id)))
      .for('update');
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(candidates).where(this.tenant.where(candidates, eq(candidates.id, id)));
  }

  async hasOccupancies(id: number): Promise<boolean> {
    const [row] = await this.q
      .select({ n: count() })
      .from(occupancies)
      .where(this.tenant.where(occupancies, eq(occupancies.tenantId, id)));
    return (row?.n ?? 0) > 0;
  }

  async lookup(term: string | undefined, limit: number, offset: number) {
    const words = nameSearchWords(term);
    const where = this.tenant.where(
      candidates,
      ...new NameSearch(this.q, this.tenant, words, literal).conditions(candidates.id),
    );
    const matches = () => this.q.select({ id: candidates.id }).from(candidates).where(where).$dynamic();
    const rows = await this.q
      .select({ id: candidates.id, full_name: candidates.fullName, total: totalColumn(matches()) })
      .from(candidates)
      .where(where)
      .orderBy(asc(candidates.searchName), asc(candidates.id))
      .limit(limit)
      .offset(offset);
    const total = await totalOfPage(rows, offset, () => boundedTotal(this.q, matches()));
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** A list's rows: each candidate as the list's JSON (`candidateJson`), and the page's total. */
  private listing(total: SQL<number> | SQL.Aliased<number>, source: Pick<Queryable, 'select'> = this.q) {
    return this.withOccupancy(source.select({ json: candidateJson, total }).from(candidates).$dynamic());
  }

  /**
   * `query`, a select from candidates, joined to the candidate's ACTIVE occupancy (at most one, by
   * a unique index), its unit and its program.
   */
  private withOccupancy<Query extends PgSelect>(query: Query) {
    return query
      .leftJoin(occupancies, and(this.activeOccupancyOf(candidates.id)))
      .leftJoin(
        units,
        and(eq(units.id, occupancies.unitId), eq(units.organizationId, occupancies.organizationId)),
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

const candidateWithOccupancyFields = {
  candidate: candidates,
  occupancyId: occupancies.id,
  unitNumber: units.unitNumber,
  programName: govPrograms.name,
  startDate: occupancies.startDate,
};

/** The last 4 characters of a document number, as `maskDocumentNumber` writes them. */
export const maskedDocumentNumber = (documentNumber: SQL | typeof candidates.documentNumber) => sql`case
  when ${documentNumber} is null then null
  when char_length(${documentNumber}) <= 4 then '••••'
  else '•••• ' || right(${documentNumber}, 4) end`;

/**
 * A candidate joined to its current occupancy (`withOccupancy`) as JSON text, field for field as
 * `toCandidateDto` writes it, with the document number as `documentNumber` gives it: masked in
 * lists, in full in a write's answer.
 */
export const candidateJsonOf = (documentNumber: SQL | typeof candidates.documentNumber) =>
  jsonObject({
    id: candidates.id,
    id_wp: candidates.idWp,
    full_name: candidates.fullName,
    email: candidates.email,
    phone_number: candidates.phoneNumber,
    birth_date: candidates.birthDate,
    income: jsonNumber(candidates.income),
    household_size: candidates.householdSize,
    is_disabled: candidates.isDisabled,
    is_senior: candidates.isSenior,
    postal_code: candidates.postalCode,
    document_type: candidates.documentType,
    document_number: documentNumber,
    occupancy: jsonWhenPresent(
      occupancies.id,
      jsonObject({
        id: occupancies.id,
        unit_number: units.unitNumber,
        program_name: govPrograms.name,
        start_date: occupancies.startDate,
      }),
    ),
    version: candidates.version,
    created_at: jsonTimestamp(candidates.createdAt),
    updated_at: jsonTimestamp(candidates.updatedAt),
  });

/** A candidate of a list, its document number masked. */
const candidateJson = jsonColumn(candidateJsonOf(maskedDocumentNumber(candidates.documentNumber)));

/** A row of `candidateWithOccupancyFields`, before `flatten`. */
interface CandidateWithOccupancyRow {
  candidate: CandidateRow;
  occupancyId: number | null;
  unitNumber: string | null;
  programName: string | null;
  startDate: string | null;
}

/** Named fields, not a spread of the row: see the occupancy repository's `flatten`. */
function flatten(row: CandidateWithOccupancyRow): CandidateWithOccupancy {
  const c = row.candidate;
  return {
    id: c.id,
    organizationId: c.organizationId,
    idWp: c.idWp,
    fullName: c.fullName,
    searchName: c.searchName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    birthDate: c.birthDate,
    income: c.income,
    householdSize: c.householdSize,
    isDisabled: c.isDisabled,
    isSenior: c.isSenior,
    postalCode: c.postalCode,
    documentType: c.documentType,
    documentNumber: c.documentNumber,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    version: c.version,
    occupancy:
      row.occupancyId === null || row.startDate === null
        ? null
        : {
            id: row.occupancyId,
            unitNumber: row.unitNumber,
            programName: row.programName,
            startDate: row.startDate,
          },
  };
}
