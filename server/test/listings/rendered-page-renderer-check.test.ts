import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRendererLoader } from '../../src/plugins/page-renderer.ts';
import { useTestApp } from '../helpers/suite.ts';
import { APP_SHELL as SHELL } from './listing-fixtures.ts';

/**
 * The web build's renderer is built apart from the server, so the server checks the module it loads
 * against the shared contract (decision 030): a module without one of the functions the server
 * calls, or one that cannot be imported, is refused and logged once, and the pages go out
 * unrendered as they do without a renderer.
 */

/** A web build (`dist`) whose renderer module is `renderer`. */
async function buildWith(renderer: string): Promise<string> {
  const build = await mkdtemp(path.join(tmpdir(), 'lar-renderer-check-'));
  const dist = path.join(build, 'dist');
  await mkdir(path.join(build, 'dist-ssr'), { recursive: true });
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(build, 'dist-ssr', 'prerender.js'), renderer);
  return dist;
}

/** Renders without asking for data; lacks pageDataRequest. */
const WITHOUT_DATA_REQUEST = `
export async function renderPage() { return '<p>rendered</p>'; }
`;

function errorLog() {
  const errors: Array<{ details: object; message: string }> = [];
  return {
    errors,
    log: { error: (details: object, message: string) => errors.push({ details, message }) },
  };
}

describe("the renderer's check when loaded", () => {
  it('refuses a module missing an export, logging what it lacks once per build', async () => {
    const { errors, log } = errorLog();
    const load = pageRendererLoader(await buildWith(WITHOUT_DATA_REQUEST), log);
    expect(await load()).toBeNull();
    expect(await load()).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.details).toMatchObject({ missing: ['pageDataRequest'] });
    expect(errors[0]?.message).toContain('pageDataRequest');
  });

  it('refuses an export that is not a function, and a module that cannot be imported', async () => {
    const notFunction = errorLog();
    const load = pageRendererLoader(
      await buildWith(`${WITHOUT_DATA_REQUEST}export const pageDataRequest = null;\n`),
      notFunction.log,
    );
    expect(await load()).toBeNull();
    expect(notFunction.errors[0]?.details).toMatchObject({ missing: ['pageDataRequest'] });
    const broken = errorLog();
    expect(await pageRendererLoader(await buildWith('export function ('), broken.log)()).toBeNull();
    expect(broken.errors).toHaveLength(1);
  });

  it('accepts a module with every function of the contract', async () => {
    const { errors, log } = errorLog();
    const load = pageRendererLoader(
      await buildWith(`${WITHOUT_DATA_REQUEST}export function pageDataRequest() { return null; }\n`),
      log,
    );
    const renderer = await load();
    expect(renderer).not.toBeNull();
    expect(await renderer?.renderPage('/apartments', 'en')).toBe('<p>rendered</p>');
    expect(errors).toEqual([]);
  });
});

const t = useTestApp({ webDist: await buildWith(WITHOUT_DATA_REQUEST) });

describe('pages with a renderer that fails the check', () => {
  it('go out unrendered, as without a renderer', async () => {
    for (const url of ['/apartments', '/apartments?city=Boston']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('rendered');
      expect(res.body).not.toContain('page-data');
    }
  });
});
