import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import type { SeededProperty } from './companies.ts';
import type { SeedContext } from './context.ts';
import type { CurrentHousehold } from './occupancies.ts';
import { latestIncomeLimit, latestRentLimit, type SeededPrograms } from './programs.ts';
import { Random } from './random.ts';
import type { SeededUnit } from './units.ts';

/**
 * What the compliance checks read besides limits (decision 019): properties' utility allowance
 * schedules, units' extra designations and ACTIVE households' certified size and income. Drawn
 * from a random stream of their own, so every row the seed made before keeps its values.
 */

const ALLOWANCE_BASE: Record<string, number> = {
  SRO: 35,
  Studio: 45,
  '1BR': 60,
  '2BR': 80,
  '3BR': 100,
  '4BR': 120,
  '5BR': 140,
};
const UNIT_TYPES = Object.keys(ALLOWANCE_BASE);
/** A property's allowances are the base amounts times 0.8 to this. */
const MAX_ALLOWANCE_SCALE = 1.3;
const HOUSEHOLD_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 25],
  [2, 28],
  [3, 22],
  [4, 15],
  [5, 7],
  [6, 3],
];

/** The compliance rows' own random stream, one per organization. */
export const complianceRandom = (organizationId: number) => new Random(20_261_126 + organizationId);

/** Two schedules per property: last year's and this year's, about 5 % higher. */
export async function seedUtilityAllowances(
  ctx: SeedContext,
  random: Random,
  properties: readonly SeededProperty[],
  latestYear: number,
): Promise<void> {
  const rows: Row[] = [];
  let nextId = ctx.ids.take('utility_allowances', properties.length * UNIT_TYPES.length * 2);
  for (const property of properties) {
    const scale = 0.8 + random.next() * (MAX_ALLOWANCE_SCALE - 0.8);
    for (const [year, growth] of [
      [latestYear - 1, 0.95],
      [latestYear, 1],
    ] as const) {
      for (const unitType of UNIT_TYPES) {
        rows.push({
          id: nextId++,
          organization_id: ctx.organizationId,
          property_id: property.id,
          effective_date: `${year}-01-01`,
          unit_type: unitType,
          amount: Math.round((ALLOWANCE_BASE[unitType] ?? 50) * scale * growth).toFixed(2),
        });
      }
    }
  }
  await bulkInsert(ctx.session, 'utility_allowances', ALLOWANCE_COLUMNS, rows, ctx.batch);
}

/** Units' extra designations: the program designated at 50 %, by unit id. */
export type ExtraDesignations = Map<number, number>;

/** About one unit in six under a program is also designated for another program at 50 %. */
export async function seedDesignations(
  ctx: SeedContext,
  random: Random,
  units: readonly SeededUnit[],
  programs: SeededPrograms,
): Promise<ExtraDesignations> {
  const rows: Row[] = [];
  for (const unit of units) {
    if (unit.programId === null || unit.amiPercentage === null || programs.ids.length < 2) continue;
    if (!random.chance(0.15)) continue;
    let other = random.pick(programs.ids);
    while (other === unit.programId) other = random.pick(programs.ids);
    rows.push({ unit_id: unit.id, program_id: other });
  }
  let nextId = ctx.ids.take('unit_designations', rows.length);
  const withIds = rows.map((row) => ({
    ...row,
    id: nextId++,
    organization_id: ctx.organizationId,
    ami_percentage: '50.00',
  }));
  await bulkInsert(ctx.session, 'unit_designations', DESIGNATION_COLUMNS, withIds, ctx.batch);
  return new Map(rows.map((row) => [row.unit_id as number, row.program_id as number]));
}

/** The strictest of a unit's limits: its program at its level, and the extra one at 50 % if any. */
function strictest(
  unit: SeededUnit & { programId: number; amiPercentage: number },
  extras: ExtraDesignations,
  limitOf: (programId: number, percentage: number) => number,
) {
  const extra = extras.get(unit.id);
  const own = limitOf(unit.programId, unit.amiPercentage);
  return extra === undefined ? own : Math.min(own, limitOf(extra, 50));
}

/**
 * The current household of a unit: its certified size and income, and its rent. Under a program,
 * most earn 50-98 % of the unit's strictest income limit and pay a rent that, with the largest
 * allowance the seed gives, stays within its strictest rent limit; about 3 % earn a little more
 * and 3 % pay the rent the history gave them, often above the limit (exceptions to find).
 */
export function currentHousehold(
  random: Random,
  unit: SeededUnit,
  rent: string,
  programs: SeededPrograms,
  extras: ExtraDesignations,
): CurrentHousehold {
  const size = random.weighted(HOUSEHOLD_SIZES);
  const { programId, amiPercentage } = unit;
  if (programId === null || amiPercentage === null)
    return {
      household_size: size,
      annual_income: random.money(30_000, 150_000),
      rent_amount: rent,
      income_limit: null,
    };
  const restricted = { ...unit, programId, amiPercentage };
  const income = strictest(restricted, extras, (p, pct) => latestIncomeLimit(programs, p, pct, size));
  const share = random.chance(0.03) ? 1.02 + random.next() * 0.1 : 0.5 + random.next() * 0.48;
  const rentLimit = strictest(restricted, extras, (p, pct) =>
    latestRentLimit(programs, p, pct, unit.unitType),
  );
  const cap = rentLimit - Math.ceil((ALLOWANCE_BASE[unit.unitType] ?? 50) * MAX_ALLOWANCE_SCALE);
  return {
    household_size: size,
    annual_income: (Math.round(income * share * 100) / 100).toFixed(2),
    rent_amount: random.chance(0.03) ? rent : Math.min(Number(rent), cap).toFixed(2),
    income_limit: income,
  };
}

const ALLOWANCE_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_id: 'int',
  effective_date: 'date',
  unit_type: 'text',
  amount: 'numeric',
};

const DESIGNATION_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  unit_id: 'int',
  program_id: 'int',
  ami_percentage: 'numeric',
};
