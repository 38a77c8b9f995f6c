import type { LoadResult } from './load.ts';
import type { RouteFigures } from './report.ts';

/**
 * The bench runs every route several times, in rounds (each round every route once, in order), so
 * that a slow spell of the shared machine falls on one run of each route rather than on all runs
 * of one. A route is reported by its median run (by req/s) and the p99 of every run: one 10 s run
 * on this kind of host differs from the next by up to half.
 */
const byThroughput = (a: LoadResult, b: LoadResult) => a.requestsPerSecond - b.requestsPerSecond;

/** The middle element by req/s (the lower middle of an even count). */
function median<T>(items: T[], load: (item: T) => LoadResult): T {
  const sorted = [...items].sort((a, b) => byThroughput(load(a), load(b)));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no run to take the median of');
  return middle;
}

/** One route's runs (one per round, in round order) as the reported figures. */
export function combineRuns(runs: RouteFigures[]): RouteFigures {
  const reported = median(runs, (run) => run.http);
  const ceilings = runs.flatMap((run) => (run.ceiling ? [run.ceiling] : []));
  return {
    ...reported,
    ceiling: ceilings.length > 0 ? median(ceilings, (c) => c) : undefined,
    memory: {
      serverMb: Math.max(...runs.map((run) => run.memory.serverMb)),
      totalMb: Math.max(...runs.map((run) => run.memory.totalMb)),
    },
    p99OfEachRun: runs.map((run) => run.http.p99),
    firstAnswerMs: Math.max(...runs.map((run) => run.http.firstAnswerMs ?? 0)) || undefined,
  };
}
