import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import {
  autauga2026,
  levelId,
  losAngeles2024,
  PRESIDIO_PROGRAMS,
  presidio2026,
  send,
  usePrograms,
} from './compliance-fixtures.ts';

const { t, org, other } = useTwoOrgs('eligibility');
let propertyId: number;
const programs = usePrograms(t, org, { la: losAngeles2024, autauga: autauga2026, ...PRESIDIO_PROGRAMS });

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken)).id;
});

let unitCount = 0;
async function createUnit(fields: Record<string, unknown>) {
  const res = await send(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    unit_number: `E${++unitCount}`,
    unit_type: '2BR',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number; version: number; designations: unknown } & Record<string, unknown>>(res);
}

/** A unit answer's fields a PUT takes, without its designations. */
function editableFields(unit: Record<string, unknown>) {
  const {
    id,
    version,
    property_name,
    gov_program_name,
    ami_level_name,
    created_at,
    updated_at,
    designations,
    ...rest
  } = unit;
  return rest;
}

const eligibility = (unitId: number, query: string, token = org.adminToken) =>
  send(t, token, 'GET', `/api/units/${unitId}/eligibility?${query}`);

describe('unit designations', () => {
  it('are part of the unit body and answer, kept when an update leaves them out', async () => {
    const unit = await createUnit({
      designations: [{ program_id: programs.presidio.id, ami_percentage: '60' }],
    });
    expect(unit.designations).toEqual([{ program_id: programs.presidio.id, ami_percentage: 60 }]);
    expect(json(await send(t, org.adminToken, 'GET', `/api/units/${unit.id}`)).designations).toEqual(
      unit.designations,
    );
    const { id, version, designations } = unit;
    const rest = editableFields(unit);
    const kept = await send(t, org.adminToken, 'PUT', `/api/units/${id}`, { ...rest, version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).designations).toEqual(designations);
    const replaced = await send(t, org.adminToken, 'PUT', `/api/units/${id}`, {
      ...rest,
      version: json(kept).version,
      designations: [
        { program_id: programs.home.id, ami_percentage: 50 },
        { program_id: programs.presidio.id, ami_percentage: 62.5 },
      ],
    });
    expect(json(replaced).designations).toEqual([
      { program_id: programs.home.id, ami_percentage: 50 },
      { program_id: programs.presidio.id, ami_percentage: 62.5 },
    ]);
    const history = await send(t, org.adminToken, 'GET', `/api/audit-log?entity=unit&entity_id=${id}`);
    const [latest] = history.json() as Array<{ after: { designations: unknown } }>;
    expect(latest?.after.designations).toEqual(json(replaced).designations);
  });

  it("refuses another organization's program, the unit's own program, a program twice and AMI % out of 1-200", async () => {
    const foreign = await send(t, other.adminToken, 'POST', '/api/govprograms', {
      name: 'Theirs',
      jurisdiction: 'X',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ designations: [{ program_id: json(foreign).id, ami_percentage: 50 }] }, 'designations.0.program_id'],
      [
        {
          gov_program_id: programs.la.id,
          ami_level_id: levelId(programs.la, 'Rent Limit', '2BR'),
          designations: [{ program_id: programs.la.id, ami_percentage: 60 }],
        },
        'designations.0.program_id',
      ],
      [
        {
          designations: [
            { program_id: programs.home.id, ami_percentage: 50 },
            { program_id: programs.home.id, ami_percentage: 60 },
          ],
        },
        'designations.1.program_id',
      ],
      [
        { designations: [{ program_id: programs.home.id, ami_percentage: 0 }] },
        'designations.0.ami_percentage',
      ],
      [
        { designations: [{ program_id: programs.home.id, ami_percentage: 200.5 }] },
        'designations.0.ami_percentage',
      ],
      [
        { designations: [{ program_id: programs.home.id, ami_percentage: '50.125' }] },
        'designations.0.ami_percentage',
      ],
      [{ designations: [{ program_id: programs.home.id }] }, 'designations.0.ami_percentage'],
    ];
    for (const [fields, field] of cases) {
      const res = await send(t, org.adminToken, 'POST', '/api/units', {
        property_id: propertyId,
        unit_number: 'Refused',
        unit_type: '2BR',
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain(field);
    }
    const units = await send(t, org.adminToken, 'GET', '/api/units?q=Refused');
    expect(units.json()).toEqual([]);
    // An update that leaves the designations out may not make one of them the unit's own program.
    const unit = await createUnit({ designations: [{ program_id: programs.la.id, ami_percentage: 50 }] });
    const { id, version } = unit;
    const rest = editableFields(unit);
    const res = await send(t, org.adminToken, 'PUT', `/api/units/${id}`, {
      ...rest,
      version,
      gov_program_id: programs.la.id,
      ami_level_id: levelId(programs.la, 'Rent Limit', '2BR'),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors).toEqual([expect.objectContaining({ field: 'designations.0.program_id' })]);
  });

  it('keep a designated program from being deleted', async () => {
    const program = await presidio2026(t, org.adminToken);
    await createUnit({ designations: [{ program_id: program.id, ami_percentage: 60 }] });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/govprograms/${program.id}`,
      headers: { authorization: `Bearer ${org.adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).code).toBe('IN_USE');
  });
});

describe('GET /api/units/{id}/eligibility', () => {
  it('takes a 3-person household at $62,400 in Los Angeles County FY2024 at 50 %, and not at $62,401', async () => {
    const unit = await createUnit({
      gov_program_id: programs.la.id,
      ami_level_id: levelId(programs.la, 'Rent Limit', '2BR'),
    });
    const at = await eligibility(unit.id, 'household_size=3&annual_income=62400&date=2024-06-01');
    expect(at.statusCode, at.body).toBe(200);
    const binding = { program_id: programs.la.id, program_name: programs.la.name, ami_percentage: 50 };
    expect(json(at)).toEqual({
      income_limit: 62400,
      income_eligible: true,
      max_gross_rent: 1560,
      income_binding: binding,
      rent_binding: binding,
      designations: [
        {
          ...binding,
          income_limit: 62400,
          income_source: 'table',
          max_gross_rent: 1560,
          source: 'table',
        },
      ],
    });
    const over = json(await eligibility(unit.id, 'household_size=3&annual_income=62400.01&date=2024-06-01'));
    expect(over.income_eligible).toBe(false);
    const dollarMore = json(
      await eligibility(unit.id, 'household_size=3&annual_income=62401&date=2024-06-01'),
    );
    expect(dollarMore).toMatchObject({ income_limit: 62400, income_eligible: false });
  });

  it("extends Autauga County FY2026's 50 % limit to 9 people: $62,200", async () => {
    const unit = await createUnit({
      unit_type: '4BR',
      designations: [{ program_id: programs.autauga.id, ami_percentage: 50 }],
    });
    const body = json(await eligibility(unit.id, 'household_size=9&annual_income=62200&date=2026-06-01'));
    expect(body).toMatchObject({ income_limit: 62200, income_eligible: true, max_gross_rent: 1288 });
    expect(body.designations).toEqual([
      expect.objectContaining({ income_source: 'above_8', source: 'derived' }),
    ]);
  });

  it('binds a layered 2BR to HOME: Presidio County FY2026 at 60 % allows $1,131, HOME at 50 % $1,000', async () => {
    const lihtcOnly = await createUnit({
      designations: [{ program_id: programs.presidio.id, ami_percentage: 60 }],
    });
    expect(
      json(await eligibility(lihtcOnly.id, 'household_size=3&annual_income=45240&date=2026-06-01')),
    ).toMatchObject({
      income_limit: 45240,
      income_eligible: true,
      max_gross_rent: 1131,
      income_binding: { program_id: programs.presidio.id, ami_percentage: 60 },
      rent_binding: { program_id: programs.presidio.id, ami_percentage: 60 },
    });
    const layered = await createUnit({
      designations: [
        { program_id: programs.presidio.id, ami_percentage: 60 },
        { program_id: programs.home.id, ami_percentage: 50 },
      ],
    });
    const body = json(await eligibility(layered.id, 'household_size=3&annual_income=45240&date=2026-06-01'));
    expect(body).toMatchObject({
      income_limit: 37700,
      income_eligible: false,
      max_gross_rent: 1000,
      income_binding: { program_id: programs.home.id, program_name: programs.home.name, ami_percentage: 50 },
      rent_binding: { program_id: programs.home.id, program_name: programs.home.name, ami_percentage: 50 },
    });
    expect(body.designations).toEqual([
      expect.objectContaining({
        program_id: programs.presidio.id,
        income_limit: 45240,
        max_gross_rent: 1131,
        source: 'derived',
        income_source: 'derived_from_50',
      }),
      expect.objectContaining({
        program_id: programs.home.id,
        income_limit: 37700,
        max_gross_rent: 1000,
        source: 'table',
      }),
    ]);
  });

  it('takes any household in a market-rate unit, and knows no limit for a program without a level', async () => {
    const market = await createUnit({});
    expect(json(await eligibility(market.id, 'household_size=2&annual_income=900000'))).toEqual({
      income_limit: null,
      income_eligible: true,
      max_gross_rent: null,
      income_binding: null,
      rent_binding: null,
      designations: [],
    });
    const noLevel = await createUnit({ gov_program_id: programs.la.id });
    const body = json(await eligibility(noLevel.id, 'household_size=2&annual_income=1000&date=2024-06-01'));
    expect(body).toMatchObject({ income_limit: null, income_eligible: null, max_gross_rent: null });
    expect(body.designations).toEqual([
      expect.objectContaining({
        program_id: programs.la.id,
        ami_percentage: null,
        income_limit: null,
        source: null,
      }),
    ]);
  });

  it("answers 404 for another organization's unit and 400 for bad parameters", async () => {
    const unit = await createUnit({});
    expect(
      (await eligibility(unit.id, 'household_size=3&annual_income=100', other.adminToken)).statusCode,
    ).toBe(404);
    for (const query of [
      'household_size=3',
      'annual_income=100',
      'household_size=0&annual_income=100',
      'household_size=21&annual_income=100',
      'household_size=2.5&annual_income=100',
      'household_size=3&annual_income=-1',
      'household_size=3&annual_income=1.234',
      'household_size=3&annual_income=1e5',
      'household_size=3&annual_income=100&date=2026-02-30',
    ]) {
      const res = await eligibility(unit.id, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });
});
