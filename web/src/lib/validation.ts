import type { Translator } from './error-message.ts';

/** The parts of a zod issue this module reads; structural so the web code needs no zod import. */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
  params?: Record<string, unknown>;
}

export interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: IssueLike[] } };
}

/** Per field and issue code, a more telling key (e.g. the username's allowed characters). */
export type KeyOverrides = Record<string, Record<string, string>>;

interface Message {
  key: string;
  values?: Record<string, unknown>;
}

/** The `validation.*` key and values that describe one issue in the UI language. */
export function issueMessage(issue: IssueLike): Message {
  const custom = issue.params?.code;
  if (issue.code === 'custom' && typeof custom === 'string') return { key: `validation.${custom}` };
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'validation.required' }
        : { key: 'validation.too_small_min', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'validation.too_big_max', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.invalid_email' : 'validation.invalid_format' };
    case 'invalid_type':
      return { key: issue.input === undefined ? 'validation.required' : 'validation.invalid_type' };
    default:
      return { key: `validation.${issue.code}` };
  }
}

/** Dotted path of an issue, as the server reports fields. */
export function issueField(issue: IssueLike): string {
  return issue.path.map(String).join('.');
}

/**
 * Validates form values with a shared schema and returns `{ field: message }` (first issue per
 * field), translated. Usable as a Mantine form `validate` function.
 */
export function validateWithSchema(
  schema: SchemaLike,
  values: unknown,
  i18n: Translator,
  overrides: KeyOverrides = {},
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issueField(issue);
    if (errors[field] !== undefined) continue;
    const override = overrides[field]?.[issue.code];
    const { key, values: params } = override ? { key: override, values: undefined } : issueMessage(issue);
    errors[field] = i18n.exists(key) ? i18n.t(key, params) : issue.message;
  }
  return errors;
}
