import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The public site must stay light (150 KB of JS): the code it loads may not pull in the staff
 * area's libraries. The bundle report measures the result; this test names the offending import.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Code the public pages and the login page load (the staff layout and features are lazy). */
const PUBLIC_CODE = [
  'main.tsx',
  'app',
  'lib',
  'i18n',
  'components/public',
  'features/public-pages',
  'features/public-listings',
  'features/applying',
  'features/auth',
  // The resident portal: phone first, outside the staff area (decision 075).
  'features/resident-portal',
];
const STAFF_ONLY = [
  path.join('app', 'staff') + path.sep,
  // The staff screens' data code: only their lazy chunks import it.
  path.join('lib', 'use-invalidating-mutation.ts'),
  path.join('lib', 'use-record.ts'),
];

/** Runtime imports that would bring Mantine, TanStack Query or zod into the public chunks. */
const FORBIDDEN = [
  /^@mantine\//,
  /^mantine-datatable/,
  /^@tanstack\//,
  /^zod/,
  // Contract modules that build zod schemas; `format`, `intl-formats`, `errors`, `permissions`,
  // `page-routes`, `household`, `birth-dates`, `listing-facts`, `reporting-categories`,
  // `languages` and `document-types` are plain code.
  /^@lar\/contracts\/(?!format$|intl-formats$|errors$|permissions$|page-routes$|household$|birth-dates$|listing-facts$|reporting-categories$|languages$|document-types$)/,
];

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** Module specifiers of static, value-level imports (type-only imports vanish from the bundle). */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    const names = clause.match(/\{([^}]*)\}/)?.[1];
    const allTypes =
      names !== undefined &&
      !clause.replace(/\{[^}]*\}/, '').trim() &&
      names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    if (!allTypes) specifiers.push(specifier);
  }
  return specifiers;
}

describe('public bundle rules', () => {
  const files = PUBLIC_CODE.flatMap(sourceFiles)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !STAFF_ONLY.some((dir) => path.relative(SRC, file).startsWith(dir)));

  it('checks the public code', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps Mantine, TanStack Query and zod out of the public pages', () => {
    const offenders: string[] = [];
    for (const file of files) {
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        if (FORBIDDEN.some((rule) => rule.test(specifier))) {
          offenders.push(`${path.relative(SRC, file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('recognises type-only imports', () => {
    expect(runtimeImports("import type { A } from 'zod';\nimport { type B } from '@mantine/core';")).toEqual(
      [],
    );
    expect(runtimeImports("import { z } from 'zod';")).toEqual(['zod']);
  });
});
