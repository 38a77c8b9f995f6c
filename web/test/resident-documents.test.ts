import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { uploadErrorKey } from '../src/features/resident-documents/api.ts';
import { AgeState } from '../src/features/resident-documents/components/AgeState.tsx';
import { DOCUMENT_ACCEPT, UploadForm } from '../src/features/resident-documents/components/UploadForm.tsx';
import { documentNames, targetName, uploadTargets } from '../src/features/resident-documents/targets.ts';
import { ApiError } from '../src/lib/api.ts';
import { formatDate } from '../src/lib/format.ts';
import { featureI18n, featureTexts, renderWith, textOf } from './feature-i18n.ts';

/** The resident's documents page (issue 40, decision 077), in the three languages of the app. */

const _texts = (language: string) => featureTexts('resident-documents', language);
const instance = (language: string) => featureI18n('resident-documents', 'residentDocuments', language);

const formTexts = {
  en: ['What it is', 'Date on the document', 'File or photo', 'Send', 'Pay stub'],
  pt: ['O que é', 'Data no documento', 'Arquivo ou foto', 'Enviar', 'Contracheque'],
  es: ['Qué es', 'Fecha del documento', 'Archivo o foto', 'Enviar', 'Talón de pago'],
} as const;

describe('the upload form', () => {
  for (const language of ['en', 'pt', 'es'] as const) {
    it(`labels every field in ${language}`, async () => {
      const i18n = await instance(language);
      const html = renderWith(i18n, createElement(UploadForm, { title: 'T', onUploaded: () => {} }));
      const text = textOf(html);
      for (const words of formTexts[language]) expect(text).toContain(words);
      expect(text).not.toMatch(/upload\.|kinds\./);
      // Each input has a label pointing at it.
      const ids = [...html.matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBe(3);
      for (const id of ids) expect(html).toContain(`for="${id}"`);
    });
  }

  it('offers PDFs and photos, HEIC included, and lets a phone choose its camera or its files (no capture)', async () => {
    const html = renderWith(
      await instance('en'),
      createElement(UploadForm, { title: 'T', onUploaded: () => {} }),
    );
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', '.heic'])
      expect(DOCUMENT_ACCEPT).toContain(type);
    expect(html).toContain(`accept="${DOCUMENT_ACCEPT}"`);
    expect(html).not.toContain('capture');
  });
});

describe('the age of a document', () => {
  it('reads "valid until" or "too old" with the date, in each language', async () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const i18n = await instance(language);
      const date = formatDate('2027-03-29', language);
      const valid = textOf(
        renderWith(i18n, createElement(AgeState, { state: 'VALID', validUntil: '2027-03-29' })),
      );
      const old = textOf(
        renderWith(i18n, createElement(AgeState, { state: 'TOO_OLD', validUntil: '2027-03-29' })),
      );
      expect(valid).toContain(date);
      expect(old).toContain(date);
      expect(valid).not.toBe(old);
      expect(valid).not.toContain('age.');
    }
  });
});

describe('a refused upload', () => {
  it('tells what to do by the answer: too large, wrong type, closed, fields, session, network', () => {
    expect(uploadErrorKey(new ApiError(413, 'PAYLOAD_TOO_LARGE'))).toBe('errors.tooLarge');
    expect(uploadErrorKey(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe('errors.type');
    expect(uploadErrorKey(new ApiError(409, 'CONFLICT'))).toBe('errors.closed');
    expect(uploadErrorKey(new ApiError(400, 'VALIDATION_FAILED'))).toBe('errors.fields');
    expect(uploadErrorKey(new ApiError(401, 'UNAUTHENTICATED'))).toBe('errors.ended');
    expect(uploadErrorKey(new ApiError(0, 'NETWORK'))).toBe('errors.network');
    expect(uploadErrorKey(new Error('boom'))).toBe('errors.failed');
  });
});

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';
const WAGES = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const PENSION = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const SAVINGS = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const member = (member_key: string, name: string, change: 'NONE' | 'JOINED' | 'LEFT' = 'NONE') => ({
  member_key,
  name,
  birth_date: null,
  relationship: null,
  change,
  change_date: null,
  full_time_student: false,
  disabled: false,
});
const answers = {
  members: [member(ANA, 'Ana Silva'), member(BEN, 'Ben Silva', 'JOINED'), member(GONE, 'Gil Silva', 'LEFT')],
  income_sources: [
    { id: WAGES, member_key: ANA, kind: 'employment' as const, amount: '500', frequency: 'WEEKLY' as const },
    {
      id: PENSION,
      member_key: BEN,
      kind: 'social_security' as const,
      amount: '900',
      frequency: 'MONTHLY' as const,
    },
  ],
  assets: [{ id: SAVINGS, kind: 'SAVINGS' as const, description: '', cash_value: '100', annual_income: '1' }],
};

describe('one upload per member, income source and asset of the questionnaire', () => {
  it('lists the household, each member staying with their sources, then the assets, by their ids', () => {
    const targets = uploadTargets(answers);
    expect(targets.map((t) => [t.memberKey, t.incomeSourceId, t.assetId, t.defaultKind])).toEqual([
      [null, null, null, 'OTHER'],
      [ANA, null, null, 'IDENTITY'],
      [ANA, WAGES, null, 'PAY_STUB'],
      [BEN, null, null, 'IDENTITY'],
      [BEN, PENSION, null, 'BENEFIT_LETTER'],
      [null, null, SAVINGS, 'BANK_STATEMENT'],
    ]);
    // Without a questionnaire, the household's upload only.
    expect(uploadTargets(null)).toHaveLength(1);
  });

  it('names each section by the member and the source, never by an id, in each language', async () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const i18n = await instance(language);
      const t = i18n.getFixedT(language, 'residentDocuments');
      const names = uploadTargets(answers).map((target) => targetName(t, target.label));
      expect(names[1]).toBe('Ana Silva');
      expect(names[2]).toContain('Ana Silva');
      expect(names[4]).toContain('Ben Silva');
      for (const name of names) {
        expect(name).not.toMatch(/targets\.|[0-9a-f]{8}-/);
        expect(name.length).toBeGreaterThan(0);
      }
    }
  });

  it('labels the file input with the name, and sends the ids it was given', async () => {
    const i18n = await instance('en');
    const html = renderWith(
      i18n,
      createElement(UploadForm, {
        title: 'Ana Silva: Wages or salary',
        name: 'Ana Silva: Wages or salary',
        memberKey: ANA,
        incomeSourceId: WAGES,
        onUploaded: () => {},
      }),
    );
    const fileId = /<input[^>]* id="([^"]+)"[^>]*type="file"/.exec(html)?.[1];
    expect(fileId).toBeDefined();
    const label = new RegExp(`<label for="${fileId}">([^<]+)</label>`).exec(html)?.[1];
    expect(label).toBe('File or photo for Ana Silva: Wages or salary');
  });

  it("reads a document's member and source names for the staff panel and the list", async () => {
    const i18n = await instance('en');
    const t = i18n.getFixedT('en', 'residentDocuments');
    expect(documentNames(t, answers, { member_key: ANA, income_source_id: WAGES, asset_id: null })).toEqual({
      member: 'Ana Silva',
      source: 'Wages or salary',
    });
    expect(
      documentNames(t, answers, { member_key: null, income_source_id: null, asset_id: SAVINGS }),
    ).toEqual({
      member: null,
      source: 'Savings account',
    });
    // A member who left is still named on the documents sent for them.
    expect(
      documentNames(t, answers, { member_key: GONE, income_source_id: null, asset_id: null }).member,
    ).toBe('Gil Silva');
    expect(documentNames(t, null, { member_key: ANA, income_source_id: null, asset_id: null })).toEqual({
      member: null,
      source: null,
    });
  });
});
