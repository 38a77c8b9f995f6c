/** A CSV record and the file line it starts on (1-based), so messages can point at it. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The delimiter of pasted or exported tables: a tab when the first line has one (copied from a
 * spreadsheet), a semicolon when it has semicolons but no comma (European spreadsheets), else a comma.
 */
export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';') && !firstLine.includes(',')) return ';';
  return ',';
}

/**
 * RFC 4180 parsing: quoted cells may hold delimiters, doubled quotes and line breaks. Lines with
 * no text are left out; cells are not trimmed here.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
    }
  }
  endRecord();
  return records;
}

/** One CSV cell: quoted when it holds a delimiter, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What a spreadsheet reads as the start of a formula (and the controls that can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text from a user for an exported cell: one that a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`) gets a leading apostrophe, so it opens as the text it is (OWASP's CSV injection rule).
 * Numbers written by the export itself are not passed through here.
 */
export function safeCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
