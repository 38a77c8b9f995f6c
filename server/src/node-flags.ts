/**
 * The Node flags the server is started with: by `npm start` (package.json), the bench and the other
 * scripts (`scripts/lib/server.ts`) and the browser tests (`e2e/playwright.config.ts`). V8 reads
 * them when the process starts only (`v8.setFlagsFromString` comes too late for the heap's sizes),
 * so they are on each command line; a start of one's own (a service manager) passes them too.
 *
 * `--heap-growing-percent=50`: V8 collects the old generation once it has grown by half its live
 * size, where its own heuristics let it reach two to four times that. Under load a request's rows
 * outlive a scavenge or two and are promoted, so the old generation filled with dead rows: the small
 * data set's lists took every process together to 212-260 MB without it and 226-230 MB with it, at
 * the same CPU per request (decision 065, "The old generation's growth").
 *
 * Not `--max-semi-space-size=2` (a 2 MB young generation), which this list held until the
 * twenty-third round: it saved 20-30 MB at 8 connections but at 32 connections on the large data set
 * it promoted nearly every request's rows, and garbage collection took a quarter of the server's
 * CPU: 1.5-2.8 ms per list request where 0.5-1.6 ms without it (docs/benchmarks.md, twenty-third round).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--heap-growing-percent=50'];
