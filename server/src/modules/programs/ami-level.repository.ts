import type { AmiLevel, AmiLevelInput } from '@lar/contracts/ami-levels';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { amiLevels } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';

/** PostgreSQL takes at most 65535 parameters a statement; 1000 rows of 7 columns stay well below. */
const BATCH = 1000;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

/** A level as its export reads it: the limit as the decimal text PostgreSQL stores. */
export interface AmiLevelExportRow {
  id: number;
  year: number;
  percentage: number;
  limit_type: string;
  unit_type: string;
  limit_value: string;
}

export class AmiLevelRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** A batch of the program's levels for its export (decision 028): the next `size` by id after `afterId`. */
  exportBatch(programId: number, afterId: number, size: number): Promise<AmiLevelExportRow[]> {
    return this.q
      .select({
        id: amiLevels.id,
        year: amiLevels.year,
        percentage: amiLevels.percentage,
        limit_type: amiLevels.limitType,
        unit_type: amiLevels.unitType,
        limit_value: sql<string>`${amiLevels.limitValue}::text`,
      })
      .from(amiLevels)
      .where(this.tenant.where(amiLevels, eq(amiLevels.programId, programId), gt(amiLevels.id, afterId)))
      .orderBy(asc(amiLevels.id))
      .limit(size);
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
  async updateValues(changes: Array<{ row: AmiLevel; limitValue: number }>): Promise<void> {
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
