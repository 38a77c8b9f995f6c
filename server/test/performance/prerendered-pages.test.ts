import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@lar/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/plugins/prerendered-pages.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let webDist: string;

/** A built web app with the landing page prerendered in English and Portuguese. */
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'lar-prerendered-'));
  await writeFile(path.join(webDist, 'index.html'), '<div id="root"></div>');
  for (const language of ['en', 'pt']) {
    await mkdir(path.join(webDist, 'prerendered', language), { recursive: true });
    await writeFile(
      path.join(webDist, 'prerendered', language, 'landing.html'),
      `<h1>landing ${language}</h1>`,
    );
    await writeFile(
      path.join(webDist, 'prerendered', language, 'not-found.html'),
      `<h1>not found ${language}</h1>`,
    );
  }
  await writeFile(
    path.join(webDist, 'prerendered', 'pages.json'),
    JSON.stringify({
      languages: ['en', 'pt'],
      pages: { '/': 'landing' },
      notFound: 'not-found',
      appPaths: ['/', '/about', '/success', '/property-manager', '/units/:id', '/help/*'],
    }),
  );
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it('are served in the visitor’s language, varying by Accept-Language', async () => {
    const pt = await t.app.inject({ url: '/', headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' } });
    expect(pt.body).toBe('<h1>landing pt</h1>');
    expect(pt.headers.vary).toContain('accept-language');
    const other = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-DE' } });
    expect(other.body).toBe('<h1>landing en</h1>');
  });

  it('are served in the language the visitor chose in the app (its cookie) over the browser’s', async () => {
    // Decision 097: a visitor who picked Portuguese on a browser set to English.
    const chosen = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: `theme=dark; ${LANGUAGE_COOKIE}=pt` },
    });
    expect(chosen.body).toBe('<h1>landing pt</h1>');
    expect(chosen.headers.vary).toBe('accept-language, cookie');
    const missing = await t.app.inject({
      url: '/no-such-page',
      headers: { cookie: `${LANGUAGE_COOKIE}=PT` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('<h1>not found pt</h1>');
    expect(missing.headers.vary).toBe('accept-language, cookie');
    // A language not built, or a cookie that only ends with the name, leaves Accept-Language to decide.
    for (const cookie of [`${LANGUAGE_COOKIE}=es`, `${LANGUAGE_COOKIE}=`, `x${LANGUAGE_COOKIE}=en`]) {
      const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'pt', cookie } });
      expect(res.body, cookie).toBe('<h1>landing pt</h1>');
    }
    const english = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'pt', cookie: `${LANGUAGE_COOKIE}=en` },
    });
    expect(english.body).toBe('<h1>landing en</h1>');
  });

  it('leave every other path to the app shell', async () => {
    const staff = await t.app.inject({ url: '/property-manager' });
    expect(staff.body).toBe('<div id="root"></div>');
  });

  it('answer 404 with the not-found page for a path the app does not know', async () => {
    for (const url of ['/no-such-page', '/about/extra', '/units', '/units/1/2', '/successes?x=1']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'pt' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe('<h1>not found pt</h1>');
    }
    for (const url of ['/about', '/About/', '/success?ref=1', '/units/42', '/help', '/help/a/b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe('<div id="root"></div>');
    }
  });

  it('pick the language by quality, ignoring unsupported and refused ones', () => {
    expect(preferredLanguage('en;q=0.4, pt;q=0.8, es;q=0', ['en', 'pt', 'es'])).toBe('pt');
    expect(preferredLanguage('es;q=0, fr', ['en', 'pt', 'es'])).toBe('en');
    expect(preferredLanguage(undefined, ['en', 'pt'])).toBe('en');
  });
});
