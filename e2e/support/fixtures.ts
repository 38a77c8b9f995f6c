import { test as base, expect } from '@playwright/test';
import { adminLogin, type Session } from './api.ts';
import { BASE_URL } from './env.ts';

interface WorkerFixtures {
  /** The admin's API session, one login per worker. */
  adminSession: Session;
}

interface TestFixtures {
  /** Console errors and uncaught page errors seen during the test. */
  browserErrors: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await adminLogin(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  browserErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
    await use(errors);
  },
});

export { expect };
