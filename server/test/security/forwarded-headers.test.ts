import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { buildTestApp, json } from '../helpers/test-app.ts';
import { APP_SHELL, listedUnit, propertyWith } from '../listings/listing-fixtures.ts';

/**
 * Behind one proxy (`TRUST_PROXY=1`, decision 054) a client writes whatever it likes into
 * `X-Forwarded-For`, `X-Forwarded-Host` and `Host`; the proxy appends the address it saw to
 * `X-Forwarded-For` and connects from its own. A forged header must buy nothing: the per-address
 * limits count the address the proxy saw (the rightmost entry, MDN "X-Forwarded-For", RFC 7239
 * section 8.3), and absolute links come from PUBLIC_URL alone.
 */

const PROXY = '10.9.0.1';
const PUBLIC_URL = 'https://housing.example.org';
const CONTACT_LIMIT = 5;
const LOGIN_LIMIT = 10;

const dist = await mkdtemp(path.join(tmpdir(), 'lar-forwarded-'));
await writeFile(path.join(dist, 'index.html'), APP_SHELL);

const t = useTestApp({
  trustProxy: 1,
  publicUrl: PUBLIC_URL,
  webDist: dist,
  contactRateLimitPerMinute: CONTACT_LIMIT,
  loginRateLimitPerMinute: LOGIN_LIMIT,
});
const site = t.org('forwarded');
let listed: number;

beforeAll(async () => {
  const property = await propertyWith(t, site.adminToken, { property_name: 'Harbor View', city: 'Boston' });
  listed = (await listedUnit(t, site.adminToken, property.id)).id;
});

/** What the client sent, as the proxy passes it on: the forged chain with the client's real address appended. */
const forged = (client: string, i: number) => ({
  'x-forwarded-for': `198.51.100.${i % 250}, 10.0.${i}.7, ${client}`,
  'x-forwarded-host': `evil${i}.example.net`,
  host: `evil-host${i}.example.net`,
});

const contact = (client: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    payload: { name: 'Visitor', email: 'v@example.com', message: `Hello ${i}` },
    headers: forged(client, i),
    remoteAddress: PROXY,
  });

describe('per-address limits behind one trusted proxy, with forged headers', () => {
  it(`takes ${CONTACT_LIMIT} contact messages from one client, then answers 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await contact('203.0.113.5', i)).statusCode).toBe(201);
    const refused = await contact('203.0.113.5', CONTACT_LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy has its own count.
    expect((await contact('203.0.113.6', 99)).statusCode).toBe(201);
  });

  it('answers 429 to wrong logins from one client whatever it forges', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: site.adminUsername, password: `wrong-${i}` },
        headers: forged('203.0.113.20', i),
        remoteAddress: PROXY,
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_LIMIT);
    expect(codes.at(-1)).toBe(429);
  });

  it('limits status-check guesses from one client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT + 1; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/applications/status?reference=LAR-2026-${String(i + 1).padStart(6, '0')}&email=a@example.com`,
        headers: forged('203.0.113.30', i),
        remoteAddress: PROXY,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(404));
    expect(codes.at(-1)).toBe(429);
  });

  it('counts an IPv6 client by its /64: another address of the same network shares the count', async () => {
    const codes: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT + 1; i++)
      codes.push((await contact(`2001:db8:1:2::${i + 1}`, i)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await contact('2001:db8:1:3::1', 0)).statusCode).toBe(201);
  });
});

describe('absolute links come from PUBLIC_URL only', () => {
  it('the sitemap lists addresses under PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: forged('203.0.113.40', 1),
    });
    expect(res.statusCode).toBe(200);
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(locations).toContain(`${PUBLIC_URL}/apartments/${listed}`);
    expect(locations.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(res.body).not.toContain('evil');
  });

  it("a listing page's canonical and preview links are under PUBLIC_URL", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/apartments/${listed}`,
      headers: { ...forged('203.0.113.41', 2), 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/apartments/${listed}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/apartments/${listed}" />`);
    expect(res.body).not.toContain('evil');
  });

  it('without PUBLIC_URL: no sitemap, a canonical path, no og:url, and no forged host anywhere', async () => {
    const bare = await buildTestApp({ trustProxy: 1, webDist: dist });
    try {
      const org = await bare.createOrg('bare');
      const property = await propertyWith(bare, org.adminToken);
      const unit = (await listedUnit(bare, org.adminToken, property.id)).id;
      const sitemap = await bare.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: forged('203.0.113.42', 3),
      });
      expect(sitemap.statusCode).toBe(404);
      expect(json(sitemap).code).toBe('NOT_FOUND');
      const page = await bare.app.inject({
        method: 'GET',
        url: `/apartments/${unit}`,
        headers: forged('203.0.113.42', 4),
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="/apartments/${unit}" />`);
      expect(page.body).not.toContain('og:url');
      expect(page.body).not.toContain('evil');
    } finally {
      await bare.close();
    }
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('believes X-Forwarded-For from a listed proxy only; a client reaching the app directly is its own address', async () => {
    const listedProxy = await buildTestApp({ trustProxy: [PROXY], contactRateLimitPerMinute: 2 });
    try {
      await listedProxy.createOrg('listed');
      const send = (remoteAddress: string, xff: string) =>
        listedProxy.app.inject({
          method: 'POST',
          url: '/api/contact-messages',
          payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello' },
          headers: { 'x-forwarded-for': xff },
          remoteAddress,
        });
      // Direct, with a new forged chain each time: counted under its own address.
      expect((await send('198.51.100.77', '1.1.1.1')).statusCode).toBe(201);
      expect((await send('198.51.100.77', '2.2.2.2')).statusCode).toBe(201);
      expect((await send('198.51.100.77', '3.3.3.3')).statusCode).toBe(429);
      // Through the listed proxy, the client it names is counted.
      expect((await send(PROXY, '9.9.9.9, 198.51.100.78')).statusCode).toBe(201);
      expect((await send(PROXY, '8.8.8.8, 198.51.100.78')).statusCode).toBe(201);
      expect((await send(PROXY, '7.7.7.7, 198.51.100.78')).statusCode).toBe(429);
    } finally {
      await listedProxy.close();
    }
  });
});
