import { type Designation, effectiveLimits } from '@lar/contracts/compliance/eligibility';
import type { ProjectDates, ProjectLimitTable } from '@lar/contracts/compliance/hold-harmless';
import type { LimitLevel } from '@lar/contracts/compliance/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import {
  AUTAUGA_2026_50,
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  type Level,
  levelId,
  send,
} from './compliance-fixtures.ts';

/*
 * SQL mirror: the eligible-units search (eligible-units.repository.ts, one statement over the
 * limits pair-limits.ts hands it) against the contracts' pure rule (`effectiveLimits`, with each
 * unit's designations and its building's dates) for every unit, household and date below
 * (decision 061). The buildings' dates exercise:
 * - MTSP hold harmless, IRC 142(d)(2)(E)(i) as added by HERA 2008 section 3009: a project's limits
 *   never fall below the highest since it was placed in service. The higher table is HUD's FY2026
 *   Autauga County (AL) 50 % (3 people 40,000; 2BR 1,000 by IRC 42(g)(2)) taken as 2024's, the
 *   lower later one a made-up decrease (38,600; 2BR 965), in effect from 2025-04-01;
 * - HERA special limits, IRC 142(d)(2)(E)(ii): projects placed in service on or before 2008-12-31
 *   take the special limits of HUD's MTSP file (made-up figures here: the Autauga row);
 * - the gross rent floor, Rev. Proc. 94-57: the rent stays at its level on the floor date;
 * - the income and rent bindings named apart (decision 044: a LIHTC unit layered with a program of
 *   a higher income limit and a lower rent), and the 45-day grace for income limits (Rev. Rul.
 *   94-57, decision 043) on 2025-04-20.
 */

const LOWER_50 = [30000, 34300, 38600, 42850, 46300, 49750, 53150, 56600];
/** A program whose income limits are above the others' and whose 2BR rent is below them. */
const SPLIT_50 = [35000, 40000, 45000, 50000, 54000, 58000, 62000, 66000];

const { t, org } = useTwoOrgs('eligibleheld');
const token = () => org.adminToken;

interface ProgramUnderTest {
  created: CreatedProgram;
  tables: ProjectLimitTable[];
}

/** The test's own tables, from the levels it sends: what the pure rule is given. */
function tablesOf(levels: readonly Level[], effective: Record<number, string>): ProjectLimitTable[] {
  const years = [...new Set(levels.map((l) => l.year))];
  return years.map((year) => ({
    year,
    effective_date: effective[year] ?? `${year}-01-01`,
    levels: levels
      .filter((l) => l.year === year)
      .map(({ percentage, limit_type, unit_type, limit_value }) => ({
        percentage,
        limit_type,
        unit_type,
        limit_value,
      })),
  }));
}

async function program(levels: Level[], effective: Record<number, string> = {}): Promise<ProgramUnderTest> {
  const limit_tables = Object.entries(effective).map(([year, effective_date]) => ({
    year: Number(year),
    effective_date,
  }));
  const created = await createLimitProgram(t, token(), levels, limit_tables.length ? { limit_tables } : {});
  return { created, tables: tablesOf(levels, effective) };
}

let held: ProgramUnderTest;
let hera: ProgramUnderTest;
let split: ProgramUnderTest;

interface UnitUnderTest {
  id: number;
  unitType: string;
  designations: Array<{ program: ProgramUnderTest; percentage: number }>;
  project: ProjectDates;
  propertyId: number;
}
const unitsUnderTest: UnitUnderTest[] = [];
const known: Record<string, number> = {};
let marketUnit: number;

type BuildingAnswer = { id: number; [field: string]: unknown };

/** A property whose one building has these dates (PUT /api/buildings/{id}). */
async function buildingWith(dates: { placed_in_service_date?: string; gross_rent_floor_date?: string }) {
  const propertyId = (await createProperty(t, token())).id;
  const list = await send(t, token(), 'GET', `/api/property/${propertyId}/buildings`);
  const [building] = json<BuildingAnswer[]>(list);
  if (!building) throw new Error('no building');
  const res = await send(t, token(), 'PUT', `/api/buildings/${building.id}`, { ...building, ...dates });
  expect(res.statusCode, res.body).toBe(200);
  return {
    propertyId,
    project: {
      placedInService: dates.placed_in_service_date,
      grossRentFloorDate: dates.gross_rent_floor_date,
    },
  };
}

/** A unit with `primary` at its 50 % rent level for the type (none: designations only), and 50 % designations. */
async function unitIn(
  building: { propertyId: number; project: ProjectDates },
  name: string,
  unitType: string,
  primary: ProgramUnderTest | null,
  extras: ProgramUnderTest[] = [],
) {
  const unit = await createUnit(t, token(), building.propertyId, {
    unit_number: name,
    unit_type: unitType,
    ...(primary
      ? { gov_program_id: primary.created.id, ami_level_id: levelId(primary.created, 'Rent Limit', unitType) }
      : {}),
    designations: extras.map((p) => ({ program_id: p.created.id, ami_percentage: 50 })),
  });
  known[name] = unit.id;
  unitsUnderTest.push({
    id: unit.id,
    unitType,
    designations: [...(primary ? [primary] : []), ...extras].map((p) => ({ program: p, percentage: 50 })),
    project: building.project,
    propertyId: building.propertyId,
  });
}

/** Rent levels at 50 % for 1BR and 2BR, as IRC 42(g)(2) derives them from the 50 % incomes. */
const rentLevels = (year: number, oneBedroom: number, twoBedroom: number): Level[] => [
  { year, percentage: 50, limit_type: 'Rent Limit', unit_type: '1BR', limit_value: oneBedroom },
  { year, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: twoBedroom },
];

beforeAll(async () => {
  held = await program(
    [
      ...incomeLevels(2024, 50, AUTAUGA_2026_50),
      ...rentLevels(2024, 833, 1000),
      ...incomeLevels(2025, 50, LOWER_50),
      ...rentLevels(2025, 803, 965),
    ],
    { 2024: '2024-04-01', 2025: '2025-04-01' },
  );
  hera = await program(incomeLevels(2026, 50, LOWER_50));
  split = await program(
    [
      ...incomeLevels(2024, 50, SPLIT_50),
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 900 },
    ],
    { 2024: '2024-04-01' },
  );
  // HERA special limits as the MTSP import stores them (hera_special_levels, migration 0042).
  const heraLevels: LimitLevel[] = AUTAUGA_2026_50.map((v, i) => ({
    percentage: 50,
    limit_type: 'Income Limit',
    unit_type: String(i + 1),
    limit_value: v,
  }));
  await t.database.query(
    `INSERT INTO hera_special_levels (organization_id, program_id, year, percentage, household_size, limit_value)
     SELECT $1, $2, 2026, 50, s, v FROM unnest($3::int[], $4::numeric[]) AS x(s, v)`,
    [org.organizationId, hera.created.id, heraLevels.map((l) => Number(l.unit_type)), AUTAUGA_2026_50],
  );
  (hera.tables[0] as ProjectLimitTable).heraSpecial = heraLevels;

  const buildings = {
    pis2023: await buildingWith({ placed_in_service_date: '2023-07-01' }),
    pis2025: await buildingWith({ placed_in_service_date: '2025-05-01' }),
    none: await buildingWith({}),
    floor2024: await buildingWith({ gross_rent_floor_date: '2024-06-01' }),
    pis2007: await buildingWith({ placed_in_service_date: '2007-09-15' }),
    pis2009: await buildingWith({
      placed_in_service_date: '2009-03-01',
      gross_rent_floor_date: '2024-06-01',
    }),
  };
  for (const [key, building] of Object.entries(buildings)) {
    await unitIn(building, `${key}-held`, '2BR', held);
    await unitIn(building, `${key}-held-1br`, '1BR', held);
    await unitIn(building, `${key}-hera`, '2BR', null, [hera]);
    await unitIn(building, `${key}-split`, '2BR', held, [split]);
    await unitIn(building, `${key}-hera-split`, '2BR', null, [hera, held, split]);
  }
  marketUnit = (await createUnit(t, token(), buildings.pis2023.propertyId, { unit_number: 'market' })).id;
});

const designationsOf = (unit: UnitUnderTest): Designation[] =>
  unit.designations.map(({ program, percentage }) => ({
    programId: program.created.id,
    programName: program.created.name,
    amiPercentage: percentage,
    tables: program.tables,
    project: unit.project,
  }));

const dollars = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
const bindingOf = (
  d: { programId: number; programName: string; amiPercentage: number | string } | undefined,
) =>
  d
    ? { program_id: d.programId, program_name: d.programName, ami_percentage: Number(d.amiPercentage) }
    : null;

/** What the pure rule says the search must list for this household on this date, by unit id. */
function expected(householdSize: number, income: number, date: string, propertyId?: number) {
  const listed = new Map<number, Record<string, unknown>>();
  for (const unit of unitsUnderTest) {
    if (propertyId !== undefined && unit.propertyId !== propertyId) continue;
    const limits = effectiveLimits(designationsOf(unit), householdSize, unit.unitType, date);
    if (limits.incomeLimit === undefined || income * 100 > limits.incomeLimit) continue;
    listed.set(unit.id, {
      unit_id: unit.id,
      income_limit: dollars(limits.incomeLimit),
      max_gross_rent: dollars(limits.maxGrossRent),
      income_binding: bindingOf(limits.incomeBinding),
      rent_binding: bindingOf(limits.rentBinding),
    });
  }
  return listed;
}

interface Listed {
  unit_id: number;
  income_limit: number | null;
  max_gross_rent: number | null;
  income_binding: unknown;
  rent_binding: unknown;
}

async function search(householdSize: number, income: number, query: string) {
  const candidate = await createCandidate(t, token(), {
    household_size: householdSize,
    income: String(income),
  });
  const res = await send(
    t,
    token(),
    'GET',
    `/api/candidates/${candidate.id}/eligible-units?limit=500&${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<Listed[]>(res);
}

describe('eligible units held by their buildings: SQL against the pure rule', () => {
  const dates = ['2025-04-20', '2025-06-01', '2026-06-01'];
  const incomes = [30000, 38600, 39000, 40000, 40001, 45000];

  it('lists exactly the units the rule admits, each with its limits and bindings, for every household and date', async () => {
    for (const date of dates) {
      for (const income of incomes) {
        const listed = await search(3, income, `date=${date}`);
        const want = expected(3, income, date);
        const got = listed.map(({ unit_id, income_limit, max_gross_rent, income_binding, rent_binding }) => ({
          unit_id,
          income_limit,
          max_gross_rent,
          income_binding,
          rent_binding,
        }));
        const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
          Number(a.unit_id) - Number(b.unit_id);
        expect({ date, income, units: got.sort(byId) }).toEqual({
          date,
          income,
          units: [...want.values()].sort(byId),
        });
        // Cheapest first, unknown rents last.
        const rents = listed.map((u) => u.max_gross_rent ?? Number.POSITIVE_INFINITY);
        expect(rents).toEqual([...rents].sort((a, b) => a - b));
      }
    }
  });

  it('gives the known answers: held at 2024, not held after it, HERA by 2008, the floor, bindings apart', async () => {
    const byName = new Map((await search(3, 30000, 'date=2026-06-01')).map((u) => [u.unit_id, u]));
    const at = (name: string) => byName.get(known[name] as number);
    // IRC 142(d)(2)(E)(i): placed in service in 2023, held at the 2024 table's 40,000 / 1,000.
    expect(at('pis2023-held')).toMatchObject({ income_limit: 40000, max_gross_rent: 1000 });
    // Placed in service after the lower 2025 table: 38,600 / 965 (30 % of 38,600 / 12).
    expect(at('pis2025-held')).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
    expect(at('none-held')).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
    // Rev. Proc. 94-57: the rent at its 2024-06-01 level; the income limit follows the table.
    expect(at('floor2024-held')).toMatchObject({ income_limit: 38600, max_gross_rent: 1000 });
    // IRC 142(d)(2)(E)(ii): placed in service in 2007 takes the HERA special 40,000; 2009 does not.
    expect(at('pis2007-hera')).toMatchObject({ income_limit: 40000, max_gross_rent: 1000 });
    expect(at('pis2009-hera')).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
    // Income bound by the held program (38,600 < 45,000), rent by the other (900 < 965).
    const bound = (p: ProgramUnderTest) => ({
      program_id: p.created.id,
      program_name: p.created.name,
      ami_percentage: 50,
    });
    expect(at('none-split')).toMatchObject({
      income_limit: 38600,
      max_gross_rent: 900,
      income_binding: bound(held),
      rent_binding: bound(split),
    });
  });

  it('keeps a held building’s market-rate unit among the market-rate units, and one property’s units alone', async () => {
    const withMarket = await search(3, 30000, 'date=2026-06-01&include_market_rate=true');
    expect(withMarket.at(-1)).toMatchObject({
      unit_id: marketUnit,
      income_limit: null,
      income_binding: null,
    });
    // One property's units: its held building's units alone, as the rule gives them.
    const propertyId = unitsUnderTest[0]?.propertyId as number;
    const onProperty = await search(3, 39000, `date=2025-06-01&property_id=${propertyId}`);
    const want = expected(3, 39000, '2025-06-01', propertyId);
    expect(want.size).toBeGreaterThan(0);
    expect(onProperty.map((u) => u.unit_id).sort()).toEqual([...want.keys()].sort());
    expect(onProperty.map((u) => [u.income_limit, u.max_gross_rent])).toEqual(
      onProperty.map((u) => {
        const w = want.get(u.unit_id);
        return [w?.income_limit, w?.max_gross_rent];
      }),
    );
  });
});
