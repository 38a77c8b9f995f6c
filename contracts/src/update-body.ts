import { z } from 'zod';
import { versionField } from './fields.ts';

/**
 * The version an update was read at. Optional (decision 018): with it, an older one is refused
 * with 409; without it, the last write wins and the audit record says that no version was given.
 */
export const optionalVersion = versionField.optional();

/** A body's input when it may carry the answer's read-only fields too. */
export type WithEcho<Body extends z.ZodObject, Answer extends z.ZodObject> = z.input<Body> &
  Partial<Omit<z.input<Answer>, keyof z.input<Body>>>;

/**
 * `body`, also accepting what the API answers for the record (decision 018). Clients often send back
 * the whole record they fetched: the answer's fields that the body does not take (`id`,
 * `created_at`, counts, joined names such as `property_name`) are read-only, so they are accepted
 * with the answer's types and dropped before the update sees them. Any other unknown field is still
 * refused, because `body` is strict. Derived from the two schemas, so a field added to the answer is
 * accepted back without a line here.
 */
export function acceptingEcho<Body extends z.ZodObject, Answer extends z.ZodObject>(
  body: Body,
  answer: Answer,
): z.ZodType<z.output<Body>, WithEcho<Body, Answer>> {
  const readOnly = Object.keys(answer.shape).filter((key) => !(key in body.shape));
  // Marked read-only in the OpenAPI document: a value sent is ignored (JSON Schema's `readOnly`).
  const echoed = Object.fromEntries(
    readOnly.map((key) => [key, z.optional(answer.shape[key] as z.ZodType).meta({ readOnly: true })]),
  );
  // `safeExtend` keeps the body's refinements (a date order, "nothing to change") and its strictness.
  return body.safeExtend(echoed).transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const key of readOnly) delete kept[key];
    return kept as z.output<Body>;
  }) as unknown as z.ZodType<z.output<Body>, WithEcho<Body, Answer>>;
}

/**
 * A PUT body that replaces every field of the record: the create body's `fields`, the version the
 * edit started from, and the record's `answer` accepted back.
 */
export function replacingBody<const Fields extends z.ZodRawShape, Answer extends z.ZodObject>(
  fields: Fields,
  answer: Answer,
) {
  return acceptingEcho(z.strictObject({ ...fields, version: optionalVersion }), answer);
}
