/** The interface languages, their own names (shown in the language menu) and Intl locales. */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
};

/**
 * Locale used for dates, numbers and `<html lang>`. Portuguese is Brazilian Portuguese (the
 * product's Portuguese texts are written in it); Spanish follows US conventions because the
 * customers are US housing managers.
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-US',
  pt: 'pt-BR',
  es: 'es-US',
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
