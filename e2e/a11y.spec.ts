import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/servicos',
  '/faq',
  '/politica-privacidade',
  '/termos-uso',
  '/success',
  '/login',
  '/no-such-page',
];

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(blocking).toEqual([]);
      });
    }
  });
}

test('the contact form with its errors shown has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
