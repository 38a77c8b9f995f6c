import { openSignedIn } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { STAFF_PAGES } from './support/staff-pages.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('staff pages cause no Content Security Policy violation', async ({ page, adminSession }) => {
  // Eleven full page loads; a busy machine makes each slow.
  test.setTimeout(300_000);
  // Before any script of the page runs, so a probe made while the app loads is seen too.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
  });

  await openSignedIn(page, adminSession, STAFF_PAGES[0]!);
  for (const path of STAFF_PAGES) {
    // A full load per page: each document probes afresh.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => window.cspViolations ?? []);
    expect(violations, path).toEqual([]);
  }
  expect(consoleReports).toEqual([]);
});
