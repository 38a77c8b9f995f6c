import type {
  GovProgram,
  ProgramInput,
  ProgramListQuery,
  ProgramScope,
  ProgramStatus,
  ProgramSummary,
} from '@lar/contracts/programs';
import { eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { amiLevels, amiLevelsJson, govPrograms } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, type RowValues, rowExists, selectRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { columnsOfFields, type FieldColumns } from '../../lib/field-columns.ts';
import { compactJsonbObject, JsonText, jsonTimestamp } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { nameOrder } from '../../lib/list-query.ts';
import { exactTotal, exactTotalColumn, exactTotalOfPage } from '../../lib/list-total.ts';
import { preparedPageOfIds } from '../../lib/page-of-ids.ts';
import {
  type Bind,
  type FilterValues,
  type ListStatement,
  listStatement,
  literal,
  placeholder,
  preparedPage,
  preparedRecord,
} from '../../lib/prepared-queries.ts';
import { type RecordShape, recordShape, spliced } from '../../lib/record-shape.ts';
import { limitTablesJson } from '../compliance/index.ts';

/** The program's own fields, without its levels and their tables' effective dates. */
export type ProgramFields = Omit<ProgramInput, 'ami_levels' | 'limit_tables'>;

/** Each field of the program's body and its columns: the compiler asks for a line per field (decision 037). */
const PROGRAM_COLUMNS = {
  name: (value) => ({ name: value }),
  scope: (value) => ({ scope: value }),
  jurisdiction: (value) => ({ jurisdiction: value }),
  subsidy_type: (value) => ({ subsidyType: value }),
  eligibility_criteria: (value) => ({ eligibilityCriteria: value }),
  recertification_frequency: (value) => ({ recertificationFrequency: value }),
  limits_update_frequency: (value) => ({ limitsUpdateFrequency: value }),
  required_documents: (value) => ({ requiredDocuments: value }),
  notes: (value) => ({ notes: value }),
  home_program: (value) => ({ homeProgram: value }),
  asset_rule: (value) => ({ assetRule: value }),
  hotma_effective_date: (value) => ({ hotmaEffectiveDate: value }),
  // Rows of ami_levels and program_limit_tables, written by the service after the program's own.
  ami_levels: () => ({}),
  limit_tables: () => ({}),
} satisfies FieldColumns<ProgramInput, typeof govPrograms.$inferInsert>;

/** The columns of the fields given; a field left out of an update is not set, so it stays as stored. */
const toColumns = (fields: Partial<ProgramInput>) => columnsOfFields(PROGRAM_COLUMNS, fields);

type ProgramColumnChanges = ReturnType<typeof toColumns> & { status?: ProgramStatus };

/** The lists' filters, exactly as their descriptor (`PROGRAM_FILTERS`) names them. */
interface ProgramFilters {
  name: string | undefined;
  status: ProgramStatus | undefined;
  scope: ProgramScope | undefined;
  sort: ProgramListQuery['sort'];
}

export class ProgramRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** A page of programs, each with its levels, and how many match. */
  list(query: ProgramListQuery): Promise<{ json: string; total: number }> {
    return this.page(PROGRAM_LIST, programShape, query);
  }

  /** A page of programs with how many levels each has and their span of years, not the levels. */
  summaries(query: ProgramListQuery): Promise<{ json: string; total: number }> {
    return this.page(PROGRAM_SUMMARIES, summaryShape, query);
  }

  /**
   * A page of programs as `shape` writes them, with the number of all that match, in one
   * statement: the page's ids first, then only those programs' answers (their levels' subqueries
   * run for the page alone). Built once per organization and filter shape; without a name filter
   * its plan fits every value and is kept per connection (prepared-queries.ts). The conditions are
   * built from the same `filters` that key the statement, so none can be left out of its key.
   */
  private async page<Answer>(
    list: ListStatement<typeof PROGRAM_FILTERS>,
    shape: RecordShape<Answer>,
    query: ProgramListQuery,
  ): Promise<{ json: string; total: number }> {
    const filters = {
      name: query.q ? containsPattern(query.q) : undefined,
      status: query.status,
      scope: query.scope,
      sort: query.sort,
    } satisfies ProgramFilters & FilterValues<typeof PROGRAM_FILTERS>;
    // A name filter's best plan depends on the text: planned on each execution.
    const scope = {
      organizationId: this.tenant.organizationId,
      filters,
      plannedEachTime: filters.name !== undefined,
    };
    const statement = preparedPage(this.q, list, scope, query, (plan) => {
      const where = this.filter(filters, placeholder);
      const fields = { ...shape.columns, total: exactTotalColumn(this.matches(where)) };
      return preparedPageOfIds({
        rows: this.q.select(fields).from(govPrograms).$dynamic(),
        table: govPrograms,
        matches: this.matches(where),
        order: nameOrder(govPrograms.name, govPrograms.id, filters.sort),
        tenant: this.tenant,
        plan,
      });
    });
    const rows = await statement.execute({ ...filters, limit: query.limit, offset: query.offset });
    const total = await exactTotalOfPage(rows, query.offset, () =>
      exactTotal(this.q, this.matches(this.filter(filters, literal))),
    );
    return { json: `[${rows.map((row) => shape.text(row)).join(',')}]`, total };
  }

  private filter(filters: ProgramFilters, bind: Bind): SQL {
    return this.tenant.where(
      govPrograms,
      filters.name === undefined ? undefined : ilike(govPrograms.name, bind('name', filters.name)),
      filters.status === undefined ? undefined : eq(govPrograms.status, bind('status', filters.status)),
      filters.scope === undefined ? undefined : eq(govPrograms.scope, bind('scope', filters.scope)),
    );
  }

  private matches(where: SQL) {
    return this.q.select({ id: govPrograms.id }).from(govPrograms).where(where).$dynamic();
  }

  /** The program's answer, its levels included, or undefined when this organization has no such program. */
  async find(id: number): Promise<GovProgram | undefined> {
    return programShape.readFirst(await this.one(id));
  }

  /** The program's answer, its row locked until the transaction ends, so its levels can be changed safely. */
  async findForUpdate(id: number): Promise<GovProgram | undefined> {
    return programShape.readFirst(await this.one(id).for('update'));
  }

  private one(id: number) {
    return selectRow(this.q, this.tenant, govPrograms, programShape.columns, id);
  }

  /**
   * The program's answer as PostgreSQL wrote it, to send as it is. One statement, so one snapshot
   * of the fields and the levels, prepared once per organization and planned once per connection.
   */
  async findText(id: number): Promise<string | undefined> {
    const statement = preparedRecord(this.q, 'programs.one', this.tenant.organizationId, (name) =>
      this.q
        .select(programShape.columns)
        .from(govPrograms)
        .where(this.tenant.where(govPrograms, eq(govPrograms.id, sql.placeholder('id'))))
        .prepare(name),
    );
    return programShape.textOfFirst(await statement.execute({ id }));
  }

  exists(id: number): Promise<boolean> {
    return rowExists(this.q, this.tenant, govPrograms, id);
  }

  /** Inserts the program's own fields; its id. */
  insert(fields: ProgramFields): Promise<number> {
    return insertRow(this.q, this.tenant, govPrograms, toColumns(fields) as RowValues<typeof govPrograms>);
  }

  /** Updates only when the stored version is `version`; false means someone else got there first. */
  update(id: number, version: number, changes: ProgramColumnChanges): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, govPrograms, id, version, changes);
  }

  /** Sets the program's own fields sent; those left out stay as stored. */
  updateFields(id: number, version: number, fields: Partial<ProgramFields>) {
    return this.update(id, version, toColumns(fields));
  }

  /** A new version for a change to the levels alone (an import), so edits based on the old one are refused. */
  touch(id: number, version: number): Promise<boolean> {
    return this.update(id, version, {});
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.q
      .delete(govPrograms)
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, id)))
      .returning({ id: govPrograms.id });
    return rows.length > 0;
  }
}

/**
 * The program row's own columns, named with their table: Drizzle writes the columns of a
 * one-table select bare, and in the levels' subqueries a bare column would be the level's own.
 * The levels are those of the program's organization, which the query's `Tenant.where` fixes.
 */
const programColumn = (column: typeof govPrograms.id | typeof govPrograms.organizationId) =>
  sql`${govPrograms}.${sql.identifier(column.name)}`;

/**
 * The program's levels as their kept JSON array (ami_levels_json, rewritten by the triggers of
 * migrations 0012 and 0013 with every change to them, in table order, compact as JSON.stringify
 * writes it): reading hundreds of levels as rows and writing them out again cost the server about
 * six times the CPU of taking the array as one text, and writing the array on every read cost the
 * database most of the route's time. Spliced: some 50 KB, selected as a column of its own.
 */
const keptLevels = new JsonText(sql`coalesce((
  SELECT ${amiLevelsJson.levels} FROM ${amiLevelsJson}
   WHERE ${amiLevelsJson.organizationId} = ${programColumn(govPrograms.organizationId)}
     AND ${amiLevelsJson.programId} = ${programColumn(govPrograms.id)}), '[]')`);

/** A program's answer with its levels: for GET, the full list, write answers, the import and audit. */
const programShape = recordShape<GovProgram>({
  id: govPrograms.id,
  name: govPrograms.name,
  scope: govPrograms.scope,
  jurisdiction: govPrograms.jurisdiction,
  subsidy_type: govPrograms.subsidyType,
  eligibility_criteria: compactJsonbObject(govPrograms.eligibilityCriteria),
  recertification_frequency: govPrograms.recertificationFrequency,
  limits_update_frequency: govPrograms.limitsUpdateFrequency,
  required_documents: govPrograms.requiredDocuments,
  status: govPrograms.status,
  notes: govPrograms.notes,
  home_program: govPrograms.homeProgram,
  asset_rule: govPrograms.assetRule,
  hotma_effective_date: govPrograms.hotmaEffectiveDate,
  ami_levels: spliced(keptLevels),
  limit_tables: limitTablesJson({
    organizationId: programColumn(govPrograms.organizationId),
    id: programColumn(govPrograms.id),
  }),
  version: govPrograms.version,
  created_at: jsonTimestamp(govPrograms.createdAt),
  updated_at: jsonTimestamp(govPrograms.updatedAt),
});

/**
 * An aggregate of the program's levels, from their key index (organization, program, year, ...):
 * count, min and max are one probe each. An integer or NULL, whose text is its JSON.
 */
const ofLevels = (aggregate: SQL) =>
  new JsonText(sql`(SELECT ${aggregate} FROM ${amiLevels}
    WHERE ${amiLevels.organizationId} = ${programColumn(govPrograms.organizationId)}
      AND ${amiLevels.programId} = ${programColumn(govPrograms.id)})::text`);

/** A program as lists and pickers show it: a summary of its levels, not the levels. */
const summaryShape = recordShape<ProgramSummary>({
  id: govPrograms.id,
  name: govPrograms.name,
  scope: govPrograms.scope,
  jurisdiction: govPrograms.jurisdiction,
  status: govPrograms.status,
  version: govPrograms.version,
  level_count: ofLevels(sql`count(*)`),
  first_year: ofLevels(sql`min(${amiLevels.year})`),
  last_year: ofLevels(sql`max(${amiLevels.year})`),
});

/** Every filter of the program lists, and its role: each decides the statement's shape. */
const PROGRAM_FILTERS = { name: 'set', status: 'set', scope: 'set', sort: 'value' } as const;
const PROGRAM_LIST = listStatement('programs.list', PROGRAM_FILTERS);
const PROGRAM_SUMMARIES = listStatement('programs.summaries', PROGRAM_FILTERS);
