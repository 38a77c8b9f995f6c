import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { xlsxWorkbook } from '../exports/export-helpers.ts';
import { create } from '../helpers/fixtures.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';

/**
 * One "today" (decision 063): the organization's time zone decides every date the server writes,
 * and the session tells the browser which zone that is. At 03:30 UTC on November 29 it is still
 * November 28 in New York: a file made then is dated the 28th, as the screens are.
 */

const t = useTestApp({ timeZone: 'America/New_York' });
const org = t.org('clock');
let unitId = 0;

beforeAll(async () => {
  const property = await create.property(t, org.adminToken, 'Relógio Court');
  unitId = (await create.unit(t, org.adminToken, property.id, { unit_number: 'C-1' })).id;
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });

/** The server's clock at 03:30 UTC on November 29, 2026: 22:30 on the 28th in New York. */
const lateEvening = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T03:30:00Z'));
};

describe("the organization's clock", () => {
  it('is told to the browser with the session', async () => {
    const me = await get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { time_zone: string } }>().user.time_zone).toBe('America/New_York');
  });

  it('is told to pages without a session, with its day, by the public clock', async () => {
    lateEvening();
    const res = await t.app.inject({ method: 'GET', url: '/api/public/clock' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ time_zone: 'America/New_York', today: '2026-11-28' });
  });

  it('dates an export by the organization’s day and writes when it was made on its clock', async () => {
    lateEvening();
    const res = await get('/api/units/export?format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('units-2026-11-28.xlsx');
    const [summary] = (await xlsxWorkbook(res)).worksheets;
    const madeAt: unknown[] = [];
    summary?.eachRow((row) => madeAt.push((row.values as unknown[])[2]));
    expect(madeAt[1]).toBe('2026-11-28 22:30');
    expect(madeAt[2]).toBe('America/New_York');
  });

  it('prints a worksheet dated the organization’s day, not the server’s UTC one', async () => {
    lateEvening();
    const res = await get(`/api/units/${unitId}/compliance-worksheet.pdf?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('2026-11-28.pdf');
    const text = (await pdfPageTexts(res.rawPayload)).join(' ');
    expect(text).toContain('November 28, 2026');
    expect(text).not.toContain('November 29, 2026');
  });
});
