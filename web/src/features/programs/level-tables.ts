import {
  type AmiLevelInput,
  HOUSEHOLD_SIZES,
  type LimitType,
  RENT_UNIT_TYPES,
} from '@lar/contracts/ami-levels';

export interface LevelFilters {
  /** A piece of the AMI % as typed ("5" finds 50 and 75.5). */
  percentage: string;
  limitType: LimitType | null;
  /** A piece of the household size or unit type, any case ("br" finds 1BR..5BR). */
  unitType: string;
}

export const NO_FILTERS: LevelFilters = { percentage: '', limitType: null, unitType: '' };

export const hasFilters = (f: LevelFilters) =>
  f.percentage.trim() !== '' || f.limitType !== null || f.unitType.trim() !== '';

/** The years the levels cover, newest first. */
export function yearsOf(levels: AmiLevelInput[]): number[] {
  return [...new Set(levels.map((l) => l.year))].sort((a, b) => b - a);
}

export function filterLevels(levels: AmiLevelInput[], year: number | null, f: LevelFilters): AmiLevelInput[] {
  const percentage = f.percentage.trim();
  const unitType = f.unitType.trim().toLowerCase();
  return levels.filter(
    (l) =>
      (year === null || l.year === year) &&
      (percentage === '' || String(l.percentage).includes(percentage)) &&
      (f.limitType === null || l.limit_type === f.limitType) &&
      (unitType === '' || l.unit_type.toLowerCase().includes(unitType)),
  );
}

export interface LimitTable {
  limitType: LimitType;
  /** Household sizes (income) or unit types (rent) shown as columns. */
  columns: string[];
  /** One row per AMI %, ascending; a missing cell is undefined. */
  rows: Array<{ percentage: number; cells: Array<AmiLevelInput | undefined> }>;
}

/**
 * The levels of one limit type as a table: rows grouped by AMI % ascending, columns in the
 * table's order (sizes 1-8 or SRO..5BR), narrowed to the columns the unit-type filter matches.
 */
export function limitTable(
  levels: AmiLevelInput[],
  limitType: LimitType,
  unitTypeFilter: string,
): LimitTable {
  const all = limitType === 'Income Limit' ? HOUSEHOLD_SIZES : RENT_UNIT_TYPES;
  const needle = unitTypeFilter.trim().toLowerCase();
  const columns = all.filter((c) => needle === '' || c.toLowerCase().includes(needle));
  const ofType = levels.filter((l) => l.limit_type === limitType);
  const percentages = [...new Set(ofType.map((l) => l.percentage))].sort((a, b) => a - b);
  const rows = percentages.map((percentage) => ({
    percentage,
    cells: columns.map((unit) => ofType.find((l) => l.percentage === percentage && l.unit_type === unit)),
  }));
  return { limitType, columns, rows };
}
