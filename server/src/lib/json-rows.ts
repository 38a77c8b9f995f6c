import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
 * The fields as one JSON object's text, in their order, written compactly as JSON.stringify does.
 * A plain value is written by `to_json` (escaped strings, numbers, booleans, ISO dates, arrays);
 * NULL is written as null. Built with `concat` rather than `json_build_object`, which costs about a
 * quarter more per row and writes spaces around every colon and comma. At most 49 fields
 * (`concat` takes 100 arguments).
 */
export function jsonObject(fields: Record<string, Value | JsonText>): JsonText {
  const entries = Object.entries(fields);
  if (entries.length > 49) throw new Error('a JSON object of at most 49 fields');
  const parts = entries.flatMap(([name, value], i) => {
    if (!FIELD_NAME.test(name)) throw new Error(`not a JSON field name: ${name}`);
    const json = value instanceof JsonText ? value.text : sql`to_json(${value})::text`;
    return [sql.raw(`'${i === 0 ? '{' : ','}"${name}":'`), sql`coalesce(${json}, 'null')`];
  });
  return new JsonText(sql`concat(${sql.join(parts, sql`, `)}, '}')`);
}

/** A row's JSON object as the text column the list reads. */
export const jsonColumn = (object: JsonText): SQL<string> => sql<string>`${object.text}`;

/** `object` when `present` is not null, else JSON null (a left join that found nothing). */
export const jsonWhenPresent = (present: Value, object: JsonText): JsonText =>
  new JsonText(sql`case when ${present} is null then null else ${object.text} end`);

/** A timestamp as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as JS does). */
export const isoTimestamp = (column: Value): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A numeric column as a JSON number, as `Number(text)` then `JSON.stringify` write it: float8 is
 * the same double, and PostgreSQL writes it with the shortest digits that read back as it, as JS
 * does (for 2-decimal money and percentages, never with an exponent).
 */
export const jsonNumber = (column: Value): SQL => sql`${column}::float8`;

/** The rows' JSON objects as one array, in the rows' order. */
export const jsonArray = (rows: ReadonlyArray<{ json: string }>): string =>
  `[${rows.map((row) => row.json).join(',')}]`;
