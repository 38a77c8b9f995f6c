/**
 * The Node flags the server is started with: by `npm start` (package.json), the bench and the other
 * scripts (`scripts/lib/server.ts`) and the browser tests (`e2e/playwright.config.ts`). V8 reads
 * them when the process starts only (`v8.setFlagsFromString` comes too late for the heap's sizes),
 * so they are on each command line; a start of one's own (a service manager) passes them too.
 *
 * `--max-semi-space-size=2`: V8's young generation in 2 MB halves instead of growing to 16 MB ones.
 * The server's short-lived objects (a request's rows and JSON) die young either way; the larger
 * nursery only held them longer, and cost 30-40 MB of resident memory at every stage, 140 to
 * 109 MB idle (docs/benchmarks.md, nineteenth round; decision 065). The lists' throughput at
 * 4 connections did not drop beyond the shared host's noise.
 *
 * `--heap-growing-percent=50`: V8 collects the old generation once it has grown by half its live
 * size, where its own heuristics let it reach two to four times that. With a 2 MB nursery a
 * request's rows outlive a scavenge and are promoted, so under load the old generation filled with
 * dead rows: the small data set's lists took the server from 142 to 226-238 MB of RSS (live heap
 * 42 MB) and every process together to 256-275 MB, over the 250 MB goal; with the flag 139-149 MB
 * and 172-195 MB, at the same CPU per request (decision 065, "The old generation's growth").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=50'];
