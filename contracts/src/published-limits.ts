import type { z } from 'zod';
import type { LineMessage } from './ami-csv.ts';
import { type AmiLevelInput, amiLevelInput } from './ami-levels.ts';

/**
 * What HUD's published tables (income limits, HOME rents) share once an area is read: the fiscal
 * year of the import and each published figure as a level, exactly as printed.
 */

/** The fiscal year of the import: the file's, or the one given when the file names none. */
export function publishedYear(
  inFile: number | undefined,
  given: number | undefined,
  code: string,
): number | LineMessage {
  if (inFile !== undefined && given !== undefined && inFile !== given) {
    return { field: 'year', code, message: `The file is of fiscal year ${inFile}, not ${given}` };
  }
  const year = given ?? inFile;
  if (year === undefined) return { field: 'year', code, message: 'Say which fiscal year the file publishes' };
  return year;
}

/** The codes of an import's area that is not named, not in the file, or named by several of its rows. */
export interface AreaIssues {
  AREA_REQUIRED: string;
  AREA_NOT_FOUND: string;
  AREA_AMBIGUOUS: string;
}

/**
 * The area of `areas` that `area` names, as `matching` finds the areas a name names; a file with one
 * area needs no name. `hint` ends the messages that ask for a name: how the file's areas are named.
 */
export function pickNamedArea<Area>(
  areas: readonly Area[],
  area: string | undefined,
  matching: (name: string) => Area[],
  codes: AreaIssues,
  hint: { unnamed: string; ambiguous: string },
): Area | LineMessage {
  if (area === undefined) {
    if (areas.length === 1) return areas[0] as Area;
    return {
      field: 'area',
      code: codes.AREA_REQUIRED,
      message: `The file has several areas: name one${hint.unnamed}`,
    };
  }
  const matches = matching(area);
  if (matches.length === 1) return matches[0] as Area;
  return matches.length === 0
    ? { field: 'area', code: codes.AREA_NOT_FOUND, message: `The file has no area "${area.slice(0, 80)}"` }
    : {
        field: 'area',
        code: codes.AREA_AMBIGUOUS,
        message: `${matches.length} areas of the file are named "${area.slice(0, 80)}"${hint.ambiguous}`,
      };
}

/** An amount as HUD prints it: an optional dollar sign, thousands separators, at most two decimals. */
export const PUBLISHED_AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** A printed amount as a plain decimal ("$1,234.50" is "1234.50"); undefined when it is not one. */
export const publishedDecimal = (cell: string) =>
  PUBLISHED_AMOUNT.test(cell) ? cell.replace(/^\$\s*/, '').replaceAll(',', '') : undefined;

/**
 * A cell's published amount as a level, exactly as printed (nothing is rounded or derived);
 * undefined when the cell is not a positive amount.
 */
export function publishedLevel(
  cell: string,
  level: Omit<z.input<typeof amiLevelInput>, 'limit_value'>,
): AmiLevelInput | undefined {
  const value = publishedDecimal(cell);
  if (value === undefined) return undefined;
  const parsed = amiLevelInput.safeParse({ ...level, limit_value: value });
  return parsed.success && parsed.data.limit_value > 0 ? parsed.data : undefined;
}

/** The levels an area's figures give, and a problem for each figure (or row) that gives none. */
export interface PublishedLevels {
  levels: AmiLevelInput[];
  problems: LineMessage[];
}

/**
 * One printed row's cells as levels, one per column (`levelOf` says which), each exactly as
 * printed; a cell that is not a positive amount is a problem naming the row's line and the column,
 * e.g. `Line 12, 2BR: "n/a" is not a published rent`.
 */
export function publishedRowLevels<Column extends { index: number; header: string }>(
  row: { line: number; cells: readonly string[] },
  columns: readonly Column[],
  levelOf: (column: Column) => Omit<z.input<typeof amiLevelInput>, 'limit_value'>,
  refused: { code: string; figure: string },
): PublishedLevels {
  const read: PublishedLevels = { levels: [], problems: [] };
  for (const column of columns) {
    const text = (row.cells[column.index] ?? '').trim();
    const level = publishedLevel(text, levelOf(column));
    if (level) read.levels.push(level);
    else {
      read.problems.push({
        field: column.header,
        code: refused.code,
        message: `Line ${row.line}, ${column.header}: "${text.slice(0, 30)}" is not a published ${refused.figure}`,
      });
    }
  }
  return read;
}
