import { publicListingPage } from '@lar/contracts/public-listings';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  levelId,
  losAngeles2024,
} from '../compliance/compliance-fixtures.ts';
import { createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, sendAs, withTestApp } from '../helpers/test-app.ts';
import { listedUnit, listUnit, occupy, propertyWith } from './listing-fixtures.ts';

/** The public search: the site organization's listed, vacant units, filtered, sorted and paged. */
const { t, org: site, other } = useTwoOrgs('site', 'elsewhere');

interface Item {
  id: number;
  unit: {
    unit_type: string;
    bedrooms: number;
    rent: string;
    available_from: string | null;
    accessible: boolean;
  };
  property: { city: string | null; pets_allowed: boolean };
  program: { name: string; ami_percentage: number | null } | null;
  programs: Array<{ name: string; ami_percentage: number | null }>;
  eligibility?: {
    status: string;
    limit?: number;
    minimum?: number;
    minimum_multiple?: string;
    minimum_status?: string;
    programs: Array<{ name: string; ami_percentage: number | null; status: string; limit?: number }>;
  };
}
interface Page {
  items: Item[];
  total: number;
}

const search = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/listings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  // Sent as JSON text, not through the route's serializer: every answer must still be the schema's.
  expect(publicListingPage.strict().parse(res.json())).toEqual(res.json());
  return res.json() as Page;
};
const ids = (page: Page) => page.items.map((i) => i.id);

const units = {} as Record<
  'cheap' | 'dear' | 'studio' | 'accessible' | 'occupied' | 'unlisted' | 'foreign',
  number
>;

beforeAll(async () => {
  const token = site.adminToken;
  const boston = await propertyWith(t, token, { city: 'Boston', state: 'MA', pet_allowed: 'Yes' });
  const quincy = await propertyWith(t, token, { city: 'Quincy', state: 'MA', pet_allowed: 'No' });
  type Fields = Record<string, unknown>;
  /** A unit of `unitType` (and `unit`'s other fields) in the property, listed on `listing` terms; its id. */
  const listed = async (propertyId: number, unitType: string, listing: Fields, unit: Fields = {}) =>
    (await listedUnit(t, token, propertyId, { unit_type: unitType, ...unit }, listing)).id;
  units.cheap = await listed(boston.id, '2BR', { asking_rent: '900', available_from: '2027-02-01' });
  units.dear = await listed(boston.id, '2BR', { asking_rent: '2100.50', available_from: null });
  units.studio = await listed(quincy.id, 'Studio', { asking_rent: '1500', available_from: '2026-12-15' });
  units.accessible = await listed(quincy.id, '1BR', { asking_rent: '1300' }, { is_ada_compliant: true });
  units.occupied = await listed(boston.id, '2BR', { asking_rent: '1000' });
  await occupy(t, token, units.occupied);
  units.unlisted = (await createUnit(t, token, boston.id)).id;
  units.foreign = (
    await listedUnit(t, other.adminToken, (await propertyWith(t, other.adminToken, { city: 'Boston' })).id)
  ).id;
  // Listed once, then unlisted: it leaves the search.
  await listUnit(t, token, units.unlisted, { listed: true });
  await listUnit(t, token, units.unlisted, { listed: false });
});

describe('GET /api/public/listings', () => {
  it("lists only the site organization's listed units with no ACTIVE occupancy, cheapest first", async () => {
    const page = await search();
    expect(ids(page)).toEqual([units.cheap, units.accessible, units.studio, units.dear]);
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({
      unit: { unit_type: '2BR', bedrooms: 2, rent: '900.00', available_from: '2027-02-01' },
      property: { city: 'Boston', pets_allowed: true },
      program: null,
      programs: [],
    });
  });

  it('filters by city (any case), bedrooms, maximum rent, accessibility and pets', async () => {
    expect(ids(await search('?city=boston'))).toEqual([units.cheap, units.dear]);
    expect(ids(await search('?bedrooms=0'))).toEqual([units.studio]);
    expect(ids(await search('?bedrooms=2'))).toEqual([units.cheap, units.dear]);
    expect(ids(await search('?max_rent=1300'))).toEqual([units.cheap, units.accessible]);
    expect(ids(await search('?accessible=true'))).toEqual([units.accessible]);
    expect(ids(await search('?pets=true'))).toEqual([units.cheap, units.dear]);
    expect(ids(await search('?city=Boston&max_rent=1000'))).toEqual([units.cheap]);
  });

  it('sorts by availability (no date first) and pages with the total', async () => {
    expect(ids(await search('?sort=available'))).toEqual([
      units.dear,
      units.accessible,
      units.studio,
      units.cheap,
    ]);
    const second = await search('?limit=2&offset=2');
    expect(ids(second)).toEqual([units.studio, units.dear]);
    expect(second.total).toBe(4);
    const past = await search('?limit=2&offset=10');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      '?bedrooms=9',
      '?bedrooms=two',
      '?max_rent=12.345',
      '?max_rent=-5',
      '?accessible=yes',
      '?sort=price',
      '?limit=51',
      '?household_size=3',
      '?annual_income=50000',
      '?household_size=0&annual_income=1',
      '?household_size=3&annual_income=1e5',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/listings${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(json(res).code).toBe('VALIDATION_FAILED');
    }
  });

  it('is rate limited per address: 429 past the limit, for the search and a listing', async () => {
    await withTestApp({ publicRateLimitPerMinute: 2 }, async (limited) => {
      await limited.createOrg('limitedsite');
      const get = (url: string) => limited.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.7' });
      expect((await get('/api/public/listings')).statusCode).toBe(200);
      expect((await get('/api/public/listings/1')).statusCode).toBe(404);
      const third = await get('/api/public/listings');
      expect(third.statusCode).toBe(429);
      expect(json(third).code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
      const elsewhere = await limited.app.inject({
        method: 'GET',
        url: '/api/public/listings',
        remoteAddress: '10.9.9.6',
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  it("never shows another organization's listing, by search or by id", async () => {
    expect(ids(await search('?limit=50'))).not.toContain(units.foreign);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/listings/${units.foreign}` });
    expect(res.statusCode).toBe(404);
    for (const id of [units.occupied, units.unlisted]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/public/listings/${id}` })).statusCode).toBe(404);
    }
  });
});

describe('the eligibility calculator', () => {
  let la: number;
  let withMinimum: number;
  let program: CreatedProgram;

  beforeAll(async () => {
    const token = site.adminToken;
    program = await losAngeles2024(t, token);
    const property = await propertyWith(t, token, { city: 'Los Angeles', state: 'CA' });
    la = (
      await listedUnit(
        t,
        token,
        property.id,
        { unit_type: '2BR', gov_program_id: program.id, ami_level_id: levelId(program, 'Rent Limit', '2BR') },
        { asking_rent: '1500' },
      )
    ).id;
    const strict = await propertyWith(t, token, { city: 'Pasadena', state: 'CA' });
    const set = await sendAs(t, token, 'PUT', `/api/property/${strict.id}/minimum-income`, {
      min_income_rent_multiple: '2.5',
    });
    expect(set.statusCode, set.body).toBe(200);
    withMinimum = (await listedUnit(t, token, strict.id, { unit_type: '1BR' }, { asking_rent: '1200' })).id;
  });

  const eligibilityOf = async (id: number, query: string) => {
    const page = await search(`?limit=50&${query}`);
    const item = page.items.find((i) => i.id === id);
    expect(item).toBeDefined();
    return item?.eligibility;
  };

  it('answers with the compliance engine: LA FY2024 50 %, 3 people, 62,400 qualifies, 62,401 is over', async () => {
    const la50 = (status: string, limit: number) => ({
      name: program.name,
      ami_percentage: 50,
      status,
      limit,
    });
    expect(await eligibilityOf(la, 'household_size=3&annual_income=62400')).toEqual({
      status: 'MAY_QUALIFY',
      limit: 62400,
      programs: [la50('WITHIN', 62400)],
    });
    expect(await eligibilityOf(la, 'household_size=3&annual_income=62401')).toEqual({
      status: 'OVER_INCOME',
      limit: 62400,
      programs: [la50('OVER', 62400)],
    });
    expect(await eligibilityOf(la, 'household_size=4&annual_income=62401')).toEqual({
      status: 'MAY_QUALIFY',
      limit: 69350,
      programs: [la50('WITHIN', 69350)],
    });
    const item = (await search('?city=Los%20Angeles')).items[0];
    expect(item?.program).toMatchObject({ ami_percentage: 50 });
    expect(item?.eligibility).toBeUndefined();
  });

  it('applies the minimum income (2.5 x rent a month) unless the household has a voucher', async () => {
    // 1,200 x 2.5 x 12 = 36,000 a year.
    const minimum = (status: string, minimum_status: string) => ({
      status,
      minimum: 36000,
      minimum_multiple: '2.50',
      minimum_status,
      programs: [],
    });
    expect(await eligibilityOf(withMinimum, 'household_size=2&annual_income=35999.99')).toEqual(
      minimum('UNDER_MINIMUM_INCOME', 'BELOW'),
    );
    expect(await eligibilityOf(withMinimum, 'household_size=2&annual_income=36000')).toEqual(
      minimum('MAY_QUALIFY', 'MET'),
    );
    expect(await eligibilityOf(withMinimum, 'household_size=2&annual_income=20000&has_voucher=true')).toEqual(
      minimum('MAY_QUALIFY', 'VOUCHER'),
    );
  });

  it("a listing's page shows the property, the unit and the income limits for 1 to 12 people", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/listings/${la}?household_size=3&annual_income=62401`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as {
      income_limits: Array<{ household_size: number; limit: number | null; programs: Array<number | null> }>;
      eligibility: { status: string };
      unit: { description: string; photos: unknown[] };
      property: { city: string };
    };
    // 1-8 as HUD published them; 9-12 the 4-person 69,350 x 1.40, 1.48, 1.56, 1.64, up to $50 (HUD FY2024
    // Income Limits Methodology, "Households with more than 8 persons").
    const limits = [48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550, 97100, 102650, 108200, 113750];
    expect(detail.income_limits.map((l) => l.limit)).toEqual(limits);
    expect(detail.income_limits.map((l) => l.programs)).toEqual(limits.map((l) => [l]));
    expect(detail.eligibility.status).toBe('OVER_INCOME');
    expect(detail.unit).toMatchObject({ description: 'Bright corner unit', photos: [] });
    expect(detail.property.city).toBe('Los Angeles');
  });
});

describe('a unit with two programs (decision 053)', () => {
  /** A table at 80 % for the same area: 1.6 x LA FY2024's 50 % figures, for the test's sake. */
  const EIGHTY = [77700, 88700, 99850, 110950, 119850, 128700, 137600, 146500];
  let layered: number;
  let eighty: CreatedProgram;
  let fifty: CreatedProgram;

  beforeAll(async () => {
    const token = site.adminToken;
    eighty = await createLimitProgram(t, token, [
      ...incomeLevels(2024, 80, EIGHTY),
      { year: 2024, percentage: 80, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 2496 },
    ]);
    fifty = await losAngeles2024(t, token);
    const property = await propertyWith(t, token, { city: 'Glendale', state: 'CA' });
    const set = await sendAs(t, token, 'PUT', `/api/property/${property.id}/minimum-income`, {
      min_income_rent_multiple: '2',
    });
    expect(set.statusCode, set.body).toBe(200);
    layered = (
      await listedUnit(
        t,
        token,
        property.id,
        {
          unit_type: '2BR',
          gov_program_id: eighty.id,
          ami_level_id: levelId(eighty, 'Rent Limit', '2BR'),
          designations: [{ program_id: fifty.id, ami_percentage: 50 }],
        },
        { asking_rent: '1235' },
      )
    ).id;
  });

  const item = async (query: string) => {
    const page = await search(`?city=Glendale&${query}`);
    expect(ids(page)).toEqual([layered]);
    return page.items[0] as Item;
  };

  it('names every program with its level, and judges the income against each', async () => {
    const found = await item('household_size=4&annual_income=70000');
    expect(found.programs).toEqual([
      { name: eighty.name, ami_percentage: 80 },
      { name: fifty.name, ami_percentage: 50 },
    ]);
    // Within 80 % (110,950 for 4) but over 50 % (69,350): the 50 % designation refuses.
    expect(found.eligibility).toEqual({
      status: 'OVER_INCOME',
      limit: 69350,
      minimum: 29640,
      minimum_multiple: '2.00',
      minimum_status: 'MET',
      programs: [
        { name: eighty.name, ami_percentage: 80, status: 'WITHIN', limit: 110950 },
        { name: fifty.name, ami_percentage: 50, status: 'OVER', limit: 69350 },
      ],
    });
  });

  it('never says "may qualify" below the minimum income: $5,000 for 4 people at $1,235 x 2 x 12', async () => {
    const found = await item('household_size=4&annual_income=5000');
    expect(found.eligibility).toMatchObject({
      status: 'UNDER_MINIMUM_INCOME',
      minimum: 29640,
      minimum_status: 'BELOW',
      programs: [{ status: 'WITHIN' }, { status: 'WITHIN' }],
    });
  });

  it('computes a household of 10 from the 4-person limits, as HUD extends them', async () => {
    // 80 %: 110,950 x 1.48 = 164,206, up to $50: 164,250. 50 %: 69,350 x 1.48 = 102,638: 102,650.
    const found = await item('household_size=10&annual_income=102650');
    expect(found.eligibility).toMatchObject({
      status: 'MAY_QUALIFY',
      limit: 102650,
      programs: [
        { status: 'WITHIN', limit: 164250 },
        { status: 'WITHIN', limit: 102650 },
      ],
    });
    expect((await item('household_size=10&annual_income=102651')).eligibility?.status).toBe('OVER_INCOME');
  });

  it("the listing's page gives each program's limits beside the lowest", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/listings/${layered}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as {
      programs: Item['programs'];
      income_limits: Array<{ household_size: number; limit: number | null; programs: Array<number | null> }>;
    };
    expect(detail.programs.map((p) => p.ami_percentage)).toEqual([80, 50]);
    expect(detail.income_limits[3]).toEqual({ household_size: 4, limit: 69350, programs: [110950, 69350] });
    expect(detail.income_limits[9]).toEqual({
      household_size: 10,
      limit: 102650,
      programs: [164250, 102650],
    });
  });
});
