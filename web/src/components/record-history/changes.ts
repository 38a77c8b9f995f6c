import type { AuditEntity } from '@lar/contracts/audit';
import { formatPhone, formatPostal } from '@lar/contracts/format';
import { numberFormat } from '@lar/contracts/intl-formats';
import { INTL_LOCALES, toLanguage } from '../../i18n/languages.ts';
import type { Translator } from '../../lib/error-message.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { FIELD_KINDS, type FieldKind } from './field-kinds.ts';

/**
 * Bookkeeping every record has; a history shows what a person changed, not these. Ids of other
 * records (`gov_program_id`) are left out too: the snapshot names them beside (`gov_program_name`).
 */
const IGNORED = new Set(['id', 'version', 'created_at', 'updated_at', 'organization_id', 'search_name']);
/** Fields that repeat another of the same record: a company's `name` is its `management_co`. */
const ALIASES: Partial<Record<AuditEntity, ReadonlySet<string>>> = { property_manager: new Set(['name']) };
const isIgnored = (entity: AuditEntity, field: string) =>
  IGNORED.has(field) || field.endsWith('_id') || ALIASES[entity]?.has(field) === true;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '—';

export interface FieldChange {
  field: string;
  /** The field's label in the UI language, or its humanized name when it has none. */
  label: string;
  before: string;
  after: string;
}

/** The history's texts (its namespace) and the UI language the values are formatted in. */
export interface HistoryReader extends Translator {
  language: string;
}

/** `fullName` and `full_name` both read "Full name". */
export function humanizeField(field: string): string {
  const words = toSnakeCase(field).replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Older entries kept the database's column names (`fullName`); the API's names are snake_case. */
function toSnakeCase(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[toSnakeCase(key)] ??= v;
  return out;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** How many entries of a list, or values of an object, differ between two versions. */
function changedCount(before: unknown, after: unknown): number {
  const a = (Array.isArray(before) ? before : Object.values(asRecord(before))) as unknown[];
  const b = (Array.isArray(after) ? after : Object.values(asRecord(after))) as unknown[];
  const seen = new Map<string, number>();
  for (const item of a) seen.set(JSON.stringify(item), (seen.get(JSON.stringify(item)) ?? 0) + 1);
  let unmatched = 0;
  for (const item of b) {
    const key = JSON.stringify(item);
    const left = seen.get(key) ?? 0;
    if (left > 0) seen.set(key, left - 1);
    else unmatched += 1;
  }
  return Math.max(unmatched, a.length - (b.length - unmatched));
}

/** "120 levels", "3 values": a nested list or object as its size, in the field's own words when known. */
function summary(field: string, value: unknown, reader: HistoryReader): string {
  const count = Array.isArray(value) ? value.length : Object.keys(asRecord(value)).length;
  const key = `summary.${field}`;
  // Counted texts exist only in their plural forms (`_one`, `_other`).
  if (reader.exists(`${key}_other`)) return reader.t(key, { count });
  return reader.t(Array.isArray(value) ? 'summary.items' : 'summary.values', { count });
}

function isNested(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null);
  return typeof value === 'object' && value !== null;
}

function showValue(value: unknown, kind: FieldKind | undefined, reader: HistoryReader): string {
  if (isEmpty(value)) return EMPTY;
  if (Array.isArray(value)) return value.map((item) => showValue(item, kind, reader)).join(', ');
  if (kind === 'money') return formatMoney(value as number | string, reader.language);
  if (kind === 'percent')
    return numberFormat(INTL_LOCALES[toLanguage(reader.language)], {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(Number(value) / 100);
  if (kind === 'phone') return formatPhone(String(value));
  if (kind === 'postal') return formatPostal(String(value));
  if (typeof kind === 'object') {
    const key = `values.${kind.values}.${String(value)}`;
    return reader.exists(key) ? reader.t(key) : String(value);
  }
  if (typeof value === 'boolean') return reader.t(`values.boolean.${value}`);
  if (typeof value === 'number') return numberFormat(INTL_LOCALES[toLanguage(reader.language)]).format(value);
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDate(value, reader.language);
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatDateTime(value, reader.language);
  return String(value);
}

function describe(
  entity: AuditEntity,
  field: string,
  before: unknown,
  after: unknown,
  reader: HistoryReader,
) {
  if (isNested(before) || isNested(after)) {
    const shownBefore = isEmpty(before) ? EMPTY : summary(field, before, reader);
    const sizeAfter = isEmpty(after) ? EMPTY : summary(field, after, reader);
    // Same size but other contents: say how many entries changed.
    const shownAfter =
      sizeAfter === shownBefore && sizeAfter !== EMPTY
        ? reader.t('summary.changed', { size: sizeAfter, count: changedCount(before, after) })
        : sizeAfter;
    return { before: shownBefore, after: shownAfter };
  }
  const kind = FIELD_KINDS[entity]?.[field];
  return { before: showValue(before, kind, reader), after: showValue(after, kind, reader) };
}

/**
 * The fields a person changed between two versions of a record, in the record's order: each
 * labelled and with its values as the UI shows them (dates, money, enum texts, Yes/No), lists
 * joined, nested lists and objects summarised by their size.
 */
export function changedFields(
  entity: AuditEntity,
  before: unknown,
  after: unknown,
  reader: HistoryReader,
): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !isIgnored(entity, f));
  return fields
    .filter((field) => !same(a[field], b[field]))
    .map((field) => {
      const labelKey = `fields.${entity}.${field}`;
      const label = reader.exists(labelKey) ? reader.t(labelKey) : humanizeField(field);
      return { field, label, ...describe(entity, field, a[field], b[field], reader) };
    });
}
