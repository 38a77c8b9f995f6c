import { z } from 'zod';
import { type LineMessage, levelActionCounts } from './ami-csv.ts';
import { type AmiLevelInput, LIMIT_TYPES } from './ami-levels.ts';
import { HIGH_HOME_PERCENTAGE, LOW_HOME_PERCENTAGE } from './compliance/home-rents.ts';
import { type CsvRecord, parseCsv } from './csv.ts';
import { hudImportBody, importedLevel } from './hud-import.ts';
import {
  PUBLISHED_AMOUNT,
  type PublishedLevels,
  pickNamedArea,
  publishedRowLevels,
  publishedYear,
} from './published-limits.ts';

/**
 * HUD's HOME rent limits (24 CFR 92.252), as HUD Exchange publishes them per state: a header row
 * naming the bedroom columns (EFFICIENCY, 1 BR .. 6 BR), then for each area its rows LOW HOME RENT
 * LIMIT and HIGH HOME RENT LIMIT, followed by rows "For Information Only" (FAIR MARKET RENT, 50 %
 * RENT LIMIT, 65 % RENT LIMIT) that are not HOME rents and are not read. The area's name stands in
 * the first cell of its first row, or on a row of its own above. Saved as CSV or pasted from the
 * sheet (tabs). Values are copied as published (decision 047).
 *
 * The Low HOME rents become the year's rent limits at 50 %, the High HOME rents those at 65 %
 * (home-rents.ts); Efficiency is the Studio unit type. 6 BR has no unit type here and is not read.
 */

export const HomeRentIssue = {
  EMPTY: 'home_rent_empty',
  COLUMNS: 'home_rent_columns',
  YEAR: 'home_rent_year',
  AREA_REQUIRED: 'home_rent_area_required',
  AREA_NOT_FOUND: 'home_rent_area_not_found',
  AREA_AMBIGUOUS: 'home_rent_area_ambiguous',
  ROWS: 'home_rent_rows',
  VALUE: 'home_rent_value',
  LOW_ABOVE_HIGH: 'home_rent_low_above_high',
  NOT_HOME: 'home_rent_not_home_program',
} as const;

/** A bedroom column of the header: its unit type and where it is. */
interface BedroomColumn {
  unitType: string;
  index: number;
  header: string;
}

const BEDROOM_HEADERS: ReadonlyArray<{ pattern: RegExp; unitType: string }> = [
  { pattern: /^(efficiency|eff\.?|0\s*-?\s*br|0\s*bedrooms?|studio)$/, unitType: 'Studio' },
  { pattern: /^(1\s*-?\s*br|1\s*bedroom|one\s*bedroom)$/, unitType: '1BR' },
  { pattern: /^(2\s*-?\s*br|2\s*bedrooms?|two\s*bedrooms?)$/, unitType: '2BR' },
  { pattern: /^(3\s*-?\s*br|3\s*bedrooms?|three\s*bedrooms?)$/, unitType: '3BR' },
  { pattern: /^(4\s*-?\s*br|4\s*bedrooms?|four\s*bedrooms?)$/, unitType: '4BR' },
  { pattern: /^(5\s*-?\s*br|5\s*bedrooms?|five\s*bedrooms?)$/, unitType: '5BR' },
];

const LOW_LABEL = /low\s+home\s+rent/;
const HIGH_LABEL = /high\s+home\s+rent/;
/** Row labels that are not area names: the HOME rows, HUD's information rows, the header's label. */
const NOT_AN_AREA = /home\s+rent|information\s+only|fair\s+market\s+rent|%\s*rent\s+limit|^program$/;
const YEAR_IN_TEXT = /\b(?:fy\s*)?(20\d{2})\b/;

const norm = (cell: string | undefined) => (cell ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** An area's two HOME rows. */
export interface HomeRentArea {
  line: number;
  name: string;
  low: CsvRecord | undefined;
  high: CsvRecord | undefined;
}

export interface HomeRentFile {
  problems: LineMessage[];
  columns: BedroomColumn[];
  /** The fiscal year a line above the header names ("FY 2024"), if one does. */
  year: number | undefined;
  areas: HomeRentArea[];
}

function bedroomColumns(record: CsvRecord): BedroomColumn[] {
  const columns: BedroomColumn[] = [];
  record.cells.forEach((cell, index) => {
    const text = norm(cell);
    const found = BEDROOM_HEADERS.find((b) => b.pattern.test(text));
    if (found && !columns.some((c) => c.unitType === found.unitType)) {
      columns.push({ unitType: found.unitType, index, header: cell.trim() });
    }
  });
  return columns;
}

/** The first cell that names an area: text that is neither a row label nor a figure. */
const areaNameOf = (record: CsvRecord, before: number) =>
  record.cells
    .slice(0, before)
    .map((c) => c.trim())
    .find((c) => c !== '' && !NOT_AN_AREA.test(norm(c)) && !PUBLISHED_AMOUNT.test(c));

/** Reads HUD's HOME rent table: the bedroom columns, the fiscal year if named, and each area's two rows. */
export function readHomeRentFile(text: string): HomeRentFile {
  const clean = text.replace(/^\uFEFF/, '');
  const records = parseCsv(clean, clean.includes('\t') ? '\t' : undefined);
  const empty = (message: string, code: string = HomeRentIssue.EMPTY): HomeRentFile => ({
    problems: [{ field: 'csv', code, message }],
    columns: [],
    year: undefined,
    areas: [],
  });
  if (records.length === 0) return empty('The file has no lines');
  const headerAt = records.findIndex((r) => bedroomColumns(r).length > 0);
  const header = records[headerAt];
  const columns = header ? bedroomColumns(header) : [];
  if (!header || columns.length !== BEDROOM_HEADERS.length) {
    return empty(
      "The header must name HUD's bedroom columns EFFICIENCY, 1 BR, 2 BR, 3 BR, 4 BR and 5 BR",
      HomeRentIssue.COLUMNS,
    );
  }
  const yearText = records
    .slice(0, headerAt + 1)
    .flatMap((r) => r.cells)
    .map((c) => YEAR_IN_TEXT.exec(norm(c))?.[1])
    .find((y) => y !== undefined);
  const firstColumn = Math.min(...columns.map((c) => c.index));
  const areas: HomeRentArea[] = [];
  let current: HomeRentArea | undefined;
  for (const record of records.slice(headerAt + 1)) {
    const name = areaNameOf(record, firstColumn);
    if (name !== undefined && (current === undefined || current.low || current.high)) {
      current = { line: record.line, name, low: undefined, high: undefined };
      areas.push(current);
    }
    const labels = record.cells.map(norm);
    const isLow = labels.some((l) => LOW_LABEL.test(l));
    const isHigh = labels.some((l) => HIGH_LABEL.test(l));
    if (!isLow && !isHigh) continue;
    if (!current) {
      current = { line: record.line, name: '', low: undefined, high: undefined };
      areas.push(current);
    }
    if (isLow) current.low = record;
    else current.high = record;
  }
  const withRows = areas.filter((a) => a.low || a.high);
  if (withRows.length === 0)
    return empty('The file has no LOW HOME RENT LIMIT or HIGH HOME RENT LIMIT rows', HomeRentIssue.ROWS);
  return {
    problems: [],
    columns,
    year: yearText === undefined ? undefined : Number(yearText),
    areas: withRows,
  };
}

/** The area `area` names exactly (case-insensitive); a file with one area needs no name. */
export function pickHomeRentArea(
  areas: readonly HomeRentArea[],
  area: string | undefined,
): HomeRentArea | LineMessage {
  const named = (name: string) => areas.filter((a) => norm(a.name) === norm(name));
  return pickNamedArea(areas, area, named, HomeRentIssue, { unnamed: '', ambiguous: '' });
}

/** The fiscal year of the import: the file's, or the one given when the file names none. */
export const homeRentYear = (file: HomeRentFile, given: number | undefined) =>
  publishedYear(file.year, given, HomeRentIssue.YEAR);

const ROWS = [
  { key: 'low', label: 'LOW HOME RENT LIMIT', percentage: LOW_HOME_PERCENTAGE },
  { key: 'high', label: 'HIGH HOME RENT LIMIT', percentage: HIGH_HOME_PERCENTAGE },
] as const;

/**
 * The area's Low and High HOME rents as rent levels of `year` (Low at 50 %, High at 65 %), each as
 * published; a missing row, a cell that is not an amount, or a Low rent above the High one (which
 * 24 CFR 92.252(b) caps it at) is a problem naming the line and column.
 */
export function homeRentLevels(file: HomeRentFile, area: HomeRentArea, year: number): PublishedLevels {
  const levels: AmiLevelInput[] = [];
  const problems: LineMessage[] = [];
  const values: Record<'low' | 'high', Map<string, number>> = { low: new Map(), high: new Map() };
  for (const row of ROWS) {
    const record = area[row.key];
    if (!record) {
      problems.push({
        field: 'csv',
        code: HomeRentIssue.ROWS,
        message: `Area "${area.name || `line ${area.line}`}" has no ${row.label} row`,
      });
      continue;
    }
    const read = publishedRowLevels(
      record,
      file.columns,
      (column) => ({
        year,
        percentage: row.percentage,
        limit_type: LIMIT_TYPES[1],
        unit_type: column.unitType,
      }),
      { code: HomeRentIssue.VALUE, figure: 'rent' },
    );
    levels.push(...read.levels);
    problems.push(...read.problems);
    for (const level of read.levels) values[row.key].set(level.unit_type, level.limit_value);
  }
  for (const column of file.columns) {
    const low = values.low.get(column.unitType);
    const high = values.high.get(column.unitType);
    if (low !== undefined && high !== undefined && low > high) {
      problems.push({
        field: column.header,
        code: HomeRentIssue.LOW_ABOVE_HIGH,
        message: `Line ${area.low?.line}, ${column.header}: the Low HOME rent ${low} is above the High HOME rent ${high}`,
      });
    }
  }
  return { levels, problems };
}

/** The same body as HUD's income limit files: the text, the area's name, the fiscal year if the file has none. */
export const homeRentImportBody = hudImportBody;
export type HomeRentImportRequest = z.output<typeof homeRentImportBody>;

export const HOME_RENT_TIERS = ['low', 'high'] as const;

export const homeRentImportPreview = z.object({
  year: z.number().int(),
  area: z.object({ line: z.number().int(), name: z.string() }),
  /** Every rent the import writes, Low (50 %) and High (65 %), with the stored value it replaces. */
  levels: z.array(importedLevel.extend({ tier: z.enum(HOME_RENT_TIERS) })),
  summary: levelActionCounts,
});
export type HomeRentImportPreview = z.infer<typeof homeRentImportPreview>;
