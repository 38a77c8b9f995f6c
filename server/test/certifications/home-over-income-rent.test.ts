import { beforeAll, describe, expect, it } from 'vitest';
import { createLimitProgram, presidio2026, usePrograms } from '../compliance/compliance-fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectRefused, sendAs, validationError } from '../helpers/test-app.ts';
import {
  annual,
  type Cert,
  draftOf,
  expectStatus,
  finalize,
  household,
  place,
  property,
  unitIn,
} from './certification-fixtures.ts';

/**
 * HOME's rent for a household whose income rose above 80 % AMI (decision 059). 24 CFR
 * 92.252(i)(2) (https://www.customsmobile.com/regulations/24/92.252; 42 U.S.C. 12745(a)(2)): the
 * tenant pays the lesser of the amount payable under State or local law or 30 % of the family's
 * adjusted income, per month as HUD's HOME training page "Tenant Whose Income Increases" puts it;
 * a HOME unit that also has LIHTC pays the rent section 42 governs. Without a market rent on the
 * unit the cap is the 30 % figure; with one (decision 061) it is the lesser of the two.
 *
 * HOME at 50 % of Presidio County FY2026 (3 people: 37,700) has its line at 37,700 x 80 / 50 =
 * 60,320; a household recertified at 70,000 is above it, and LIHTC 60 %'s 140 % line of
 * 45,240 x 1.4 = 63,336 too. An adjusted income of 60,000 caps the rent at 60,000 x 30 % / 12 = 1,500.
 */
const { t, org } = useTwoOrgs('homerent');
const programs = usePrograms(t, org, {
  presidio: presidio2026,
  home: (app, token) =>
    createLimitProgram(
      app,
      token,
      [{ year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 }],
      { home_program: true },
    ),
});

let propertyId: number;

beforeAll(async () => {
  propertyId = (await property(t, org)).id;
});

const home = () => [{ program_id: programs.home.id, ami_percentage: 50 }];
const layered = () => [{ program_id: programs.presidio.id, ami_percentage: 60 }, ...home()];

/**
 * A household of 3 placed at 37,700 in a new 2BR of these designations, its move-in finalized,
 * then an annual draft of `body`.
 */
async function annualDraft(
  designations: Array<{ program_id: number; ami_percentage: number }>,
  body: Record<string, unknown>,
): Promise<Cert> {
  return annualDraftIn(await unitIn(t, org, propertyId, '2BR', designations), body);
}

/** A household of 3 placed at 37,700 in the unit, its move-in finalized, then an annual draft of `body`. */
async function annualDraftIn(unitId: number, body: Record<string, unknown>): Promise<Cert> {
  const occupancyId = await place(t, org, unitId, '37700');
  await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
  return expectStatus(t, org.adminToken, 201, 'POST', `/api/occupancies/${occupancyId}/certifications`, {
    ...annual(70000),
    ...body,
  });
}

const homeRentOf = (cert: Cert) => cert.determination.home_over_income_rent;
/** A unit's answer read through the certification fixtures' helper, which types every answer as a certification. */
const marketRentOf = (unit: unknown) => (unit as { market_rent: string | null }).market_rent;

describe("HOME's rent over 80 % AMI (24 CFR 92.252(i)(2))", () => {
  it('a HOME unit, a household at 70,000 over the 60,320 line, adjusted income 60,000: at most 1,500, 1,600 is above it', async () => {
    const draft = await annualDraft(home(), { adjusted_income: '60000', tenant_rent: '1600' });
    expect(draft.adjusted_income).toBe(60000);
    expect(draft.over_income).toBe(true);
    expect(draft.determination.over_income_lines).toEqual([
      expect.objectContaining({ program_id: programs.home.id, rule: 'HOME_80', line: 60320, crossed: true }),
    ]);
    expect(homeRentOf(draft)).toEqual({
      program_id: programs.home.id,
      program_name: programs.home.name,
      ami_percentage: 50,
      basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
      adjusted_income: 60000,
      market_rent: null,
      thirty_percent_of_monthly_adjusted: 1500,
      max_tenant_rent: 1500,
      tenant_rent: 1600,
      rent_above: true,
    });

    // The rent lowered to the cap is no longer above it; finalized, the figures stay.
    const saved = await expectStatus(t, org.adminToken, 200, 'PUT', `/api/certifications/${draft.id}`, {
      ...draft,
      tenant_rent: 1500,
    });
    expect(homeRentOf(saved)).toMatchObject({ max_tenant_rent: 1500, tenant_rent: 1500, rent_above: false });
    const finalized = await finalize(t, org, draft.id);
    expect(finalized.adjusted_income).toBe(60000);
    expect(homeRentOf(finalized)).toMatchObject({ max_tenant_rent: 1500, rent_above: false });

    // A correction keeps the adjusted income; the next annual certification has it entered again.
    const correction = await expectStatus(
      t,
      org.adminToken,
      201,
      'POST',
      `/api/occupancies/${draft.occupancy_id}/certifications`,
      { type: 'ANNUAL', supersedes_id: draft.id },
    );
    expect(correction.adjusted_income).toBe(60000);
    await sendAs(t, org.adminToken, 'DELETE', `/api/certifications/${correction.id}`);
    const next = await expectStatus(
      t,
      org.adminToken,
      201,
      'POST',
      `/api/occupancies/${draft.occupancy_id}/certifications`,
      { type: 'ANNUAL' },
    );
    expect(next.adjusted_income).toBeNull();
    expect(homeRentOf(next)).toMatchObject({ basis: 'ADJUSTED_INCOME_MISSING', max_tenant_rent: null });
  });

  it("the unit's market rent, recorded through the unit API, caps it: 1,400 under 1,500, so 1,500 is above it", async () => {
    const unitId = await unitIn(t, org, propertyId, '2BR', home());
    const unitPath = `/api/units/${unitId}`;
    const stored = (await sendAs(t, org.adminToken, 'GET', unitPath)).json() as Record<string, unknown>;
    // The fields a PUT must send; the others it leaves as stored (decision 037).
    const required = {
      property_id: stored.property_id,
      unit_number: stored.unit_number,
      unit_type: stored.unit_type,
    };
    const put = (fields: Record<string, unknown>) => () =>
      sendAs(t, org.adminToken, 'PUT', unitPath, { ...required, ...fields });
    // Validated as money: refused below 0, not an amount or with 3 decimals, and nothing changes.
    await expectRefused(t.database, 400, validationError('market_rent', 'money_format'), [
      put({ market_rent: -1 }),
      put({ market_rent: 'abc' }),
      put({ market_rent: '1400.001' }),
    ]);
    const saved = await expectStatus(t, org.adminToken, 200, 'PUT', unitPath, {
      ...required,
      market_rent: '1400',
    });
    expect(marketRentOf(saved)).toBe('1400.00');
    const kept = await expectStatus(t, org.adminToken, 200, 'PUT', unitPath, {
      ...required,
      notes: 'Corner unit',
    });
    expect(marketRentOf(kept)).toBe('1400.00');
    const draft = await annualDraftIn(unitId, { adjusted_income: '60000', tenant_rent: '1500' });
    expect(homeRentOf(draft)).toMatchObject({
      basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
      market_rent: 1400,
      thirty_percent_of_monthly_adjusted: 1500,
      max_tenant_rent: 1400,
      rent_above: true,
    });
    // Cleared with null, the unit has none again.
    const cleared = await expectStatus(t, org.adminToken, 200, 'PUT', unitPath, {
      ...required,
      market_rent: null,
    });
    expect(marketRentOf(cleared)).toBeNull();
  });

  it('a HOME unit that also has LIHTC: rent governed by section 42, no HOME cap', async () => {
    const draft = await annualDraft(layered(), { adjusted_income: '60000', tenant_rent: '1600' });
    expect(homeRentOf(draft)).toMatchObject({
      program_id: programs.home.id,
      basis: 'SECTION_42',
      max_tenant_rent: null,
      rent_above: null,
    });
  });

  it('refuses an adjusted income above the annual income or below 0 with a 400, changing nothing', async () => {
    const draft = await annualDraft(home(), {});
    expect(draft.adjusted_income).toBeNull();
    const put = (adjusted: unknown) => () =>
      sendAs(t, org.adminToken, 'PUT', `/api/certifications/${draft.id}`, {
        ...draft,
        adjusted_income: adjusted,
      });
    await expectRefused(t.database, 400, validationError('adjusted_income', 'adjusted_income_above_annual'), [
      put('70000.01'),
    ]);
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [put(-1), put('abc')]);
    const res = await put('70000.01')();
    expect(res.json().detail).toMatch(/annual income of 70000\.00/);
    // At the annual income (no deductions) it is accepted.
    const at = await expectStatus(t, org.adminToken, 200, 'PUT', `/api/certifications/${draft.id}`, {
      ...draft,
      adjusted_income: 70000,
      members: household([50000, 20000, 0]),
    });
    expect(homeRentOf(at)).toMatchObject({ max_tenant_rent: 1750, rent_above: false });
  });
});
