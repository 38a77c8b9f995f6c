import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/**
 * axe-core run in the page itself. `@axe-core/playwright`'s default `analyze()` finishes every
 * run in a new blank page (a new renderer process) and injects axe's 550 kB source twice: about
 * 2.4 s a call on two cores where the rules themselves take 0.2-0.3 s, which made axe about 40 %
 * of the staff list sweeps. The app has no frames, so running `axe.run` in the page checks the
 * same rules over the same nodes (decision 089).
 */

// axe-core comes with @axe-core/playwright; resolved through it, as that package resolves it.
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const axeSource: string = (requireFromAxePlaywright('axe-core') as typeof Axe).source;

type AxeWindow = { axe?: typeof Axe };

/**
 * axe's violations on the page as it is now, within the elements matched by `include` (the whole
 * document when none are given). axe is injected once per document.
 */
export async function axeViolations(page: Page, ...include: string[]): Promise<Axe.Result[]> {
  const injected = await page.evaluate(() => (window as unknown as AxeWindow).axe !== undefined);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as AxeWindow).axe;
    if (!axe) throw new Error('axe-core was not injected');
    const context = selectors.length > 0 ? { include: selectors } : document;
    // Only violations are read: the other result types are kept to one node each.
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations;
  }, include);
}

/** The serious and critical ones among `violations`, the findings a page must not ship with. */
export function blocking(violations: Axe.Result[]): Axe.Result[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * One line a violation, so a failure says what and where: the rule, its impact and help, then each
 * node it was found on with its markup and what to fix.
 */
export function describeViolations(violations: Axe.Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}: ${n.failureSummary ?? ''}`)
        .join('; ')})`,
  );
}
