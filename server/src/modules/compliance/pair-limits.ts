import { programRentLimit } from '@lar/contracts/compliance/home-rents';
import {
  incomeLimit,
  type LimitTable,
  RENT_UNIT_TYPES,
  tableInEffect,
} from '@lar/contracts/compliance/limits';
import { type Cents, centsToDecimal, toBasisHundredths } from '@lar/contracts/compliance/money';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import { allProgramTables, type ProgramTables, type ProgramTablesCache } from './limit-tables.repository.ts';

/**
 * The limits of every (program, AMI %) pair an organization's units can be designated at, for one
 * household size on one date. A limit depends only on the program's table in effect, the AMI %,
 * the household size and (for rents) the unit type, and an organization has few such pairs (its
 * programs times a handful of AMI %), so the rules of limits.ts run once per pair here and the
 * search over units is left to one SQL statement (eligible-units.repository.ts, decision 021).
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

/**
 * The last answers, by organization, household size and date, each valid for the stamps of the
 * organization's programs: a few hundred pairs each. One per app (`createAppCaches`).
 */
export type PairLimitsCache = StampedCache<PairLimit[]>;

export const newPairLimitsCache = (): PairLimitsCache => new StampedCache(200);

/** Each distinct AMI % of a table's levels (in hundredths), as written in the first level naming it. */
function percentagesOf(table: LimitTable): Map<number, number | string> {
  const byHundredths = new Map<number, number | string>();
  for (const level of table.levels) {
    const hundredths = toBasisHundredths(level.percentage);
    if (!byHundredths.has(hundredths)) byHundredths.set(hundredths, level.percentage);
  }
  return byHundredths;
}

function computePairLimits(
  programs: Iterable<ProgramTables>,
  householdSize: number,
  date: string,
): PairLimit[] {
  const limits: PairLimit[] = [];
  for (const program of programs) {
    const table = tableInEffect(program.tables, date);
    if (!table) continue;
    for (const [hundredths, percentage] of percentagesOf(table)) {
      const income = incomeLimit(table, percentage, householdSize)?.cents;
      for (const unitType of RENT_UNIT_TYPES) {
        limits.push({
          programId: program.programId,
          hundredths,
          unitType,
          incomeLimit: income,
          // HOME programs: the imported HOME rent, never a derived one (decision 047).
          maxGrossRent: programRentLimit(table, percentage, unitType, program.homeProgram)?.cents,
        });
      }
    }
  }
  return limits;
}

/**
 * Every pair's income limit for `householdSize` and maximum gross rent for each unit type, from
 * the tables in effect on `date` (kept in the process, limit-tables.ts). Only the AMI % of the
 * table in effect have limits: a unit designated at another one, or at a program with no table in
 * effect, finds no pair, so its limits are missing and it is not known to qualify.
 */
export async function pairLimits(
  q: Queryable,
  tenant: Tenant,
  kept: { programTables: ProgramTablesCache; pairLimits: PairLimitsCache },
  householdSize: number,
  date: string,
): Promise<PairLimit[]> {
  const programs = [...(await allProgramTables(q, tenant, kept.programTables)).values()];
  const key = `${tenant.organizationId}|${householdSize}|${date}`;
  const stamp = programs.map((p) => p.stamp).join(',');
  const found = kept.pairLimits.get(key, stamp);
  if (found) return found;
  const limits = computePairLimits(programs, householdSize, date);
  kept.pairLimits.set(key, stamp, limits);
  return limits;
}

export interface PairLimitArrays {
  programIds: string;
  percentages: string;
  unitTypes: string;
  incomeLimits: string;
  maxGrossRents: string;
}

/** A kept answer's arrays, written once: the answers above are shared between requests. */
const keptArrays = new WeakMap<readonly PairLimit[], PairLimitArrays>();

const decimalOrNull = (cents: Cents | undefined) => (cents === undefined ? 'NULL' : centsToDecimal(cents));

/**
 * The limits as PostgreSQL array literals, column by column, for `unnest`. Every element is an
 * integer, a decimal, NULL or a unit type (letters and digits), so none needs quoting.
 */
export function pairLimitArrays(limits: readonly PairLimit[]): PairLimitArrays {
  const kept = keptArrays.get(limits);
  if (kept) return kept;
  const array = (pick: (l: PairLimit) => string) => `{${limits.map(pick).join(',')}}`;
  const arrays = {
    programIds: array((l) => String(l.programId)),
    percentages: array((l) => centsToDecimal(l.hundredths)),
    unitTypes: array((l) => l.unitType),
    incomeLimits: array((l) => decimalOrNull(l.incomeLimit)),
    maxGrossRents: array((l) => decimalOrNull(l.maxGrossRent)),
  };
  keptArrays.set(limits, arrays);
  return arrays;
}
