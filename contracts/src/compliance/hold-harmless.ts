import { type LimitLevel, type LimitTable, type RentLimit, tableInEffect } from './limits.ts';
import { type Cents, centsToDecimal, toBasisHundredths, toCents } from './money.ts';

/**
 * The limits a project keeps whatever HUD publishes later (decision 048):
 *
 * - MTSP hold harmless (IRC 142(d)(2)(E)(i), added by HERA 2008 section 3009): a project's income
 *   limits never fall below the highest they have been since it was placed in service. Its rents,
 *   set from those limits (IRC 42(g)(2)), follow them.
 * - HERA special limits (IRC 142(d)(2)(E)(ii)): a project placed in service on or before
 *   2008-12-31, in an area HUD's MTSP file gives HERA special limits for, uses them.
 * - The gross rent floor (Rev. Proc. 94-57): a building's rent limit never falls below the one in
 *   force on its floor date, the credit allocation date or, where the owner elected it, the
 *   placed-in-service date.
 *
 * Pure: the dates come from the caller (the server reads them from one place, see
 * `projectDatesOf` in the compliance module).
 */

export interface ProjectDates {
  /** The date the project was placed in service (YYYY-MM-DD); no hold harmless without it. */
  placedInService?: string | undefined;
  /** The date the gross rent floor fixes rents at (YYYY-MM-DD): allocation, or placed in service where elected. */
  grossRentFloorDate?: string | undefined;
}

/** A year's table with the HERA special income limits HUD's MTSP file lists for its area, if any. */
export interface ProjectLimitTable extends LimitTable {
  heraSpecial?: readonly LimitLevel[];
}

/** HERA special limits are for projects placed in service on or before this date (IRC 142(d)(2)(E)(ii)). */
export const HERA_SPECIAL_LAST_PLACED_IN_SERVICE = '2008-12-31';

export const usesHeraSpecial = (project: ProjectDates | undefined): boolean =>
  project?.placedInService !== undefined && project.placedInService <= HERA_SPECIAL_LAST_PLACED_IN_SERVICE;

/**
 * The tables a project has been under from its placed-in-service date to `date`: the one in effect
 * when it was placed in service and every later one in effect by `date`. A table that had already
 * been replaced when the project was placed in service never applied to it.
 */
export function tablesSincePlacedInService<T extends LimitTable>(
  tables: readonly T[],
  placedInService: string,
  date: string,
): T[] {
  const atStart = tableInEffect(tables, placedInService);
  return tables.filter(
    (t) => t.effective_date <= date && (t === atStart || t.effective_date > placedInService),
  );
}

const keyOf = (l: LimitLevel) => `${l.limit_type}|${toBasisHundredths(l.percentage)}|${l.unit_type}`;

function raiseTo(highest: Map<string, Cents>, level: LimitLevel, key = keyOf(level)) {
  const cents = toCents(level.limit_value);
  const found = highest.get(key);
  if (found === undefined || cents > found) highest.set(key, cents);
}

/**
 * The table a project's limits come from on `date`: the one in effect, each published income or
 * rent limit raised to the highest the same limit has had since the project was placed in service,
 * and for a project placed in service by 2008-12-31 to the HERA special income limit where HUD
 * gives one. Limits the table in effect does not publish stay unpublished (derived ones follow the
 * raised 50 % limit). Without a placed-in-service date the table in effect is returned as it is.
 */
export function heldTable<T extends ProjectLimitTable>(
  tables: readonly T[],
  date: string,
  project: ProjectDates | undefined,
): LimitTable | undefined {
  const current = tableInEffect(tables, date);
  const placedInService = project?.placedInService;
  if (!current || placedInService === undefined) return current;
  // The held table depends only on the tables, the one in effect, the placed-in-service date and
  // whether HERA special limits apply: a property's report asks for it for every unit, so it is
  // worked out once per program's tables (kept while the caller keeps those tables). A memo of
  // this pure function on its own inputs, not a cache of data (decision 035): the tables are never
  // changed in place, a new table is a new array, so nothing kept here can go stale.
  const hera = usesHeraSpecial(project);
  const key = `${current.effective_date}|${placedInService}|${hera}`;
  const known = heldTables.get(tables) ?? new Map<string, LimitTable>();
  heldTables.set(tables, known);
  const kept = known.get(key);
  if (kept) return kept;
  const held = raisedTable(tables, current, placedInService, date, hera);
  known.set(key, held);
  return held;
}

const heldTables = new WeakMap<readonly ProjectLimitTable[], Map<string, LimitTable>>();

function raisedTable<T extends ProjectLimitTable>(
  tables: readonly T[],
  current: T,
  placedInService: string,
  date: string,
  hera: boolean,
): LimitTable {
  const highest = new Map<string, Cents>();
  for (const table of tablesSincePlacedInService(tables, placedInService, date)) {
    for (const level of table.levels) raiseTo(highest, level);
    // A HERA special limit stands in for the income limit of the same AMI % and household size.
    if (hera)
      for (const level of table.heraSpecial ?? [])
        raiseTo(highest, level, keyOf({ ...level, limit_type: 'Income Limit' }));
  }
  const levels = current.levels.map((level) => {
    const cents = highest.get(keyOf(level));
    return cents !== undefined && cents > toCents(level.limit_value)
      ? { ...level, limit_value: centsToDecimal(cents) }
      : level;
  });
  return { year: current.year, effective_date: current.effective_date, levels };
}

/**
 * The gross rent floor a rent limit is kept at or above: the rent `rentOf` gives from the table in
 * effect on the floor date, once that date has come; undefined without a floor date, before it, or
 * when that table gives none.
 */
export function grossRentFloor<T extends LimitTable>(
  tables: readonly T[],
  date: string,
  project: ProjectDates | undefined,
  rentOf: (table: LimitTable) => RentLimit | undefined,
): RentLimit | undefined {
  const floorDate = project?.grossRentFloorDate;
  if (floorDate === undefined || floorDate > date) return undefined;
  const floorTable = tableInEffect(tables, floorDate);
  return floorTable ? rentOf(floorTable) : undefined;
}

/**
 * A rent limit with the gross rent floor: never below the rent `rentOf` gives from the table in
 * effect on the floor date, once that date has come. Without a floor date the rent is unchanged.
 */
export function withGrossRentFloor<T extends LimitTable>(
  rent: RentLimit | undefined,
  tables: readonly T[],
  date: string,
  project: ProjectDates | undefined,
  rentOf: (table: LimitTable) => RentLimit | undefined,
): RentLimit | undefined {
  if (rent === undefined) return rent;
  const floor = grossRentFloor(tables, date, project, rentOf);
  return floor !== undefined && floor.cents > rent.cents ? floor : rent;
}
