import { type Cents, floorToDollar, mulDivFloor, roundUpTo, toBasisHundredths, toCents } from './money.ts';

/**
 * Income and rent limits of one program's tables, as HUD and IRC 42(g)(2) define them. Pure: the
 * server and the browser run the same rules on the same figures.
 */

/** Unit types with a rent limit, smallest first (units and programs use the same list). */
export const RENT_UNIT_TYPES = ['SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'] as const;
export type RentUnitType = (typeof RENT_UNIT_TYPES)[number];

/** One level of a table: an income limit for a household size, or a rent limit for a unit type. */
export interface LimitLevel {
  percentage: number | string;
  limit_type: 'Income Limit' | 'Rent Limit';
  /** '1'..'8' for income limits; SRO, Studio, 1BR..5BR for rent limits. */
  unit_type: string;
  limit_value: number | string;
}

/** One year's table of a program, in effect from `effective_date` (YYYY-MM-DD). */
export interface LimitTable {
  year: number;
  effective_date: string;
  levels: readonly LimitLevel[];
}

/** 1 January of the table's year: HUD's tables usually take effect in spring, but a year starts then. */
export const defaultEffectiveDate = (year: number): string => `${String(year).padStart(4, '0')}-01-01`;

/** The latest table in effect on `date` (YYYY-MM-DD), or undefined when none is yet. */
export function tableInEffect<T extends LimitTable>(tables: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const table of tables) {
    if (table.effective_date > date) continue;
    if (!best || table.effective_date > best.effective_date) best = table;
  }
  return best;
}

/**
 * How long the previous table stays usable after a new one takes effect (Rev. Rul. 94-57: until 45
 * days after HUD releases the new limits or HUD's effective date, whichever is later; HUD now
 * releases and makes them effective the same day). Decision 043.
 */
export const LIMITS_GRACE_DAYS = 45;

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The tables an income test on `date` may use: the one in effect and, while it is within its first
 * 45 days (the 45th day after it takes effect is the first without the old one), the one before it.
 * A household within either qualifies.
 */
export function tablesForIncomeTest<T extends LimitTable>(tables: readonly T[], date: string): T[] {
  const current = tableInEffect(tables, date);
  if (!current) return [];
  if (date >= plusDays(current.effective_date, LIMITS_GRACE_DAYS)) return [current];
  const previous = tableInEffect(
    tables.filter((t) => t !== current && t.effective_date < current.effective_date),
    date,
  );
  return previous ? [current, previous] : [current];
}

export type IncomeLimitSource = 'table' | 'derived_from_50' | 'above_8';

export interface IncomeLimit {
  cents: Cents;
  source: IncomeLimitSource;
}

const findLevel = (table: LimitTable, hundredths: number, type: LimitLevel['limit_type'], unit: string) =>
  table.levels.find(
    (l) => l.limit_type === type && l.unit_type === unit && toBasisHundredths(l.percentage) === hundredths,
  );

const FIFTY = 5000;

/**
 * The published income limit at `percentage` for a household of 1-8, or one derived from the 50 %
 * limit as limit(50 %) x p / 50 (LIHTC's rule), rounded down to the cent.
 */
function limitUpTo8(table: LimitTable, hundredths: number, size: number): IncomeLimit | undefined {
  const level = findLevel(table, hundredths, 'Income Limit', String(size));
  if (level) return { cents: toCents(level.limit_value), source: 'table' };
  const fifty = findLevel(table, FIFTY, 'Income Limit', String(size));
  if (!fifty) return undefined;
  return { cents: mulDivFloor(toCents(fifty.limit_value), hundredths, FIFTY), source: 'derived_from_50' };
}

/** HUD's extension above 8 people: the 4-person limit x (1.32 + 0.08 x (size - 8)), up to the next $50. */
const extendAbove8 = (four: Cents, householdSize: number): Cents =>
  // 132 % + 8 % per person above 8, in whole percent.
  roundUpTo(mulDivFloor(four, 132 + 8 * (householdSize - 8), 100), 5000);

/**
 * The income limit for `householdSize` at `percentage` of AMI. Sizes above 8 extend the 4-person
 * limit as HUD extends its tables (`extendAbove8`). A percentage that follows LIHTC's rule
 * (derived from 50 %, or published as exactly 50 % x p / 50 for 4 people, as HUD's MTSP file is)
 * is the 50 % figure of that size x p / 50, never a 4-person p figure extended and rounded on its
 * own: rounding 60 % separately lands $10-30 above 1.2 x the 50 % figure (decision 043). A level
 * HUD computes on its own (Section 8's 80 %) extends its own 4-person figure.
 */
export function incomeLimit(
  table: LimitTable,
  percentage: number | string,
  householdSize: number,
): IncomeLimit | undefined {
  if (!Number.isInteger(householdSize) || householdSize < 1) return undefined;
  const hundredths = toBasisHundredths(percentage);
  if (householdSize <= 8) return limitUpTo8(table, hundredths, householdSize);
  const four = limitUpTo8(table, hundredths, 4);
  if (!four) return undefined;
  const fifty = hundredths === FIFTY ? undefined : limitUpTo8(table, FIFTY, 4);
  const followsFifty = fifty !== undefined && four.cents === mulDivFloor(fifty.cents, hundredths, FIFTY);
  if (fifty && followsFifty) {
    const fiftyOfSize = extendAbove8(fifty.cents, householdSize);
    return { cents: mulDivFloor(fiftyOfSize, hundredths, FIFTY), source: 'above_8' };
  }
  return { cents: extendAbove8(four.cents, householdSize), source: 'above_8' };
}

/** The household sizes imputed for a unit type (IRC 42(g)(2)(C)): 1.5 people per bedroom, 1 without one. */
export const IMPUTED_SIZES: Readonly<Record<RentUnitType, readonly number[]>> = {
  SRO: [1],
  Studio: [1],
  '1BR': [1, 2],
  '2BR': [3],
  '3BR': [4, 5],
  '4BR': [6],
  '5BR': [7, 8],
};

export type RentLimitSource = 'table' | 'derived';

export interface RentLimit {
  /** Maximum gross rent per month. */
  cents: Cents;
  source: RentLimitSource;
}

const isRentUnitType = (v: string): v is RentUnitType => (RENT_UNIT_TYPES as readonly string[]).includes(v);

/**
 * The maximum gross rent per month for `unitType` at `percentage`: the table's rent limit when it
 * has one, else 30 % of the income limit imputed for the unit, over 12 months, rounded down to the
 * dollar (the average of the two sizes where the unit imputes 1.5 people per bedroom).
 */
export function rentLimit(
  table: LimitTable,
  percentage: number | string,
  unitType: string,
): RentLimit | undefined {
  const hundredths = toBasisHundredths(percentage);
  const level = findLevel(table, hundredths, 'Rent Limit', unitType);
  if (level) return { cents: toCents(level.limit_value), source: 'table' };
  if (!isRentUnitType(unitType)) return undefined;
  const sizes = IMPUTED_SIZES[unitType];
  let sum = 0;
  for (const size of sizes) {
    const limit = incomeLimit(table, percentage, size);
    if (!limit) return undefined;
    sum += limit.cents;
  }
  // 30 % of the average, per month: sum x 30 / (100 x 12 x count).
  return { cents: floorToDollar(mulDivFloor(sum, 30, 100 * 12 * sizes.length)), source: 'derived' };
}

/** Every rent limit of a table at `percentage`, SRO to 5BR (undefined where none can be had). */
export function rentLimits(table: LimitTable, percentage: number | string) {
  return Object.fromEntries(RENT_UNIT_TYPES.map((t) => [t, rentLimit(table, percentage, t)])) as Record<
    RentUnitType,
    RentLimit | undefined
  >;
}

/** Every income limit of a table at `percentage`, 1 to 8 people. */
export function incomeLimits(table: LimitTable, percentage: number | string) {
  return Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), incomeLimit(table, percentage, n)]),
  ) as Record<string, IncomeLimit | undefined>;
}
