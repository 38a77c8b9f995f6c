import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmiCsv, toAmiCsv } from '../src/ami-csv.ts';
import { type AmiLevelInput, LIMIT_TYPES, levelKey, unitTypesFor } from '../src/ami-levels.ts';
import { parseCsv } from '../src/csv.ts';

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, quotes and line breaks, and keeps line numbers', () => {
    const records = parseCsv('a,b\r\n"1,5","say ""hi"""\n\n"two\nlines",x\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,5', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'x'] },
    ]);
  });

  it('detects tab and semicolon separated text', () => {
    expect(parseCsv('a\tb\n1\t2')[1]?.cells).toEqual(['1', '2']);
    expect(parseCsv('a;b\n1;2')[1]?.cells).toEqual(['1', '2']);
  });
});

describe('checkAmiCsv', () => {
  it('reads HUD-style headers in any order and a byte-order mark', () => {
    const text = '\uFEFFAMI %,Household Size,Year,Limit Type,Limit Value\n50,3,2025,Income Limit,"$72,450"\n';
    const { problems, lines } = checkAmiCsv(text);
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      line: 2,
      status: 'ok',
      level: { year: 2025, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 72450 },
    });
  });

  it('uses household_size for income lines and unit_type for rent lines when both columns exist', () => {
    const text =
      'year,percentage,limit_type,household_size,unit_type,limit_value\n2025,60,rent,,2BR,2100\n2025,60,income,4,,96550';
    expect(checkAmiCsv(text).lines.map((l) => l.level?.unit_type)).toEqual(['2BR', '4']);
  });

  it('names the missing and unknown header columns', () => {
    const { problems } = checkAmiCsv('year,pct,limit_type,limit_value\n');
    expect(problems[0]?.code).toBe('csv_columns');
    expect(problems[0]?.message).toContain('missing percentage, household_size or unit_type');
    expect(problems[0]?.message).toContain('unknown "pct"');
  });
});

/** Any level of either limit type, its unit type one that the limit type allows. */
const levelArbitrary: fc.Arbitrary<AmiLevelInput> = fc.oneof(
  ...LIMIT_TYPES.map((limitType) =>
    fc.record({
      year: fc.integer({ min: 2000, max: 2100 }),
      percentage: fc.integer({ min: 100, max: 20_000 }).map((n) => n / 100),
      limit_type: fc.constant(limitType),
      unit_type: fc.constantFrom(...unitTypesFor(limitType)),
      limit_value: fc.integer({ min: 0, max: 9_999_999_999 }).map((n) => n / 100),
    }),
  ),
);

describe('export and import agree', () => {
  it('reads back every level it writes, unchanged', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(levelArbitrary, { selector: levelKey, minLength: 1, maxLength: 40 }),
        (levels) => {
          const { problems, lines } = checkAmiCsv(toAmiCsv(levels));
          expect(problems).toEqual([]);
          expect(lines.every((l) => l.status === 'ok')).toBe(true);
          const read = new Map(lines.map((l) => [levelKey(l.level as AmiLevelInput), l.level]));
          for (const level of levels) expect(read.get(levelKey(level))).toEqual(level);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('checks 5000 lines quickly', () => {
    const levels = Array.from({ length: 5000 }, (_, i) => ({
      year: 2000 + (i % 100),
      percentage: 1 + Math.floor(i / 100),
      limit_type: 'Rent Limit' as const,
      unit_type: 'Studio',
      limit_value: i,
    }));
    const text = toAmiCsv(levels);
    const started = performance.now();
    const { lines } = checkAmiCsv(text);
    const ms = performance.now() - started;
    expect(lines).toHaveLength(5000);
    expect(lines.filter((l) => l.status !== 'ok')).toEqual([]);
    console.info(`checked 5000 lines (${Math.round(text.length / 1024)} KB) in ${ms.toFixed(0)} ms`);
  });
});
