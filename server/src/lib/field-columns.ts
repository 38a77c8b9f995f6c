import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How a record's body reaches its table (decision 037): each body field and the columns it is
 * stored in. Typed by the body's values, so a field added to the body fails to compile until it is
 * named here; a field stored elsewhere (rows of a table of its own) says so by naming no column.
 */
export type FieldColumns<Values, Row> = {
  [Field in keyof Values]-?: (value: Exclude<Values[Field], undefined>) => Partial<Row>;
};

/**
 * The columns of the fields `values` holds. A field left out of an update is `undefined` (a field
 * sent parses to a value or `null`), sets no column, and so stays as stored.
 */
export function columnsOfFields<Values, Row>(
  map: FieldColumns<Values, Row>,
  values: Partial<Values>,
): Partial<Row> {
  const row: Partial<Row> = {};
  for (const field of Object.keys(map) as Array<keyof Values>) {
    const value = values[field];
    if (value !== undefined)
      Object.assign(row, map[field](value as Exclude<Values[typeof field], undefined>));
  }
  return row;
}

/**
 * `true` when every field of `Values` is a key of `Table`'s columns, else `never`: for tables
 * whose keys are the API's names, so that a body goes into them as it is. Used as the type of a
 * constant, it fails to compile when a body field has no column of its name.
 */
export type EveryFieldHasItsColumn<Values, Table extends PgTable> =
  Exclude<keyof Values, keyof Table['_']['columns']> extends never ? true : never;

/**
 * The fields `values` holds, of those named in `fields` (a body's keys): what an update sets in a
 * table of same-named columns. A field left out is not set, so it stays as stored.
 */
export function sentFields<Values extends object>(
  fields: readonly string[],
  values: Values,
): Partial<Values> {
  const given = values as Record<string, unknown>;
  const sent: Record<string, unknown> = {};
  for (const field of fields) if (given[field] !== undefined) sent[field] = given[field];
  return sent as Partial<Values>;
}
