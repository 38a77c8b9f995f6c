import { test as base, expect } from '@playwright/test';
import { adminLogin, apiLogin, createSubuser, type SeededSubuser, type Session } from './api.ts';
import { BASE_URL } from './env.ts';

interface WorkerFixtures {
  /** The admin's API session, one login per worker. */
  adminSession: Session;
}

interface TestFixtures {
  /** Console errors and uncaught page errors seen during the test. */
  browserErrors: string[];
  /** A sub-user the admin registered for this test. */
  subuser: SeededSubuser;
  /** That sub-user's API session. */
  subuserSession: Session;
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
      // With its address: "Failed to load resource: ... 404" alone does not say which one.
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
    await use(errors);
  },
  subuser: async ({ request, adminSession }, use) => {
    await use(await createSubuser(request, adminSession));
  },
  subuserSession: async ({ request, subuser }, use) => {
    await use(await apiLogin(request, subuser.username, subuser.password, 'subuser'));
  },
});

export { expect };
