import type { NameSort } from '@lar/contracts/paging';
import { asc, desc, ilike, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './like.ts';

/**
 * `column ILIKE '%text%'`, with the caller's `%`, `_` and `\` taken literally; undefined (no
 * filter) when the text is empty. A trigram index on the column serves it.
 */
export function containsText(column: PgColumn, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return ilike(column, containsPattern(text));
}

/**
 * `searchName` (a column that `name_search_key` keeps, migration 0021) contains the text of
 * `pattern` (a `containsPattern`), accents and case aside: the typed text goes through the same
 * function as the stored name, so "gestao" finds "Gestão".
 */
export function nameContains(searchName: PgColumn, pattern: SQL | Placeholder | string): SQL {
  return sql`${searchName} LIKE name_search_key(${pattern})`;
}

/** Case-insensitive name order (`name` A-Z, `-name` Z-A), ties broken by id so pages are stable. */
export function nameOrder(name: PgColumn, id: PgColumn, sort: NameSort): SQL[] {
  const direction = sort === '-name' ? desc : asc;
  return [direction(sql`lower(${name})`), direction(id)];
}
