import { z } from 'zod';
import { versionField } from './fields.ts';

/**
 * The version an update was read at. Optional (decision 018): with it, an older one is refused
 * with 409; without it, the last write wins and the audit record says that no version was given.
 */
export const optionalVersion = versionField.optional();

/**
 * An update body's fields as the service takes them, without the version: a field the client left
 * out is absent, and its column stays as stored.
 */
export type UpdateChanges<Body extends z.ZodType> = Omit<z.output<Body>, 'version'>;

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

/** `field`, or absent when not sent: a field that takes no value (or has a default) is left out instead. */
type KeptWhenAbsent<Field> = Field extends z.ZodType
  ? undefined extends z.input<Field>
    ? Field extends z.ZodDefault<infer Inner extends z.ZodType>
      ? z.ZodOptional<Inner>
      : z.ZodOptional<Field>
    : Field
  : Field;

/** The fields of `fields` that may be left out, each kept absent rather than given its empty value. */
export type FieldsKeptWhenAbsent<Fields extends z.ZodRawShape> = {
  -readonly [K in keyof Fields]: KeptWhenAbsent<Fields[K]>;
};

function keptWhenAbsent(field: z.ZodType): z.ZodType {
  if (!field.safeParse(undefined).success) return field;
  // A default would write its value (false, []) over what is stored: the inner type, optional.
  return field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType).optional() : field.optional();
}

/**
 * The fields of `fields` as an update takes them: one that may be left out (optional, nullable, or
 * with a default) is absent from the parsed value when the client did not send it, so the update
 * leaves its column as stored; one sent as `null` or empty still clears it. Required fields stay
 * required (decision 035).
 */
export function updatableFields<const Fields extends z.ZodRawShape>(
  fields: Fields,
): FieldsKeptWhenAbsent<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, keptWhenAbsent(field as z.ZodType)]),
  ) as FieldsKeptWhenAbsent<Fields>;
}

/**
 * A PUT body for the record: the create body's `fields`, the version the edit started from, and the
 * record's `answer` accepted back. A field the client leaves out stays as stored
 * (`updatableFields`): a client that does not know a newer field does not erase it.
 */
export function updatingBody<const Fields extends z.ZodRawShape, Answer extends z.ZodObject>(
  fields: Fields,
  answer: Answer,
) {
  return acceptingEcho(z.strictObject({ ...updatableFields(fields), version: optionalVersion }), answer);
}
