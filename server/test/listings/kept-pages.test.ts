import type { PageRenderer } from '@lar/contracts/page-rendering';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StampedCache } from '../../src/lib/cache/stamped-cache.ts';
import { newRenderedPagesCache, RenderedPages } from '../../src/plugins/kept-pages.ts';

/**
 * Pages rendered at request time are kept by address, language, data and the day where the
 * organization works (TIME_ZONE), not the UTC day: a listing available from a date reads
 * "available now" from that date on there (decision 030).
 */

/** A renderer that counts its renders. */
function countingRenderer(): PageRenderer & { renders: number } {
  const renderer = {
    renders: 0,
    async renderPage(path: string) {
      renderer.renders += 1;
      return `<p>${path} render ${renderer.renders}</p>`;
    },
    pageDataRequest: () => null,
  };
  return renderer;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rendered pages kept by the day in TIME_ZONE', () => {
  it('keeps a page across the UTC midnight while the day in New York is the same, and renders it again on the next day there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const renderer = countingRenderer();
    const pages = new RenderedPages('America/New_York', newRenderedPagesCache());
    // 23:00 UTC on the 28th: 18:00 on the 28th in New York.
    vi.setSystemTime(new Date('2026-11-28T23:00:00Z'));
    const first = await pages.render(renderer, '/apartments/1', 'en', null);
    // 02:00 UTC on the 29th (a new UTC day): still 21:00 on the 28th in New York.
    vi.setSystemTime(new Date('2026-11-29T02:00:00Z'));
    expect(await pages.render(renderer, '/apartments/1', 'en', null)).toBe(first);
    expect(renderer.renders).toBe(1);
    // 05:00 UTC on the 29th: midnight on the 29th in New York.
    vi.setSystemTime(new Date('2026-11-29T05:00:00Z'));
    expect(await pages.render(renderer, '/apartments/1', 'en', null)).not.toBe(first);
    expect(renderer.renders).toBe(2);
  });
});

describe('the rendered pages store', () => {
  it('starts afresh for a new renderer (a new build)', async () => {
    const kept = new StampedCache<string>(10);
    const pages = new RenderedPages('America/New_York', kept);
    const first = countingRenderer();
    await pages.render(first, '/apartments', 'en', null);
    await pages.render(first, '/apartments', 'en', null);
    expect(first.renders).toBe(1);
    const second = countingRenderer();
    await pages.render(second, '/apartments', 'en', null);
    expect(second.renders).toBe(1);
    expect(kept.size).toBe(1);
  });

  it('keeps at most its bound, the page written longest ago going first', async () => {
    const pages = new RenderedPages('America/New_York', new StampedCache<string>(2));
    const renderer = countingRenderer();
    await pages.render(renderer, '/a', 'en', null);
    await pages.render(renderer, '/b', 'en', null);
    await pages.render(renderer, '/c', 'en', null);
    expect(renderer.renders).toBe(3);
    await pages.render(renderer, '/c', 'en', null);
    await pages.render(renderer, '/b', 'en', null);
    expect(renderer.renders).toBe(3);
    await pages.render(renderer, '/a', 'en', null);
    expect(renderer.renders).toBe(4);
  });
});
