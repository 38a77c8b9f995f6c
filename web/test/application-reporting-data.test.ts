import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_ANSWERS,
  RENTAL_ASSISTANCE_SOURCES,
  type ReportingDataAnswer,
} from '@lar/contracts/reporting-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportingLines } from '../src/components/reporting-data/reporting-lines.ts';
import { readApplicationReportingData } from '../src/features/applications/api.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { MemoryStorage } from './storage-stub.ts';

/**
 * The application drawer's reporting answers (issue 39, decision 066): HUD-52697 Part II's race and
 * ethnicity (SPD 15, 2024 revision, 89 FR 22182), disability and last 4 of the SSN per member, and
 * Part VI's rental assistance, read only when staff ask and labelled in every language.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const locale = (folder: string, language: string) =>
  JSON.parse(readFileSync(path.join(SRC, folder, 'locales', `${language}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const answer = (over: Partial<ReportingDataAnswer> = {}): ReportingDataAnswer => ({
  record_id: 7,
  recorded: true,
  members: [
    { race_ethnicity: ['ASIAN', 'WHITE'], disability: 'NO', ssn_last4: '1234' },
    { race_ethnicity: null, disability: 'DECLINED', ssn_last4: null },
  ],
  rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
  rental_assistance_monthly_cents: 45_050,
  ...over,
});

describe('the reporting answers laid out for the drawer', () => {
  it('puts each member’s answers under their name, in the household’s order', () => {
    const lines = reportingLines(answer(), ['Ana Lima', 'Duda Lima', 'Bia Lima']);
    expect(lines.empty).toBe(false);
    expect(lines.members).toEqual([
      { number: 1, name: 'Ana Lima', raceEthnicity: ['ASIAN', 'WHITE'], disability: 'NO', ssnLast4: '1234' },
      { number: 2, name: 'Duda Lima', raceEthnicity: [], disability: 'DECLINED', ssnLast4: null },
      { number: 3, name: 'Bia Lima', raceEthnicity: [], disability: null, ssnLast4: null },
    ]);
    expect(lines).toMatchObject({ source: 'HUD_HOUSING_CHOICE_VOUCHER', monthlyCents: 45_050 });
  });

  it('numbers an answer the names do not cover', () => {
    const lines = reportingLines(answer(), ['Ana Lima']);
    expect(lines.members.map((m) => [m.number, m.name])).toEqual([
      [1, 'Ana Lima'],
      [2, null],
    ]);
  });

  it('is empty when the applicant gave none, or only blanks', () => {
    expect(reportingLines(answer({ recorded: false, members: [] }), ['Ana Lima']).empty).toBe(true);
    const blanks = answer({
      members: [{ race_ethnicity: null, disability: null, ssn_last4: null }],
      rental_assistance_source: null,
      rental_assistance_monthly_cents: null,
    });
    expect(reportingLines(blanks, ['Ana Lima']).empty).toBe(true);
  });
});

describe('reading an application’s answers', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the application’s own audited read, once per call', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(answer()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await readApplicationReportingData(7)).toEqual(answer());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/applications\/7\/reporting-data$/);
    expect((init?.method ?? 'GET').toUpperCase()).toBe('GET');
  });
});

describe('the labels', () => {
  it.each(LANGUAGES)('names every answer and field in %s', (language) => {
    const labels = locale('components/reporting-data', language) as Record<string, Record<string, string>>;
    for (const [group, values] of [
      ['races', RACE_ETHNICITY_ANSWERS],
      ['disabilities', DISABILITY_ANSWERS],
      ['sources', RENTAL_ASSISTANCE_SOURCES],
    ] as const)
      for (const value of values) expect(labels[group]?.[value], `${group}.${value}`).toBeTruthy();
    for (const field of [
      'legend',
      'raceEthnicity',
      'disability',
      'ssnLast4',
      'source',
      'monthly',
      'show',
      'empty',
    ])
      expect(labels[field], field).toBeTruthy();
    const drawer = locale('features/applications', language).reporting as Record<string, string>;
    for (const key of ['hint', 'readFailed']) expect(drawer[key], key).toBeTruthy();
  });
});
