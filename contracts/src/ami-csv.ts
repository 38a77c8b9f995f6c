import { z } from 'zod';
import {
  AmiIssue,
  type AmiLevelInput,
  amiLevel,
  amiLevelInput,
  describeLevel,
  HOUSEHOLD_SIZES,
  levelKey,
  RENT_UNIT_TYPES,
  UNIT_TYPE_ORDER,
} from './ami-levels.ts';
import { type CsvRecord, csvCell, parseCsv } from './csv.ts';
import { sameSchema } from './fields.ts';

/**
 * The AMI limits CSV: one level per line with the columns year, percentage, limit_type,
 * household_size or unit_type, limit_value. A header row names the columns in any order (HUD-style
 * names such as "AMI %" or "Household Size" are understood); without one the five columns are read
 * in that order. Cells are read leniently the way people paste them: "50%", "$1,234.50", "income",
 * "2br" are all understood.
 */
export const AMI_CSV_COLUMNS = ['year', 'percentage', 'limit_type', 'unit_type', 'limit_value'] as const;
export const CSV_TEXT_MAX = 1_000_000;
export const CSV_LINES_MAX = 5000;

type Column = 'year' | 'percentage' | 'limit_type' | 'household_size' | 'unit_type' | 'limit_value';
type ColumnIndexes = Partial<Record<Column, number>>;

const HEADER_ALIASES: Record<string, Column> = {
  year: 'year',
  fiscal_year: 'year',
  fy: 'year',
  percentage: 'percentage',
  percent: 'percentage',
  ami: 'percentage',
  ami_percentage: 'percentage',
  ami_percent: 'percentage',
  limit_type: 'limit_type',
  type: 'limit_type',
  household_size: 'household_size',
  household: 'household_size',
  persons: 'household_size',
  size: 'household_size',
  unit_type: 'unit_type',
  unit: 'unit_type',
  bedrooms: 'unit_type',
  limit_value: 'limit_value',
  value: 'limit_value',
  limit: 'limit_value',
  amount: 'limit_value',
};

export const CsvIssue = {
  EMPTY: 'csv_empty',
  COLUMNS: 'csv_columns',
  TOO_MANY_LINES: 'csv_too_many_lines',
  EXTRA_CELLS: 'csv_extra_cells',
  EXISTS: 'ami_exists',
} as const;

export const lineMessage = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type LineMessage = z.infer<typeof lineMessage>;

export const LINE_STATUSES = ['ok', 'duplicate', 'error'] as const;
/** What importing a level does to the program's levels: adds it, changes its value, or leaves it. */
export const LEVEL_ACTIONS = ['add', 'update', 'unchanged'] as const;
/** How many levels an import adds, updates and leaves unchanged. */
export const levelActionCounts = z.object(sameSchema(LEVEL_ACTIONS, z.number().int()));
export const csvLineResult = z.object({
  /** The file line the record starts on; the header is line 1 when there is one. */
  line: z.number().int(),
  status: z.enum(LINE_STATUSES),
  messages: z.array(lineMessage),
  /** The level read from the line, when it could be read. */
  /** For a good line: what importing it does to the program. */
  action: z.enum(LEVEL_ACTIONS).optional(),
  level: amiLevel.omit({ id: true, version: true }).nullable(),
});
export type CsvLineResult = z.infer<typeof csvLineResult>;

const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** A first cell that is a year means the file has no header. */
const looksLikeData = (record: CsvRecord) => /^\s*\d{4}\s*$/.test(record.cells[0] ?? '');

function columnsFromHeader(header: CsvRecord): { columns: ColumnIndexes; problems: LineMessage[] } {
  const columns: ColumnIndexes = {};
  const unknown: string[] = [];
  header.cells.forEach((cell, index) => {
    const column = HEADER_ALIASES[headerName(cell)];
    if (column && columns[column] === undefined) columns[column] = index;
    else if (cell.trim() !== '') unknown.push(cell.trim());
  });
  const missing: string[] = (['year', 'percentage', 'limit_type', 'limit_value'] as const).filter(
    (c) => columns[c] === undefined,
  );
  if (columns.household_size === undefined && columns.unit_type === undefined) {
    missing.push('household_size or unit_type');
  }
  const problems: LineMessage[] = [];
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((u) => `"${u.slice(0, 40)}"`).join(', ')}` : '',
    ].filter(Boolean);
    problems.push({
      field: 'csv',
      code: CsvIssue.COLUMNS,
      message: `The header must name the columns year, percentage, limit_type, household_size or unit_type, limit_value (${parts.join('; ')})`,
    });
  }
  return { columns, problems };
}

const POSITIONAL: ColumnIndexes = { year: 0, percentage: 1, limit_type: 2, unit_type: 3, limit_value: 4 };

export interface AmiCsvFile {
  /** Problems with the file as a whole (no lines, unreadable header, too many lines). */
  problems: LineMessage[];
  columns: ColumnIndexes;
  /** The data records, header left out. */
  records: CsvRecord[];
}

/** Splits the text into records and reads the header; lines are checked one by one after. */
export function readAmiCsv(text: string): AmiCsvFile {
  const all = parseCsv(text.replace(/^\uFEFF/, ''));
  const first = all[0];
  if (!first) {
    return {
      problems: [{ field: 'csv', code: CsvIssue.EMPTY, message: 'The file has no lines' }],
      columns: {},
      records: [],
    };
  }
  const hasHeader = !looksLikeData(first);
  const { columns, problems } = hasHeader ? columnsFromHeader(first) : { columns: POSITIONAL, problems: [] };
  const records = hasHeader ? all.slice(1) : all;
  if (records.length === 0 && problems.length === 0) {
    problems.push({ field: 'csv', code: CsvIssue.EMPTY, message: 'The file has no levels' });
  }
  if (records.length > CSV_LINES_MAX) {
    problems.push({
      field: 'csv',
      code: CsvIssue.TOO_MANY_LINES,
      message: `The file has ${records.length} levels; import at most ${CSV_LINES_MAX} at a time`,
    });
  }
  return { problems, columns, records };
}

const LIMIT_TYPE_WORDS: Record<string, string> = {
  income: 'Income Limit',
  income_limit: 'Income Limit',
  income_limits: 'Income Limit',
  rent: 'Rent Limit',
  rent_limit: 'Rent Limit',
  rent_limits: 'Rent Limit',
};

const RENT_UNIT_BY_LOWER = new Map(RENT_UNIT_TYPES.map((u) => [u.toLowerCase(), u]));
const HOUSEHOLD_SET = new Set<string>(HOUSEHOLD_SIZES);

/** The cells of one record shaped into an API level (still unchecked). */
function draftFrom(record: CsvRecord, columns: ColumnIndexes) {
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
  const limitType = LIMIT_TYPE_WORDS[headerName(cell('limit_type'))] ?? cell('limit_type');
  const size = cell('household_size');
  const unit = cell('unit_type');
  // With both columns present, each line uses the one its limit type needs.
  const rawUnit = limitType === 'Income Limit' ? size || unit : unit || size;
  const unitType = HOUSEHOLD_SET.has(rawUnit)
    ? rawUnit
    : (RENT_UNIT_BY_LOWER.get(rawUnit.toLowerCase()) ?? rawUnit);
  return {
    year: cell('year'),
    percentage: cell('percentage').replace(/\s*%$/, ''),
    limit_type: limitType,
    unit_type: unitType,
    limit_value: cell('limit_value')
      .replace(/^\$\s*/, '')
      .replaceAll(',', ''),
  };
}

/**
 * Checks records one at a time (so a large file can be checked in slices while showing progress),
 * remembering keys to mark a level that repeats an earlier line as a duplicate.
 */
export class AmiCsvChecker {
  private readonly firstLineOfKey = new Map<string, number>();
  /** Cells past the last known column are extra. */
  private readonly width: number;

  constructor(private readonly columns: ColumnIndexes) {
    this.width = Math.max(0, ...Object.values(columns).map((i) => (i ?? -1) + 1));
  }

  check(record: CsvRecord): CsvLineResult {
    const width = this.width;
    const extra = record.cells.slice(width).some((c) => c.trim() !== '');
    const parsed = amiLevelInput.safeParse(draftFrom(record, this.columns));
    if (!parsed.success || extra) {
      const messages: LineMessage[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'line'),
            code: issueCode(issue),
            message: issue.message,
          }));
      if (extra) {
        messages.push({
          field: 'line',
          code: CsvIssue.EXTRA_CELLS,
          message: `This line has more values than the ${width} columns`,
        });
      }
      return { line: record.line, status: 'error', messages, level: null };
    }
    const level = parsed.data;
    const key = levelKey(level);
    const first = this.firstLineOfKey.get(key);
    if (first !== undefined) {
      return {
        line: record.line,
        status: 'duplicate',
        messages: [
          {
            field: 'line',
            code: AmiIssue.DUPLICATE,
            message: `Line ${first} already has the level ${describeLevel(level)}`,
          },
        ],
        level,
      };
    }
    this.firstLineOfKey.set(key, record.line);
    return { line: record.line, status: 'ok', messages: [], level };
  }
}

function issueCode(issue: z.core.$ZodIssue): string {
  const params = 'params' in issue ? (issue.params as { code?: unknown } | undefined) : undefined;
  return typeof params?.code === 'string' ? params.code : issue.code;
}

/** Reads and checks a whole file (the server's preview and import). */
export function checkAmiCsv(text: string): { problems: LineMessage[]; lines: CsvLineResult[] } {
  const file = readAmiCsv(text);
  if (file.problems.length > 0) return { problems: file.problems, lines: [] };
  const checker = new AmiCsvChecker(file.columns);
  return { problems: [], lines: file.records.map((r) => checker.check(r)) };
}

const LIMIT_TYPE_ORDER: Record<string, number> = { 'Income Limit': 0, 'Rent Limit': 1 };
const UNIT_ORDER = new Map<string, number>(UNIT_TYPE_ORDER.map((u, i) => [u, i]));

/** Year, then income before rent, then AMI % ascending, then household size or unit type in table order. */
export function compareLevels(a: AmiLevelInput, b: AmiLevelInput): number {
  return (
    a.year - b.year ||
    (LIMIT_TYPE_ORDER[a.limit_type] ?? 0) - (LIMIT_TYPE_ORDER[b.limit_type] ?? 0) ||
    a.percentage - b.percentage ||
    (UNIT_ORDER.get(a.unit_type) ?? 99) - (UNIT_ORDER.get(b.unit_type) ?? 99)
  );
}

/** The export: the same columns the import reads, one level per line. */
export function toAmiCsv(levels: AmiLevelInput[]): string {
  const lines = [AMI_CSV_COLUMNS.join(',')];
  for (const l of [...levels].sort(compareLevels)) {
    lines.push(
      [l.year, l.percentage, l.limit_type, l.unit_type, l.limit_value.toFixed(2)].map(csvCell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const IMPORT_MODES = ['add', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * `add` only adds levels the program does not have yet; `replace` makes the file the program's
 * levels for the years it covers (changed values are updated, missing levels of those years
 * removed, other years untouched).
 */
export const amiImportBody = z.strictObject({
  csv: z
    .string({ error: 'Send the CSV text in csv' })
    .min(1, 'The file is empty')
    .max(CSV_TEXT_MAX, `The file is too large; import at most ${CSV_LINES_MAX} levels at a time`),
  mode: z.enum(IMPORT_MODES, { error: 'Mode must be add or replace' }).default('add'),
});
export type AmiImportBody = z.input<typeof amiImportBody>;

/** The file's lines, how many of each status, and what the import does to the program's levels. */
export const importSummary = z.object({
  lines: z.number().int(),
  ...sameSchema(LINE_STATUSES, z.number().int()),
  ...levelActionCounts.shape,
  /** Replace mode: the stored levels of the file's years that the file leaves out. */
  remove: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const amiImportPreview = z.object({
  mode: z.enum(IMPORT_MODES),
  /** True when every line is good: the import would write exactly what the preview shows. */
  valid: z.boolean(),
  summary: importSummary,
  lines: z.array(csvLineResult),
  /** Replace mode: the stored levels of the file's years that the file leaves out. */
  removed: z.array(amiLevel),
});
export type AmiImportPreview = z.infer<typeof amiImportPreview>;
