import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * The languages the PDF documents are written in (the income certification, the unit worksheet,
 * the self-audit, the owner's annual certification): the web app's interface languages.
 */
export const DOCUMENT_LANGUAGES = LANGUAGES;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** A PDF query's `lang`: the reader's language, English when not given. */
export const documentLanguageQuery = z.enum(DOCUMENT_LANGUAGES).optional();
