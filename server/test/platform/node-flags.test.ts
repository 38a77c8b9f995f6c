import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The young generation's size after many short-lived objects, in MB, in a Node started with `flags`. */
function youngGenerationMb(flags: readonly string[]): number {
  const script = `
    const keep = [];
    for (let i = 0; i < 300000; i++) { keep.push({ i, text: 'row ' + i }); if (keep.length > 1000) keep.shift(); }
    const young = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(young.space_size / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

/**
 * The server runs with a 2 MB young generation (`--max-semi-space-size=2`, decision 065: 30-40 MB
 * less resident memory at every stage of the bench's routes). V8 reads the flag at start only, so
 * each way the server is started passes it.
 */
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

  it('keep the young generation at 2 MB halves where V8 would grow it to 16 MB ones', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=2');
    expect(youngGenerationMb(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(4);
    expect(youngGenerationMb([])).toBeGreaterThan(4);
  });
});
