import { describe, expect, it } from 'vitest';
import { BATCHES_IN_FLIGHT, rangedBatches } from '../../src/lib/export/batches.ts';

/**
 * `rangedBatches` (decision 083): batches between known bounds are asked for before the one before
 * them is back, at most BATCHES_IN_FLIGHT at once, and together they are every row once, in order,
 * the rows added after the bounds were read included.
 */

interface Row {
  id: number;
}

/** A list of rows read as a repository would, counting the reads in flight. */
function list(ids: number[]) {
  const rows = ids.map((id) => ({ id }));
  let inFlight = 0;
  const seen = { most: 0, asked: 0 };
  const later = async <T>(value: () => T): Promise<T> => {
    inFlight += 1;
    seen.asked += 1;
    seen.most = Math.max(seen.most, inFlight);
    // A read takes a few turns of the event loop, as a statement does.
    await new Promise((resolve) => setTimeout(resolve, 2));
    inFlight -= 1;
    return value();
  };
  return {
    rows,
    seen,
    readRange: (afterId: number, upToId: number) =>
      later(() => rows.filter((r) => r.id > afterId && r.id <= upToId)),
    readAfter: (afterId: number, size: number) =>
      later(() => rows.filter((r) => r.id > afterId).slice(0, size)),
  };
}

async function all(batches: AsyncIterable<readonly Row[]>): Promise<number[][]> {
  const out: number[][] = [];
  for await (const batch of batches) out.push(batch.map((r) => r.id));
  return out;
}

describe('rangedBatches', () => {
  it('reads the batches between bounds two at a time and yields every row once, in order', async () => {
    // 10 rows with gaps, batches of 3: bounds at the 3rd, 6th and 9th row.
    const source = list([2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    const batches = await all(rangedBatches([5, 13, 23], source.readRange, source.readAfter, 3));
    expect(batches).toEqual([[2, 3, 5], [7, 11, 13], [17, 19, 23], [29]]);
    expect(source.seen.most).toBe(BATCHES_IN_FLIGHT);
    expect(BATCHES_IN_FLIGHT).toBeGreaterThan(1);
  });

  it('reads rows added after the bounds by keyset, a batch at a time', async () => {
    const source = list([1, 2, 3, 4]);
    const iterator = rangedBatches([2, 4], source.readRange, source.readAfter, 2)[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done ? [] : first.value.map((r) => r.id)).toEqual([1, 2]);
    // Written while the export runs: ids only grow, so they come after the last bound.
    source.rows.push({ id: 5 }, { id: 6 }, { id: 7 });
    const rest: number[][] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      rest.push(next.value.map((r) => r.id));
    expect(rest).toEqual([[3, 4], [5, 6], [7]]);
  });

  it('with no bounds (a list shorter than a batch) is the keyset read alone', async () => {
    const source = list([4, 8]);
    expect(await all(rangedBatches([], source.readRange, source.readAfter, 3))).toEqual([[4, 8]]);
    expect(source.seen.asked).toBe(1);
  });
});
