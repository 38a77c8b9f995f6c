import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The axe runner the other tests use (support/axe.ts) finds what axe finds: a page with known
 * faults reports them, a scope leaves out what is outside it, and a clean page reports nothing.
 */

const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body>
  <main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#777;background:#888">Low contrast</p></main>
  <aside><button></button></aside>
</body></html>`;

const CLEAN =
  '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1></main></body></html>';

test('the axe runner reports the faults of a page, within the scope asked for', async ({ page }) => {
  await page.goto(`data:text/html,${encodeURIComponent(FAULTY)}`);
  const everywhere = (await axeViolations(page)).map((v) => v.id).sort();
  expect(everywhere).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']));
  expect(blocking(await axeViolations(page)).map((v) => v.id)).toContain('button-name');
  // A failure's message names the rule, its impact and the node's markup.
  expect(describeViolations(await axeViolations(page, 'aside'))).toEqual([
    expect.stringMatching(/^button-name \(critical\): .*<button><\/button>/),
  ]);

  const inMain = (await axeViolations(page, 'main')).map((v) => v.id);
  expect(inMain).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  expect(inMain).not.toContain('button-name');

  // A navigation starts a new document without axe: it is injected again.
  await page.goto(`data:text/html,${encodeURIComponent(CLEAN)}`);
  expect(await page.evaluate(() => 'axe' in window)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});
