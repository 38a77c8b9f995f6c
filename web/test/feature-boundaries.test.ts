import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature imports from another feature only its `api.ts` (CONTRIBUTING); shared components and
 * code import no feature at all. This test names the import that breaks either rule.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The files under web/src that `file` imports by a relative path, relative to web/src. */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.relative(SRC, path.resolve(path.dirname(file), match[1] ?? '')),
  );
}

const featureOf = (relative: string) => /^features\/([^/]+)\//.exec(relative.split(path.sep).join('/'))?.[1];

describe('feature boundaries', () => {
  it('lets a feature import only the api.ts of another', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(SRC, 'features'))) {
      const own = featureOf(path.relative(SRC, file));
      for (const target of localImports(file)) {
        const other = featureOf(target);
        if (other && other !== own && target.split(path.sep).join('/') !== `features/${other}/api.ts`) {
          offenders.push(`${path.relative(SRC, file)} imports ${target}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps shared components and code free of features', () => {
    const offenders = ['components', 'lib'].flatMap((dir) =>
      sourceFiles(path.join(SRC, dir)).flatMap((file) =>
        localImports(file)
          .filter((target) => featureOf(target) !== undefined)
          .map((target) => `${path.relative(SRC, file)} imports ${target}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
