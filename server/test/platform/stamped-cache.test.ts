import { describe, expect, it } from 'vitest';
import { createAppCaches } from '../../src/caches.ts';
import { StampedCache } from '../../src/lib/cache/stamped-cache.ts';

describe('StampedCache', () => {
  it('serves a value only under the stamp it was made at, and drops it once the stamp moved', () => {
    const cache = new StampedCache<string>(10);
    cache.set('program 1', 'v1', 'tables of v1');
    expect(cache.get('program 1', 'v1')).toBe('tables of v1');
    expect(cache.has('program 1', 'v1')).toBe(true);
    expect(cache.has('program 1', 'v2')).toBe(false);
    // `has` only looks; `get` under the new stamp finds the old value stale and forgets it.
    expect(cache.size).toBe(1);
    expect(cache.get('program 1', 'v2')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('program 1', 'v1')).toBeUndefined();
    cache.set('program 1', 'v2', 'tables of v2');
    expect(cache.get('program 1', 'v2')).toBe('tables of v2');
  });

  it('keeps at most its bound, the entry written longest ago going first', () => {
    const cache = new StampedCache<number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 's', key.charCodeAt(0));
    // Writing `a` again makes it the newest: `b` is now the oldest.
    cache.set('a', 's', 1);
    cache.set('d', 's', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe(1);
    expect(cache.get('c', 's')).toBe('c'.charCodeAt(0));
    expect(cache.get('d', 's')).toBe(4);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, 's', i);
    expect(cache.size).toBe(3);
  });

  it('forgets one key on delete and everything on clear', () => {
    const cache = new StampedCache<number>(10);
    cache.set('a', 's', 1);
    cache.set('b', 's', 2);
    cache.delete('a');
    expect(cache.get('a', 's')).toBeUndefined();
    expect(cache.get('b', 's')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a bound below one entry', () => {
    expect(() => new StampedCache(0)).toThrow();
    expect(() => new StampedCache(Number.NaN)).toThrow();
  });

  it('two instances share nothing', () => {
    const one = new StampedCache<string>(10);
    const two = new StampedCache<string>(10);
    one.set('k', 's', 'one');
    expect(two.get('k', 's')).toBeUndefined();
    two.set('k', 's', 'two');
    expect(one.get('k', 's')).toBe('one');
    one.clear();
    expect(two.get('k', 's')).toBe('two');
  });
});

describe('createAppCaches', () => {
  it('gives each app caches of its own', () => {
    const first = createAppCaches();
    const second = createAppCaches();
    for (const name of Object.keys(first) as (keyof typeof first)[])
      expect(first[name]).not.toBe(second[name]);
    first.programTables.set('1:1', '1:0', []);
    expect(second.programTables.size).toBe(0);
  });
});
