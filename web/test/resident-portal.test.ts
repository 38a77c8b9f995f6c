import type { ResidentHome } from '@lar/contracts/residents';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchResidentHome,
  RESIDENT_TOKEN_KEY,
  signInErrorKey,
  signInWithLink,
  tokenOfHash,
} from '../src/features/resident-portal/api.ts';
import { ResidentCodeForm } from '../src/features/resident-portal/components/ResidentCodeForm.tsx';
import { ResidentHomeView } from '../src/features/resident-portal/components/ResidentHomeView.tsx';
import { ApiError, apiRequest } from '../src/lib/api.ts';
import { formatMoney, formatReadableDate } from '../src/lib/format.ts';
import { TOKEN_STORAGE_KEY } from '../src/lib/session-storage.ts';
import { featureI18n, featureTexts, renderWith, textOf } from './feature-i18n.ts';
import { MemoryStorage } from './storage-stub.ts';

/** The resident portal's pages (issue 40, decision 075), in the three languages of the app. */

const texts = (language: string) => featureTexts('resident-portal', language);
const instance = (language: string) => featureI18n('resident-portal', 'resident', language);

const home: ResidentHome = {
  member_name: 'Ana Souza',
  language: 'pt',
  organization_name: 'Lar Housing',
  property_name: 'Maple Court',
  address: '1 Main St, Boston, MA, 02108',
  unit_number: '4B',
  rent: '1234.50',
  certifications: [
    { id: 2, type: 'ANNUAL', status: 'DRAFT', effective_date: '2027-01-01' },
    { id: 1, type: 'MOVE_IN', status: 'FINALIZED', effective_date: '2026-01-01' },
  ],
  next_due_date: '2027-01-01',
};

const expected = {
  en: [
    'Hello, Ana Souza',
    'Your home',
    'Unit 4B',
    'Monthly rent',
    'Next recertification due',
    'Annual recertification',
    'In preparation',
    'Move-in',
    'Completed',
  ],
  pt: [
    'Olá, Ana Souza',
    'Sua moradia',
    'Unidade 4B',
    'Aluguel mensal',
    'Próxima recertificação até',
    'Recertificação anual',
    'Em preparação',
    'Mudança (entrada)',
    'Concluída',
  ],
  es: [
    'Hola, Ana Souza',
    'Su vivienda',
    'Unidad 4B',
    'Renta mensual',
    'Próxima recertificación antes del',
    'Recertificación anual',
    'En preparación',
    'Mudanza (entrada)',
    'Completada',
  ],
} as const;

const signInTexts = {
  en: ['E-mail', '6-digit code', 'Sign in', 'The code works for 15 minutes'],
  pt: ['E-mail', 'Código de 6 dígitos', 'Entrar', 'O código vale por 15 minutos'],
  es: ['Correo electrónico', 'Código de 6 dígitos', 'Entrar', 'El código vale 15 minutos'],
} as const;

describe('the portal home, in each language', () => {
  for (const language of ['en', 'pt', 'es'] as const) {
    it(`shows the household's home, rent, next due date and certifications in ${language}`, async () => {
      const i18n = await instance(language);
      const text = textOf(renderWith(i18n, createElement(ResidentHomeView, { home })));
      for (const words of expected[language]) expect(text).toContain(words);
      expect(text).toContain(formatMoney('1234.50', language));
      expect(text).toContain(formatReadableDate('2027-01-01', language));
      expect(text).toContain('Maple Court');
      // Every text was found: no key is shown in its place.
      expect(text).not.toMatch(/home\.|types\.|statuses\./);
    });

    it(`labels the code sign-in in ${language}`, async () => {
      const i18n = await instance(language);
      const error = i18n.t('signIn.refused', { ns: 'resident' });
      const text = textOf(
        renderWith(i18n, createElement(ResidentCodeForm, { error, busy: false, onSubmit: () => {} })),
      );
      for (const words of signInTexts[language]) expect(text).toContain(words);
      expect(text).not.toContain('signIn.');
    });
  }

  it('says when no recertification is scheduled', async () => {
    const i18n = await instance('en');
    const text = textOf(
      renderWith(
        i18n,
        createElement(ResidentHomeView, { home: { ...home, next_due_date: null, certifications: [] } }),
      ),
    );
    expect(text).toContain('No recertification is scheduled.');
    expect(text).toContain('No certifications yet.');
  });

  it('has the same texts in every language', () => {
    const keys = (tree: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(texts('pt')).sort()).toEqual(keys(texts('en')).sort());
    expect(keys(texts('es')).sort()).toEqual(keys(texts('en')).sort());
  });
});

describe("the portal's calls", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads the link's token from the address's fragment only when whole", () => {
    const token = 'a'.repeat(43);
    expect(tokenOfHash(`#token=${token}`)).toBe(token);
    expect(tokenOfHash('#token=short')).toBeNull();
    expect(tokenOfHash('')).toBeNull();
  });

  it("keeps the resident's token apart from the staff token, and sends it only on portal calls", async () => {
    storage.setItem(TOKEN_STORAGE_KEY, 'staff-token');
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 'resident-token', language: 'es' }))
      .mockResolvedValueOnce(json(200, home))
      .mockResolvedValueOnce(json(200, []));
    await signInWithLink('b'.repeat(43));
    expect(storage.getItem(RESIDENT_TOKEN_KEY)).toBe('resident-token');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('staff-token');
    await fetchResidentHome();
    await apiRequest('/api/units');
    const authorization = (i: number) =>
      (fetchMock.mock.calls[i]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
    expect(authorization(0)).toBeUndefined();
    expect(authorization(1)).toBe('Bearer resident-token');
    expect(authorization(2)).toBe('Bearer staff-token');
  });

  it('says why a sign-in failed', () => {
    expect(signInErrorKey(new ApiError(401, 'INVALID_CREDENTIALS'))).toBe('signIn.refused');
    expect(signInErrorKey(new ApiError(429, 'RATE_LIMITED'))).toBe('signIn.tooMany');
    expect(signInErrorKey(new ApiError(0, 'NETWORK'))).toBe('signIn.network');
    expect(signInErrorKey(new Error('x'))).toBe('signIn.failed');
  });
});
