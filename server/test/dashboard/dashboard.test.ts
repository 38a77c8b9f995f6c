import { MOVE_MONTHS } from '@lar/contracts/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveMonths } from '../../src/modules/dashboard/dashboard.service.ts';
import { ALLOWANCES_2026, send, usePresidioPrograms } from '../compliance/compliance-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, json } from '../helpers/test-app.ts';
import {
  buildDashboardFixture,
  type DashboardFixture,
  dashboardOf,
  receiveMessages,
} from './dashboard-fixtures.ts';

/** GET /api/dashboard on the fixed data set of dashboard-fixtures.ts: every figure exactly. */

const { t, org, other } = useTwoOrgs('dashboard');
const programs = usePresidioPrograms(t, org);
let data: DashboardFixture;

beforeAll(async () => {
  data = await buildDashboardFixture(t, org, programs.presidio);
  const [first] = await receiveMessages(t, org, 3);
  const read = await send(t, org.adminToken, 'POST', `/api/contact-messages/${first}/read`);
  expect(read.statusCode, read.body).toBe(200);
  await receiveMessages(t, other, 1);
});

/** The move series the data set should give: counted from its own dates, month by month. */
function expectedMoves(moves: DashboardFixture['moves'], today: string) {
  return moveMonths(today).map((month) => ({
    month,
    move_ins: moves.filter(([d, kind]) => kind === 'in' && d.startsWith(month) && d <= today).length,
    move_outs: moves.filter(([d, kind]) => kind === 'out' && d.startsWith(month)).length,
  }));
}

/**
 * The pending occupancy, the recertifications due and the compliance exceptions of the data set,
 * all in Alder Court: the same for the whole organization as for that property alone.
 */
const ALDER_COURT_CASES = {
  pending_occupancies: 1,
  recertifications: { DUE_120: 1, DUE_90: 1, DUE_60: 1, DUE_30: 1, OVERDUE: 1 },
  compliance: { exceptions: 2, over_income: 1, over_rent: 1, missing_data: 1, overridden: 1 },
  over_income_households: 1,
};

describe('the whole organization', () => {
  it('answers every figure of the data set', async () => {
    const answer = await dashboardOf(t, org.adminToken);
    expect(answer).toMatchObject({
      as_of: data.today,
      compliance_as_of: data.today,
      units: 10,
      occupied: 6,
      vacant: 3,
      occupancy_rate: { numerator: 6, denominator: 10, percent: '60.0' },
      ...ALDER_COURT_CASES,
      unread_messages: 2,
      units_by_ami: [
        { ami_percentage: '60', units: 7 },
        { ami_percentage: null, units: 3 },
      ],
      // A2, A3, A4 at 1,080 of 1,131 (95 %); A5 at 580 (51 %); A1 at 1,180, over.
      rent_share: [0, 0, 0, 0, 0, 1, 0, 0, 0, 3, 1],
    });
    expect(answer.occupancy_by_property).toEqual([
      {
        property_id: data.propertyB,
        property_name: 'Birch Row',
        rate: { numerator: 1, denominator: 2, percent: '50.0' },
      },
      {
        property_id: data.propertyA,
        property_name: 'Alder Court',
        rate: { numerator: 5, denominator: 8, percent: '62.5' },
      },
    ]);
    expect(answer.moves).toHaveLength(MOVE_MONTHS);
    expect(answer.moves).toEqual(expectedMoves(data.moves, data.today));
    expect(answer.moves.reduce((n, m) => n + m.move_ins, 0)).toBe(7);
    expect(answer.moves.reduce((n, m) => n + m.move_outs, 0)).toBe(1);
  });

  it('gives unread messages to admins only: null for a sub-user and a plain account', async () => {
    const subuser = await t.createSubuser(org);
    const plain = await t.createPlainUser(org);
    for (const token of [subuser.token, plain.token]) {
      const answer = await dashboardOf(t, token);
      expect(answer.unread_messages).toBeNull();
      expect(answer.units).toBe(10);
    }
  });

  it('another organization sees none of it, and its own messages only', async () => {
    const answer = await dashboardOf(t, other.adminToken);
    expect(answer).toMatchObject({ units: 0, occupied: 0, vacant: 0, unread_messages: 1 });
    expect(answer.occupancy_rate).toEqual({ numerator: 0, denominator: 0, percent: null });
    expect(answer.occupancy_by_property).toEqual([]);
    expect(answer.rent_share.every((n) => n === 0)).toBe(true);
  });
});

describe('filters', () => {
  it('by property', async () => {
    const a = await dashboardOf(t, org.adminToken, `?property_id=${data.propertyA}`);
    expect(a).toMatchObject({
      units: 8,
      occupied: 5,
      vacant: 2,
      occupancy_rate: { numerator: 5, denominator: 8, percent: '62.5' },
      ...ALDER_COURT_CASES,
    });
    expect(a.occupancy_by_property.map((p) => p.property_id)).toEqual([data.propertyA]);
  });

  it('by management company, and both together', async () => {
    const b = await dashboardOf(t, org.adminToken, `?property_manager_id=${data.companyB}`);
    expect(b).toMatchObject({
      units: 2,
      occupied: 1,
      vacant: 1,
      pending_occupancies: 0,
      recertifications: { DUE_120: 0, DUE_90: 0, DUE_60: 0, DUE_30: 0, OVERDUE: 0 },
      compliance: { exceptions: 0, over_income: 0, over_rent: 0, missing_data: 0, overridden: 0 },
      units_by_ami: [
        { ami_percentage: '60', units: 1 },
        { ami_percentage: null, units: 1 },
      ],
      rent_share: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    const mismatch = await dashboardOf(
      t,
      org.adminToken,
      `?property_manager_id=${data.companyB}&property_id=${data.propertyA}`,
    );
    expect(mismatch).toMatchObject({ units: 0, occupancy_by_property: [] });
  });

  it("another organization's property or company is 404; bad ids are 400", async () => {
    await expectNotFound(t.database, [
      () => send(t, other.adminToken, 'GET', `/api/dashboard?property_id=${data.propertyA}`),
      () => send(t, other.adminToken, 'GET', `/api/dashboard?property_manager_id=${data.companyA}`),
    ]);
    for (const query of [
      'property_id=abc',
      'property_id=0',
      'property_manager_id=-1',
      'property_id=1.5',
      'other=1',
    ]) {
      const res = await send(t, org.adminToken, 'GET', `/api/dashboard?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the compliance figures are the compliance report', () => {
  interface Row {
    property_id: number;
    status: string;
    reasons: string[];
  }
  const reportOf = async (query: string) => {
    const res = await send(t, org.adminToken, 'GET', `/api/compliance/occupancies?limit=500${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    const exceptions = rows.filter((r) => r.status === 'exception');
    return {
      exceptions: exceptions.length,
      over_income: exceptions.filter((r) => r.reasons.includes('OVER_INCOME')).length,
      over_rent: exceptions.filter((r) => r.reasons.includes('OVER_RENT')).length,
      missing_data: rows.filter((r) => r.status === 'incomplete').length,
      overridden: rows.filter((r) => r.status === 'overridden').length,
    };
  };

  it('for the organization and for each property', async () => {
    expect((await dashboardOf(t, org.adminToken)).compliance).toEqual(await reportOf(''));
    for (const id of [data.propertyA, data.propertyB]) {
      const answer = await dashboardOf(t, org.adminToken, `?property_id=${id}`);
      expect(answer.compliance).toEqual(await reportOf(`&property_id=${id}`));
    }
  });

  it('a change shows on the next call: a rent raised over the limit, a new unit, a message read', async () => {
    const before = await dashboardOf(t, org.adminToken);
    const url = `/api/occupancies/${data.occupancies.A2}`;
    const occupancy = json<Record<string, unknown>>(await send(t, org.adminToken, 'GET', url));
    const raised = await send(t, org.adminToken, 'PUT', url, {
      ...occupancy,
      rent_amount: 1200,
      override_reason: 'Rent set by the lender',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    // A2's gross rent of 1,280 is over 1,131: an overridden placement, out of the 90-100 % bucket.
    const next = await dashboardOf(t, org.adminToken);
    expect(next.compliance).toEqual({ ...before.compliance, overridden: before.compliance.overridden + 1 });
    expect(next.rent_share).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 2]);
    expect(next.compliance).toEqual(await reportOf(''));

    const res = await send(t, org.adminToken, 'PUT', `/api/property/${data.propertyA}/utility-allowances`, {
      schedules: [{ effective_date: '2026-01-01', amounts: { ...ALLOWANCES_2026, '2BR': 200 } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await dashboardOf(t, org.adminToken);
    // With an allowance of 200, A3 and A4 (1,200 of 1,131) are over rent too; A5 at 700 (61 %).
    expect(after.compliance).toEqual(await reportOf(''));
    expect(after.compliance.over_rent).toBe(next.compliance.over_rent + 2);
    expect(after.rent_share).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4]);

    const added = await createProperty(t, org.adminToken, 'Cedar Lane');
    const unit = await send(t, org.adminToken, 'POST', '/api/units', {
      property_id: added.id,
      unit_number: 'C1',
      unit_type: '1BR',
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const grown = await dashboardOf(t, org.adminToken);
    expect(grown).toMatchObject({ units: 11, vacant: 4, occupancy_rate: { numerator: 6, denominator: 11 } });
    expect(grown.occupancy_by_property[0]).toMatchObject({
      property_id: added.id,
      rate: { numerator: 0, denominator: 1, percent: '0.0' },
    });

    const [message] = await receiveMessages(t, org, 1);
    expect((await dashboardOf(t, org.adminToken)).unread_messages).toBe(3);
    await send(t, org.adminToken, 'POST', `/api/contact-messages/${message}/read`);
    expect((await dashboardOf(t, org.adminToken)).unread_messages).toBe(2);
  });
});
