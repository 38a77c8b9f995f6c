import { describe, expect, it } from 'vitest';
import { FiguresCache } from '../../src/modules/dashboard/figures-cache.ts';

/** An organization's computations run one after the other (decision 029), whatever their outcome. */
describe('FiguresCache.oneAtATime', () => {
  it('starts a second computation of an organization only when the first has ended', async () => {
    const cache = new FiguresCache();
    const events: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = cache.oneAtATime(1, async () => {
      events.push('first started');
      await gate;
      events.push('first ended');
      return 'first';
    });
    const second = cache.oneAtATime(1, async () => {
      events.push('second started');
      return 'second';
    });
    const otherOrganization = cache.oneAtATime(2, async () => {
      events.push('other started');
      return 'other';
    });
    await otherOrganization;
    expect(events).toEqual(['first started', 'other started']);
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(events).toEqual(['first started', 'other started', 'first ended', 'second started']);
  });

  it('a failed computation fails its own call only', async () => {
    const cache = new FiguresCache();
    const failed = cache.oneAtATime(1, async () => {
      throw new Error('lost connection');
    });
    const next = cache.oneAtATime(1, async () => 'computed');
    await expect(failed).rejects.toThrow('lost connection');
    expect(await next).toBe('computed');
  });
});
