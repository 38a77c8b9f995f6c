import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lar's Portuguese is Brazilian, the variant of the households it serves (decision 056). These
 * markers of European Portuguese were removed from every text and must not come back; the
 * glossary in the decision says what is written instead.
 */
const EUROPEAN_MARKERS: ReadonlyArray<[RegExp, string]> = [
  [
    /\bagregado familiar\b|\b(?:do|pelo|ao|seu|o|um) agregado\b|\bagregados familiares\b/i,
    'família, membros da família',
  ],
  [/\bpara si\b/i, 'para você'],
  [/\btelemóve(?:l|is)\b/i, 'celular'],
  [/\becrã/i, 'tela'],
  [/\butilizador/i, 'usuário'],
  [/\bregisto/i, 'registro, cadastro'],
  [/\bequipa\b/i, 'equipe'],
  [/\bficheiro/i, 'arquivo'],
  [/\bt[êe]m de\b/i, 'precisa, tem que'],
  [/\bgerir\b/i, 'gerenciar'],
  [/\breceção\b/i, 'recepção'],
  [/\bapelido\b/i, 'sobrenome'],
  [/\bestá a \w+r\b|\bestão a \w+r\b/i, 'gerúndio: está fazendo'],
];

/** Markers that are also Spanish words, so looked for in the Portuguese locale files only. */
const EUROPEAN_MARKERS_ALSO_SPANISH: ReadonlyArray<[RegExp, string]> = [
  [/\bconsigo\b/i, 'com você'],
  [/\bcontacto/i, 'contato'],
  [/\bfacto\b/i, 'fato'],
  [/\bmorada\b/i, 'endereço'],
];

/**
 * "Acessível" names two things on a housing site. Affordable is "a preço acessível"; accessible to
 * people with disabilities is "Acessível (ADA)" or "acessível para pessoas com deficiência".
 */
const ACCESSIBLE = /acessíve(?:l|is)/gi;
const QUALIFIED_ACCESSIBLE =
  /preço acessíve(?:l|is)|acessíve(?:l|is) \(ADA\)|acessíve(?:l|is) para pessoas com deficiência/gi;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') found.push(...filesUnder(full, accept));
    } else if (accept(full)) found.push(full);
  }
  return found;
}

/** Every Portuguese text of the web app, as `[file: key, text]`. */
function webTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push([where, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const file of filesUnder(path.join(ROOT, 'web/src'), (f) => f.endsWith(`${path.sep}pt.json`)))
    walk(JSON.parse(readFileSync(file, 'utf8')), `${path.relative(ROOT, file)}:`);
  return texts;
}

/**
 * The server's Portuguese (e-mails, notice letters, the worksheet PDF, the listing page's head):
 * each string literal of a server module, whole, since a module holds all three languages. The
 * markers are not Spanish or English words, so reading every literal is safe.
 */
function serverTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const file of filesUnder(path.join(ROOT, 'server/src/modules'), (f) => f.endsWith('.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(literal))
      texts.push([path.relative(ROOT, file), match[1] ?? match[2] ?? '']);
  }
  return texts;
}

describe('Portuguese is Brazilian Portuguese', () => {
  const texts = [...webTexts(), ...serverTexts()];

  it('reads every locale file and the server’s texts', () => {
    expect(texts.filter(([where]) => where.includes('pt.json')).length).toBeGreaterThan(2000);
    expect(texts.some(([, text]) => text.includes('Recertificação anual de renda'))).toBe(true);
  });

  it.each(EUROPEAN_MARKERS)('has no %s (write: %s)', (marker) => {
    const found = texts.filter(([, text]) => marker.test(text));
    expect(found.map(([where, text]) => `${where} ${text}`)).toEqual([]);
  });

  it.each(EUROPEAN_MARKERS_ALSO_SPANISH)('has no %s in its locale files (write: %s)', (marker) => {
    const found = texts.filter(([where, text]) => where.includes('pt.json') && marker.test(text));
    expect(found.map(([where, text]) => `${where} ${text}`)).toEqual([]);
  });

  it('says which "acessível" it means: a preço acessível, or Acessível (ADA)', () => {
    const vague = texts.filter(([, text]) => {
      const all = text.match(ACCESSIBLE)?.length ?? 0;
      return all > (text.match(QUALIFIED_ACCESSIBLE)?.length ?? 0);
    });
    expect(vague.map(([where, text]) => `${where} ${text}`)).toEqual([]);
  });
});
