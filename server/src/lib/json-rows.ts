import { is, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';

/**
 * List pages written as JSON by PostgreSQL. Reading a 50-row page as rows cost the server more
 * than the database spent finding it: the driver decodes every field, Drizzle maps every row, the
 * route builds a DTO of each and the serializer writes it out again (about half of the server's CPU
 * for a list, measured on the occupancy list). A page whose rows come as JSON text is one string
 * per row, joined into the answer as it is.
 *
 * Each field is written as the route's DTO writes it, so the answer parses to the same value; a
 * test per list holds every item to the same record's answer through the response schema.
 */

type Value = AnyPgColumn | SQL | SQL.Aliased;

/** SQL whose value is JSON text already (an object of `jsonObject`), or NULL for JSON null. */
export class JsonText {
  constructor(readonly text: SQL) {}
}

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Columns whose text is their JSON already: integers as digits, booleans as `true` and `false`
 * (the cast to text, not the `t`/`f` of the output function), exactly as `to_json` writes them.
 */
const SELF_WRITTEN_COLUMN_TYPES: ReadonlySet<string> = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
  'PgSerial',
  'PgSmallSerial',
  'PgBoolean',
]);

/**
 * A value's JSON text. `to_json` is kept for what needs it (strings to escape, dates, arrays): in
 * PostgreSQL 15 every call looks up how to write its argument's type again, which for a 50-row
 * page of 18 fields was a third of the cost of writing the JSON (pgbench, the occupancy page).
 */
function jsonTextOf(value: Value | JsonText): SQL {
  if (value instanceof JsonText) return value.text;
  if (is(value, PgColumn) && SELF_WRITTEN_COLUMN_TYPES.has(value.columnType)) return sql`${value}::text`;
  return sql`to_json(${value})::text`;
}

/**
 * The fields as one JSON object's text, in their order, written compactly as JSON.stringify does.
 * NULL is written as null. Built with `||` of each field's text rather than `json_build_object`
 * (about a quarter dearer per row, and it writes spaces around every colon and comma) or `concat`
 * (which looks up each argument's output function on every call); every part is non-null, so `||`
 * never yields NULL.
 */
export function jsonObject(fields: Record<string, Value | JsonText>): JsonText {
  const parts = Object.entries(fields).flatMap(([name, value], i) => {
    if (!FIELD_NAME.test(name)) throw new Error(`not a JSON field name: ${name}`);
    return [sql.raw(`'${i === 0 ? '{' : ','}"${name}":'`), sql`coalesce(${jsonTextOf(value)}, 'null')`];
  });
  return new JsonText(sql`(${sql.join(parts, sql` || `)} || '}')`);
}

/** A row's JSON object as the text column the list reads. */
export const jsonColumn = (object: JsonText): SQL<string> => sql<string>`${object.text}`;

/** `object` when `present` is not null, else JSON null (a left join that found nothing). */
export const jsonWhenPresent = (present: Value, object: JsonText): JsonText =>
  new JsonText(sql`case when ${present} is null then null else ${object.text} end`);

/** A timestamp as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as JS does). */
export const isoTimestamp = (column: Value): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp as a JSON string of `isoTimestamp`, whose characters never need escaping. */
export const jsonTimestamp = (column: Value): JsonText =>
  new JsonText(sql`'"' || ${isoTimestamp(column)} || '"'`);

/**
 * A numeric column as `Number(text)` writes it: float8 is the same double, and PostgreSQL writes it
 * with the shortest digits that read back as it, as JS does (for 2-decimal money and percentages,
 * never with an exponent).
 */
export const numberText = (column: Value): SQL => sql`${column}::float8::text`;

/** A numeric column as a JSON number (`numberText`, which is JSON as it stands). */
export const jsonNumber = (column: Value): JsonText => new JsonText(numberText(column));

/**
 * A non-null jsonb column holding a flat object (string, number, boolean or null values) as
 * compact JSON, keys in jsonb's order, as the driver's parse and JSON.stringify would give it:
 * jsonb's own text writes a space after every colon and comma. A NULL column would be written as {}. Numbers are written as jsonb keeps them, which for
 * numbers that came from JSON.stringify is the same text except past 21 digits or below 1e-6.
 */
export const compactJsonbObject = (column: Value): JsonText =>
  // In the order jsonb_each gives the entries, jsonb's own; an ORDER BY in the aggregate would sort
  // them again for each row, which cost more than the rest of the program's statement.
  new JsonText(sql`(select coalesce('{' || string_agg(to_json(entry.key)::text || ':' || entry.value::text, ',') || '}', '{}')
    from jsonb_each(${column}) as entry(key, value))`);

/** The rows' JSON objects as one array, in the rows' order. */
export const jsonArray = (rows: ReadonlyArray<{ json: string }>): string =>
  `[${rows.map((row) => row.json).join(',')}]`;
