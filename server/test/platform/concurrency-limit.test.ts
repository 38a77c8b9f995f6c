import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '../../src/lib/concurrency-limit.ts';

/** A task that runs until its `finish` is called, and says when it started. */
function heldTask(log: string[], name: string) {
  let finish: (fail?: Error) => void = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (fail) => (fail ? reject(fail) : resolve(name));
    });
  return { task, finish: (fail?: Error) => finish(fail) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at once and the rest in the order they came', async () => {
    const limit = new ConcurrencyLimit(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const answers = [a, b, c, d].map((held) => held && limit.run(held.task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(limit.queued).toBe(2);
    b?.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    a?.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(limit.queued).toBe(0);
    c?.finish();
    d?.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a task that throws, and passes its error on', async () => {
    const limit = new ConcurrencyLimit(1);
    const log: string[] = [];
    const failing = heldTask(log, 'failing');
    const next = heldTask(log, 'next');
    const failed = limit.run(failing.task);
    const waiting = limit.run(next.task);
    await settle();
    expect(log).toEqual(['start failing']);
    failing.finish(new Error('unreadable upload'));
    await expect(failed).rejects.toThrow('unreadable upload');
    await settle();
    expect(log).toEqual(['start failing', 'start next']);
    next.finish();
    expect(await waiting).toBe('next');
    // Its place is free again: a new task starts at once.
    const after = heldTask(log, 'after');
    const done = limit.run(after.task);
    await settle();
    expect(log.at(-1)).toBe('start after');
    after.finish();
    await done;
  });

  it('refuses a limit that is not a whole number of at least one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
