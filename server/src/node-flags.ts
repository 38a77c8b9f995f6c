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
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
