import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The old generation's largest size, in MB, in a Node started with `flags`, while 200,000 objects
 * stay alive and a stream of rows lives just long enough to be promoted and then dies: what a
 * server under load does with many requests in flight.
 */
function oldGenerationPeakMb(flags: readonly string[]): number {
  const script = `
    const v8 = require('node:v8');
    const live = [];
    for (let i = 0; i < 200000; i++) live.push({ i, text: 'kept ' + i, more: [i, i + 1] });
    const ring = new Array(100000);
    let peak = 0;
    for (let i = 0; i < 3000000; i++) {
      ring[i % ring.length] = { i, text: 'row ' + i, more: [i] };
      if (i % 10000 === 0) {
        const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
        peak = Math.max(peak, old.space_size);
      }
    }
    // Read last, so the live objects stay alive until the measuring is done.
    if (live.length !== 200000) throw new Error('the live objects were lost');
    process.stdout.write(String(peak / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

/** V8 reads the flags at start only, so each way the server is started passes them (decision 065). */
describe('the Node flags of the server', () => {
  it('are on the command line of `npm start`', () => {
    const start = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.js`);
  });

  it('are on the command line the browser tests start the server with', () => {
    const config = readFileSync(path.join(root, 'e2e/playwright.config.ts'), 'utf8');
    expect(config).toContain("['node', ...SERVER_NODE_FLAGS, 'server/dist/main.js']");
  });

  it('collect the old generation once it grows by half, where V8 alone lets dead rows fill it', () => {
    expect(SERVER_NODE_FLAGS).toContain('--heap-growing-percent=50');
    // Measured: 94 MB with the flag, 204 MB without.
    expect(oldGenerationPeakMb(SERVER_NODE_FLAGS)).toBeLessThan(140);
    expect(oldGenerationPeakMb([])).toBeGreaterThan(160);
  });

  it('leave the young generation at its own size: a 2 MB one costs GC time under 32 connections', () => {
    expect(SERVER_NODE_FLAGS.some((flag) => flag.startsWith('--max-semi-space-size'))).toBe(false);
  });
});
