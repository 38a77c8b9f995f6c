import type { LimitTableDate } from '@lar/contracts/ami-levels';
import type { ProjectLimitTable } from '@lar/contracts/compliance/hold-harmless';
import { defaultEffectiveDate, type LimitLevel, type LimitTable } from '@lar/contracts/compliance/limits';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Queryable, readEach } from '../../db/client.ts';
import { heraSpecialLevels, programLimitTables } from '../../db/schema/compliance.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import { JsonText, jsonObject } from '../../lib/json-rows.ts';
import { amongIds, preparedRecord } from '../../lib/prepared-queries.ts';

/**
 * The effective dates of a program's yearly limit tables: stored only where a year's table does
 * not take effect on 1 January (`defaultEffectiveDate` fills the rest when limits are read).
 */

/**
 * A program's stored effective dates as a JSON array, by year, for the program's answer. `program`
 * names the answer's program row (organization and id), qualified as the caller's select needs it.
 */
export const limitTablesJson = (program: { organizationId: SQL; id: SQL }) =>
  new JsonText(sql`coalesce((
    SELECT '[' || string_agg(${jsonObject({ year: programLimitTables.year, effective_date: programLimitTables.effectiveDate }).text}, ',' ORDER BY ${programLimitTables.year}) || ']'
      FROM ${programLimitTables}
     WHERE ${programLimitTables.organizationId} = ${program.organizationId}
       AND ${programLimitTables.programId} = ${program.id}), '[]')`);

/** Replaces a program's effective dates with `tables`; the caller holds the program's row lock. */
export async function replaceLimitTables(
  q: Queryable,
  tenant: Tenant,
  programId: number,
  tables: readonly LimitTableDate[],
): Promise<void> {
  await q
    .delete(programLimitTables)
    .where(tenant.where(programLimitTables, sql`${programLimitTables.programId} = ${programId}`));
  if (tables.length === 0) return;
  await q
    .insert(programLimitTables)
    .values(tables.map((t) => tenant.values({ programId, year: t.year, effectiveDate: t.effective_date })));
}

/** A program with its yearly limit tables, each with the date it takes effect. */
export interface ProgramTables {
  programId: number;
  programName: string;
  /**
   * A HOME program: its designations' rents are its imported HOME rents (home-rents.ts) and its
   * over-income line is 80 % AMI (decision 044).
   */
  homeProgram: boolean;
  tables: LimitTable[];
  /** Organization, program, version and last change: equal stamps, equal tables. */
  stamp: string;
}

/**
 * Programs' limit tables kept in the process (decision 023), by organization and program, each
 * valid for the program's version and last change. Reading them costs a few hundred levels a
 * program (every year, every AMI %) and most of a compliance check's server time; they change only
 * with the program, whose version and `updated_at` every write of its levels or effective dates
 * moves (program.service.ts, both imports). The stamp holds both, so another instance's change is
 * never served from here. Read-only once built: the rules never change a table. One per app
 * (`createAppCaches`).
 */
export type ProgramTablesCache = StampedCache<LimitTable[]>;

export const newProgramTablesCache = (): ProgramTablesCache => new StampedCache(500);

/**
 * The named programs of the caller's organization with their limit tables: the levels grouped by
 * year, each year in effect from its stored date or 1 January. Programs not found are left out.
 */
export async function programTables(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  programIds: readonly number[],
): Promise<Map<number, ProgramTables>> {
  const ids = [...new Set(programIds)];
  if (ids.length === 0) return new Map();
  const statement = preparedRecord(q, 'compliance.program_stamps_of', tenant.organizationId, (name) =>
    q
      .select(stampColumns)
      .from(govPrograms)
      .where(tenant.where(govPrograms, amongIds(govPrograms.id, 'ids')))
      .prepare(name),
  );
  return withTables(q, tenant, kept, (await statement.execute({ ids })).map(toStamp));
}

/**
 * Every program of the caller's organization with its limit tables. The eligible-units search
 * reads the programs' stamps on every request: one statement per organization, prepared by name.
 */
export async function allProgramTables(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
): Promise<Map<number, ProgramTables>> {
  const statement = preparedRecord(q, 'compliance.program_stamps', tenant.organizationId, (name) =>
    q.select(stampColumns).from(govPrograms).where(tenant.where(govPrograms)).prepare(name),
  );
  return withTables(q, tenant, kept, (await statement.execute()).map(toStamp));
}

/** A program's row as the kept tables are keyed by: its version and last change (ms since 1970). */
export interface ProgramStamp {
  id: number;
  name: string;
  homeProgram: boolean;
  version: number;
  updatedAtMs: number;
}

const stampColumns = {
  id: govPrograms.id,
  name: govPrograms.name,
  homeProgram: govPrograms.homeProgram,
  version: govPrograms.version,
  updatedAt: govPrograms.updatedAt,
};

const toStamp = (p: {
  id: number;
  name: string;
  homeProgram: boolean;
  version: number;
  updatedAt: Date;
}): ProgramStamp => ({
  id: p.id,
  name: p.name,
  homeProgram: p.homeProgram,
  version: p.version,
  updatedAtMs: p.updatedAt.getTime(),
});

/**
 * These programs (rows already read) with their limit tables: from the kept ones, reading only
 * those of the programs not kept under their current stamp.
 */
export async function withTables(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  programs: readonly ProgramStamp[],
): Promise<Map<number, ProgramTables>> {
  const result = new Map<number, ProgramTables>();
  const keyOf = (p: ProgramStamp) => `${tenant.organizationId}:${p.id}`;
  const stampOf = (p: ProgramStamp) => `${p.version}:${p.updatedAtMs}`;
  // The kept ones are taken before reading the others: another request may replace them meanwhile.
  const found = new Map<number, LimitTable[]>();
  for (const p of programs) {
    const tables = kept.get(keyOf(p), stampOf(p));
    if (tables) found.set(p.id, tables);
  }
  const missing = programs.filter((p) => !found.has(p.id));
  const read =
    missing.length === 0
      ? new Map<number, LimitTable[]>()
      : await readTables(
          q,
          tenant,
          missing.map((p) => p.id),
        );
  for (const program of programs) {
    const key = keyOf(program);
    const stamp = stampOf(program);
    let tables = found.get(program.id);
    if (!tables) {
      tables = read.get(program.id) ?? [];
      kept.set(key, stamp, tables);
    }
    result.set(program.id, {
      programId: program.id,
      programName: program.name,
      homeProgram: program.homeProgram,
      tables,
      stamp: `${key}:${stamp}`,
    });
  }
  return result;
}

/** The limit tables of the named programs, read from their levels and stored effective dates. */
async function readTables(
  q: Queryable,
  tenant: Tenant,
  ids: readonly number[],
): Promise<Map<number, LimitTable[]>> {
  const [levels, dates, hera] = await readEach(q, [
    () =>
      q
        .select({
          programId: amiLevels.programId,
          year: amiLevels.year,
          percentage: amiLevels.percentage,
          limitType: amiLevels.limitType,
          unitType: amiLevels.unitType,
          limitValue: amiLevels.limitValue,
        })
        .from(amiLevels)
        .where(tenant.where(amiLevels, inArray(amiLevels.programId, ids))),
    () =>
      q
        .select({
          programId: programLimitTables.programId,
          year: programLimitTables.year,
          effectiveDate: programLimitTables.effectiveDate,
        })
        .from(programLimitTables)
        .where(tenant.where(programLimitTables, inArray(programLimitTables.programId, ids))),
    () =>
      q
        .select({
          programId: heraSpecialLevels.programId,
          year: heraSpecialLevels.year,
          percentage: heraSpecialLevels.percentage,
          householdSize: heraSpecialLevels.householdSize,
          limitValue: heraSpecialLevels.limitValue,
        })
        .from(heraSpecialLevels)
        .where(tenant.where(heraSpecialLevels, inArray(heraSpecialLevels.programId, ids))),
  ]);
  const effective = new Map(dates.map((d) => [`${d.programId}|${d.year}`, d.effectiveDate]));
  const result = new Map<number, LimitTable[]>(ids.map((id) => [id, []]));
  const byYear = new Map<string, LimitTable>();
  for (const level of levels) {
    const key = `${level.programId}|${level.year}`;
    let table = byYear.get(key);
    if (!table) {
      table = {
        year: level.year,
        effective_date: effective.get(key) ?? defaultEffectiveDate(level.year),
        levels: [],
      };
      byYear.set(key, table);
      result.get(level.programId)?.push(table);
    }
    (table.levels as LimitLevel[]).push({
      percentage: level.percentage,
      limit_type: level.limitType,
      unit_type: level.unitType,
      limit_value: level.limitValue,
    });
  }
  // A year's HERA special limits ride on that year's table (hold-harmless.ts reads them).
  for (const level of hera) {
    const table = byYear.get(`${level.programId}|${level.year}`) as ProjectLimitTable | undefined;
    if (!table) continue;
    table.heraSpecial = [
      ...(table.heraSpecial ?? []),
      {
        percentage: level.percentage,
        limit_type: 'Income Limit',
        unit_type: String(level.householdSize),
        limit_value: level.limitValue,
      },
    ];
  }
  return result;
}
