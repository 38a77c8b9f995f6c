import type { ProgramInput, ProgramListQuery } from '@lar/contracts/programs';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { compactJsonbObject, jsonColumn, jsonObject, jsonTimestamp } from '../../lib/json-rows.ts';
import { containsText, nameOrder } from '../../lib/list-query.ts';
import { prepared } from '../../lib/prepared-queries.ts';
import { AmiLevelRepository } from './ami-level.repository.ts';

export type ProgramRow = typeof govPrograms.$inferSelect;
/** The program's own fields, without its levels. */
export type ProgramFields = Omit<ProgramInput, 'ami_levels'>;

function toColumns(fields: ProgramFields) {
  return {
    name: fields.name,
    scope: fields.scope,
    jurisdiction: fields.jurisdiction,
    subsidyType: fields.subsidy_type,
    eligibilityCriteria: fields.eligibility_criteria,
    recertificationFrequency: fields.recertification_frequency,
    limitsUpdateFrequency: fields.limits_update_frequency,
    requiredDocuments: fields.required_documents,
    notes: fields.notes,
  };
}

export class ProgramRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private listFilter(query: ProgramListQuery) {
    return this.tenant.where(
      govPrograms,
      containsText(govPrograms.name, query.q),
      query.status ? eq(govPrograms.status, query.status) : undefined,
      query.scope ? eq(govPrograms.scope, query.scope) : undefined,
    );
  }

  private async total(where: SQL): Promise<number> {
    const [totals] = await this.q.select({ total: count() }).from(govPrograms).where(where);
    return totals?.total ?? 0;
  }

  async list(query: ProgramListQuery): Promise<{ rows: ProgramRow[]; total: number }> {
    const where = this.listFilter(query);
    const [rows, total] = await Promise.all([
      this.q
        .select()
        .from(govPrograms)
        .where(where)
        .orderBy(...nameOrder(govPrograms.name, govPrograms.id, query.sort))
        .limit(query.limit)
        .offset(query.offset),
      this.total(where),
    ]);
    return { rows, total };
  }

  /** A page of programs with how many levels each has and their span of years, not the levels. */
  async summaries(query: ProgramListQuery) {
    const where = this.listFilter(query);
    // Per program of the page, from the levels' key index (organization, program, year, ...):
    // min and max are one probe each.
    const ofProgram = (aggregate: SQL) =>
      sql<number | null>`(SELECT ${aggregate} FROM ${amiLevels}
        WHERE ${amiLevels.organizationId} = ${this.tenant.organizationId}
          AND ${amiLevels.programId} = ${govPrograms}.${sql.identifier(govPrograms.id.name)})`;
    const page = this.q
      .select({ id: govPrograms.id })
      .from(govPrograms)
      .where(where)
      .orderBy(...nameOrder(govPrograms.name, govPrograms.id, query.sort))
      .limit(query.limit)
      .offset(query.offset)
      .as('page');
    const [rows, total] = await Promise.all([
      this.q
        .select({
          id: govPrograms.id,
          name: govPrograms.name,
          scope: govPrograms.scope,
          jurisdiction: govPrograms.jurisdiction,
          status: govPrograms.status,
          version: govPrograms.version,
          levelCount: sql<number>`${ofProgram(sql`count(*)::integer`)}`,
          firstYear: ofProgram(sql`min(${amiLevels.year})::integer`),
          lastYear: ofProgram(sql`max(${amiLevels.year})::integer`),
        })
        .from(govPrograms)
        .innerJoin(page, eq(page.id, govPrograms.id))
        .where(this.tenant.where(govPrograms))
        .orderBy(...nameOrder(govPrograms.name, govPrograms.id, query.sort)),
      this.total(where),
    ]);
    return { rows, total };
  }

  async find(id: number): Promise<ProgramRow | undefined> {
    const [row] = await this.q
      .select()
      .from(govPrograms)
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, id)));
    return row;
  }

  /**
   * The program's answer as three JSON texts written by PostgreSQL: an object of the fields before
   * its levels, the levels' kept array, and an object of the fields after them. One statement, so
   * one snapshot of all three, prepared once per organization. The levels (some 50 KB) come as
   * their own column: each `||` that copied them into one text cost PostgreSQL about 25 µs.
   */
  async findJson(id: number): Promise<ProgramJsonParts | undefined> {
    const statement = prepared(this.q, `programs.one|${this.tenant.organizationId}`, () =>
      this.q
        .select({
          before: fieldsBeforeLevelsJson,
          // Qualified: Drizzle writes the columns of a one-table select bare, and a bare "id" in
          // the levels' subquery would be the level's own.
          levels: new AmiLevelRepository(this.q, this.tenant).levelsJson(
            sql`${govPrograms}.${sql.identifier(govPrograms.id.name)}`,
          ),
          after: fieldsAfterLevelsJson,
        })
        .from(govPrograms)
        .where(this.tenant.where(govPrograms, eq(govPrograms.id, sql.placeholder('id'))))
        .prepare('programs.one'),
    );
    const [row] = await statement.execute({ id });
    return row;
  }

  /** Reads and locks the row until the transaction ends, so its levels can be changed safely. */
  async findForUpdate(id: number): Promise<ProgramRow | undefined> {
    const [row] = await this.q
      .select()
      .from(govPrograms)
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, id)))
      .for('update');
    return row;
  }

  async insert(fields: ProgramFields): Promise<ProgramRow> {
    const [row] = await this.q
      .insert(govPrograms)
      .values(this.tenant.values(toColumns(fields)))
      .returning();
    return row as ProgramRow;
  }

  /** Updates only when the stored version is `version`; undefined means someone else got there first. */
  async update(
    id: number,
    version: number,
    changes: Partial<ReturnType<typeof toColumns>> & { status?: ProgramRow['status'] },
  ): Promise<ProgramRow | undefined> {
    const [row] = await this.q
      .update(govPrograms)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, id), eq(govPrograms.version, version)))
      .returning();
    return row;
  }

  updateFields(id: number, version: number, fields: ProgramFields) {
    return this.update(id, version, toColumns(fields));
  }

  /** A new version for a change to the levels alone (an import), so edits based on the old one are refused. */
  touch(row: ProgramRow): Promise<ProgramRow | undefined> {
    return this.update(row.id, row.version, {});
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.q
      .delete(govPrograms)
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, id)))
      .returning({ id: govPrograms.id });
    return rows.length > 0;
  }
}

/** A program's answer in parts: JSON objects of its fields before and after the levels' array. */
export interface ProgramJsonParts {
  before: string;
  levels: string;
  after: string;
}

/** The fields `toProgramDto` writes before the levels, as it writes them. */
const fieldsBeforeLevelsJson = jsonColumn(
  jsonObject({
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
  }),
);

/** The fields `toProgramDto` writes after the levels. */
const fieldsAfterLevelsJson = jsonColumn(
  jsonObject({
    version: govPrograms.version,
    created_at: jsonTimestamp(govPrograms.createdAt),
    updated_at: jsonTimestamp(govPrograms.updatedAt),
  }),
);
