/**
 * The languages Lar writes in: the web app's, and so its letters, documents, exports and e-mails.
 * Each use names them under its own name (`EXPORT_LANGUAGES`, `VISIT_LANGUAGES`, ...).
 */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The Intl locale of each language, for dates, numbers and `<html lang>`. Portuguese is Brazilian
 * Portuguese (the product's Portuguese texts are written in it); Spanish follows US conventions
 * because the customers are US housing managers.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  pt: 'pt-BR',
  es: 'es-US',
};

/**
 * The cookie the web app writes with the language a visitor chose, so that the server sends the
 * next public page already in it (Accept-Language only says what the browser is set to).
 */
export const LANGUAGE_COOKIE = 'lar_language';
