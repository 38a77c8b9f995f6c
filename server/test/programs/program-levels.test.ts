import { describe, expect, it } from 'vitest';
import { json, tableSnapshot } from '../helpers/test-app.ts';
import { incomeLevels, programBody, rentLevels, SIZES, UNITS, useProgramSuite } from './program-fixtures.ts';

const { t, orgA, p } = useProgramSuite();

describe('level validation', () => {
  const single = (level: Record<string, unknown>) =>
    p.create(orgA.adminToken, programBody({ ami_levels: [{ year: 2025, percentage: 50, ...level }] }));

  it('accepts household sizes 1-8 and the 7 unit types', async () => {
    const created = await p.created(orgA.adminToken, {
      ami_levels: [...incomeLevels(2025, 30), ...rentLevels(2025, 30)],
    });
    expect(created.ami_levels.filter((l) => l.limit_type === 'Income Limit').map((l) => l.unit_type)).toEqual(
      SIZES,
    );
    expect(created.ami_levels.filter((l) => l.limit_type === 'Rent Limit').map((l) => l.unit_type)).toEqual(
      UNITS,
    );
  });

  it('refuses other sizes and unit types, with a field error, and writes nothing', async () => {
    const before = await tableSnapshot(t.database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit_type: 'Income Limit', unit_type: '9' }, 'ami_household_size'],
      [{ limit_type: 'Income Limit', unit_type: '0' }, 'ami_household_size'],
      [{ limit_type: 'Income Limit', unit_type: '2BR' }, 'ami_household_size'],
      [{ limit_type: 'Rent Limit', unit_type: '6BR' }, 'ami_unit_type'],
      [{ limit_type: 'Rent Limit', unit_type: '3' }, 'ami_unit_type'],
      [{ limit_type: 'Rent Limit', unit_type: 'studio ' }, 'ami_unit_type'],
      [{ limit_type: 'Utility Allowance', unit_type: '1' }, 'ami_limit_type'],
    ];
    for (const [level, code] of cases) {
      const res = await single({ limit_value: 100, ...level });
      expect(res.statusCode, JSON.stringify(level)).toBe(400);
      expect(json(res).errors).toContainEqual(
        expect.objectContaining({ field: expect.stringMatching(/^ami_levels\.0\./), code }),
      );
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses negative, non-numeric and out-of-range numbers', async () => {
    const before = await tableSnapshot(t.database);
    const rent = { limit_type: 'Rent Limit', unit_type: 'Studio' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...rent, limit_value: -1 }, 'limit_value'],
      [{ ...rent, limit_value: 'abc' }, 'limit_value'],
      [{ ...rent, limit_value: '$1,000' }, 'limit_value'],
      [{ ...rent, limit_value: 10.555 }, 'limit_value'],
      [{ ...rent, limit_value: 1e21 }, 'limit_value'],
      [{ ...rent, limit_value: null }, 'limit_value'],
      [{ ...rent, limit_value: 100, percentage: 0 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 200.01 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 50.123 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 'fifty' }, 'percentage'],
      [{ ...rent, limit_value: 100, year: 1999 }, 'year'],
      [{ ...rent, limit_value: 100, year: 2101 }, 'year'],
      [{ ...rent, limit_value: 100, year: 2025.5 }, 'year'],
    ];
    for (const [level, field] of cases) {
      const res = await single(level);
      expect(res.statusCode, JSON.stringify(level)).toBe(400);
      expect(json(res).errors).toContainEqual(expect.objectContaining({ field: `ami_levels.0.${field}` }));
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses a level key given twice with a field error on the repeat', async () => {
    const before = await tableSnapshot(t.database);
    const levels = [...incomeLevels(2025, 50), { ...incomeLevels(2025, 50, 99_999)[2] }];
    const res = await p.create(orgA.adminToken, programBody({ ami_levels: levels }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      expect.objectContaining({
        field: 'ami_levels.8',
        code: 'ami_duplicate',
        message: expect.stringContaining('2025, 50 %, Income Limit, 3'),
      }),
    ]);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('keeps the same key apart by year, percentage and type', async () => {
    const created = await p.created(orgA.adminToken, {
      ami_levels: [...incomeLevels(2024, 50), ...incomeLevels(2025, 50), ...incomeLevels(2025, 60)],
    });
    expect(created.ami_levels).toHaveLength(24);
  });

  it('refuses unknown fields, missing required fields and a taken name', async () => {
    const taken = await p.created(orgA.adminToken);
    const before = await tableSnapshot(t.database);
    const unknown = await p.create(orgA.adminToken, programBody({ status: 'inactive' }));
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual(
      expect.objectContaining({ field: 'status', code: 'unrecognized_keys' }),
    );
    const missing = await p.create(orgA.adminToken, { name: '  ', ami_levels: [] });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name' }),
        expect.objectContaining({ field: 'jurisdiction' }),
      ]),
    );
    const dup = await p.create(orgA.adminToken, programBody({ name: taken.name.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({
      code: 'DUPLICATE',
      errors: [expect.objectContaining({ field: 'name' })],
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
