import { addDays, addYears } from '@lar/contracts/compliance/recertification';
import { type DashboardAnswer, dashboardAnswer } from '@lar/contracts/dashboard';
import { expect } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { ALLOWANCES_2026, type CreatedProgram, send } from '../compliance/compliance-fixtures.ts';
import { createCandidate, createProperty } from '../helpers/fixtures.ts';
import { json, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { certify } from '../recertifications/recertification-fixtures.ts';

/**
 * The dashboard's small fixed data set, on Presidio County FY2026 (a 2BR at 60 %: income limit
 * 45,240 for 3 people, maximum gross rent 1,131, allowance 80). Property A (company A):
 * - A1 at 60 %, ACTIVE, rent 1,100: gross 1,180 over 1,131 (placed before the allowance): over rent
 * - A2 at 60 %, ACTIVE, income 45,000, rent 1,000 (gross 1,080, 95 %): compliant, certified over 140 %
 * - A3 market when placed with income 50,000, then designated at 60 %: over income
 * - A4 at 60 %, ACTIVE, income unknown: missing data
 * - A5 at 60 %, ACTIVE, income 50,000 with an admin's override, rent 500 (gross 580, 51 %): overridden
 * - A6 market, vacant; A7 at 60 %, PENDING; A8 market, moved in 20 months ago and out 2 months ago
 * Property B (company B): B1 market, ACTIVE, rent 2,000; B2 at 60 %, vacant.
 * Due dates (a year after the start, or after A2's annual certification) fall one in each bucket.
 */

/** The day Presidio's FY2026 table takes effect in the fixtures (1 January, the default). */
const PRESIDIO_2026_EFFECTIVE = '2026-01-01';

export interface DashboardFixture {
  today: string;
  propertyA: number;
  propertyB: number;
  companyA: number;
  companyB: number;
  occupancies: Record<string, number>;
  /** Every move of the data set: [date, 'in' | 'out']. */
  moves: Array<[string, 'in' | 'out']>;
}

export const dashboardOf = async (t: TestApp, token: string, query = '') => {
  const res = await send(t, token, 'GET', `/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The answer is sent as kept JSON text: it must still be exactly the declared schema's.
  return dashboardAnswer.strict().parse(json<DashboardAnswer>(res)) as DashboardAnswer;
};

const monthsAgo = (today: string, months: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

export async function buildDashboardFixture(
  t: TestApp,
  org: TestOrg,
  presidio: CreatedProgram,
): Promise<DashboardFixture> {
  const token = org.adminToken;
  const today = todayIn(t.config.timeZone);
  const dueIn = (days: number) => addYears(addDays(today, days), -1);
  const propertyA = await createProperty(t, token, 'Alder Court');
  const propertyB = await createProperty(t, token, 'Birch Row');
  const companyOf = async (id: number) =>
    json<{ property_manager_id: number }>(await send(t, token, 'GET', `/api/property/${id}`))
      .property_manager_id;
  const at60 = [{ program_id: presidio.id, ami_percentage: 60 }];
  const unit = async (property: number, number: string, designations: typeof at60 | []) => {
    const res = await send(t, token, 'POST', '/api/units', {
      property_id: property,
      unit_number: number,
      unit_type: '2BR',
      designations,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: number; version: number }>(res);
  };
  const moves: DashboardFixture['moves'] = [];
  const place = async (unitId: number, start: string, extra: Record<string, unknown> = {}) => {
    const tenant = await createCandidate(t, token);
    const res = await send(t, token, 'POST', '/api/occupancies', {
      unit_id: unitId,
      tenant_id: tenant.id,
      rent_amount: '1000.00',
      start_date: start,
      household_size: 3,
      annual_income: '45000',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    if (extra.status !== 'PENDING') moves.push([start, 'in']);
    return json<{ id: number }>(res).id;
  };

  const occupancies: Record<string, number> = {};
  occupancies.A1 = await place((await unit(propertyA.id, 'A1', at60)).id, dueIn(100), { rent_amount: 1100 });
  // Income is tested at move-in against the limits then (decision 043): A2 moves in once Presidio's
  // FY2026 table is in effect, its only one.
  const a2Start =
    addDays(today, -400) < PRESIDIO_2026_EFFECTIVE ? PRESIDIO_2026_EFFECTIVE : addDays(today, -400);
  occupancies.A2 = await place((await unit(propertyA.id, 'A2', at60)).id, a2Start);
  const a3 = await unit(propertyA.id, 'A3', []);
  occupancies.A3 = await place(a3.id, dueIn(45), { annual_income: '50000' });
  const designated = await send(t, token, 'PUT', `/api/units/${a3.id}`, {
    property_id: propertyA.id,
    unit_number: 'A3',
    unit_type: '2BR',
    designations: at60,
  });
  expect(designated.statusCode, designated.body).toBe(200);
  occupancies.A4 = await place((await unit(propertyA.id, 'A4', at60)).id, dueIn(-5), { annual_income: null });
  occupancies.A5 = await place((await unit(propertyA.id, 'A5', at60)).id, dueIn(75), {
    annual_income: '50000',
    rent_amount: 500,
    override_reason: 'Income certified before a job change',
  });
  await unit(propertyA.id, 'A6', []);
  occupancies.A7 = await place((await unit(propertyA.id, 'A7', at60)).id, addDays(today, 20), {
    status: 'PENDING',
  });
  const a8Start = monthsAgo(today, 20);
  occupancies.A8 = await place((await unit(propertyA.id, 'A8', [])).id, a8Start);
  const a8End = addDays(monthsAgo(today, 2), 3);
  const ended = await send(t, token, 'POST', `/api/occupancies/${occupancies.A8}/terminate`, {
    end_date: a8End,
    end_reason: 'moved_out',
  });
  expect(ended.statusCode, ended.body).toBe(200);
  moves.push([a8End, 'out']);
  occupancies.B1 = await place((await unit(propertyB.id, 'B1', [])).id, dueIn(200), { rent_amount: 2000 });
  await unit(propertyB.id, 'B2', at60);

  const allowances = await send(t, token, 'PUT', `/api/property/${propertyA.id}/utility-allowances`, {
    schedules: [{ effective_date: '2026-01-01', amounts: ALLOWANCES_2026 }],
  });
  expect(allowances.statusCode, allowances.body).toBe(200);
  // Last: an over-income household closes the property's units to others over the limit.
  await certify(t, org, occupancies.A2, 'ANNUAL', dueIn(10), { overIncome: true });
  return {
    today,
    propertyA: propertyA.id,
    propertyB: propertyB.id,
    companyA: await companyOf(propertyA.id),
    companyB: await companyOf(propertyB.id),
    occupancies,
    moves,
  };
}

/** Contact messages as the public form stores them, for `org`. */
export async function receiveMessages(t: TestApp, org: TestOrg, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO contact_messages (organization_id, name, email, message)
       VALUES ($1, 'Ana', 'ana@example.com', 'Is a unit free?') RETURNING id`,
      [org.organizationId],
    );
    if (row) ids.push(row.id);
  }
  return ids;
}
