// Regenerates docs/screenshots/: the landing page (desktop and phone widths), the login page, the
// staff area and each staff list at 375 and 1280 px (`list-<name>-<width>.png`, the window only). Uses the built app (run `npm run build` first) on a throw-away database with
// demo data, and Debian's chromium.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './lib/chromium.ts';
import { listIds, listShots } from './lib/list-shots.ts';
import { startServer } from './lib/server.ts';
import { removeDataDir, throwawayDataDir } from './lib/throwaway-data-dir.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function api<T>(base: string, method: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Shot {
  width: number;
  height: number;
  path: string;
  signedIn?: boolean;
  fullPage?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const dataDir = throwawayDataDir('lar-screens-');
const adminPassword = `Shots-${randomBytes(9).toString('hex')}`;
const server = await startServer(
  root,
  { ...process.env, DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: adminPassword },
  await freePort(),
  { demoData: true, stdout: 'ignore' },
);
const base = server.baseUrl;

let browser: Browser | undefined;
try {
  mkdirSync(outDir, { recursive: true });

  // A few records so the staff tables are not empty.
  const { token, user } = await api<{ token: string; user: unknown }>(base, 'POST', '/api/auth/login', {
    username: 'admin',
    password: adminPassword,
  });
  for (const name of ['ana.souza', 'marcus.johnson', 'lucia.fernandez']) {
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    await api(
      base,
      'POST',
      '/api/subuser/register',
      { username: name, email: `${name}@example.com`, password },
      token,
    );
  }

  const opened = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  browser = opened;
  const shots: string[] = [];

  async function capture(name: string, shot: Shot): Promise<void> {
    const context = await opened.newContext({
      viewport: { width: shot.width, height: shot.height },
      locale: 'en-US',
      timezoneId: 'America/New_York',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    if (shot.signedIn) {
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        ([t, u]) => {
          // Runs in the page; the scripts are compiled without the DOM's types.
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          storage.setItem('lar.token', t);
          storage.setItem('lar.user', u);
        },
        [token, JSON.stringify(user)] as const,
      );
    }
    await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (shot.prepare) await shot.prepare(page);
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
    shots.push(path.relative(root, file));
    await context.close();
  }

  await capture('landing-desktop', { width: 1280, height: 800, path: '/' });
  await capture('landing-mobile', { width: 375, height: 812, path: '/', fullPage: false });
  await capture('login-desktop', { width: 1280, height: 800, path: '/login', fullPage: false });
  await capture('staff-subusers-desktop', {
    width: 1280,
    height: 800,
    path: '/subusers',
    signedIn: true,
    fullPage: false,
  });
  await capture('staff-mobile-navigation', {
    width: 375,
    height: 812,
    path: '/users',
    signedIn: true,
    fullPage: false,
    prepare: (page) => page.getByRole('button', { name: 'Open navigation' }).click(),
  });

  const ids = await listIds(base, (method, url, body) => api(base, method, url, body, token));
  for (const list of listShots(ids)) {
    for (const width of [375, 1280]) {
      await capture(`list-${list.name}-${width}`, {
        width,
        height: width === 375 ? 812 : 800,
        path: list.path,
        signedIn: true,
        fullPage: false,
        // The list's first rows, not the filters above them.
        prepare: async (page) => {
          const table = page.getByRole('table').first();
          await table.getByRole('row').nth(1).waitFor();
          await table.evaluate((element) => {
            // Runs in the page; the scripts are compiled without the DOM's types.
            const view = globalThis as unknown as { scrollBy(x: number, y: number): void };
            view.scrollBy(0, element.getBoundingClientRect().top - 72);
          });
        },
      });
    }
  }

  console.log(`screenshots: wrote ${shots.length} files\n  ${shots.join('\n  ')}`);
} finally {
  await browser?.close();
  await server.stop();
  await removeDataDir(dataDir);
}
