import { isSeniorOn } from '@lar/contracts/candidates';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, unique } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('senior');

type Answer = { id: number; is_senior: boolean; version: number };

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(org.adminToken), payload });

/** `years` years before today where the organization works, `days` days later. */
function bornYearsAgo(years: number, days = 0): string {
  const today = new Date(`${todayIn(t.config.timeZone)}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

describe('the senior flag', () => {
  it('is 62 or older on the day, birthday included, 29 February on 1 March', () => {
    expect(isSeniorOn('1963-05-10', '2025-05-10')).toBe(true);
    expect(isSeniorOn('1963-05-10', '2025-05-09')).toBe(false);
    expect(isSeniorOn('1964-02-29', '2026-02-28')).toBe(false);
    expect(isSeniorOn('1964-02-29', '2026-03-01')).toBe(true);
  });

  it('is derived by the server from a birth date, whatever the body says; kept as sent without one', async () => {
    const email = () => `${unique('senior').toLowerCase()}@example.com`;
    const turning = await send('POST', '/api/candidates', {
      full_name: 'Turns 62 Today',
      email: email(),
      birth_date: bornYearsAgo(62),
      is_senior: false,
    });
    expect(turning.statusCode, turning.body).toBe(201);
    expect(json<Answer>(turning).is_senior).toBe(true);

    const young = await send('POST', '/api/candidates', {
      full_name: 'Turns 62 Tomorrow',
      email: email(),
      birth_date: bornYearsAgo(62, 1),
      is_senior: true,
    });
    expect(json<Answer>(young).is_senior).toBe(false);

    const undated = await send('POST', '/api/candidates', {
      full_name: 'No Date',
      email: email(),
      is_senior: true,
    });
    expect(json<Answer>(undated).is_senior).toBe(true);

    const { id, version } = json<Answer>(young);
    const updated = await send('PUT', `/api/candidates/${id}`, {
      full_name: 'Turns 62 Tomorrow',
      email: `older-${id}@example.com`,
      birth_date: '1950-01-01',
      is_senior: false,
      version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<Answer>(updated).is_senior).toBe(true);
  });
});
