import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@lar/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { listedUnit, propertyWith, APP_SHELL as SHELL } from './listing-fixtures.ts';

/**
 * The search and a listing's page rendered at request time (decision 030): the server asks the web
 * build's renderer which data the page loads first, fetches it as the public API answers it,
 * renders the page with it into #root and sends the data beside it for the app's hydration.
 *
 * The renderer here stands in for the web build's (web/src/prerender.tsx, built to web/dist-ssr),
 * which the unit tests run before: it names its data request by the address and renders a line
 * saying what it was given. The browser tests drive the real one (e2e/apartments.spec.ts).
 */

const RENDERER = `
export function pageDataRequest(path) {
  const url = new URL(path, 'http://localhost');
  const query = Object.fromEntries(url.searchParams);
  if (url.pathname === '/apartments') return { kind: 'search', key: 'search' + url.search, query };
  const listing = /^\\/apartments\\/(\\d+)$/.exec(url.pathname);
  return listing ? { kind: 'listing', key: 'listing' + url.search, id: Number(listing[1]), query } : null;
}
let renders = 0;
export async function renderPage(path, language, pageData) {
  if (path.includes('render=fail')) throw new Error('the renderer failed');
  renders += 1;
  return '<p>rendered in ' + language + (pageData ? ' with ' + pageData.key : ' without data') + '</p><p>render ' + renders + '</p>';
}
`;

const build = await mkdtemp(path.join(tmpdir(), 'lar-rendered-page-'));
const dist = path.join(build, 'dist');
await mkdir(path.join(build, 'dist-ssr'), { recursive: true });
await mkdir(dist);
await writeFile(path.join(dist, 'index.html'), SHELL);
await writeFile(path.join(build, 'dist-ssr', 'prerender.js'), RENDERER);

const t = useTestApp({ webDist: dist });
const site = t.org('site');

let listed: number;
let city: string;

beforeAll(async () => {
  city = `Rendered${Date.now()}`;
  const property = await propertyWith(t, site.adminToken, { property_name: 'Harbor View', city });
  listed = (await listedUnit(t, site.adminToken, property.id, {}, { asking_rent: '1234.50' })).id;
});

const page = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

/** #root's content (without the renderer's count) and the data sent beside it. */
function renderedParts(html: string) {
  const root = /<div id="root" data-prerendered-language="(\w+)">(.*?)<p>render (\d+)<\/p><\/div>/s.exec(
    html,
  );
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return {
    language: root?.[1] ?? null,
    root: root?.[2] ?? null,
    render: root ? Number(root[3]) : null,
    data: data ? (JSON.parse(data[1] ?? 'null') as { key: string; data: unknown }) : null,
  };
}

const api = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('the search rendered at request time', () => {
  it("is rendered with the first page as the public API answers it, in the visitor's language", async () => {
    const res = await page(`/apartments?city=${city}`, 'pt-BR');
    expect(res.statusCode).toBe(200);
    const parts = renderedParts(res.body);
    expect(parts.language).toBe('pt');
    expect(parts.root).toBe(`<p>rendered in pt with search?city=${city}</p>`);
    expect(parts.data?.key).toBe(`search?city=${city}`);
    const answer = await api(`/api/public/listings?city=${city}`);
    expect(parts.data?.data).toEqual(answer);
    expect((answer as { total: number }).total).toBe(1);
  });

  it('is rendered without data where the API would refuse the query, and unrendered when rendering fails', async () => {
    const refused = renderedParts((await page('/apartments?bedrooms=9')).body);
    expect(refused.root).toBe('<p>rendered in en without data</p>');
    expect(refused.data).toBeNull();
    const failed = await page('/apartments?render=fail');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('page-data');
  });
});

describe("a listing's page rendered at request time", () => {
  it('is rendered with the listing as the API answers it, with its head tags and without a <noscript> copy', async () => {
    const res = await page(`/apartments/${listed}`);
    expect(res.statusCode).toBe(200);
    const parts = renderedParts(res.body);
    expect(parts.root).toBe('<p>rendered in en with listing</p>');
    expect(parts.data).toEqual({ key: 'listing', data: await api(`/api/public/listings/${listed}`) });
    expect(res.body).toMatch(
      /<title>2-bedroom apartment at Harbor View, [^<]+ · \$1,234\.50 per month<\/title>/,
    );
    expect(res.body).toContain('application/ld+json');
    expect(res.body).not.toContain('<noscript>');
  });

  it('is rendered in the language the visitor chose in the app, over the browser’s (decision 097)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/apartments/${listed}`,
      headers: { 'accept-language': 'en-US', cookie: `${LANGUAGE_COOKIE}=es` },
    });
    expect(renderedParts(res.body).root).toBe('<p>rendered in es with listing</p>');
    expect(res.headers.vary).toBe('accept-language, cookie');
  });

  it("carries the calculator's answer when the address asks for one", async () => {
    const query = 'household_size=3&annual_income=62400';
    const parts = renderedParts((await page(`/apartments/${listed}?${query}`)).body);
    expect(parts.data).toEqual({
      key: `listing?${query}`,
      data: await api(`/api/public/listings/${listed}?${query}`),
    });
    const refused = renderedParts((await page(`/apartments/${listed}?household_size=3`)).body);
    expect(refused.root).toBe('<p>rendered in en without data</p>');
  });
});

describe('pages rendered before', () => {
  it('are sent again without rendering while their data, address and language are the same', async () => {
    const first = renderedParts((await page(`/apartments/${listed}`, 'es')).body);
    const again = renderedParts((await page(`/apartments/${listed}`, 'es')).body);
    expect(again.render).toBe(first.render);
    expect(again.data).toEqual(first.data);
    // Another language, another address: rendered.
    const english = renderedParts((await page(`/apartments/${listed}`, 'en')).body);
    expect(english.render).not.toBe(first.render);
    // The listing changed: its page is rendered with the new data.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/units/${listed}/listing`,
      headers: { authorization: `Bearer ${site.adminToken}` },
      payload: {
        listed: true,
        asking_rent: '1300.00',
        available_from: '2026-12-01',
        description: 'Bright corner unit',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = renderedParts((await page(`/apartments/${listed}`, 'es')).body);
    expect(changed.render).not.toBe(first.render);
    expect(changed.data?.data).toMatchObject({ unit: { rent: '1300.00' } });
  });
});
