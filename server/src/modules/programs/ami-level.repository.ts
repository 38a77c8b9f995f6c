import { type AmiLevelInput, levelKey, UNIT_TYPE_ORDER } from '@lar/contracts/programs';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { amiLevels, amiLevelsJson } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';

/** A level as the services use it; the timestamps stay unread (a program can have hundreds of levels). */
export type AmiLevelRow = Omit<typeof amiLevels.$inferSelect, 'createdAt' | 'updatedAt'>;

/** PostgreSQL takes at most 65535 parameters a statement; 1000 rows of 7 columns stay well below. */
const BATCH = 1000;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

/** A level row in the API's field names, for keys, plans and answers. */
export const levelFields = (row: AmiLevelRow): AmiLevelInput => ({
  year: row.year,
  percentage: row.percentage,
  limit_type: row.limitType,
  unit_type: row.unitType,
  limit_value: row.limitValue,
});

export const rowKey = (row: AmiLevelRow) => levelKey(levelFields(row));

export class AmiLevelRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * The levels of the given programs, in table order (year, income before rent, AMI %, size or
   * unit), sorted by PostgreSQL. Read without the query builder: a program has hundreds of levels,
   * and mapping each row's columns through drizzle cost more than the query (GET of one program).
   */
  async listFor(programIds: number[]): Promise<AmiLevelRow[]> {
    if (programIds.length === 0) return [];
    return rowsOf<AmiLevelRow>(
      this.q,
      sql`
      SELECT id, organization_id AS "organizationId", program_id AS "programId", year,
             percentage::float8 AS percentage, limit_type AS "limitType", unit_type AS "unitType",
             limit_value::float8 AS "limitValue", version
        FROM ami_levels
       WHERE organization_id = ${this.tenant.organizationId}
         AND program_id = ANY(${sql.param(programIds)}::int[])
       ORDER BY year, limit_type, percentage,
                array_position(${sql.param(UNIT_TYPE_ORDER)}::text[], unit_type) NULLS LAST, id`,
    );
  }

  /**
   * The levels of one program as its answer's `ami_levels` JSON array, in table order, as kept by
   * the triggers of migration 0012 (`ami_levels_json_of`: array_to_json writes it without spaces,
   * as JSON.stringify does). A program has hundreds of levels: reading each as a row and writing it
   * out again cost the server about six times the CPU of taking the array as one text, and writing
   * the array on every read cost the database most of the route's time. The keys, their order and
   * the numbers are the ones `toProgramDto` writes from `listFor`'s rows; a test holds the two
   * answers equal.
   */
  levelsJson(programId: SQL): SQL<string> {
    return sql<string>`coalesce((
      SELECT ${amiLevelsJson.levels} FROM ${amiLevelsJson}
       WHERE ${amiLevelsJson.organizationId} = ${this.tenant.organizationId}
         AND ${amiLevelsJson.programId} = ${programId}), '[]')`;
  }

  async insertMany(programId: number, levels: AmiLevelInput[]): Promise<void> {
    for (const batch of batches(levels)) {
      await this.q.insert(amiLevels).values(
        batch.map((l) =>
          this.tenant.values({
            programId,
            year: l.year,
            percentage: l.percentage,
            limitType: l.limit_type,
            unitType: l.unit_type,
            limitValue: l.limit_value,
          }),
        ),
      );
    }
  }

  /**
   * New values for levels, in one statement per batch; ids stay, so units that point at them keep
   * pointing at them. A level whose version moved on in the meantime is left alone.
   */
  async updateValues(changes: Array<{ row: AmiLevelRow; limitValue: number }>): Promise<void> {
    for (const batch of batches(changes)) {
      // Ids, versions and 2-decimal values are plain numbers, so the array literals need no escaping.
      const ids = `{${batch.map((c) => c.row.id).join(',')}}`;
      const versions = `{${batch.map((c) => c.row.version).join(',')}}`;
      const values = `{${batch.map((c) => c.limitValue.toFixed(2)).join(',')}}`;
      await this.q
        .update(amiLevels)
        .set({
          limitValue: sql`changed.limit_value`,
          version: sql`${amiLevels.version} + 1`,
          updatedAt: new Date(),
        })
        .from(
          sql`unnest(${ids}::int[], ${versions}::int[], ${values}::numeric[]) AS changed(id, version, limit_value)`,
        )
        .where(
          this.tenant.where(
            amiLevels,
            sql`${amiLevels.id} = changed.id`,
            sql`${amiLevels.version} = changed.version`,
          ),
        );
    }
  }

  /** Refused by a foreign key (SQLSTATE 23503) when a unit still points at one of them. */
  async deleteMany(ids: number[]): Promise<void> {
    for (const batch of batches(ids)) {
      await this.q.delete(amiLevels).where(this.tenant.where(amiLevels, inArray(amiLevels.id, batch)));
    }
  }
}
