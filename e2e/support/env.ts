/** Settings shared by the Playwright config and the tests. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The first admin, created by the server on its empty test database. */
export const ADMIN = {
  username: 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Harbor-Lights-E2E-2024!',
};

/** Debian's chromium: Playwright's own browser builds are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Local storage entries the web app uses (kept in step with web/src/lib/session-storage.ts). */
export const STORAGE = {
  token: 'lar.token',
  user: 'lar.user',
  language: 'lar.language',
} as const;
