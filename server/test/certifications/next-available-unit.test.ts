import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, json, sendAs } from '../helpers/test-app.ts';
import {
  overIncomeHousehold,
  placement,
  property,
  unitIn,
  usePresidioGround,
} from './certification-fixtures.ts';

/**
 * The next available unit rule (IRC 42(g)(2)(D)(ii)): in a building where a 2BR at 60 % of Presidio
 * County FY2026 holds an over-income household, a household of 3 over 45,240 is refused a unit with
 * as many bedrooms or fewer, unless an admin overrides it with a reason.
 */
const { t, org, programs, ground } = usePresidioGround('nextunit');
let plain: { token: string };

beforeAll(async () => {
  const presidio = [{ program_id: programs.presidio.id, ami_percentage: 60 }];
  const { annual } = await overIncomeHousehold(
    t,
    org,
    await unitIn(t, org, ground.propertyId, '2BR', presidio),
    63337,
  );
  expect(annual.over_income).toBe(true);
  plain = await t.createPlainUser(org);
});

/** A vacant market-rate unit of the property: only the rule, not the unit's own limits, can refuse it. */
const vacant = (unitType: string, inProperty = ground.propertyId) => unitIn(t, org, inProperty, unitType);

async function placeIn(
  unitId: number,
  income: string,
  extra: Record<string, unknown> = {},
  token = org.adminToken,
) {
  return sendAs(t, token, 'POST', '/api/occupancies', await placement(t, org, unitId, income, extra));
}

const refusal = {
  code: 'NEXT_AVAILABLE_UNIT_RULE',
  errors: [expect.objectContaining({ field: 'unit_id', code: 'next_available_unit_rule' })],
};

describe('the next available unit rule', () => {
  it('refuses a household over the limit in a unit with the same or fewer bedrooms, ACTIVE or PENDING, changing nothing', async () => {
    const same = await vacant('2BR');
    const fewer = await vacant('Studio');
    const bodies = [
      await placement(t, org, same, '45240.01'),
      await placement(t, org, fewer, '50000', { status: 'PENDING' }),
    ];
    await expectRefused(
      t.database,
      409,
      refusal,
      bodies.map((body) => () => sendAs(t, org.adminToken, 'POST', '/api/occupancies', body)),
    );
    const res = await sendAs(t, org.adminToken, 'POST', '/api/occupancies', bodies[0] as object);
    expect(json<{ detail: string }>(res).detail).toMatch(/45,240\.00 for 3 people.*45,240\.01/);
  });

  it('lets a qualifying household in, and any household in a unit with more bedrooms or in another property', async () => {
    expect((await placeIn(await vacant('2BR'), '45240')).statusCode).toBe(201);
    expect((await placeIn(await vacant('3BR'), '90000')).statusCode).toBe(201);
    const elsewhere = (await property(t, org)).id;
    expect((await placeIn(await vacant('1BR', elsewhere), '90000')).statusCode).toBe(201);
  });

  it('applies when an occupancy is made ACTIVE, not to an ACTIVE one that stays in its unit', async () => {
    const unitId = await vacant('1BR');
    const pending = await placeIn(unitId, '50000', {
      status: 'PENDING',
      override_reason: 'Waiting list order',
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const stored = json<Record<string, unknown> & { id: number; version: number }>(pending);
    const { id, version, tenant_id, rent_amount, start_date } = stored;
    const activate = { unit_id: unitId, tenant_id, rent_amount, start_date, status: 'ACTIVE', version };
    await expectRefused(t.database, 409, refusal, [
      () =>
        sendAs(t, org.adminToken, 'PUT', `/api/occupancies/${id}`, { ...activate, override_reason: null }),
    ]);
    // The reason stored at the PENDING placement, sent back as a form does, lets it in.
    const active = await sendAs(t, org.adminToken, 'PUT', `/api/occupancies/${id}`, {
      ...activate,
      override_reason: stored.override_reason,
    });
    expect(active.statusCode, active.body).toBe(200);
    // Staying ACTIVE in the same unit is no placement: the rule does not ask again.
    const kept = { ...activate, override_reason: null, version: json<{ version: number }>(active).version };
    expect((await sendAs(t, org.adminToken, 'PUT', `/api/occupancies/${id}`, kept)).statusCode).toBe(200);
  });

  it("keeps an admin's override on the occupancy and in its audit record", async () => {
    const reason = 'Household on the waiting list since 2019';
    const res = await placeIn(await vacant('2BR'), '50000', { override_reason: reason });
    expect(res.statusCode, res.body).toBe(201);
    const created = json<{ id: number; override_reason: string }>(res);
    expect(created.override_reason).toBe(reason);
    const history = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=occupancy&entity_id=${created.id}`,
    );
    const [entry] = json<Array<{ action: string; after: { override_reason: string } }>>(history);
    expect(entry).toMatchObject({ action: 'create', after: { override_reason: reason } });
  });

  it('refuses an override by a non-admin with 403, and the placement itself with 409', async () => {
    const unitId = await vacant('2BR');
    const withoutReason = await placement(t, org, unitId, '50000');
    const body = { ...withoutReason, override_reason: 'Because' };
    await expectRefused(t.database, 403, { code: 'FORBIDDEN' }, [
      () => sendAs(t, plain.token, 'POST', '/api/occupancies', body),
    ]);
    await expectRefused(t.database, 409, refusal, [
      () => sendAs(t, plain.token, 'POST', '/api/occupancies', withoutReason),
    ]);
  });

  // The rule is a building's (IRC 42(g)(2)(D)(ii): "in the same building"; decision 042): the
  // over-income 2BR is in the property's first building, so a 2BR of a second one is free of it.
  it('lets any household into a unit of another building of the same property', async () => {
    const building = await sendAs(t, org.adminToken, 'POST', '/api/buildings', {
      property_id: ground.propertyId,
      name: 'Second building',
    });
    expect(building.statusCode, building.body).toBe(201);
    const unit = await sendAs(t, org.adminToken, 'POST', '/api/units', {
      property_id: ground.propertyId,
      building_id: json<{ id: number }>(building).id,
      unit_number: 'B2-1',
      unit_type: '2BR',
      designations: [],
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const res = await placeIn(json<{ id: number }>(unit).id, '90000');
    expect(res.statusCode, res.body).toBe(201);
  });
});
