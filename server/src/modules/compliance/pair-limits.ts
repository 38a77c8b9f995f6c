import {
  defaultEffectiveDate,
  incomeLimit,
  type LimitLevel,
  type LimitTable,
  RENT_UNIT_TYPES,
  rentLimit,
  tableInEffect,
} from '@lar/contracts/compliance/limits';
import { type Cents, centsToDecimal, toBasisHundredths } from '@lar/contracts/compliance/money';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * The limits of every (program, AMI %) pair an organization's units can be designated at, for one
 * household size on one date. A limit depends only on the program's table in effect, the AMI %,
 * the household size and (for rents) the unit type, and an organization has few such pairs (its
 * programs times a handful of AMI %), so the rules of limits.ts run once per pair here and the
 * search over units is left to one SQL statement (eligible-units.sql.ts, decision 021).
 */

/** One pair's limits for one unit type; undefined where the table cannot give one. */
export interface PairLimit {
  programId: number;
  /** Hundredths of a percent: 60 % is 6000. */
  hundredths: number;
  unitType: string;
  incomeLimit: Cents | undefined;
  maxGrossRent: Cents | undefined;
}

interface YearRow {
  program_id: number;
  year: number;
  effective_date: string | null;
}
interface PairRow {
  program_id: number;
  percentage: string;
}
interface LevelRow {
  program_id: number;
  percentage: string;
  limit_type: LimitLevel['limit_type'];
  unit_type: string;
  limit_value: string;
}

/**
 * Each program's tables (year and effective date, without levels yet) and the pairs its levels
 * and the units' extra designations name, in one round trip.
 */
async function yearsAndPairs(q: Queryable, tenant: Tenant) {
  const org = tenant.organizationId;
  const rows = await rowsOf<{ kind: 'year' | 'pair' } & YearRow & PairRow>(
    q,
    sql`SELECT 'year' AS kind, y.program_id, y.year::int AS year, t.effective_date::text AS effective_date, NULL AS percentage
          FROM (SELECT DISTINCT program_id, year FROM ami_levels WHERE organization_id = ${org}) y
          LEFT JOIN program_limit_tables t
            ON t.organization_id = ${org} AND t.program_id = y.program_id AND t.year = y.year
        UNION ALL
        SELECT 'pair', program_id, NULL, NULL, percentage::text
          FROM (SELECT DISTINCT program_id, percentage FROM ami_levels WHERE organization_id = ${org}) l
        UNION ALL
        SELECT 'pair', program_id, NULL, NULL, ami_percentage::text
          FROM (SELECT DISTINCT program_id, ami_percentage FROM unit_designations WHERE organization_id = ${org}) d`,
  );
  const tables = new Map<number, LimitTable[]>();
  const pairs = new Map<string, { programId: number; percentage: string }>();
  for (const row of rows) {
    if (row.kind === 'year') {
      const list = tables.get(row.program_id) ?? [];
      list.push({
        year: row.year,
        effective_date: row.effective_date ?? defaultEffectiveDate(row.year),
        levels: [],
      });
      tables.set(row.program_id, list);
    } else {
      const key = `${row.program_id}|${toBasisHundredths(row.percentage)}`;
      pairs.set(key, { programId: row.program_id, percentage: row.percentage });
    }
  }
  return { tables, pairs: [...pairs.values()] };
}

/** Each program's table in effect on `date`, with its levels (read only for that year). */
async function tablesInEffect(
  q: Queryable,
  tenant: Tenant,
  tables: Map<number, LimitTable[]>,
  date: string,
): Promise<Map<number, LimitTable>> {
  const chosen = new Map<number, LimitTable>();
  for (const [programId, list] of tables) {
    const table = tableInEffect(list, date);
    if (table) chosen.set(programId, table);
  }
  if (chosen.size === 0) return chosen;
  const programs = `{${[...chosen.keys()].join(',')}}`;
  const years = `{${[...chosen.values()].map((t) => t.year).join(',')}}`;
  const levels = await rowsOf<LevelRow>(
    q,
    sql`SELECT l.program_id, l.percentage::text AS percentage, l.limit_type, l.unit_type, l.limit_value::text AS limit_value
          FROM unnest(${programs}::int[], ${years}::int[]) AS c(program_id, year)
          JOIN ami_levels l
            ON l.organization_id = ${tenant.organizationId} AND l.program_id = c.program_id AND l.year = c.year`,
  );
  for (const level of levels) {
    (chosen.get(level.program_id)?.levels as LimitLevel[] | undefined)?.push({
      percentage: level.percentage,
      limit_type: level.limit_type,
      unit_type: level.unit_type,
      limit_value: level.limit_value,
    });
  }
  return chosen;
}

/**
 * Every pair's income limit for `householdSize` and maximum gross rent for each unit type, from
 * the tables in effect on `date`. Pairs whose program has no table in effect are left out: their
 * limits are missing, and a unit designated at one is not known to qualify.
 */
export async function pairLimits(
  q: Queryable,
  tenant: Tenant,
  householdSize: number,
  date: string,
): Promise<PairLimit[]> {
  const { tables, pairs } = await yearsAndPairs(q, tenant);
  const inEffect = await tablesInEffect(q, tenant, tables, date);
  const limits: PairLimit[] = [];
  for (const pair of pairs) {
    const table = inEffect.get(pair.programId);
    if (!table) continue;
    const income = incomeLimit(table, pair.percentage, householdSize)?.cents;
    for (const unitType of RENT_UNIT_TYPES) {
      limits.push({
        programId: pair.programId,
        hundredths: toBasisHundredths(pair.percentage),
        unitType,
        incomeLimit: income,
        maxGrossRent: rentLimit(table, pair.percentage, unitType)?.cents,
      });
    }
  }
  return limits;
}

const decimalOrNull = (cents: Cents | undefined) => (cents === undefined ? 'NULL' : centsToDecimal(cents));

/**
 * The limits as PostgreSQL array literals, column by column, for `unnest`. Every element is an
 * integer, a decimal, NULL or a unit type (letters and digits), so none needs quoting.
 */
export function pairLimitArrays(limits: readonly PairLimit[]) {
  const array = (pick: (l: PairLimit) => string) => `{${limits.map(pick).join(',')}}`;
  return {
    programIds: array((l) => String(l.programId)),
    percentages: array((l) => centsToDecimal(l.hundredths)),
    unitTypes: array((l) => l.unitType),
    incomeLimits: array((l) => decimalOrNull(l.incomeLimit)),
    maxGrossRents: array((l) => decimalOrNull(l.maxGrossRent)),
  };
}
