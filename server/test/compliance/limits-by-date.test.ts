import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import type { ComplianceReportRow } from '@lar/contracts/compliance/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { finalize, household } from '../certifications/certification-fixtures.ts';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, unique } from '../helpers/test-app.ts';
import {
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  LOS_ANGELES_2024_50,
  send,
} from './compliance-fixtures.ts';

/**
 * Income tested at move-in by date, the 45-day grace, each program's own over-income line, the
 * income and rent bindings, and the utility allowance's 90 days (decisions 043-045), on HUD's
 * FY2024 Los Angeles County limits (50 %, 3 people: 62,400; LIHTC 60 % = 74,880).
 */

const { t, org } = useTwoOrgs('bydate');

/** A lower 2025 table, as the reviewer had one: every size $2,000 under FY2024 (not HUD's figures). */
const LOWER_2025 = LOS_ANGELES_2024_50.map((v) => v - 2000);

let laByDate: CreatedProgram;
let lihtc: CreatedProgram;
let home: CreatedProgram;
let propertyId: number;
let deepSkewedPropertyId: number;

beforeAll(async () => {
  laByDate = await createLimitProgram(
    t,
    org.adminToken,
    [
      ...incomeLevels(2024, 50, LOS_ANGELES_2024_50),
      ...incomeLevels(2025, 50, LOWER_2025),
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1560 },
      { year: 2025, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1510 },
    ],
    {
      limit_tables: [
        { year: 2024, effective_date: '2024-04-01' },
        { year: 2025, effective_date: '2025-04-01' },
      ],
    },
  );
  // LIHTC on FY2024 alone: 60 % derived from 50 % (62,400 x 1.2 = 74,880 for 3 people).
  lihtc = await createLimitProgram(t, org.adminToken, incomeLevels(2024, 50, LOS_ANGELES_2024_50), {
    limit_tables: [{ year: 2024, effective_date: '2024-04-01' }],
  });
  // HOME at 50 % with a published 2BR rent above LIHTC 60 %'s derived 1,872, so that income and
  // rent are bound by different programs.
  home = await createLimitProgram(
    t,
    org.adminToken,
    [
      ...incomeLevels(2024, 50, LOS_ANGELES_2024_50),
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1900 },
    ],
    { limit_tables: [{ year: 2024, effective_date: '2024-04-01' }], home_program: true },
  );
  propertyId = (await createProperty(t, org.adminToken)).id;
  const base = await createProperty(t, org.adminToken);
  // The same property body with the deep rent-skew election (IRC 42(g)(2)(D)(ii)).
  const full = json<Record<string, unknown>>(
    await send(t, org.adminToken, 'GET', `/api/property/${base.id}`),
  );
  const created = await send(t, org.adminToken, 'POST', '/api/property', {
    property_name: unique('Deep skew '),
    property_manager_id: full.property_manager_id,
    property_manager_contact_id: full.property_manager_contact_id,
    deep_rent_skewed: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(json(created)).toMatchObject({ deep_rent_skewed: true });
  deepSkewedPropertyId = json<{ id: number }>(created).id;
});

let unitCount = 0;
async function unit(
  designations: Array<{ program_id: number; ami_percentage: number }>,
  property = propertyId,
) {
  const res = await createUnit(t, org.adminToken, property, { unit_number: `D${++unitCount}`, designations });
  return res.id;
}

async function place(unitId: number, startDate: string, annualIncome: string, rent = '1000.00') {
  const candidate = await createCandidate(t, org.adminToken);
  return send(t, org.adminToken, 'POST', '/api/occupancies', {
    unit_id: unitId,
    tenant_id: candidate.id,
    rent_amount: rent,
    start_date: startDate,
    household_size: 3,
    annual_income: annualIncome,
  });
}

const check = async (occupancyId: number, date?: string) =>
  json<OccupancyCompliance>(
    await send(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${occupancyId}/compliance${date ? `?date=${date}` : ''}`,
    ),
  );

/** Finalizes the move-in draft, then an annual certification of 3 people earning `income` in all. */
async function recertify(occupancyId: number, income: number, date: string) {
  const certs = json<Array<{ id: number; status: string }>>(
    await send(t, org.adminToken, 'GET', `/api/occupancies/${occupancyId}/certifications`),
  );
  const moveIn = certs.find((c) => c.status === 'DRAFT');
  if (moveIn) await finalize(t, org, moveIn.id);
  const draft = await send(t, org.adminToken, 'POST', `/api/occupancies/${occupancyId}/certifications`, {
    type: 'ANNUAL',
    effective_date: date,
    members: household([income - 20000, 20000, 0]),
  });
  expect(draft.statusCode, draft.body).toBe(201);
  return finalize(t, org, json<{ id: number }>(draft).id);
}

describe('income tested at move-in by date (decision 043)', () => {
  it('accepts a household placed in 2024 at 62,000 although a lower 2025 table exists, without override', async () => {
    // HUD FY2024 Los Angeles County, 50 %, 3 people: 62,400. The 2025 table says 60,400.
    const res = await place(
      await unit([{ program_id: laByDate.id, ami_percentage: 50 }]),
      '2024-06-01',
      '62000',
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = await check(json<{ id: number }>(res).id);
    expect(body).toMatchObject({
      income_limit: 62400,
      income_eligible: true,
      income_limits_date: '2024-06-01',
      // Rent is tested on the rent due now, against the 2025 table's 1,510.
      max_gross_rent: 1510,
      reasons: [],
    });
  });

  it('refuses the same household moving in after the 45-day grace of the 2025 table', async () => {
    const unitId = await unit([{ program_id: laByDate.id, ami_percentage: 50 }]);
    // Rev. Rul. 94-57: previous limits usable until 45 days after the new ones (2025-04-01 + 45).
    const late = await place(unitId, '2025-05-16', '62000');
    expect(late.statusCode, late.body).toBe(409);
    expect(json(late)).toMatchObject({
      code: 'NOT_ELIGIBLE',
      compliance: { income_limit: 60400, income_limits_date: '2025-05-16', income_eligible: false },
    });
    expect(json<{ detail: string }>(late).detail).toContain('in force at move-in on 2025-05-16');
    const june = await place(unitId, '2025-06-01', '62000');
    expect(june.statusCode, june.body).toBe(409);
  });

  it('takes a move-in inside the 45-day window within the old table', async () => {
    // 2025-05-15 is the 44th day after 2025-04-01: FY2024's 62,400 still qualifies.
    const res = await place(
      await unit([{ program_id: laByDate.id, ami_percentage: 50 }]),
      '2025-05-15',
      '62000',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await check(json<{ id: number }>(res).id)).toMatchObject({
      income_limit: 62400,
      income_eligible: true,
    });
  });
});

describe('over income at recertification, each program by its own line (decision 044)', () => {
  it('shows a household recertified at 140 % + 1 of LIHTC 60 % over income, in the check and the report', async () => {
    const unitId = await unit([{ program_id: lihtc.id, ami_percentage: 60 }]);
    const placed = await place(unitId, '2024-06-01', '60000');
    expect(placed.statusCode, placed.body).toBe(201);
    const occupancyId = json<{ id: number }>(placed).id;
    expect((await check(occupancyId)).over_income).toBe(false);
    // IRC 42(g)(2)(D)(ii): 140 % of 74,880 = 104,832; 104,833 is over.
    await recertify(occupancyId, 104833, '2025-06-01');
    const body = await check(occupancyId);
    expect(body).toMatchObject({
      annual_income: 60000,
      income_eligible: true,
      current_annual_income: 104833,
      current_income_as_of: '2025-06-01',
      over_income: true,
      over_income_lines: [{ program_id: lihtc.id, rule: 'LIHTC_140', line: 104832, crossed: true }],
      reasons: ['OVER_INCOME_LINE'],
    });
    const report = json<ComplianceReportRow[]>(
      await send(t, org.adminToken, 'GET', `/api/compliance/occupancies?occupancy_ids=${occupancyId}`),
    );
    expect(report[0]).toMatchObject({
      status: 'exception',
      over_income: true,
      current_annual_income: 104833,
    });
  });

  it('LIHTC 60 % + HOME 50 %, 3 people: LIHTC over at 104,832, not 87,360; HOME over above 80 % AMI', async () => {
    const unitId = await unit([
      { program_id: lihtc.id, ami_percentage: 60 },
      { program_id: home.id, ami_percentage: 50 },
    ]);
    const placed = await place(unitId, '2024-06-01', '60000');
    expect(placed.statusCode, placed.body).toBe(201);
    const occupancyId = json<{ id: number }>(placed).id;
    // 90,000 is above 140 % of HOME's 62,400 (87,360) but under both programs' own lines.
    await recertify(occupancyId, 90000, '2025-06-01');
    const under = await check(occupancyId);
    expect(under.over_income_lines.map((l) => [l.program_id, l.rule, l.line, l.crossed])).toEqual([
      [lihtc.id, 'LIHTC_140', 104832, false],
      // 24 CFR 92.252(i)(2): 80 % AMI; HOME's table has only 50 %: 62,400 x 80/50 = 99,840.
      [home.id, 'HOME_80', 99840, false],
    ]);
    expect(under).toMatchObject({ over_income: false, reasons: [] });
    // Income and rent bound by different programs: HOME's 62,400 and LIHTC 60 %'s 1,872.
    expect(under).toMatchObject({
      income_binding: { program_id: home.id, ami_percentage: 50 },
      rent_binding: { program_id: lihtc.id, ami_percentage: 60 },
      income_limit: 62400,
      max_gross_rent: 1872,
    });
    await recertify(occupancyId, 100000, '2026-06-01');
    const over = await check(occupancyId);
    expect(over.over_income_lines.filter((l) => l.crossed)).toEqual([
      expect.objectContaining({
        program_id: home.id,
        rule: 'HOME_80',
        consequence: 'HOME_RENT_LESSER_OF_30_PERCENT_OR_MARKET',
      }),
    ]);
    // The certification's own determination names the same lines and both bindings.
    const certs = json<
      Array<{ status: string; effective_date: string; determination: Record<string, unknown> }>
    >(await send(t, org.adminToken, 'GET', `/api/occupancies/${occupancyId}/certifications`));
    const latest = certs.find((c) => c.effective_date === '2026-06-01');
    expect(latest?.determination).toMatchObject({
      over_income: true,
      over_income_limit: 99840,
      income_binding: { program_id: home.id },
      rent_binding: { program_id: lihtc.id },
    });
  });

  it('uses 170 % in a deep rent-skewed project: 74,880 x 1.7 = 127,296', async () => {
    const unitId = await unit([{ program_id: lihtc.id, ami_percentage: 60 }], deepSkewedPropertyId);
    const placed = await place(unitId, '2024-06-01', '60000');
    expect(placed.statusCode, placed.body).toBe(201);
    const occupancyId = json<{ id: number }>(placed).id;
    await recertify(occupancyId, 110000, '2025-06-01');
    expect(await check(occupancyId)).toMatchObject({
      over_income: false,
      over_income_lines: [{ rule: 'LIHTC_170', line: 127296, crossed: false }],
    });
    await recertify(occupancyId, 127297, '2026-06-01');
    expect((await check(occupancyId)).over_income).toBe(true);
  });
});

describe('utility allowance changes (decision 045)', () => {
  it('uses the old allowance for rent due on D + 89 and the new one from D + 90', async () => {
    // Treas. Reg. 1.42-10(c)(1): a changed allowance governs the rents due 90 days after it.
    const amounts = (twoBedroom: number) => ({
      SRO: 40,
      Studio: 45,
      '1BR': 60,
      '2BR': twoBedroom,
      '3BR': 95,
      '4BR': 110,
      '5BR': 125,
    });
    const res = await send(t, org.adminToken, 'PUT', `/api/property/${propertyId}/utility-allowances`, {
      schedules: [
        { effective_date: '2024-01-01', amounts: amounts(80) },
        { effective_date: '2026-03-01', amounts: amounts(95) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = await place(
      await unit([{ program_id: lihtc.id, ami_percentage: 60 }]),
      '2024-06-01',
      '60000',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const occupancyId = json<{ id: number }>(placed).id;
    // D = 2026-03-01: D + 89 = 2026-05-29, D + 90 = 2026-05-30. Rent 1,000.
    expect((await check(occupancyId, '2026-05-29')).gross_rent).toBe(1080);
    expect((await check(occupancyId, '2026-05-30')).gross_rent).toBe(1095);
    // The first schedule applies from its own date.
    expect((await check(occupancyId, '2024-06-01')).gross_rent).toBe(1080);
  });
});
