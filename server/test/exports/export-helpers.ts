import { parseCsv } from '@lar/contracts/csv';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../helpers/test-app.ts';

export const BOM = '\uFEFF';

/** Ends the occupancy on 2025-06-30 (moved out), answered 200: the exports' ENDED row. */
export async function moveOut(t: TestApp, token: string, occupancyId: number): Promise<void> {
  const end = await t.app.inject({
    method: 'POST',
    url: `/api/occupancies/${occupancyId}/terminate`,
    headers: bearer(token),
    payload: { end_date: '2025-06-30', end_reason: 'moved_out' },
  });
  expect(end.statusCode, end.body).toBe(200);
}

/** GET `url` as `token`, answered 200 with a file. */
export async function download(t: TestApp, token: string, url: string): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A CSV export's records (header first), after checking its byte order mark and CRLF line ends. */
export function csvRecords(res: LightMyRequestResponse): string[][] {
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith(BOM)).toBe(true);
  const text = res.body.slice(BOM.length);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break outside quoted cells is CRLF: no bare LF separates records.
  expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/g)).toBeNull();
  return parseCsv(text, ',').map((r) => r.cells);
}

/** An XLSX export read back by exceljs: its first sheet says what it holds, the second has the rows. */
export async function xlsxWorkbook(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(2);
  return workbook;
}

/** An XLSX export's data sheet as rows of cell values (header first). */
export async function xlsxRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  const sheet = (await xlsxWorkbook(res)).worksheets[1];
  if (!sheet) throw new Error('the workbook has no data sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The records whose `column` (by the header's label) holds `value`. */
export function column(records: string[][], label: string): string[] {
  const [header, ...rows] = records;
  const index = (header ?? []).indexOf(label);
  expect(index, `column ${label} in ${header?.join(',')}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[index] ?? '');
}
