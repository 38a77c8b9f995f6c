import type { PageRenderer } from '@lar/contracts/page-rendering';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptPages, RenderedPages } from '../../src/plugins/kept-pages.ts';

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
    const pages = new RenderedPages('America/New_York');
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

describe('the kept-pages store', () => {
  it('keeps at most its limit, the least recently used going first', () => {
    const kept = new KeptPages(2);
    kept.set('a', 'A');
    kept.set('b', 'B');
    expect(kept.get('a')).toBe('A');
    kept.set('c', 'C');
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('A');
    expect(kept.get('c')).toBe('C');
    kept.clear();
    expect(kept.get('a')).toBeUndefined();
  });
});
