/** Bookkeeping columns every record has; a history shows what a person changed, not these. */
const IGNORED = new Set(['id', 'organizationId', 'createdAt', 'updatedAt', 'version', 'searchName']);

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `fullName` and `full_name` both read "full name". */
export function humanizeField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The fields whose shown value differs between two versions of a record, in the record's order. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !IGNORED.has(k));
  return keys
    .map((field) => ({ field, before: show(a[field]), after: show(b[field]) }))
    .filter((change) => change.before !== change.after);
}
