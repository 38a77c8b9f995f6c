import { expect, test } from '@playwright/test';
import { rowActionNames } from './support/row-actions.ts';

/**
 * The helpers read a list the way a person sees it: a list whose rows arrive after a moment (a
 * query still loading) must not be read as "no actions". The page here is a bare list whose one
 * row, with its actions menu, appears 500 ms after load, as a staff list's rows do.
 */
const LATE_ROW = `<!doctype html><html><body><table><tbody id="rows"></tbody></table>
<div id="menu-root"></div>
<script>
  setTimeout(() => {
    document.getElementById('rows').innerHTML =
      '<tr><td>Unit 101</td><td><button data-row-actions aria-label="Actions for unit 101">…</button></td></tr>';
    document.querySelector('[data-row-actions]').addEventListener('click', () => {
      document.getElementById('menu-root').innerHTML =
        '<div role="menu"><button role="menuitem" aria-label="Edit unit 101">Edit</button></div>';
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') document.getElementById('menu-root').innerHTML = '';
    });
  }, 500);
</script></body></html>`;

test('rowActionNames waits for a row actions menu before reading the list', async ({ page }) => {
  await page.setContent(LATE_ROW);
  expect(await rowActionNames(page)).toEqual(['Edit unit 101']);
});
