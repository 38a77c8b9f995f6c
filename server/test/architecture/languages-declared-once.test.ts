import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The languages Lar writes in, and their Intl locales, are declared once: `LANGUAGES` and
 * `INTL_LOCALES` in contracts/src/languages.ts (issue 34, "enums declared once"). Every other use
 * names them under its own name (`EXPORT_LANGUAGES = LANGUAGES`) or takes the `Language` type, so
 * that a fourth language is added in one place and the compiler finds every table that lacks it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_FOLDERS = ['contracts/src', 'server/src', 'web/src'];
const THE_DECLARATION = 'contracts/src/languages.ts';

const RE_DECLARATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'a union of the language codes', pattern: /'(en|pt|es)'\s*\|\s*'(en|pt|es)'\s*\|\s*'(en|pt|es)'/ },
  { name: 'a list of the language codes', pattern: /\[\s*'(en|pt|es)',\s*'(en|pt|es)',\s*'(en|pt|es)'\s*\]/ },
  { name: 'a table of the Intl locales', pattern: /en:\s*'en-US',\s*pt:\s*'pt-BR'/ },
  { name: 'an Intl locale written out', pattern: /locale:\s*'(en-US|pt-BR|es-US)'/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Each re-declaration found in `text`, by the name of its pattern. */
function reDeclarations(text: string): string[] {
  return RE_DECLARATIONS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

describe('the languages are declared once', () => {
  it('finds no other list, union or locale table of them in the contracts, the server or the web app', () => {
    const found = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))
      .map((file) => relative(root, file))
      .filter((file) => file !== THE_DECLARATION)
      .flatMap((file) =>
        reDeclarations(readFileSync(join(root, file), 'utf8')).map((what) => `${file}: ${what}`),
      );
    expect(found).toEqual([]);
  });

  it('recognises each kind of re-declaration, so the walk above can fail', () => {
    expect(reDeclarations("language: 'en' | 'pt' | 'es';")).toEqual(['a union of the language codes']);
    expect(reDeclarations("const LANGS = ['es', 'en', 'pt'] as const;")).toEqual([
      'a list of the language codes',
    ]);
    expect(reDeclarations("const LOCALES = { en: 'en-US', pt: 'pt-BR', es: 'es-US' };")).toEqual([
      'a table of the Intl locales',
    ]);
    expect(reDeclarations("  locale: 'pt-BR',")).toEqual(['an Intl locale written out']);
    expect(reDeclarations(readFileSync(join(root, THE_DECLARATION), 'utf8'))).not.toEqual([]);
  });
});
