import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, tableSnapshot } from '../helpers/test-app.ts';
import {
  ALLOWANCES_2026,
  presidioLine,
  presidioOverRent,
  send,
  usePresidioPrograms,
} from './compliance-fixtures.ts';

const { t, org, other } = useTwoOrgs('occcompliance');
let propertyId: number;
const programs = usePresidioPrograms(t, org);

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken)).id;
  const res = await send(t, org.adminToken, 'PUT', `/api/property/${propertyId}/utility-allowances`, {
    schedules: [
      { effective_date: '2026-01-01', amounts: ALLOWANCES_2026 },
      { effective_date: '2025-01-01', amounts: { ...ALLOWANCES_2026, '2BR': '70.00' } },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
});

let unitCount = 0;
async function unitWith(designations: Array<{ program_id: number; ami_percentage: number }>) {
  const unit = await createUnit(t, org.adminToken, propertyId, {
    unit_number: `C${++unitCount}`,
    designations,
  });
  return unit.id;
}

const presidioAt60 = () => unitWith([{ program_id: programs.presidio.id, ami_percentage: 60 }]);

/** Places a new candidate in the unit; the answer to the POST. */
async function place(unitId: number, extra: Record<string, unknown> = {}) {
  const candidate = await createCandidate(t, org.adminToken);
  return send(t, org.adminToken, 'POST', '/api/occupancies', placement(unitId, candidate.id, extra));
}

const placement = (unitId: number, tenantId: number, extra: Record<string, unknown> = {}) => ({
  unit_id: unitId,
  tenant_id: tenantId,
  rent_amount: '1000.00',
  start_date: '2026-06-01',
  household_size: 3,
  annual_income: '45240',
  ...extra,
});

describe('utility allowances of a property', () => {
  it('answers the schedules oldest first, amounts as numbers, and records the change', async () => {
    const res = await send(t, org.adminToken, 'GET', `/api/property/${propertyId}/utility-allowances`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      property_id: propertyId,
      schedules: [
        { effective_date: '2025-01-01', amounts: { ...ALLOWANCES_2026, '2BR': 70 } },
        { effective_date: '2026-01-01', amounts: ALLOWANCES_2026 },
      ],
    });
    const history = await send(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=property&entity_id=${propertyId}`,
    );
    expect(history.body).toContain('utility_allowances');
  });

  it("refuses bad schedules with 400 and another organization's property with 404, changing nothing", async () => {
    const before = await tableSnapshot(t.database);
    const url = `/api/property/${propertyId}/utility-allowances`;
    for (const schedules of [
      [{ effective_date: '2026-01-01', amounts: { ...ALLOWANCES_2026, '2BR': -1 } }],
      [{ effective_date: '2026-01-01', amounts: { ...ALLOWANCES_2026, '2BR': '80.001' } }],
      [{ effective_date: '2026-01-01', amounts: { ...ALLOWANCES_2026, '2BR': 0.1 + 0.2 } }],
      [{ effective_date: '2026-01-01', amounts: { SRO: 40 } }],
      [{ effective_date: '2026-02-30', amounts: ALLOWANCES_2026 }],
      [
        { effective_date: '2026-01-01', amounts: ALLOWANCES_2026 },
        { effective_date: '2026-01-01', amounts: ALLOWANCES_2026 },
      ],
    ]) {
      const res = await send(t, org.adminToken, 'PUT', url, { schedules });
      expect(res.statusCode, res.body).toBe(400);
    }
    const foreign = await send(t, other.adminToken, 'PUT', url, { schedules: [] });
    expect(foreign.statusCode).toBe(404);
    expect((await send(t, other.adminToken, 'GET', url)).statusCode).toBe(404);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('occupancy figures and GET /api/occupancies/{id}/compliance', () => {
  it('takes the household from the candidate at creation and keeps the figures it is given', async () => {
    const unitId = await unitWith([]);
    const candidate = await createCandidate(t, org.adminToken, { household_size: 4, income: '51000.50' });
    const res = await send(t, org.adminToken, 'POST', '/api/occupancies', {
      unit_id: unitId,
      tenant_id: candidate.id,
      rent_amount: 900,
      start_date: '2026-06-01',
      non_optional_charges: '15.25',
      rent_assistance: 300,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      household_size: 4,
      annual_income: 51000.5,
      non_optional_charges: 15.25,
      rent_assistance: 300,
      override_reason: null,
    });
  });

  it('finds Presidio County FY2026 rent over by $49: tenant rent 1,100 + utility allowance 80 against 1,131', async () => {
    const unitId = await presidioAt60();
    const created = await place(unitId, {
      rent_amount: 1100,
      override_reason: 'Rent set before the 2026 limits',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await send(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${json(created).id}/compliance?date=2026-06-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      income_limit: 45240,
      annual_income: 45240,
      household_size: 3,
      income_eligible: true,
      income_limits_date: '2026-06-01',
      current_annual_income: 45240,
      current_household_size: 3,
      current_income_as_of: null,
      over_income: false,
      over_income_lines: [presidioLine(programs.presidio)],
      ...presidioOverRent(programs.presidio),
    });
    // In 2025 the 2BR allowance was 70 and no table was in effect: the limit is missing.
    const earlier = json(
      await send(t, org.adminToken, 'GET', `/api/occupancies/${json(created).id}/compliance?date=2025-06-01`),
    );
    expect(earlier).toMatchObject({ gross_rent: 1170, max_gross_rent: null, reasons: ['MISSING_LIMIT'] });
  });

  it('counts non-optional charges, not rent assistance, and reports a missing income', async () => {
    const unitId = await presidioAt60();
    const created = await place(unitId, {
      rent_amount: 1000,
      non_optional_charges: 51,
      rent_assistance: 800,
      annual_income: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = json(
      await send(t, org.adminToken, 'GET', `/api/occupancies/${json(created).id}/compliance?date=2026-06-01`),
    );
    expect(body).toMatchObject({ gross_rent: 1131, rent_compliant: true, over_by: 0, income_eligible: null });
    expect(body.reasons).toEqual(['MISSING_INCOME']);
  });

  it("answers 404 for another organization's occupancy and 400 for a bad date", async () => {
    const unitId = await unitWith([]);
    const created = json(await place(unitId));
    const url = `/api/occupancies/${created.id}/compliance`;
    expect((await send(t, other.adminToken, 'GET', url)).statusCode).toBe(404);
    expect((await send(t, org.adminToken, 'GET', `${url}?date=2026-02-30`)).statusCode).toBe(400);
    expect(json(await send(t, org.adminToken, 'GET', url))).toMatchObject({
      reasons: [],
      income_binding: null,
      rent_binding: null,
    });
  });
});

describe('the compliance gate on ACTIVE occupancies', () => {
  it('refuses an over-income placement with 409 NOT_ELIGIBLE, its reasons and figures, and writes nothing', async () => {
    const unitId = await unitWith([
      { program_id: programs.presidio.id, ami_percentage: 60 },
      { program_id: programs.home.id, ami_percentage: 50 },
    ]);
    const candidate = await createCandidate(t, org.adminToken);
    const before = await tableSnapshot(t.database);
    const res = await send(
      t,
      org.adminToken,
      'POST',
      '/api/occupancies',
      placement(unitId, candidate.id, { rent_amount: 950 }),
    );
    expect(res.statusCode, res.body).toBe(409);
    const problem = json<Record<string, unknown> & { errors: Array<{ field: string; code: string }> }>(res);
    expect(problem).toMatchObject({
      status: 409,
      code: 'NOT_ELIGIBLE',
      compliance: {
        income_limit: 37700,
        annual_income: 45240,
        income_eligible: false,
        gross_rent: 1030,
        max_gross_rent: 1000,
        over_by: 30,
        income_binding: { program_id: programs.home.id, ami_percentage: 50 },
        rent_binding: { program_id: programs.home.id, ami_percentage: 50 },
        reasons: ['OVER_INCOME', 'OVER_RENT'],
      },
    });
    expect(problem.errors.map((e) => [e.field, e.code])).toEqual([
      ['annual_income', 'over_income'],
      ['rent_amount', 'over_rent'],
    ]);
    expect(problem.detail).toContain('37,700.00');
    expect(await tableSnapshot(t.database)).toEqual(before);
    // Not ACTIVE: a pending placement is not checked yet.
    const pending = await send(
      t,
      org.adminToken,
      'POST',
      '/api/occupancies',
      placement(unitId, candidate.id, { rent_amount: 950, status: 'PENDING' }),
    );
    expect(pending.statusCode, pending.body).toBe(201);
  });

  it('lets an admin override with a reason, kept on the occupancy and in its history; others cannot', async () => {
    const unitId = await presidioAt60();
    const candidate = await createCandidate(t, org.adminToken);
    const over = placement(unitId, candidate.id, { annual_income: '45240.01' });
    const sub = await t.createSubuser(org, 'gate');
    const plain = await t.createPlainUser(org);
    for (const token of [sub.token, plain.token]) {
      const refused = await send(t, token, 'POST', '/api/occupancies', over);
      expect(refused.statusCode, refused.body).toBe(409);
      const forbidden = await send(t, token, 'POST', '/api/occupancies', {
        ...over,
        override_reason: 'Please',
      });
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(json(forbidden).code).toBe('FORBIDDEN');
    }
    const reason = 'Income verified after a job loss; the agency approved the placement';
    const saved = await send(t, org.adminToken, 'POST', '/api/occupancies', {
      ...over,
      override_reason: reason,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const occupancy = json<{ id: number; version: number; override_reason: string }>(saved);
    expect(occupancy.override_reason).toBe(reason);
    const history = await send(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=occupancy&entity_id=${occupancy.id}`,
    );
    expect(history.body).toContain(reason);

    // An edit that still fails needs the admin again: a sub-user sending the stored reason back is refused.
    const edit = { ...over, rent_amount: '1001.00', override_reason: reason, version: occupancy.version };
    const bySub = await send(t, sub.token, 'PUT', `/api/occupancies/${occupancy.id}`, edit);
    expect(bySub.statusCode, bySub.body).toBe(403);
    const withoutReason = await send(t, org.adminToken, 'PUT', `/api/occupancies/${occupancy.id}`, {
      ...edit,
      override_reason: null,
    });
    expect(withoutReason.statusCode, withoutReason.body).toBe(409);
    expect(json(withoutReason).code).toBe('NOT_ELIGIBLE');
    const byAdmin = await send(t, org.adminToken, 'PUT', `/api/occupancies/${occupancy.id}`, edit);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    // Within the limits again: a sub-user may edit, the stored reason sent back as it was.
    const fixed = await send(t, sub.token, 'PUT', `/api/occupancies/${occupancy.id}`, {
      ...edit,
      annual_income: '45240',
      version: json(byAdmin).version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('checks an edit with the stored figures it leaves out', async () => {
    const unitId = await presidioAt60();
    const candidate = await createCandidate(t, org.adminToken);
    const created = json<{ id: number; version: number }>(
      await send(t, org.adminToken, 'POST', '/api/occupancies', placement(unitId, candidate.id)),
    );
    const { household_size, annual_income, ...withoutHousehold } = placement(unitId, candidate.id, {
      rent_amount: 1100,
    });
    const res = await send(t, org.adminToken, 'PUT', `/api/occupancies/${created.id}`, {
      ...withoutHousehold,
      version: created.version,
      non_optional_charges: 32,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).compliance).toMatchObject({
      household_size: 3,
      annual_income: 45240,
      gross_rent: 1212,
      over_by: 81,
    });
  });

  it('checks a reactivation against the limits in effect: refused when over, allowed to an admin over an override', async () => {
    const unitId = await presidioAt60();
    const candidate = await createCandidate(t, org.adminToken);
    // Ended placements are not checked, so an ended one may carry figures over the limit. Its
    // income is tested at its move-in (decision 043), after Presidio's FY2026 table took effect.
    const ended = {
      ...placement(unitId, candidate.id, { annual_income: '45240.01' }),
      status: 'ENDED',
      start_date: '2026-02-01',
      end_date: '2026-03-31',
    };
    const plainEnded = json<{ id: number }>(await send(t, org.adminToken, 'POST', '/api/occupancies', ended));
    const before = await tableSnapshot(t.database);
    const refused = await send(t, org.adminToken, 'POST', `/api/occupancies/${plainEnded.id}/reactivate`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).code).toBe('NOT_ELIGIBLE');
    expect(json(refused).compliance).toMatchObject({ income_limit: 45240, annual_income: 45240.01 });
    expect(await tableSnapshot(t.database)).toEqual(before);

    const other = await createCandidate(t, org.adminToken);
    const overridden = json<{ id: number }>(
      await send(t, org.adminToken, 'POST', '/api/occupancies', {
        ...ended,
        unit_id: await presidioAt60(),
        tenant_id: other.id,
        override_reason: 'Agency approved the household over the limit',
      }),
    );
    const sub = await t.createSubuser(org, 'reactivate');
    const bySub = await send(t, sub.token, 'POST', `/api/occupancies/${overridden.id}/reactivate`);
    expect(bySub.statusCode, bySub.body).toBe(403);
    const byAdmin = await send(t, org.adminToken, 'POST', `/api/occupancies/${overridden.id}/reactivate`);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(json(byAdmin)).toMatchObject({ status: 'ACTIVE', end_date: null });
  });
});
