import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { throwawayDataDir } from '../scripts/lib/throwaway-data-dir.ts';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import {
  ADMIN,
  BASE_URL,
  CHROMIUM_ARGS,
  E2E_PORT,
  E2E_SMTP_PORT,
  HEADLESS_SHELL_PATH,
  ORGANIZATION_TIME_ZONE,
} from './support/env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

// A fresh database per run. Worker processes load this file too; they inherit the directory
// through the environment instead of creating their own.
process.env.LAR_E2E_DATA_DIR ??= throwawayDataDir('lar-e2e-');
// Where the tests' SMTP server keeps what it receives (support/mailbox.ts reads it).
process.env.LAR_E2E_MAIL_DIR ??= throwawayDataDir('lar-e2e-mail-');

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, 'test-results'),
  // Two cores: two browsers at a time.
  workers: 2,
  fullyParallel: true,
  // Generous limits: password hashing is deliberately slow and the machine may be busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(here, 'playwright-report') }]]
    : 'list',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: ORGANIZATION_TIME_ZONE,
    // Recording a trace for every test doubled the suite's time on two cores and made it flaky:
    // a failing test is traced when it is run again.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A real SMTP server the app sends its e-mails to: the tests read a notice from the
      // recipient's mailbox (support/mailbox.ts), as the recipient would.
      command: 'node --import tsx e2e/support/smtp-mailbox.ts',
      cwd: repoRoot,
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SMTP_PORT: String(E2E_SMTP_PORT),
        LAR_E2E_MAIL_DIR: process.env.LAR_E2E_MAIL_DIR,
      },
    },
    {
      // Started as `npm start` starts it (server/src/node-flags.ts).
      command: ['node', ...SERVER_NODE_FLAGS, 'server/dist/main.js'].join(' '),
      cwd: repoRoot,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM, as a service manager stops it: the server finishes its requests and then stops its
      // embedded PostgreSQL, which a SIGKILL would leave running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.LAR_E2E_DATA_DIR,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOAD_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // Every test logs in from 127.0.0.1; the production limit would throttle the suite.
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        // Likewise for the public forms (contact, visit requests, applications): their limit is
        // shown by the API tests.
        CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
        // Every e-mail goes to the tests' SMTP server and is marked sent in the outbox.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Notices run when a test asks (POST /api/recertifications/notice-emails), not on a timer.
        RECERTIFICATION_NOTICE_INTERVAL_MINUTES: '0',
      },
    },
  ],
});
