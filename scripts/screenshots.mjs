#!/usr/bin/env node
// Regenerates docs/screenshots/: the landing page (desktop and phone widths), the login page and
// the staff area. Uses the built app (run `npm run build` first) on a throw-away database with
// demo data, and Debian's chromium.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy within 90 s');
}

async function api(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lar-screens-'));
const adminPassword = `Shots-${randomBytes(9).toString('hex')}`;
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    LOAD_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let browser;
try {
  await waitForHealth(base, server);
  mkdirSync(outDir, { recursive: true });

  // A few records so the staff tables are not empty.
  const { token, user } = await api(base, 'POST', '/api/auth/login', {
    username: 'admin',
    password: adminPassword,
  });
  for (const name of ['ana.souza', 'marcus.johnson', 'lucia.fernandez']) {
    await api(
      base,
      'POST',
      '/api/subuser/register',
      { username: name, email: `${name}@example.com`, password: `Pw-${randomBytes(8).toString('hex')}` },
      token,
    );
  }

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const shots = [];

  async function capture(name, { width, height, path: urlPath, signedIn = false, fullPage = true, prepare }) {
    const context = await browser.newContext({
      viewport: { width, height },
      locale: 'en-US',
      timezoneId: 'America/New_York',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('lar.token', t);
          localStorage.setItem('lar.user', u);
        },
        [token, JSON.stringify(user)],
      );
    }
    await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (prepare) await prepare(page);
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
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

  console.log(`screenshots: wrote ${shots.length} files\n  ${shots.join('\n  ')}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
