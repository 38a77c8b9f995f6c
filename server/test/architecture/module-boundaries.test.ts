import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module faces rule of biome.json (docs/architecture.md, Module faces), run by `npm run lint`,
 * applied to a small tree of its own: a deep import into another module fails the lint, an import
 * of its face (or of a file of one's own module, or of lib) passes.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = join(root, 'node_modules/.bin/biome');

const files: Record<string, string> = {
  'server/src/lib/helper.ts': 'export const helper = 1;\n',
  'server/src/modules/alpha/alpha.service.ts': 'export const alphaService = 1;\n',
  'server/src/modules/alpha/index.ts': "export { alphaService } from './alpha.service.ts';\n",
  'server/src/modules/beta/beta.repository.ts': 'export const betaRepository = 1;\n',
  'server/src/modules/beta/through-face.ts': [
    "import { helper } from '../../lib/helper.ts';",
    "import { alphaService } from '../alpha/index.ts';",
    "import { betaRepository } from './beta.repository.ts';",
    '',
    'export const all = [helper, alphaService, betaRepository];',
    '',
  ].join('\n'),
  'server/src/modules/beta/deep.ts': [
    "import { alphaService } from '../alpha/alpha.service.ts';",
    '',
    'export const all = [alphaService];',
    '',
  ].join('\n'),
  'server/src/modules/beta/deep-type.ts': [
    "import type { alphaService } from '../alpha/alpha.service.ts';",
    '',
    'export type Alpha = typeof alphaService;',
    '',
  ].join('\n'),
  'server/src/modules/beta/deep-by-root.ts': [
    "import { alphaService } from '../../modules/alpha/alpha.service.ts';",
    '',
    'export const all = [alphaService];',
    '',
  ].join('\n'),
  'server/src/app-deep.ts': [
    "import { alphaService } from './modules/alpha/alpha.service.ts';",
    '',
    'export const all = [alphaService];',
    '',
  ].join('\n'),
  'server/src/app-face.ts': [
    "import { alphaService } from './modules/alpha/index.ts';",
    '',
    'export const all = [alphaService];',
    '',
  ].join('\n'),
};

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'lar-module-faces-'));
  // The repository's own configuration, outside git (the fixture tree is no repository).
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(tree, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

function lint(path: string): { ok: boolean; output: string } {
  const run = spawnSync(biome, ['lint', '--colors=off', path], { cwd: tree, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('module faces', () => {
  it.each([
    'server/src/modules/beta/deep.ts',
    'server/src/modules/beta/deep-type.ts',
    'server/src/modules/beta/deep-by-root.ts',
    'server/src/app-deep.ts',
  ])('refuses an import of another module’s inner file: %s', (path) => {
    const { ok, output } = lint(path);
    expect(ok).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('alpha/alpha.service.ts');
  });

  it.each(['server/src/modules/beta/through-face.ts', 'server/src/app-face.ts'])(
    'accepts faces, lib and the module’s own files: %s',
    (path) => {
      const { ok, output } = lint(path);
      expect(output).not.toContain('noRestrictedImports');
      expect(ok).toBe(true);
    },
  );
});
