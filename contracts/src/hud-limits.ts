import type { LineMessage } from './ami-csv.ts';
import { LIMIT_TYPES, LIMIT_VALUE_MAX } from './ami-levels.ts';
import { type CsvRecord, csvCell, parseCsv } from './csv.ts';
import {
  type PublishedLevels,
  pickNamedArea,
  publishedDecimal,
  publishedRowLevels,
  publishedYear,
} from './published-limits.ts';

/**
 * HUD's published income limits, one area's row at a time. Two of HUD's files are read, saved as
 * CSV: the Section 8 income limits (`median`, `ELI_1..8`, `l50_1..8`, `l80_1..8`) become a year's
 * 30 %, 50 % and 80 % income tables; the Multifamily Tax Subsidy Projects file (`lim50_YYpN`,
 * `lim60_YYpN`) its 50 % and 60 % ones. Values are copied as published, never recomputed: HUD's
 * extremely-low column is not 0.6 x the 50 % one (it has a poverty-guideline floor).
 */

export const HUD_KINDS = ['section8', 'mtsp'] as const;
export type HudKind = (typeof HUD_KINDS)[number];

export const HudIssue = {
  EMPTY: 'hud_empty',
  COLUMNS: 'hud_columns',
  YEAR: 'hud_year',
  AREA_REQUIRED: 'hud_area_required',
  AREA_NOT_FOUND: 'hud_area_not_found',
  AREA_AMBIGUOUS: 'hud_area_ambiguous',
  VALUE: 'hud_value',
} as const;

/** One published limit column: a household size at an AMI %. */
interface LimitColumn {
  percentage: number;
  size: number;
  index: number;
  header: string;
}

export interface HudLayout {
  kind: HudKind;
  /** The fiscal year the columns name (`median2024`, `lim50_24p1`), when they name one. */
  year: number | undefined;
  columns: LimitColumn[];
  /** The MTSP file's HERA special limit columns, 50 and 60 %, when it has them (decision 048). */
  heraColumns: LimitColumn[];
}

/** An area's row: what the picker shows and searches, and its cells. */
export interface HudArea {
  line: number;
  fips: string;
  /** The most specific name the row has (a county or town), else its HUD area's. */
  name: string;
  /** The HUD area (metro or non-metro area) the row belongs to, when the file names it apart. */
  area_name: string;
  state: string;
  median: string;
  cells: string[];
}

export interface HudFile {
  problems: LineMessage[];
  layout: HudLayout | undefined;
  header: string[];
  areas: HudArea[];
}

const norm = (cell: string) => cell.trim().toLowerCase();

const NAME_COLUMNS = [
  'county_town_name',
  'countyname',
  'county_name',
  'cnty_name',
  'areaname',
  'area_name',
  'name',
];
const AREA_NAME_COLUMNS = ['hud_area_name', 'metro_area_name', 'hud_areaname'];
const FIPS_COLUMNS = ['fips', 'fips2010', 'fips2020', 'fips2000', 'fips_code', 'fipscode', 'hud_area_code'];
const STATE_COLUMNS = ['state_alpha', 'stusps', 'state_abbr', 'stateabbr', 'state_name', 'state'];

const SECTION8 = [
  { prefix: 'eli', percentage: 30 },
  { prefix: 'l50', percentage: 50 },
  { prefix: 'l80', percentage: 80 },
];
const MTSP_COLUMN = /^lim(50|60)_(\d{2})p([1-8])$/;
/**
 * A HERA special limit column of the MTSP file, read with its separators dropped: `hera_lim50_24p1`,
 * `HERA Special lim50_24p1`, `hlim50_24p1`. HUD's exact header was not confirmed against a
 * published file (decision 048): the pattern takes these spellings and nothing that the regular
 * `lim50_YYpN` columns could be.
 */
const HERA_COLUMN = /^(?:hera(?:special)?|h)lim(50|60)(\d{2})?p([1-8])$/;
const MEDIAN_COLUMN = /^median(\d{4})?$/;
const SIZES = [1, 2, 3, 4, 5, 6, 7, 8];

const firstOf = (header: string[], names: readonly string[]) => {
  for (const name of names) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return undefined;
};

function section8Layout(header: string[]): HudLayout | undefined {
  const columns: LimitColumn[] = [];
  for (const { prefix, percentage } of SECTION8) {
    for (const size of SIZES) {
      const index = header.indexOf(`${prefix}_${size}`);
      if (index < 0) return undefined;
      columns.push({ percentage, size, index, header: `${prefix}_${size}` });
    }
  }
  const medianYear = header.map((h) => MEDIAN_COLUMN.exec(h)?.[1]).find((y) => y !== undefined);
  return {
    kind: 'section8',
    year: medianYear === undefined ? undefined : Number(medianYear),
    columns,
    heraColumns: [],
  };
}

function mtspLayout(header: string[]): HudLayout | undefined | LineMessage {
  const columns: LimitColumn[] = [];
  const years = new Set<string>();
  header.forEach((h, index) => {
    const match = MTSP_COLUMN.exec(h);
    if (!match) return;
    const [, percentage, yy, size] = match as unknown as [string, string, string, string];
    years.add(yy);
    columns.push({ percentage: Number(percentage), size: Number(size), index, header: h });
  });
  if (columns.length === 0) return undefined;
  if (years.size > 1 || columns.length !== 16) {
    return {
      field: 'csv',
      code: HudIssue.COLUMNS,
      message: 'An MTSP file needs the columns lim50_YYp1..8 and lim60_YYp1..8 of one fiscal year',
    };
  }
  const heraColumns: LimitColumn[] = [];
  header.forEach((h, index) => {
    const match = HERA_COLUMN.exec(h.replace(/[^a-z0-9]/g, ''));
    if (match) heraColumns.push({ percentage: Number(match[1]), size: Number(match[3]), index, header: h });
  });
  return { kind: 'mtsp', year: 2000 + Number([...years][0]), columns, heraColumns };
}

const cellOf = (record: CsvRecord, index: number | undefined) =>
  index === undefined ? '' : (record.cells[index] ?? '').trim();

/** Reads HUD's file (CSV, or a sheet pasted with tabs): its layout and every area's row. */
export function readHudFile(text: string): HudFile {
  const [first, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!first) {
    return {
      problems: [{ field: 'csv', code: HudIssue.EMPTY, message: 'The file has no lines' }],
      layout: undefined,
      header: [],
      areas: [],
    };
  }
  const header = first.cells.map(norm);
  const mtsp = mtspLayout(header);
  const layout = section8Layout(header) ?? (mtsp && 'kind' in mtsp ? mtsp : undefined);
  const problems: LineMessage[] = [];
  if (mtsp && !('kind' in mtsp)) problems.push(mtsp);
  else if (!layout) {
    problems.push({
      field: 'csv',
      code: HudIssue.COLUMNS,
      message:
        "The header must have HUD's Section 8 columns (ELI_1..8, l50_1..8, l80_1..8) or its MTSP columns (lim50_YYp1..8, lim60_YYp1..8)",
    });
  } else if (rows.length === 0) {
    problems.push({ field: 'csv', code: HudIssue.EMPTY, message: 'The file has no area rows' });
  }
  const at = {
    name: firstOf(header, NAME_COLUMNS),
    areaName: firstOf(header, AREA_NAME_COLUMNS),
    fips: firstOf(header, FIPS_COLUMNS),
    state: firstOf(header, STATE_COLUMNS),
    median: header.findIndex((h) => MEDIAN_COLUMN.test(h)),
  };
  const areas = rows.map((record): HudArea => {
    const areaName = cellOf(record, at.areaName);
    return {
      line: record.line,
      fips: cellOf(record, at.fips),
      name: cellOf(record, at.name) || areaName,
      area_name: areaName,
      state: cellOf(record, at.state),
      median: cellOf(record, at.median < 0 ? undefined : at.median),
      cells: record.cells,
    };
  });
  return { problems, layout: problems.length > 0 ? undefined : layout, header: first.cells, areas };
}

/** The areas whose name, HUD area name or FIPS code holds `search` (case-insensitive), in file order. */
export function searchAreas(areas: readonly HudArea[], search: string, max = 50): HudArea[] {
  const words = norm(search).split(/\s+/).filter(Boolean);
  const found: HudArea[] = [];
  for (const area of areas) {
    const text = `${area.name} ${area.area_name} ${area.state} ${area.fips}`.toLowerCase();
    if (words.every((w) => text.includes(w))) found.push(area);
    if (found.length >= max) break;
  }
  return found;
}

/**
 * The row `area` names: its FIPS code, or its name or HUD area name, exactly (case-insensitive).
 * A file with one row needs no name.
 */
export function pickArea(areas: readonly HudArea[], area: string | undefined): HudArea | LineMessage {
  return pickNamedArea(areas, area, (name) => areasNamed(areas, norm(name)), HudIssue, {
    unnamed: ' by its FIPS code or name',
    ambiguous: ': name one by its FIPS code',
  });
}

/** The rows of the FIPS code `wanted`, else those of that name or HUD area name. */
function areasNamed(areas: readonly HudArea[], wanted: string): HudArea[] {
  const byFips = areas.filter((a) => a.fips !== '' && norm(a.fips) === wanted);
  return byFips.length > 0
    ? byFips
    : areas.filter((a) => norm(a.name) === wanted || norm(a.area_name) === wanted);
}

/** The fiscal year of the import: the file's, or the one given when the file names none. */
export const hudYear = (layout: HudLayout, given: number | undefined) =>
  publishedYear(layout.year, given, HudIssue.YEAR);

/**
 * The area's published income limits as levels of `year`, each value exactly as the file has it
 * (thousands separators and a dollar sign are read; nothing is rounded or derived).
 */
export function hudLevels(layout: HudLayout, area: HudArea, year: number): PublishedLevels {
  return publishedRowLevels(
    area,
    layout.columns,
    (column) => ({
      year,
      percentage: column.percentage,
      limit_type: LIMIT_TYPES[0],
      unit_type: String(column.size),
    }),
    { code: HudIssue.VALUE, figure: 'limit' },
  );
}

/** One HERA special income limit of an area: an AMI % (50 or 60) and a household size. */
export interface HeraSpecialLevel {
  percentage: number;
  household_size: number;
  limit_value: number;
}

/**
 * The area's HERA special limits as published, or none when the area has none (its cells blank:
 * HUD gives them only for the areas it lists). Some cells filled and others not is a problem.
 */
export function hudHeraLevels(
  layout: HudLayout,
  area: HudArea,
): { levels: HeraSpecialLevel[]; problems: LineMessage[] } {
  const cells = layout.heraColumns.map((column) => ({
    column,
    text: (area.cells[column.index] ?? '').trim(),
  }));
  if (cells.every((c) => c.text === '' || c.text === '0')) return { levels: [], problems: [] };
  const levels: HeraSpecialLevel[] = [];
  const problems: LineMessage[] = [];
  for (const { column, text } of cells) {
    const value = Number(publishedDecimal(text) ?? Number.NaN);
    if (Number.isFinite(value) && value > 0 && value <= LIMIT_VALUE_MAX) {
      levels.push({ percentage: column.percentage, household_size: column.size, limit_value: value });
    } else {
      problems.push({
        field: column.header,
        code: HudIssue.VALUE,
        message: `Line ${area.line}, ${column.header}: "${text.slice(0, 30)}" is not a published HERA special limit`,
      });
    }
  }
  return { levels, problems };
}

/** The header and the area's row alone: what the screen sends, so a whole state file need not travel. */
export const areaCsv = (header: readonly string[], area: HudArea) =>
  `${header.map(csvCell).join(',')}\r\n${area.cells.map(csvCell).join(',')}\r\n`;
