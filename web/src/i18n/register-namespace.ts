import i18n from 'i18next';
import { isLanguage, type Language } from './languages.ts';

/** A translation file's JSON, as Vite's `import.meta.glob` returns it lazily. */
export type LocaleLoader = () => Promise<unknown>;
type LocaleResource = Record<string, unknown>;

const loaders = new Map<string, Partial<Record<Language, LocaleLoader>>>();

/**
 * Registers a feature's translations as an i18next namespace. Each language is its own small
 * chunk, fetched only when that language is used. A feature adds itself with one line:
 *
 *   registerNamespace('subusers', import.meta.glob('./locales/*.json', { import: 'default' }));
 */
export function registerNamespace(namespace: string, files: Record<string, LocaleLoader>): void {
  const byLanguage: Partial<Record<Language, LocaleLoader>> = {};
  for (const [path, load] of Object.entries(files)) {
    const language = path.replace(/^.*\//, '').replace(/\.json$/, '');
    if (isLanguage(language)) byLanguage[language] = load;
  }
  loaders.set(namespace, byLanguage);
}

export function hasNamespace(namespace: string): boolean {
  return loaders.has(namespace);
}

/** Loads one namespace in one language; unknown namespaces resolve empty so i18next falls back. */
export async function loadNamespace(language: string, namespace: string): Promise<LocaleResource> {
  const load = isLanguage(language) ? loaders.get(namespace)?.[language] : undefined;
  if (!load) return {};
  const resource = await load();
  return typeof resource === 'object' && resource !== null ? (resource as LocaleResource) : {};
}

/**
 * Loads the texts of every namespace registered so far in the current language. A page's module
 * registers the namespaces of everything it can show (its dialogs and pickers included), so
 * calling this once the module is loaded means nothing on the page waits for texts later: a
 * namespace fetched on first use would suspend the whole page, hiding it mid-task.
 */
export function loadRegisteredTexts(): Promise<void> {
  if (!i18n.isInitialized) return Promise.resolve();
  return i18n.loadNamespaces([...loaders.keys()]).catch(() => undefined);
}
