import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each enumeration is declared once, in the contracts (issue 34, "enums declared once"): a list
 * `export const X = ['A', 'B', 'C'] as const` there is the only place its members are written
 * together. Every other use names it under its own name (`EXPORT_LANGUAGES = LANGUAGES`) or takes
 * its type (`OccupancyStatus`, `Language`), so a member added in one place reaches every table
 * and check the compiler can follow. The languages' Intl locales are declared once too
 * (`INTL_LOCALES` in contracts/src/languages.ts).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CONTRACTS = 'contracts/src';
const SOURCE_FOLDERS = [CONTRACTS, 'server/src', 'web/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Enumeration {
  name: string;
  file: string;
  members: string[];
}

/** The contracts' enumerations of three or more string members, in the order declared. */
function enumerationsIn(file: string, text: string): Enumeration[] {
  return [...text.matchAll(/export const (\w+) = \[([^\]]*)\] as const/g)].flatMap(
    ([, name = '', body = '']) => {
      const members = [...body.matchAll(/'([^']*)'/g)].map(([, member = '']) => member);
      const onlyStrings = body.replace(/'[^']*'/g, '').replace(/[\s,]/g, '') === '';
      return onlyStrings && members.length >= 3 ? [{ name, file, members }] : [];
    },
  );
}

/** What re-declares an enumeration: its members written as a union or a list, in its order. */
function reDeclarationPatterns({ members }: Enumeration): RegExp[] {
  const quoted = members.map((member) => `'${escapeRegExp(member)}'`);
  return [new RegExp(quoted.join('\\s*\\|\\s*')), new RegExp(`\\[\\s*${quoted.join(',\\s*')},?\\s*\\]`)];
}

const LOCALE_PATTERNS = [/en:\s*'en-US',\s*pt:\s*'pt-BR'/, /locale:\s*'(en-US|pt-BR|es-US)'/];
const LOCALES_FILE = 'contracts/src/languages.ts';

/** The re-declarations in one file's text, by what they re-declare. */
function reDeclarations(file: string, text: string, enumerations: Enumeration[]): string[] {
  const found = enumerations
    .filter((enumeration) => enumeration.file !== file)
    .filter((enumeration) => reDeclarationPatterns(enumeration).some((pattern) => pattern.test(text)))
    .map((enumeration) => `${file}: the members of ${enumeration.name} (${enumeration.file})`);
  if (file !== LOCALES_FILE && LOCALE_PATTERNS.some((pattern) => pattern.test(text)))
    found.push(`${file}: the Intl locales of the languages (INTL_LOCALES, ${LOCALES_FILE})`);
  return found;
}

function contractEnumerations(): Enumeration[] {
  return sourceFiles(join(root, CONTRACTS)).flatMap((full) =>
    enumerationsIn(relative(root, full), readFileSync(full, 'utf8')),
  );
}

describe('enumerations are declared once', () => {
  it('finds no union or list of a contract enumeration’s members anywhere else in the contracts, the server or the web app', () => {
    const enumerations = contractEnumerations();
    const found = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap((full) =>
      reDeclarations(relative(root, full), readFileSync(full, 'utf8'), enumerations),
    );
    expect(found).toEqual([]);
  });

  it('reads the contracts’ enumerations, the languages and the occupancy statuses among them', () => {
    const names = contractEnumerations().map((enumeration) => enumeration.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual(expect.arrayContaining(['LANGUAGES', 'OCCUPANCY_STATUSES', 'CERTIFICATION_TYPES']));
  });

  it('recognises each kind of re-declaration, so the walk above can fail', () => {
    const statuses = enumerationsIn(
      'contracts/src/x.ts',
      "export const STATUSES = ['ACTIVE', 'PENDING', 'ENDED'] as const;",
    );
    expect(statuses).toEqual([
      { name: 'STATUSES', file: 'contracts/src/x.ts', members: ['ACTIVE', 'PENDING', 'ENDED'] },
    ]);
    const found = (text: string) => reDeclarations('server/src/y.ts', text, statuses);
    expect(found("status: 'ACTIVE' | 'PENDING' | 'ENDED';")).toHaveLength(1);
    expect(found("const all = ['ACTIVE', 'PENDING', 'ENDED'] as const;")).toHaveLength(1);
    expect(found("status: 'ACTIVE' | 'ENDED';")).toEqual([]);
    expect(found("const LOCALES = { en: 'en-US', pt: 'pt-BR', es: 'es-US' };")).toHaveLength(1);
    expect(found("  locale: 'pt-BR',")).toHaveLength(1);
    expect(reDeclarations('contracts/src/x.ts', "['ACTIVE', 'PENDING', 'ENDED']", statuses)).toEqual([]);
  });
});
