import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's sources, where every `locales/` folder lives. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every `locales/` folder under `dir`: the common texts and each feature's namespace. */
export function localeFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === 'locales') found.push(full);
    else found.push(...localeFolders(full));
  }
  return found;
}

/** A locale file's texts: nested groups down to the strings. */
export type Tree = { [key: string]: Tree | string };

/** The texts of `folder` in `language`, as the file holds them. */
export const readLocale = (folder: string, language: string) =>
  JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree;
