import { beforeAll, expect } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { json, sendAs, type TestApp, type TestOrg, unique } from '../helpers/test-app.ts';

/**
 * Programs with HUD's published limits, the known answers of the compliance rules: Los Angeles
 * County FY2024, Autauga County (AL) FY2026 and Presidio County (TX) FY2026 at 50 %, and a HOME
 * program with an explicit 2BR rent limit of $1,000 at 50 %.
 */

export const LOS_ANGELES_2024_50 = [48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550];
export const AUTAUGA_2026_50 = [31100, 35550, 40000, 44400, 48000, 51550, 55100, 58650];

export interface Level {
  year: number;
  percentage: number;
  limit_type: 'Income Limit' | 'Rent Limit';
  unit_type: string;
  limit_value: number;
}

export const incomeLevels = (year: number, percentage: number, values: readonly number[]): Level[] =>
  values.map((limit_value, i) => ({
    year,
    percentage,
    limit_type: 'Income Limit',
    unit_type: String(i + 1),
    limit_value,
  }));

export interface CreatedProgram {
  id: number;
  name: string;
  version: number;
  ami_levels: Array<{ id: number; percentage: number; limit_type: string; unit_type: string }>;
  limit_tables: Array<{ year: number; effective_date: string }>;
}

/** The compliance tests' requests, as an account with its token. */
export const send = sendAs;

export async function createLimitProgram(
  t: TestApp,
  token: string,
  levels: Level[],
  extra: Record<string, unknown> = {},
): Promise<CreatedProgram> {
  const res = await send(t, token, 'POST', '/api/govprograms', {
    name: unique('Program '),
    jurisdiction: 'HUD',
    ami_levels: levels,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedProgram;
}

/** Los Angeles County FY2024 at 50 %, in effect from 1 April 2024, with its derived 2BR rent as a level. */
export const losAngeles2024 = (t: TestApp, token: string) =>
  createLimitProgram(
    t,
    token,
    [
      ...incomeLevels(2024, 50, LOS_ANGELES_2024_50),
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1560 },
    ],
    { limit_tables: [{ year: 2024, effective_date: '2024-04-01' }] },
  );

export const autauga2026 = (t: TestApp, token: string) =>
  createLimitProgram(t, token, incomeLevels(2026, 50, AUTAUGA_2026_50));

/**
 * One household of 3 earning 30,000, placed on `date` in unit 101 of a new property, designated
 * 50 % of an Autauga County FY2026 program (40,000 for 3 people): within the limit until changed.
 */
export async function autaugaHousehold(t: TestApp, token: string, date: string, fullName = 'Ana Souza') {
  const program = await autauga2026(t, token);
  const propertyId = (await createProperty(t, token)).id;
  const unit = await createUnit(t, token, propertyId, {
    unit_number: '101',
    square_feet: 875,
    designations: [{ program_id: program.id, ami_percentage: 50 }],
  });
  const tenantId = (await createCandidate(t, token, { full_name: fullName })).id;
  const occupancy = await send(t, token, 'POST', '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: tenantId,
    rent_amount: '900.00',
    start_date: date,
    household_size: 3,
    annual_income: '30000.00',
  });
  expect(occupancy.statusCode, occupancy.body).toBe(201);
  return { propertyId, tenantId, occupancyId: json<{ id: number }>(occupancy).id };
}

/** Presidio County FY2026: the 3-person 50 % limit, all a 2BR needs. */
export const presidio2026 = (t: TestApp, token: string) =>
  createLimitProgram(t, token, [
    { year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
  ]);

/** HOME at 50 % in the same county, with an explicit 2BR rent limit of $1,000. */
export const home2026 = (t: TestApp, token: string) =>
  createLimitProgram(t, token, [
    { year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    { year: 2026, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1000 },
  ]);

/** The utility allowances of the Presidio properties from 2026: a 2BR's is 80. */
export const ALLOWANCES_2026 = {
  SRO: 40,
  Studio: 45,
  '1BR': 60,
  '2BR': 80,
  '3BR': 95.5,
  '4BR': 110,
  '5BR': 125,
};

/**
 * The rent check of a 2BR at 60 % of Presidio FY2026 rented for 1,100: with the allowance of 80 the
 * gross rent of 1,180 is over the 1,131 allowed by 49, Presidio binding.
 */
export const presidioOverRent = (presidio: CreatedProgram) => ({
  gross_rent: 1180,
  max_gross_rent: 1131,
  rent_compliant: false,
  over_by: 49,
  income_binding: { program_id: presidio.id, program_name: presidio.name, ami_percentage: 60 },
  rent_binding: { program_id: presidio.id, program_name: presidio.name, ami_percentage: 60 },
  reasons: ['OVER_RENT'],
});

/**
 * Presidio's over-income line for 3 people: 140 % of its own 45,240 = 63,336 (IRC 42(g)(2)(D)(ii)),
 * not crossed by a household at 45,240 (decision 044).
 */
export const presidioLine = (presidio: CreatedProgram) => ({
  program_id: presidio.id,
  program_name: presidio.name,
  ami_percentage: 60,
  rule: 'LIHTC_140',
  line: 63336,
  crossed: false,
  consequence: 'NEXT_AVAILABLE_UNIT',
});

/** Presidio County FY2026, and HOME layered over it in the same county: `usePrograms`' makers. */
export const PRESIDIO_PROGRAMS = { presidio: presidio2026, home: home2026 };

export const levelId = (program: CreatedProgram, limitType: string, unitType: string) => {
  const level = program.ami_levels.find((l) => l.limit_type === limitType && l.unit_type === unitType);
  if (!level) throw new Error(`no ${limitType} ${unitType}`);
  return level.id;
};

type ProgramMaker = (t: TestApp, token: string) => Promise<CreatedProgram>;

/**
 * The programs a test file stands on, by name, created for `org` before the file's own `beforeAll`
 * (call it above that hook): `const programs = usePrograms(t, org, { la: losAngeles2024 })`.
 */
export function usePrograms<Name extends string>(
  t: TestApp,
  org: TestOrg,
  makers: Record<Name, ProgramMaker>,
): Record<Name, CreatedProgram> {
  const programs = {} as Record<Name, CreatedProgram>;
  beforeAll(async () => {
    for (const [name, make] of Object.entries<ProgramMaker>(makers)) {
      programs[name as Name] = await make(t, org.adminToken);
    }
  });
  return programs;
}

/** `usePrograms` with the Presidio programs alone, as the compliance checks and report stand on them. */
export const usePresidioPrograms = (t: TestApp, org: TestOrg) => usePrograms(t, org, PRESIDIO_PROGRAMS);
