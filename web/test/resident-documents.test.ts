import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { uploadErrorKey } from '../src/features/resident-documents/api.ts';
import { AgeState } from '../src/features/resident-documents/components/AgeState.tsx';
import { DOCUMENT_ACCEPT, UploadForm } from '../src/features/resident-documents/components/UploadForm.tsx';
import { ApiError } from '../src/lib/api.ts';
import { formatDate } from '../src/lib/format.ts';

/** The resident's documents page (issue 40, decision 077), in the three languages of the app. */

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/features/resident-documents/locales',
);
const texts = (language: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as Record<string, unknown>;

async function instance(language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { residentDocuments: texts(language) } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const render = (i18n: I18n, element: ReactElement) =>
  renderToString(createElement(I18nextProvider, { i18n }, element));
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const formTexts = {
  en: ['What it is', 'Date on the document', 'File or photo', 'Send', 'Pay stub'],
  pt: ['O que é', 'Data no documento', 'Arquivo ou foto', 'Enviar', 'Contracheque'],
  es: ['Qué es', 'Fecha del documento', 'Archivo o foto', 'Enviar', 'Talón de pago'],
} as const;

describe('the upload form', () => {
  for (const language of ['en', 'pt', 'es'] as const) {
    it(`labels every field in ${language}`, async () => {
      const i18n = await instance(language);
      const html = render(i18n, createElement(UploadForm, { title: 'T', onUploaded: () => {} }));
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
    const html = render(
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
        render(i18n, createElement(AgeState, { state: 'VALID', validUntil: '2027-03-29' })),
      );
      const old = textOf(
        render(i18n, createElement(AgeState, { state: 'TOO_OLD', validUntil: '2027-03-29' })),
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
