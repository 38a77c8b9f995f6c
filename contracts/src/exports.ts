import { z } from 'zod';
import { EXPORT_COLUMNS, type ExportList } from './export-columns.ts';
import { LANGUAGES } from './languages.ts';
import { emptyAsUndefined } from './paging.ts';

export { EXPORT_COLUMNS, type ExportList } from './export-columns.ts';

/**
 * Exports of the staff lists (decision 028): each list's rows as a file, with the list's own
 * filters, its columns in `EXPORT_COLUMNS` order and the header in the screen's language.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LANGUAGES = LANGUAGES;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The parameters every export takes besides its list's filters. */
export const exportParams = {
  format: z.preprocess(emptyAsUndefined, z.enum(EXPORT_FORMATS).default('csv')),
  lang: z.preprocess(emptyAsUndefined, z.enum(EXPORT_LANGUAGES).default('en')),
};

/** A list's query without its page (`limit`, `offset`), plus `format` and `lang`. */
export function exportQuery<Shape extends z.ZodRawShape & { limit: z.ZodType; offset: z.ZodType }>(
  listQuery: z.ZodObject<Shape>,
) {
  // zod cannot check a mask against a generic shape; the type says what omit does.
  const filters = listQuery.omit({ limit: true, offset: true } as never) as unknown as z.ZodObject<
    Omit<Shape, 'limit' | 'offset'>
  >;
  return filters.extend(exportParams);
}

export type ColumnKey<L extends ExportList> = keyof (typeof EXPORT_COLUMNS)[L] & string;

/** The column keys of a list, in the file's order. */
export function exportColumnKeys<L extends ExportList>(list: L): Array<ColumnKey<L>> {
  return Object.keys(EXPORT_COLUMNS[list]) as Array<ColumnKey<L>>;
}

const LANGUAGE_INDEX: Record<ExportLanguage, 0 | 1 | 2> = { en: 0, pt: 1, es: 2 };

/** A column's header in one language. */
export function exportHeader<L extends ExportList>(list: L, key: ColumnKey<L>, lang: ExportLanguage): string {
  const labels = EXPORT_COLUMNS[list][key] as readonly [string, string, string];
  return labels[LANGUAGE_INDEX[lang]];
}

/** The file name a download is saved under: the list, its date, the format's extension. */
export const exportFilename = (name: string, date: string, format: ExportFormat) =>
  `${name}-${date}.${format}`;
