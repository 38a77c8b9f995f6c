import { execFileSync } from 'node:child_process';

/** Settings shared by the Playwright config and the tests. */

/** A port nobody listens on right now, asked from the operating system. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// Chosen once by the runner and inherited by its workers, so several runs can share a machine.
process.env.E2E_PORT ??= String(freePort());
export const E2E_PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// The tests' SMTP server (support/smtp-mailbox.ts), which the app sends its e-mails to.
process.env.E2E_SMTP_PORT ??= String(freePort());
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT);

/**
 * The organization's time zone: the test server's TIME_ZONE (its default) and the browser's
 * (`timezoneId` in playwright.config.ts). "Today" in the tests is this zone's day, as the server's is.
 */
export const ORGANIZATION_TIME_ZONE = 'America/New_York';

/** The first admin, created by the server on its empty test database. */
export const ADMIN = {
  username: 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Harbor-Lights-E2E-2024!',
};

export { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.ts';

/** Local storage entries the web app uses (kept in step with web/src/lib/session-storage.ts). */
export const STORAGE = {
  token: 'lar.token',
  user: 'lar.user',
  language: 'lar.language',
} as const;
