import {
  AmiCsvChecker,
  CSV_TEXT_MAX,
  type CsvLineResult,
  type LineMessage,
  readAmiCsv,
} from '@lar/contracts/ami-csv';

export interface ClientCheck {
  /** Problems with the file as a whole; nothing is sent while there are any. */
  problems: LineMessage[];
  lines: CsvLineResult[];
}

const CHUNK = 250;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads and checks the file here first, a slice of lines at a time so the page stays responsive
 * and `onProgress` (0..1) can drive a progress bar; the server then checks it against the program.
 */
export async function checkCsvInSlices(
  text: string,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<ClientCheck> {
  if (text.length > CSV_TEXT_MAX) {
    return {
      problems: [{ field: 'csv', code: 'csv_too_large', message: 'The file is too large' }],
      lines: [],
    };
  }
  const file = readAmiCsv(text);
  if (file.problems.length > 0) return { problems: file.problems, lines: [] };
  const checker = new AmiCsvChecker(file.columns);
  const lines: CsvLineResult[] = [];
  for (let start = 0; start < file.records.length; start += CHUNK) {
    if (signal?.aborted) break;
    for (const record of file.records.slice(start, start + CHUNK)) lines.push(checker.check(record));
    onProgress(Math.min(1, (start + CHUNK) / file.records.length));
    await nextTask();
  }
  return { problems: [], lines };
}
