import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type JsonText, jsonObject } from './json-rows.ts';

/**
 * A record's API answer, written once. Each API field names the column or SQL expression it is
 * read from; PostgreSQL writes the object's JSON from this map (json-rows.ts), for lists, single
 * reads, write answers and audit snapshots alike, and the TypeScript answer is that JSON read back.
 * There is no second, hand-written DTO to keep in step: a field added to the contract and not to
 * the map fails to compile (`FieldMap` names every key of the answer), and a test per record holds
 * the JSON to the contract's schema.
 *
 * Adding a field: the migration, the Drizzle table, the contract, one line here, the form, the
 * locales (CONTRIBUTING.md).
 */

type Value = AnyPgColumn | SQL | SQL.Aliased;

/**
 * A field whose JSON is large (a program's levels, some 50 KB): selected as a column of its own and
 * joined into the answer by the server, because every `||` after it in SQL copies it again
 * (about 25 µs each on PostgreSQL 15).
 */
export class SplicedField {
  constructor(readonly json: JsonText) {}
}

export const spliced = (json: JsonText): SplicedField => new SplicedField(json);

/** Every field of `Answer`, in the answer's order, each read from a column or an expression. */
export type FieldMap<Answer> = { readonly [K in keyof Answer]-?: Value | JsonText | SplicedField };

/** The columns a shape is selected as: `json` alone, or `json`, `part1`, `json1`, ... around spliced fields. */
export type ShapeColumns = Record<string, SQL<string>>;
type ShapeRow = Record<string, unknown>;

export interface RecordShape<Answer> {
  /** The SQL columns to select (with the record's joins) for `text` to read back. */
  readonly columns: ShapeColumns;
  /** The answer's JSON text from a row of `columns`. */
  text(row: ShapeRow): string;
  /** The answer from a row of `columns`. */
  read(row: ShapeRow): Answer;
  /**
   * The answer as one JSON text column, for places that need a single expression (a list's row,
   * a statement's `returning`). Spliced fields are copied in there: use `columns` where it matters.
   */
  readonly jsonColumn: SQL<string>;
  /** The same object as `JsonText`, to nest in another record's map. */
  readonly object: JsonText;
  /** The API field names, in order. */
  readonly fieldNames: ReadonlyArray<keyof Answer & string>;
  /** The answer from the first of `rows` (a read by id finds one at most); undefined when there is none. */
  readFirst(rows: readonly ShapeRow[]): Answer | undefined;
  /** The same answer as JSON text. */
  textOfFirst(rows: readonly ShapeRow[]): string | undefined;
}

const asText = (object: JsonText): SQL<string> => sql<string>`${object.text}`;

/**
 * The shape of a record whose answer has type `Answer` (the contract's type). Runs of ordinary
 * fields are written as JSON objects by PostgreSQL; a spliced field's JSON comes as its own column.
 */
export function recordShape<Answer>(fields: FieldMap<Answer>): RecordShape<Answer> {
  const entries = Object.entries(fields) as Array<[keyof Answer & string, Value | JsonText | SplicedField]>;
  const whole = jsonObject(
    Object.fromEntries(
      entries.map(([name, value]) => [name, value instanceof SplicedField ? value.json : value]),
    ),
  );
  const columns: ShapeColumns = {};
  // Segments alternate: an object of ordinary fields (possibly empty), a spliced field's JSON, ...
  const segments: Array<{ kind: 'object' | 'spliced'; name: string; column: string }> = [];
  let run: Record<string, Value | JsonText> = {};
  const closeRun = () => {
    const column = segments.length === 0 ? 'json' : `json${segments.length}`;
    columns[column] = Object.keys(run).length > 0 ? asText(jsonObject(run)) : sql<string>`'{}'`;
    segments.push({ kind: 'object', name: '', column });
    run = {};
  };
  for (const [name, value] of entries) {
    if (!(value instanceof SplicedField)) {
      run[name] = value;
      continue;
    }
    closeRun();
    const column = `part${segments.length}`;
    columns[column] = asText(value.json);
    segments.push({ kind: 'spliced', name, column });
  }
  closeRun();

  const text = (row: ShapeRow): string => {
    if (segments.length === 1) return row.json as string;
    const members: string[] = [];
    for (const segment of segments) {
      const value = row[segment.column] as string;
      if (segment.kind === 'spliced') members.push(`"${segment.name}":${value}`);
      else if (value.length > 2) members.push(value.slice(1, -1)); // an object's fields without its braces
    }
    return `{${members.join(',')}}`;
  };

  const read = (row: ShapeRow): Answer => JSON.parse(text(row)) as Answer;

  return {
    columns,
    text,
    read,
    jsonColumn: asText(whole),
    object: whole,
    fieldNames: entries.map(([name]) => name),
    readFirst: ([row]) => (row ? read(row) : undefined),
    textOfFirst: ([row]) => (row ? text(row) : undefined),
  };
}
