import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbHandle } from '../db/client.ts';

/**
 * Statements written with drizzle's `sql` outside a select builder (a write with its audit in one
 * statement, the eligible-units search): rendered to text once per process, every value a named
 * placeholder, and run prepared by name, so PostgreSQL plans each once per connection and no
 * request pays for building SQL.
 */

/** A statement's name and text, and its parameters in order as placeholders to fill. */
export interface RenderedStatement {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

export function renderStatement(name: string, query: SQL): RenderedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

const renderedByName = new Map<string, RenderedStatement>();

/**
 * The statement named `name`, rendered from `build()` the first time it is asked for and kept for
 * the process: the statements whose text depends on a request's shape (a filter given or not).
 */
export function renderedOnce(name: string, build: () => SQL): RenderedStatement {
  let statement = renderedByName.get(name);
  if (!statement) {
    statement = renderStatement(name, build());
    renderedByName.set(name, statement);
  }
  return statement;
}

/** Runs `statement` with its placeholders filled from `values`, prepared by its name. */
export function runStatement<Row>(
  database: DbHandle,
  statement: RenderedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return database.query<Row>(statement.text, fillPlaceholders(statement.params, values), {
    name: statement.name,
  });
}
