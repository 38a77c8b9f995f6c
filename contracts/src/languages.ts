/**
 * The languages Lar writes in: the web app's, and so its letters, documents, exports and e-mails.
 * Each use names them under its own name (`EXPORT_LANGUAGES`, `VISIT_LANGUAGES`, ...).
 */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
