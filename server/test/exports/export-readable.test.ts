import { exportColumnKeys, exportHeader } from '@lar/contracts/exports';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';
import { column, csvRecords, download, moveOut, xlsxWorkbook } from './export-helpers.ts';

/**
 * Exports a person reads (issue 38): codes and flags as labels in the file's language, XLSX cells
 * typed (dates, amounts in a money format, percentages), widths from the content, the header
 * frozen, and a first sheet with the list, when it was made and its filters.
 */

const t = useTestApp({ timeZone: 'America/Los_Angeles' });
const org = t.org('readable');
const LONG_NAME = 'Maria Aparecida dos Santos Oliveira';

beforeAll(async () => {
  const token = org.adminToken;
  const property = await create.property(t, token, 'Casa Azul');
  const a = await create.unit(t, token, property.id, { unit_number: 'A-1' });
  const b = await create.unit(t, token, property.id, { unit_number: 'B-1' });
  const first = await create.candidate(t, token, { full_name: LONG_NAME });
  const second = await create.candidate(t, token, { full_name: 'Ana' });
  await create.occupancy(t, token, a.id, first.id, {
    rent_amount: 1234.5,
    ami_percentage: 60,
    start_date: '2025-03-15',
  });
  const ended = await create.occupancy(t, token, b.id, second.id);
  await moveOut(t, token, ended.id);
});

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the XLSX export', () => {
  it('types its cells, sizes its columns, freezes its header and opens on its filters', async () => {
    const res = await download(
      t,
      org.adminToken,
      '/api/occupancies/export?format=xlsx&lang=pt&status=ACTIVE',
    );
    const workbook = await xlsxWorkbook(res);
    const [summary, data] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];

    expect(summary.name).toBe('Exportação');
    const facts = sheetRows(summary);
    expect(facts[0]).toEqual(['Lista', 'Ocupações']);
    expect(facts[1]?.[0]).toBe('Gerada em');
    expect(String(facts[1]?.[1])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(facts[2]).toEqual(['Fuso horário', 'America/Los_Angeles']);
    expect(facts).toContainEqual(['Filtros']);
    expect(facts).toContainEqual(['Situação', 'Ativa']);

    expect(data.name).toBe('Ocupações');
    expect(data.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const keys = exportColumnKeys('occupancies');
    const cell = (key: (typeof keys)[number]) => data.getRow(2).getCell(keys.indexOf(key) + 1);
    expect(data.getRow(1).getCell(1).value).toBe(exportHeader('occupancies', 'id', 'pt'));
    expect(data.rowCount).toBe(2);

    const moveIn = cell('start_date');
    expect(moveIn.type).toBe(4); // ExcelJS.ValueType.Date
    expect(moveIn.value).toEqual(new Date('2025-03-15T00:00:00Z'));
    expect(moveIn.numFmt).toBe('dd/mm/yyyy');

    const rent = cell('rent_amount');
    expect(rent.type).toBe(2); // ExcelJS.ValueType.Number
    expect(rent.value).toBe(1234.5);
    expect(rent.numFmt).toBe('"US$" #,##0.00');

    const ami = cell('ami_percentage');
    expect(ami.type).toBe(2);
    expect(ami.value).toBe(0.6);
    expect(ami.numFmt).toBe('0%');

    expect(cell('status').value).toBe('Ativa');
    expect(cell('tenant_name').value).toBe(LONG_NAME);
    // Widths follow the content: the long name's column is wider than it, the ID's stays narrow.
    const width = (key: (typeof keys)[number]) => data.getColumn(keys.indexOf(key) + 1).width ?? 0;
    expect(width('tenant_name')).toBeGreaterThanOrEqual(LONG_NAME.length);
    expect(width('id')).toBeLessThan(10);
  });

  it('writes dates in the US order and the dollar sign in English, and says when no filter applies', async () => {
    const workbook = await xlsxWorkbook(
      await download(t, org.adminToken, '/api/occupancies/export?format=xlsx'),
    );
    const [summary, data] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(summary.name).toBe('Export');
    expect(sheetRows(summary)).toContainEqual(['None: every row']);
    const keys = exportColumnKeys('occupancies');
    const row = data.getRow(2);
    expect(row.getCell(keys.indexOf('start_date') + 1).numFmt).toBe('mm/dd/yyyy');
    expect(row.getCell(keys.indexOf('rent_amount') + 1).numFmt).toBe('"$"#,##0.00');
  });
});

describe('the CSV export', () => {
  it('writes every code and flag as a label in Portuguese and in Spanish', async () => {
    const pt = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?lang=pt'));
    expect(column(pt, 'Situação')).toEqual(['Ativa', 'Encerrada']);
    expect(column(pt, 'Motivo da saída')).toEqual(['', 'Saiu por vontade própria']);
    expect(column(pt, 'Entrada')).toEqual(['2025-03-15', '2025-01-01']);
    expect(column(pt, '% AMI')).toEqual(['60', '']);
    expect(column(pt, 'Aluguel')).toEqual(['1234.50', '1200.00']);

    const es = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?lang=es'));
    expect(column(es, 'Estado')).toEqual(['Activa', 'Finalizada']);
    expect(column(es, 'Motivo de salida')).toEqual(['', 'Se mudó voluntariamente']);

    const flags = csvRecords(await download(t, org.adminToken, '/api/candidates/export?lang=pt'));
    expect(column(flags, 'Idoso')).toEqual(['Não', 'Não']);
    // A candidate's current occupancy only: the ended one is none.
    expect(column(flags, 'Situação da ocupação')).toEqual(['Ativa', '']);
    const flagsEs = csvRecords(await download(t, org.adminToken, '/api/candidates/export?lang=es'));
    expect(column(flagsEs, 'Persona mayor')).toEqual(['No', 'No']);

    const body = [...pt, ...es, ...flags].flat().join(',');
    for (const code of ['ACTIVE', 'ENDED', 'moved_out', 'true', 'false']) expect(body).not.toContain(code);
  });

  it('keeps the compliance report’s original keys CSV raw', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/compliance/occupancies.csv',
      headers: bearer(org.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, first] = res.body.split('\r\n');
    expect(header?.split(',')).toContain('income_eligible');
    expect(first).toMatch(/,(true|false|),/);
    expect(first).toMatch(/,(compliant|exception|overridden|incomplete),/);
  });
});
