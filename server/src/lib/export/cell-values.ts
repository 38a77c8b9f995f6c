import { type ColumnKind, codeLabel } from '@lar/contracts/export-values';
import type { ExportLanguage } from '@lar/contracts/exports';
import { wallTimeIn } from '../dates.ts';
import type { ExportValue } from './columns.ts';

/** An amount of money as a decimal string with two places (never a binary float in the file's text). */
export class Decimal {
  constructor(readonly text: string) {}
}

/** A label the export writes for a code or a flag: our own words, never a user's text. */
export class Label {
  constructor(readonly text: string) {}
}

/** A calendar date, `YYYY-MM-DD`. */
export class CalendarDate {
  constructor(readonly iso: string) {}
}

/** A moment as the organization's clock read it, `YYYY-MM-DD HH:MM`. */
export class WallTime {
  constructor(readonly text: string) {}
}

/** A percentage as written on the screens (60 for 60 %), a decimal string. */
export class Percent {
  constructor(readonly text: string) {}
}

/** What a file's cell holds once its column's kind and the file's language have been applied. */
export type CellValue = string | number | null | Decimal | Label | CalendarDate | WallTime | Percent;

/** How the cells are presented: in a language, on the organization's clock, or raw (the keys CSV). */
export type Presentation = { lang: ExportLanguage | 'keys'; timeZone: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/**
 * A reader's value as the file writes it: flags and codes as labels in the file's language, dates,
 * moments and percentages typed. The original keys CSV (`lang: 'keys'`) keeps every value raw, its
 * byte format unchanged (decision 028).
 */
export function presentValue(value: ExportValue, kind: ColumnKind | undefined, how: Presentation): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Decimal) return value;
  const { lang } = how;
  if (Array.isArray(value)) {
    if (lang === 'keys' || kind === undefined || typeof kind === 'string') return value.join(' ');
    return new Label(value.map((code) => codeLabel(kind.codes, code, lang)).join('; '));
  }
  if (lang === 'keys') return typeof value === 'boolean' ? String(value) : (value as string | number);
  if (typeof value === 'boolean') return new Label(codeLabel('flag', String(value), lang));
  if (kind === undefined) return value as string | number;
  if (kind === 'date') return new CalendarDate(text(value).slice(0, 10));
  if (kind === 'moment') {
    const moment = new Date(text(value));
    return Number.isNaN(moment.getTime()) ? text(value) : new WallTime(wallTimeIn(how.timeZone, moment));
  }
  if (kind === 'percent') return new Percent(text(value));
  return new Label(codeLabel(kind.codes, text(value), lang));
}
