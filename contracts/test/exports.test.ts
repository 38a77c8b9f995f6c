import { describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  type ExportList,
  exportColumnKeys,
  exportHeader,
  exportQuery,
} from '../src/exports.ts';
import { occupancyListQuery } from '../src/occupancies.ts';

describe('export columns', () => {
  it('label every column of every list in English, Portuguese and Spanish, the header row translated', () => {
    for (const list of Object.keys(EXPORT_COLUMNS) as ExportList[]) {
      const en = exportColumnKeys(list).map((key) => exportHeader(list, key, 'en'));
      const pt = exportColumnKeys(list).map((key) => exportHeader(list, key, 'pt'));
      const es = exportColumnKeys(list).map((key) => exportHeader(list, key, 'es'));
      for (const header of [en, pt, es]) {
        expect(
          header.every((label) => label.trim() !== ''),
          list,
        ).toBe(true);
        expect(new Set(header).size, `${list}: two columns share a label`).toBe(header.length);
      }
      // Short labels (ID, Fax, AMI %) read alike; the header as a whole is translated.
      expect(pt, list).not.toEqual(en);
      expect(es, list).not.toEqual(en);
    }
  });

  it('take a list’s filters without its page, with a format and a language', () => {
    const schema = exportQuery(occupancyListQuery);
    expect(schema.parse({ status: 'ACTIVE', limit: '5', offset: '10' })).toEqual({
      unit_id: undefined,
      tenant_id: undefined,
      status: 'ACTIVE',
      over_income: false,
      format: 'csv',
      lang: 'en',
    });
    expect(schema.parse({ format: 'xlsx', lang: 'pt' })).toMatchObject({ format: 'xlsx', lang: 'pt' });
    for (const bad of [{ format: 'pdf' }, { lang: 'fr' }, { status: 'BOGUS' }])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
