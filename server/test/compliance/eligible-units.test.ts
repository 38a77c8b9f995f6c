import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, unique } from '../helpers/test-app.ts';
import {
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  LOS_ANGELES_2024_50,
  levelId,
  losAngeles2024,
  send,
} from './compliance-fixtures.ts';

/**
 * The units a household qualifies for, with Los Angeles County FY2024's published 50 % limits:
 * a 3-person household at $62,400 qualifies, at $62,401 it does not.
 */

const { t, org, other } = useTwoOrgs('eligibleunits');
let la: CreatedProgram;
/** LA's income limits with an explicit 2BR rent limit of $1,000: it binds when layered on LA. */
let strictRent: CreatedProgram;
/** A 3-person 50 % limit of $37,700: layered on LA, it keeps a $62,400 household out. */
let lowIncome: CreatedProgram;
let zeta: { id: number; property_name: string };
let alder: { id: number; property_name: string };
const units: Record<string, number> = {};
let atLimit: number;
let dollarOver: number;
let noIncome: number;
let foreignCandidate: number;
let foreignProperty: number;

const ON = 'date=2024-06-01';

beforeAll(async () => {
  const token = org.adminToken;
  la = await losAngeles2024(t, token);
  strictRent = await createLimitProgram(t, token, [
    ...incomeLevels(2024, 50, LOS_ANGELES_2024_50),
    { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1000 },
  ]);
  lowIncome = await createLimitProgram(t, token, [
    { year: 2024, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 900 },
  ]);
  zeta = await createProperty(t, token, unique('Zeta Court '));
  alder = await createProperty(t, token, unique('Alder Row '));
  const la2br = { gov_program_id: la.id, ami_level_id: levelId(la, 'Rent Limit', '2BR') };
  const add = async (name: string, propertyId: number, fields: Record<string, unknown>) => {
    units[name] = (await createUnit(t, token, propertyId, { unit_number: name, ...fields })).id;
  };
  await add('E1', zeta.id, la2br);
  await add('E2', zeta.id, { ...la2br, designations: [{ program_id: strictRent.id, ami_percentage: 50 }] });
  await add('E3', zeta.id, { ...la2br, designations: [{ program_id: lowIncome.id, ami_percentage: 50 }] });
  await add('E4', zeta.id, la2br);
  await add('E5', zeta.id, la2br);
  await add('E6', zeta.id, la2br);
  await add('E7', zeta.id, {});
  await add('E8', zeta.id, { gov_program_id: la.id });
  await add('E9', zeta.id, { unit_type: '1BR', designations: [{ program_id: la.id, ami_percentage: 50 }] });
  await add('A1', alder.id, la2br);
  // E4 is lived in, E5 has a move-in coming, E6's tenancy ended: only E6 is vacant.
  const tenant = async () => (await createCandidate(t, token, { household_size: 2, income: '30000' })).id;
  await createOccupancy(t, token, units.E4 as number, await tenant(), { start_date: '2024-05-01' });
  await createOccupancy(t, token, units.E5 as number, await tenant(), {
    start_date: '2024-05-01',
    status: 'PENDING',
  });
  await createOccupancy(t, token, units.E6 as number, await tenant(), {
    start_date: '2023-01-01',
    end_date: '2024-01-31',
    status: 'ENDED',
  });
  atLimit = (await createCandidate(t, token, { household_size: 3, income: '62400' })).id;
  dollarOver = (await createCandidate(t, token, { household_size: 3, income: '62401' })).id;
  noIncome = (await createCandidate(t, token, { household_size: 3 })).id;
  foreignCandidate = (await createCandidate(t, other.adminToken, { household_size: 3, income: '1000' })).id;
  foreignProperty = (await createProperty(t, other.adminToken)).id;
});

const search = (candidateId: number, query = ON, token = org.adminToken) =>
  send(t, token, 'GET', `/api/candidates/${candidateId}/eligible-units?${query}`);

const numbers = (res: { json(): unknown }) =>
  (res.json() as Array<{ unit_number: string }>).map((u) => u.unit_number);

describe('GET /api/candidates/{id}/eligible-units', () => {
  it('lists the vacant units a 3-person household at $62,400 qualifies for, cheapest first', async () => {
    const res = await search(atLimit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const laBinding = { program_id: la.id, program_name: la.name, ami_percentage: 50 };
    const strictBinding = { program_id: strictRent.id, program_name: strictRent.name, ami_percentage: 50 };
    const laBoth = { income_binding: laBinding, rent_binding: laBinding, binding: laBinding };
    expect(res.json()).toEqual([
      {
        unit_id: units.E2,
        unit_number: 'E2',
        unit_type: '2BR',
        property_id: zeta.id,
        property_name: zeta.property_name,
        income_limit: 62400,
        max_gross_rent: 1000,
        // Income bound by LA (a tie with strictRent's 62,400 goes to the primary), rent by strictRent.
        income_binding: laBinding,
        rent_binding: strictBinding,
        binding: strictBinding,
      },
      {
        unit_id: units.E9,
        unit_number: 'E9',
        unit_type: '1BR',
        property_id: zeta.id,
        property_name: zeta.property_name,
        income_limit: 62400,
        // Derived: 30 % of the average of the 1- and 2-person limits, (48,550 + 55,450) / 2, over 12.
        max_gross_rent: 1300,
        ...laBoth,
      },
      {
        unit_id: units.A1,
        unit_number: 'A1',
        unit_type: '2BR',
        property_id: alder.id,
        property_name: alder.property_name,
        income_limit: 62400,
        max_gross_rent: 1560,
        ...laBoth,
      },
      expect.objectContaining({ unit_number: 'E1', max_gross_rent: 1560, ...laBoth }),
      expect.objectContaining({ unit_number: 'E6', max_gross_rent: 1560, ...laBoth }),
    ]);
  });

  it("agrees with each unit's own eligibility answer", async () => {
    const listed = (await search(atLimit)).json() as Array<{
      unit_id: number;
      income_limit: number;
      max_gross_rent: number;
      income_binding: unknown;
      rent_binding: unknown;
    }>;
    for (const unit of listed) {
      const own = json(
        await send(
          t,
          org.adminToken,
          'GET',
          `/api/units/${unit.unit_id}/eligibility?household_size=3&annual_income=62400&${ON}`,
        ),
      );
      expect(own).toMatchObject({
        income_eligible: true,
        income_limit: unit.income_limit,
        max_gross_rent: unit.max_gross_rent,
        // Each binding named apart, as the rules name them (decision 044).
        income_binding: unit.income_binding,
        rent_binding: unit.rent_binding,
      });
    }
  });

  it('takes none at $62,401: one dollar over the 3-person limit', async () => {
    const res = await search(dollarOver);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('leaves out occupied and pending units, units whose program has no level, and the strictest layer that fails', async () => {
    const listed = numbers(await search(atLimit, `${ON}&limit=500`));
    for (const left of ['E3', 'E4', 'E5', 'E7', 'E8']) expect(listed).not.toContain(left);
  });

  it('reads the table in effect on the date: none before 1 April 2024', async () => {
    const res = await search(atLimit, 'date=2024-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('pages, filters by property and adds market-rate units last when asked', async () => {
    const page = await search(atLimit, `${ON}&limit=2&offset=1`);
    expect(numbers(page)).toEqual(['E9', 'A1']);
    expect(page.headers['x-total-count']).toBe('5');
    // Pages that start and end inside the units sharing one rent ($1,560: A1, E1, E6).
    expect(numbers(await search(atLimit, `${ON}&limit=1&offset=3`))).toEqual(['E1']);
    expect(numbers(await search(atLimit, `${ON}&limit=2&offset=3`))).toEqual(['E1', 'E6']);
    expect(numbers(await search(atLimit, `${ON}&limit=1&offset=2`))).toEqual(['A1']);
    const past = await search(atLimit, `${ON}&offset=50`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
    const alderOnly = await search(atLimit, `${ON}&property_id=${alder.id}`);
    expect(numbers(alderOnly)).toEqual(['A1']);
    const withMarket = await search(atLimit, `${ON}&include_market_rate=true`);
    expect(numbers(withMarket)).toEqual(['E2', 'E9', 'A1', 'E1', 'E6', 'E7']);
    expect(numbers(await search(atLimit, `${ON}&include_market_rate=true&limit=2&offset=4`))).toEqual([
      'E6',
      'E7',
    ]);
    const zetaOnly = await search(atLimit, `${ON}&property_id=${zeta.id}&include_market_rate=true`);
    expect(numbers(zetaOnly)).toEqual(['E2', 'E9', 'E1', 'E6', 'E7']);
    expect(zetaOnly.headers['x-total-count']).toBe('5');
    expect((withMarket.json() as unknown[]).at(-1)).toMatchObject({
      income_limit: null,
      max_gross_rent: null,
      income_binding: null,
      rent_binding: null,
      binding: null,
    });
    // A sub-user reads it too (read_records).
    const subuser = await t.createSubuser(org);
    expect(numbers(await search(atLimit, ON, subuser.token))).toHaveLength(5);
  });

  it('answers 409 HOUSEHOLD_INCOMPLETE for a candidate without an income', async () => {
    const res = await search(noIncome);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).code).toBe('HOUSEHOLD_INCOMPLETE');
    expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toEqual(['income']);
  });

  it("answers 404 for another organization's candidate or property", async () => {
    expect((await search(foreignCandidate)).statusCode).toBe(404);
    expect((await search(atLimit, `${ON}&property_id=${foreignProperty}`)).statusCode).toBe(404);
    expect((await search(999_999)).statusCode).toBe(404);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=501',
      'offset=-1',
      'date=2024-13-01',
      'property_id=abc',
      'include_market_rate=yes',
    ]) {
      const res = await search(atLimit, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    expect((await send(t, org.adminToken, 'GET', '/api/candidates/abc/eligible-units')).statusCode).toBe(400);
  });
});
