import type { Building } from '@lar/contracts/buildings';
import type { Unit } from '@lar/contracts/units';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/suite.ts';

const t = useDemoApp('bld');

describe('buildings demo data', () => {
  it('makes the first demo property a two-building project with units in each', async () => {
    const units = await t.get<Unit[]>('/api/units?limit=500');
    const first = Math.min(...units.map((u) => u.property_id));
    const buildings = await t.get<Building[]>(`/api/property/${first}/buildings`);
    expect(buildings.map((b) => b.bin).sort()).toEqual(['MA-23-00101', 'MA-23-00102']);
    // IRC 42(f)(1): placed in service in 2023, credits from 2023 or, by election, 2024.
    expect(buildings.map((b) => [b.placed_in_service_date, b.first_credit_year]).sort()).toEqual([
      ['2023-06-15', 2023],
      ['2023-11-20', 2024],
    ]);
    const counts = buildings.map((b) => b.unit_count);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(units.filter((u) => u.property_id === first).length);
  });
});
