import { describe, expect, it } from 'vitest';
import { homeRentLevels, homeRentYear, pickHomeRentArea, readHomeRentFile } from '../src/home-rent-limits.ts';

/*
 * The layout of HUD Exchange's HOME rent limit tables (24 CFR 92.252): bedroom columns EFFICIENCY
 * to 6 BR; per area LOW HOME RENT LIMIT and HIGH HOME RENT LIMIT, then rows for information only.
 * Figures are made up for the layout (decision 047): the reader must copy them unchanged.
 */

// Pasted from the sheet (tabs), the area's name on a row of its own above its rows.
const PASTED = [
  'HOME PROGRAM RENTS FY 2025',
  '\tPROGRAM\tEFFICIENCY\t1 BR\t2 BR\t3 BR\t4 BR\t5 BR\t6 BR',
  'Example Metro FMR Area',
  '\tLOW HOME RENT LIMIT\t$701\t$752\t$902\t$1,042\t$1,162\t$1,282\t$1,402',
  '\tHIGH HOME RENT LIMIT\t$760\t$812\t$1,011\t$1,250\t$1,380\t$1,510\t$1,640',
  '\tFor Information Only:',
  '\tFAIR MARKET RENT\t$760\t$812\t$1,011\t$1,308\t$1,512\t$1,739\t$1,966',
  '\t50% RENT LIMIT\t$701\t$752\t$902\t$1,042\t$1,162\t$1,282\t$1,402',
  '\t65% RENT LIMIT\t$890\t$955\t$1,148\t$1,316\t$1,447\t$1,577\t$1,707',
].join('\n');

describe("HUD's HOME rent table", () => {
  it('reads a pasted table: the year of its title, one area, Low at 50 % and High at 65 %, Studio to 5BR', () => {
    const file = readHomeRentFile(PASTED);
    expect(file.problems).toEqual([]);
    expect(file.year).toBe(2025);
    expect(file.areas.map((a) => a.name)).toEqual(['Example Metro FMR Area']);
    const area = pickHomeRentArea(file.areas, undefined);
    if ('code' in area) throw new Error(area.message);
    const year = homeRentYear(file, undefined);
    expect(year).toBe(2025);
    const { levels, problems } = homeRentLevels(file, area, 2025);
    expect(problems).toEqual([]);
    const at = (percentage: number) =>
      levels.filter((l) => l.percentage === percentage).map((l) => [l.unit_type, l.limit_value]);
    expect(at(50)).toEqual([
      ['Studio', 701],
      ['1BR', 752],
      ['2BR', 902],
      ['3BR', 1042],
      ['4BR', 1162],
      ['5BR', 1282],
    ]);
    expect(at(65).map(([, v]) => v)).toEqual([760, 812, 1011, 1250, 1380, 1510]);
    expect(levels.every((l) => l.limit_type === 'Rent Limit' && l.year === 2025)).toBe(true);
  });

  it('refuses a table without the bedroom columns', () => {
    expect(readHomeRentFile('PROGRAM,A,B\nLOW HOME RENT LIMIT,1,2').problems[0]?.code).toBe(
      'home_rent_columns',
    );
  });
});
