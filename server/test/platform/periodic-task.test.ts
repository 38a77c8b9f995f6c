import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from '../../src/lib/periodic-task.ts';

/**
 * The one loop of the jobs that run inside the app (the mailer, the recertification notices, the
 * new day's dashboards): one run at a time, the next after a run ends, at once when nudged, a
 * failure reported and the loop kept, and `stop` waiting for the run under way.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs wait for `release` and are counted. */
function gatedTask(options: { firstAfterMs?: number; everyMs?: number; fail?: boolean } = {}) {
  const state = { runs: 0, errors: [] as unknown[], release: () => {} };
  const task = new PeriodicTask({
    firstAfterMs: options.firstAfterMs ?? 0,
    everyMs: options.everyMs ?? 1_000,
    work: () => {
      state.runs += 1;
      return new Promise<void>((resolve, reject) => {
        state.release = () => (options.fail ? reject(new Error('database away')) : resolve());
      });
    },
    onError: (error) => state.errors.push(error),
  });
  return { task, state };
}

describe('a periodic task', () => {
  it('runs after its first delay, then its interval after each run ends, never two at once', async () => {
    vi.useFakeTimers();
    const { task, state } = gatedTask({ firstAfterMs: 500, everyMs: 1_000 });
    task.start();
    await vi.advanceTimersByTimeAsync(499);
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
    // The run has not ended: no second one however long it takes.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.runs).toBe(1);
    state.release();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(2);
    state.release();
    await task.stop();
  });

  it('runs at once when nudged, and right after the run under way when nudged during it', async () => {
    vi.useFakeTimers();
    const { task, state } = gatedTask({ firstAfterMs: 60_000, everyMs: 60_000 });
    task.start();
    task.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    task.nudge();
    state.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(2);
    state.release();
    await task.stop();
  });

  it('reports a failed run and runs again on time', async () => {
    vi.useFakeTimers();
    const { task, state } = gatedTask({ everyMs: 1_000, fail: true });
    task.start();
    await vi.advanceTimersByTimeAsync(0);
    state.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.runs).toBe(2);
    state.release();
    await task.stop();
  });

  it('stop waits for the run under way and ends the loop; a nudge after it does nothing', async () => {
    vi.useFakeTimers();
    const { task, state } = gatedTask({ everyMs: 1_000 });
    task.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    task.nudge();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.runs).toBe(1);
  });
});
