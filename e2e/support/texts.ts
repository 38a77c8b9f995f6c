import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from './crm.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(path.join(web, ...parts), 'utf8'));

/**
 * `t(key, values)` over a feature's translation file, falling back to the common texts as the app
 * does, so the test reads what the user reads.
 */
export function textsOf(feature: string, language: Language) {
  const files = [
    readJson('features', feature, 'locales', `${language}.json`),
    readJson('i18n', 'locales', `${language}.json`),
  ];
  const lookup = (file: unknown, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = files.map((file) => lookup(file, key)).find((found) => typeof found === 'string');
    if (typeof text !== 'string') throw new Error(`${feature}: no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
  };
}
