import { type Designation, incomeLimitOn } from '@lar/contracts/compliance/eligibility';
import {
  HERA_SPECIAL_LAST_PLACED_IN_SERVICE,
  type ProjectDates,
} from '@lar/contracts/compliance/hold-harmless';
import { type LimitTable, RENT_UNIT_TYPES } from '@lar/contracts/compliance/limits';
import { type Cents, centsToDecimal, toBasisHundredths } from '@lar/contracts/compliance/money';
import {
  designationRentFloor,
  designationRentLimit,
  limitTableFor,
} from '@lar/contracts/compliance/project-limits';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import { allProgramTables, type ProgramTables, type ProgramTablesCache } from './limit-tables.repository.ts';

/**
 * The limits of every (program, AMI %) pair an organization's units can be designated at, for one
 * household size on one date. A limit depends only on the program's tables, the AMI %, the
 * household size, (for rents) the unit type and the dates of the unit's building that hold it
 * (decision 048), and an organization has few such pairs (its programs times a handful of AMI %),
 * so the contracts' rules (eligibility.ts's `incomeLimitOn`, project-limits.ts) run once per pair
 * here and the search over units is left to one SQL statement (eligible-units.repository.ts,
 * decisions 021 and 061). The statement compares the figures the rules gave; it computes none.
 *
 * A building's dates matter only by where they fall among the tables' effective dates: every
 * placed-in-service date between two of them (and on one side of 2009-01-01, HERA's cut-off) gives
 * the same held tables, and every floor date between two of them (and on one side of the search
 * date) the same floor. So the dates are cut into epochs (`pisBounds`, `floorBounds`: a date's
 * epoch is how many bounds are on or before it), the rules run once per epoch on its first day, and
 * only the epochs whose limits differ from the pair's own are sent.
 */

/** One pair's limits for one unit type, for a unit whose building holds nothing. */
export interface PairLimit {
  programId: number;
  /** Hundredths of a percent: 60 % is 6000. */
  hundredths: number;
  unitType: string;
  incomeLimit: Cents | undefined;
  maxGrossRent: Cents | undefined;
}

/** A pair's limits as a building placed in service in epoch `epoch` holds them, where they differ. */
export interface HeldPairLimit extends PairLimit {
  epoch: number;
}

/** A pair's gross rent floor for a building whose floor date is in epoch `epoch`, where it is above the pair's rent. */
export interface FloorPairLimit {
  programId: number;
  hundredths: number;
  unitType: string;
  epoch: number;
  floorRent: Cents;
}

export interface SearchLimits {
  pairs: PairLimit[];
  held: HeldPairLimit[];
  floors: FloorPairLimit[];
  /** Placed-in-service epochs' bounds, ascending (YYYY-MM-DD). */
  pisBounds: string[];
  /** Floor date epochs' bounds, ascending. */
  floorBounds: string[];
}

/**
 * The last answers, by organization, household size and date, each valid for the stamps of the
 * organization's programs: a few thousand pairs each. One per app (`createAppCaches`).
 */
export type PairLimitsCache = StampedCache<SearchLimits>;

export const newPairLimitsCache = (): PairLimitsCache => new StampedCache(200);

/**
 * The AMI % a designation of the program can be judged at: each one its tables name, and the
 * income-averaging designations 20-80 % (Treas. Reg. 1.42-19), which the rules derive from the 50 %
 * limit where no table names them. Another AMI % finds no pair (decision 061 names this limit).
 */
const DESIGNATION_HUNDREDTHS = [2000, 3000, 4000, 5000, 6000, 7000, 8000];

function percentagesOf(tables: readonly LimitTable[]): number[] {
  const hundredths = new Set(DESIGNATION_HUNDREDTHS);
  for (const table of tables)
    for (const level of table.levels) hundredths.add(toBasisHundredths(level.percentage));
  return [...hundredths].sort((a, b) => a - b);
}

const EARLIEST = '0001-01-01';
const DAY_MS = 86_400_000;
const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every effective date of the organization's tables and `extra`, ascending and distinct. */
function boundsOf(programs: readonly ProgramTables[], extra: string): string[] {
  const dates = new Set([extra]);
  for (const program of programs) for (const table of program.tables) dates.add(table.effective_date);
  return [...dates].sort();
}

/** The first day of epoch `epoch`: every date of an epoch gives the same limits. */
const epochStart = (bounds: readonly string[], epoch: number): string =>
  epoch === 0 ? EARLIEST : (bounds[epoch - 1] as string);

interface PairRules {
  designation: Designation;
  householdSize: number;
  date: string;
}

/** The income limit and each unit type's maximum gross rent, by the rules, for a designation held by `project`. */
function limitsOf({ designation, householdSize, date }: PairRules, project: ProjectDates | undefined) {
  const held = { ...designation, project };
  const income = incomeLimitOn(held, householdSize, date)?.cents;
  const table = limitTableFor(held, date);
  const rents = RENT_UNIT_TYPES.map((unitType) =>
    table ? designationRentLimit(held, table, unitType, date)?.cents : undefined,
  );
  return { income, rents };
}

function pushProgram(out: SearchLimits, program: ProgramTables, householdSize: number, date: string): void {
  for (const hundredths of percentagesOf(program.tables)) {
    const rules: PairRules = {
      designation: {
        programId: program.programId,
        programName: program.programName,
        amiPercentage: centsToDecimal(hundredths),
        tables: program.tables,
        homeProgram: program.homeProgram,
      },
      householdSize,
      date,
    };
    const own = limitsOf(rules, undefined);
    RENT_UNIT_TYPES.forEach((unitType, i) => {
      out.pairs.push({
        programId: program.programId,
        hundredths,
        unitType,
        incomeLimit: own.income,
        maxGrossRent: own.rents[i],
      });
    });
    // HOME programs' tables are used as they are (decision 047): nothing is held or floored.
    if (program.homeProgram) continue;
    for (let epoch = 0; epoch <= out.pisBounds.length; epoch++) {
      const held = limitsOf(rules, { placedInService: epochStart(out.pisBounds, epoch) });
      RENT_UNIT_TYPES.forEach((unitType, i) => {
        if (held.income === own.income && held.rents[i] === own.rents[i]) return;
        const pair = { programId: program.programId, hundredths, unitType, epoch };
        out.held.push({ ...pair, incomeLimit: held.income, maxGrossRent: held.rents[i] });
      });
    }
    for (let epoch = 0; epoch <= out.floorBounds.length; epoch++) {
      const project = { grossRentFloorDate: epochStart(out.floorBounds, epoch) };
      RENT_UNIT_TYPES.forEach((unitType, i) => {
        const floor = designationRentFloor({ ...rules.designation, project }, unitType, date)?.cents;
        // A held rent is never below the pair's own, so a floor at or under that changes nothing.
        const ownRent = own.rents[i];
        if (floor === undefined || ownRent === undefined || floor <= ownRent) return;
        out.floors.push({ programId: program.programId, hundredths, unitType, epoch, floorRent: floor });
      });
    }
  }
}

function computeSearchLimits(
  programs: readonly ProgramTables[],
  householdSize: number,
  date: string,
): SearchLimits {
  const out: SearchLimits = {
    pairs: [],
    held: [],
    floors: [],
    // HERA special limits are for projects placed in service by 2008-12-31 (IRC 142(d)(2)(E)(ii)).
    pisBounds: boundsOf(programs, dayAfter(HERA_SPECIAL_LAST_PLACED_IN_SERVICE)),
    // A floor date after the search date sets no floor yet (Rev. Proc. 94-57).
    floorBounds: boundsOf(programs, dayAfter(date)),
  };
  for (const program of programs) pushProgram(out, program, householdSize, date);
  return out;
}

/**
 * Every pair's income limit for `householdSize` and maximum gross rent for each unit type on
 * `date`, and where a building's dates hold them otherwise (kept in the process, by the programs'
 * stamps: limit-tables.ts). A unit designated at an AMI % with no pair, or at a program with no
 * table in effect, has missing limits and is not known to qualify.
 */
export async function pairLimits(
  q: Queryable,
  tenant: Tenant,
  kept: { programTables: ProgramTablesCache; pairLimits: PairLimitsCache },
  householdSize: number,
  date: string,
): Promise<SearchLimits> {
  const programs = [...(await allProgramTables(q, tenant, kept.programTables)).values()];
  const key = `${tenant.organizationId}|${householdSize}|${date}`;
  const stamp = programs.map((p) => p.stamp).join(',');
  const found = kept.pairLimits.get(key, stamp);
  if (found) return found;
  const limits = computeSearchLimits(programs, householdSize, date);
  kept.pairLimits.set(key, stamp, limits);
  return limits;
}

/** The limits as PostgreSQL array literals, column by column, for `unnest`. */
export interface PairLimitArrays {
  programIds: string;
  percentages: string;
  unitTypes: string;
  incomeLimits: string;
  maxGrossRents: string;
  heldProgramIds: string;
  heldPercentages: string;
  heldUnitTypes: string;
  heldEpochs: string;
  heldIncomeLimits: string;
  heldMaxGrossRents: string;
  floorProgramIds: string;
  floorPercentages: string;
  floorUnitTypes: string;
  floorEpochs: string;
  floorRents: string;
  pisBounds: string;
  floorBounds: string;
}

/** A kept answer's arrays, written once: the answers above are shared between requests. */
const keptArrays = new WeakMap<SearchLimits, PairLimitArrays>();

const decimalOrNull = (cents: Cents | undefined) => (cents === undefined ? 'NULL' : centsToDecimal(cents));

/**
 * Every element is an integer, a decimal, NULL, a date or a unit type (letters and digits), so none
 * needs quoting.
 */
export function pairLimitArrays(limits: SearchLimits): PairLimitArrays {
  const kept = keptArrays.get(limits);
  if (kept) return kept;
  const array = <T>(rows: readonly T[], pick: (row: T) => string) => `{${rows.map(pick).join(',')}}`;
  const { pairs, held, floors } = limits;
  const arrays: PairLimitArrays = {
    programIds: array(pairs, (l) => String(l.programId)),
    percentages: array(pairs, (l) => centsToDecimal(l.hundredths)),
    unitTypes: array(pairs, (l) => l.unitType),
    incomeLimits: array(pairs, (l) => decimalOrNull(l.incomeLimit)),
    maxGrossRents: array(pairs, (l) => decimalOrNull(l.maxGrossRent)),
    heldProgramIds: array(held, (l) => String(l.programId)),
    heldPercentages: array(held, (l) => centsToDecimal(l.hundredths)),
    heldUnitTypes: array(held, (l) => l.unitType),
    heldEpochs: array(held, (l) => String(l.epoch)),
    heldIncomeLimits: array(held, (l) => decimalOrNull(l.incomeLimit)),
    heldMaxGrossRents: array(held, (l) => decimalOrNull(l.maxGrossRent)),
    floorProgramIds: array(floors, (l) => String(l.programId)),
    floorPercentages: array(floors, (l) => centsToDecimal(l.hundredths)),
    floorUnitTypes: array(floors, (l) => l.unitType),
    floorEpochs: array(floors, (l) => String(l.epoch)),
    floorRents: array(floors, (l) => centsToDecimal(l.floorRent)),
    pisBounds: array(limits.pisBounds, (d) => d),
    floorBounds: array(limits.floorBounds, (d) => d),
  };
  keptArrays.set(limits, arrays);
  return arrays;
}
