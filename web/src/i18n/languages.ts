import { INTL_LOCALES, LANGUAGES, type Language } from '@lar/contracts/languages';

/** The interface languages are the contracts' (`LANGUAGES`); their own names, shown in the language menu. */
export { INTL_LOCALES, LANGUAGES, type Language };
export const FALLBACK_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
};

/** Local storage entry that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lar.language';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Maps any tag (`pt-BR`, `es_MX`, `EN`) to a supported language, else the fallback. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}
