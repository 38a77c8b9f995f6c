import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import { addDays, daysBetween, type SeedContext, spread } from './context.ts';
import { HISTORY_START, REFERENCE_DATE } from './scale.ts';
import type { SeededUnit } from './units.ts';

const BASE_RENT: Record<string, number> = {
  SRO: 700,
  Studio: 1100,
  '1BR': 1400,
  '2BR': 1750,
  '3BR': 2100,
  '4BR': 2400,
  '5BR': 2700,
};
const WINDOW_DAYS = daysBetween(HISTORY_START, REFERENCE_DATE);

/** The current household's figures, and the strictest income limit of its unit (null: market rate). */
export interface CurrentHousehold {
  household_size: number;
  annual_income: string;
  rent_amount: string;
  income_limit: number | null;
}

/** An ACTIVE occupancy as seeded: what its certifications are drawn from. */
export interface ActiveOccupancy {
  id: number;
  unit: SeededUnit;
  startDate: string;
  household: CurrentHousehold;
}

/** Splits the ten-year window into `count` back-to-back stretches of varying length. */
function stretches(ctx: SeedContext, count: number): Array<[number, number]> {
  const weights = Array.from({ length: count }, () => 0.5 + ctx.random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: Array<[number, number]> = [];
  let at = 0;
  for (const w of weights) {
    const length = Math.floor((w / sum) * WINDOW_DAYS);
    out.push([at, at + length]);
    at += length;
  }
  return out;
}

/**
 * Each unit's history over ten years: back-to-back tenancies, the last one ACTIVE (most units),
 * ENDED (vacant now) or PENDING (a move-in after the reference date). ACTIVE tenants are all
 * different people, so the partial unique indexes (one ACTIVE per unit, per tenant) hold; their
 * household's size, income and rent come from `current`.
 */
export async function seedOccupancies(
  ctx: SeedContext,
  units: readonly SeededUnit[],
  candidateIds: readonly number[],
  total: number,
  current: (unit: SeededUnit, rent: string) => CurrentHousehold,
): Promise<ActiveOccupancy[]> {
  const { random, organizationId } = ctx;
  const perUnit = spread(random, total, units.length, 1);
  const activeTenants = random.shuffle([...candidateIds]);
  let nextActive = 0;
  let nextId = ctx.ids.take('occupancies', total);
  const rows: Row[] = [];
  const active: ActiveOccupancy[] = [];
  units.forEach((unit, u) => {
    const count = perUnit[u] ?? 1;
    const outcome = random.weighted([
      ['ACTIVE', 85],
      ['ENDED', 10],
      ['PENDING', 5],
    ] as const);
    const pending = outcome === 'PENDING';
    const history = stretches(ctx, pending ? count - 1 : count);
    const base = BASE_RENT[unit.unitType] ?? 1500;
    const row = (start: string, end: string | null, status: string, tenant: number) => {
      const yearsAgo = daysBetween(start, REFERENCE_DATE) / 365;
      const rent = (base * 0.97 ** yearsAgo * (0.9 + random.next() * 0.2)).toFixed(2);
      const household = status === 'ACTIVE' ? current(unit, rent) : undefined;
      if (household) active.push({ id: nextId, unit, startDate: start, household });
      rows.push({
        id: nextId++,
        organization_id: organizationId,
        unit_id: unit.id,
        tenant_id: tenant,
        program_id: unit.programId,
        ami_percentage: unit.amiPercentage,
        rent_amount: rent,
        start_date: start,
        end_date: end,
        placement_fee: random.chance(0.3) ? random.money(100, 1500) : null,
        status,
        // The current household's certified figures and rent (the compliance report checks them).
        ...household,
      });
    };
    history.forEach(([from, to], i) => {
      const start = addDays(HISTORY_START, from + random.int(0, Math.min(30, Math.floor((to - from) / 4))));
      const last = i === history.length - 1 && !pending;
      const active = last && outcome === 'ACTIVE' && nextActive < activeTenants.length;
      if (active) row(start, null, 'ACTIVE', activeTenants[nextActive++] as number);
      else row(start, addDays(HISTORY_START, to - 1), 'ENDED', random.pick(candidateIds));
    });
    if (pending) row(addDays(REFERENCE_DATE, random.int(1, 60)), null, 'PENDING', random.pick(candidateIds));
  });
  await bulkInsert(ctx.session, 'occupancies', OCCUPANCY_COLUMNS, rows, ctx.batch);
  return active;
}

const OCCUPANCY_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  unit_id: 'int',
  tenant_id: 'int',
  program_id: 'int',
  ami_percentage: 'numeric',
  rent_amount: 'numeric',
  start_date: 'date',
  end_date: 'date',
  placement_fee: 'numeric',
  status: 'text',
  household_size: 'int',
  annual_income: 'numeric',
};
