import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PasswordIssue } from '@lar/contracts/auth';
import { ErrorCode } from '@lar/contracts/errors';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every `locales/` folder under web/src: the common texts and each feature's namespace. */
function localeFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === 'locales') found.push(full);
    else found.push(...localeFolders(full));
  }
  return found;
}

type Tree = { [key: string]: Tree | string };

/** `a.b.c` → value for every leaf. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, dotted)) leaves.set(k, v);
    } else {
      leaves.set(dotted, value);
    }
  }
  return leaves;
}

function load(folder: string, language: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree);
}

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const folders = localeFolders(SRC);

describe('translation files', () => {
  it('finds the common texts and the feature namespaces', () => {
    const relative = folders.map((f) => path.relative(SRC, f));
    expect(relative).toContain(path.join('i18n', 'locales'));
    expect(relative).toContain(path.join('features', 'subusers', 'locales'));
    expect(folders.length).toBeGreaterThanOrEqual(4);
  });

  for (const folder of folders) {
    const name = path.relative(SRC, folder);

    it(`${name}: has exactly en, pt and es files`, () => {
      const files = readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual([...LANGUAGES].map((l) => `${l}.json`).sort());
    });

    it(`${name}: en, pt and es have the same keys, no empty texts and the same placeholders`, () => {
      const en = load(folder, 'en');
      for (const language of LANGUAGES) {
        const other = load(folder, language);
        expect([...other.keys()].sort(), `${language} keys`).toEqual([...en.keys()].sort());
        for (const [key, value] of other) {
          expect(typeof value, `${language}:${key} is text`).toBe('string');
          expect(String(value).trim(), `${language}:${key} is empty`).not.toBe('');
          expect(placeholders(value), `${language}:${key} placeholders`).toEqual(placeholders(en.get(key)));
        }
      }
    });
  }

  it('translates every server error code and every password policy code', () => {
    const common = load(path.join(SRC, 'i18n', 'locales'), 'en');
    for (const code of Object.values(ErrorCode)) expect(common.has(`errors.${code}`), code).toBe(true);
    for (const code of Object.values(PasswordIssue))
      expect(common.has(`validation.${code}`), code).toBe(true);
    expect(common.has('validation.invalid_current_password')).toBe(true);
  });

  it('keeps the original Portuguese texts', () => {
    const pt = load(path.join(SRC, 'i18n', 'locales'), 'pt');
    expect(pt.get('landing.hero.title')).toBe('Encontre seu Novo Lar');
    expect(pt.get('landing.cta.button')).toBe('Comece Agora');
    expect(pt.get('contact.form.success')).toBe('Mensagem enviada com sucesso!');
    expect(pt.get('login.invalidCredentials')).toBe('Credenciais inválidas');
    expect(pt.get('login.loginError')).toBe('Erro ao tentar login');
    expect(load(path.join(SRC, 'features', 'subusers', 'locales'), 'pt').get('table.active')).toBe('Ativo');
    expect(load(path.join(SRC, 'features', 'users', 'locales'), 'pt').get('title')).toBe(
      'Gerenciamento de Usuários',
    );
  });
});
