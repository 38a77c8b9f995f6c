import type { AmiLevelInput } from '@lar/contracts/ami-levels';
import { describe, expect, it } from 'vitest';
import { filterLevels, limitTable, NO_FILTERS, yearsOf } from '../src/features/programs/level-tables.ts';

const income = (year: number, percentage: number, size: string, value: number): AmiLevelInput => ({
  year,
  percentage,
  limit_type: 'Income Limit',
  unit_type: size,
  limit_value: value,
});
const rent = (percentage: number, unit: string, value: number): AmiLevelInput => ({
  year: 2025,
  percentage,
  limit_type: 'Rent Limit',
  unit_type: unit,
  limit_value: value,
});

const levels = [
  income(2025, 80, '2', 102_400),
  income(2025, 50, '1', 56_350),
  income(2025, 50, '8', 106_200),
  income(2024, 50, '1', 52_000),
  rent(60, '2BR', 2173.5),
  rent(30, 'Studio', 846),
  rent(60, 'SRO', 1014),
];

describe('limit tables', () => {
  it('groups rows by AMI % ascending with sizes 1-8 as columns and gaps left empty', () => {
    const table = limitTable(filterLevels(levels, 2025, NO_FILTERS), 'Income Limit', '');
    expect(table.columns).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(table.rows.map((r) => r.percentage)).toEqual([50, 80]);
    expect(table.rows[0]?.cells.map((c) => c?.limit_value)).toEqual([
      56_350,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      106_200,
    ]);
  });

  it('lays rent limits out SRO, Studio, 1BR..5BR', () => {
    const table = limitTable(levels, 'Rent Limit', '');
    expect(table.columns).toEqual(['SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR']);
    expect(table.rows.map((r) => [r.percentage, r.cells.filter(Boolean).length])).toEqual([
      [30, 1],
      [60, 2],
    ]);
  });

  it('filters by a piece of the AMI %, the limit type and a piece of the unit type', () => {
    expect(filterLevels(levels, 2025, { ...NO_FILTERS, percentage: '6' })).toHaveLength(2);
    expect(filterLevels(levels, 2025, { ...NO_FILTERS, limitType: 'Income Limit' })).toHaveLength(3);
    const twoBr = filterLevels(levels, 2025, { ...NO_FILTERS, unitType: '2b' });
    expect(twoBr.map((l) => l.unit_type)).toEqual(['2BR']);
    expect(limitTable(twoBr, 'Rent Limit', '2b').columns).toEqual(['2BR']);
    expect(filterLevels(levels, 2025, { ...NO_FILTERS, unitType: '9' })).toEqual([]);
  });

  it('lists years newest first and shows one year at a time', () => {
    expect(yearsOf(levels)).toEqual([2025, 2024]);
    expect(filterLevels(levels, 2024, NO_FILTERS)).toEqual([income(2024, 50, '1', 52_000)]);
  });
});
