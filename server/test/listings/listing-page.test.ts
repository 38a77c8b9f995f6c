import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { listedUnit, occupy, propertyWith, APP_SHELL as SHELL } from './listing-fixtures.ts';

/**
 * A listing's page as the server sends it (decision 030): read without running any script, it
 * carries the listing's title, rent and description, link-preview tags and schema.org data; the
 * sitemap lists the site's listings and nothing else. Here the build has no server-side renderer
 * (listing-page-rendered.test.ts has one): the listing is in a <noscript> block.
 */

const dist = await mkdtemp(path.join(tmpdir(), 'lar-listing-page-'));
await writeFile(path.join(dist, 'index.html'), SHELL);
// The build's listing shell in Spanish only (it names the page's chunks as preloads); the other
// languages fall back to the plain shell.
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/ApartmentPage-test.js">';
await mkdir(path.join(dist, 'prerendered', 'es'), { recursive: true });
await writeFile(
  path.join(dist, 'prerendered', 'es', 'listing.html'),
  SHELL.replace('<html lang="en">', '<html lang="es-US">').replace('</head>', `${PRELOAD}</head>`),
);

const t = useTestApp({ webDist: dist, publicUrl: 'https://housing.example.org' });
// The first organization is the public site's.
const site = t.org('site');
const other = t.org('elsewhere');

let listed: number;
let occupied: number;
let unlisted: number;
let elsewhere: number;

beforeAll(async () => {
  const property = await propertyWith(t, site.adminToken, { property_name: 'Harbor View', city: 'Boston' });
  listed = (
    await listedUnit(
      t,
      site.adminToken,
      property.id,
      {},
      { asking_rent: '1234.50', available_from: '2026-12-01', description: 'Sunny <b>corner</b> & "quiet"' },
    )
  ).id;
  occupied = (await listedUnit(t, site.adminToken, property.id)).id;
  await occupy(t, site.adminToken, occupied);
  unlisted = (await createUnit(t, site.adminToken, property.id)).id;
  const theirs = await propertyWith(t, other.adminToken, { city: 'Boston' });
  elsewhere = (await listedUnit(t, other.adminToken, theirs.id)).id;
});

const page = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

/** The schema.org data of the page, parsed. */
function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page has schema.org data').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('a listing page without JavaScript', () => {
  it('has the listing in its title, description, preview tags, schema.org data and a <noscript> block', async () => {
    const res = await page(`/apartments/${listed}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(
      /<title>2-bedroom apartment at Harbor View, Boston · \$1,234\.50 per month<\/title>/,
    );
    expect(html).toContain(
      '<meta name="description" content="Sunny &lt;b&gt;corner&lt;/b&gt; &amp; &quot;quiet&quot;',
    );
    expect(html).toContain('<meta property="og:title" content="2-bedroom apartment at Harbor View, Boston');
    expect(html).toContain(
      `<link rel="canonical" href="https://housing.example.org/apartments/${listed}" />`,
    );
    expect(html).toContain('<noscript><main><h1>2-bedroom apartment at Harbor View, Boston</h1>');
    expect(html).toContain('<p><strong>$1,234.50 per month</strong></p>');
    expect(html).toContain('<p>Available from December 1, 2026</p>');
    // The app still starts in #root.
    expect(html).toContain('<div id="root"></div>');
    const data = structuredData(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: '1234.50', priceCurrency: 'USD', availabilityStarts: '2026-12-01' },
      about: { '@type': 'Apartment', numberOfBedrooms: 2, address: { addressLocality: 'Boston' } },
    });
    // Markup in the description stays text, also inside the script.
    expect(html).not.toContain('<b>corner</b>');
  });

  it("is sent from the build's listing shell of the visitor's language, where there is one", async () => {
    const es = await page(`/apartments/${listed}`, 'es');
    expect(es.body).toContain(PRELOAD);
    expect(es.body).toContain('<html lang="es"');
    expect(es.body).toContain('<h1>Apartamento de 2 habitaciones en Harbor View, Boston</h1>');
    const en = await page(`/apartments/${listed}`);
    expect(en.body).not.toContain(PRELOAD);
    // A missing listing gets the plain shell, without the listing's data.
    const missing = await page(`/apartments/${unlisted}`, 'es');
    expect(missing.body).not.toContain(PRELOAD);
    expect(missing.body).not.toContain('<noscript>');
  });

  it("speaks the visitor's language", async () => {
    const pt = await page(`/apartments/${listed}`, 'pt-BR,pt;q=0.9');
    expect(pt.body).toContain('<html lang="pt"');
    expect(pt.body).toContain('<h1>Apartamento de 2 quartos em Harbor View, Boston</h1>');
    expect(pt.body).toMatch(/1\.234,50 por mês/);
    expect(pt.body).toContain('Disponível a partir de 1 de dezembro de 2026');
    const es = await page(`/apartments/${listed}`, 'es');
    expect(es.body).toContain('<h1>Apartamento de 2 habitaciones en Harbor View, Boston</h1>');
    expect(es.body).toMatch(/1,234\.50 al mes/);
  });

  it('answers 404 with the app for a unit that is not listed, occupied, of another organization or no id', async () => {
    for (const id of [unlisted, occupied, elsewhere, 'abc', '0', '99999999999']) {
      const res = await page(`/apartments/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});

describe('the sitemap', () => {
  it("lists the search and the site's listed, vacant units only", async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toContain('https://housing.example.org/apartments');
    expect(locations).toContain(`https://housing.example.org/apartments/${listed}`);
    for (const id of [occupied, unlisted, elsewhere])
      expect(locations).not.toContain(`https://housing.example.org/apartments/${id}`);
    expect(res.body).toMatch(
      new RegExp(`/apartments/${listed}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });
});
