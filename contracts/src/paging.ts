import { z } from 'zod';
import { singleLine } from './fields.ts';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;
/**
 * The page sizes the tables offer. The server plans a list once per connection for these sizes
 * (server/src/lib/prepared-queries.ts); any other size is planned on each request.
 */
export const PAGE_SIZES = [10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The size a paged table opens with (an API call without `limit` gets PAGE_DEFAULT instead). */
export const DEFAULT_PAGE_SIZE: PageSize = 20;
/** Header that carries the total row count of a paged list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Large lists count their rows up to this many (200 pages of 50); past it the total says
 * COUNT_CAP and TOTAL_CAPPED_HEADER is `true`, so a client can show "10,000+". Counting every
 * one of hundreds of thousands of rows on each page view would cost more than the page itself.
 */
export const COUNT_CAP = 10_000;
export const TOTAL_CAPPED_HEADER = 'x-total-count-capped';
/**
 * Header that carries the cursor of the next page of a list paged by keyset (`after`): present
 * when the page is full, so a client pages on without counting rows to skip.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Empty strings mean "not given": clients of the original API send empty filter values. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Plain decimal digits only: `0x10`, `1e3`, ` 1`, `+1`, `1.0` and `-1` are refused, where a number
 * coercion would read them as numbers (and `0x10` as 16). Leading zeros are accepted (`007` is 7):
 * they change no value and forms may keep them. At most 20 characters.
 */
const DECIMAL_DIGITS = /^[0-9]{1,20}$/;

/** A whole number from `min` to `max`, from a path or query string of digits (or a number). */
export function decimalInteger(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_DIGITS.test(v) ? Number(v) : v),
    z.number({ error: 'Must be a whole number written in digits' }).int().min(min).max(max),
  );
}

export const pagingQuery = z.object({
  limit: z.preprocess(emptyAsUndefined, decimalInteger(1, PAGE_MAX).default(PAGE_DEFAULT)),
  offset: z.preprocess(emptyAsUndefined, decimalInteger(0, 10_000_000).default(0)),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const ID_MAX = 2_147_483_647;

/** A list position in a list ordered by a date then an id: the last row's date and id. */
export interface DateIdPosition {
  date: string;
  id: number;
}

const DATE_ID_CURSOR = /^([0-9]{4}-[0-9]{2}-[0-9]{2})\.([0-9]{1,10})$/;

/** The cursor of a page that ends at `position`, as `after` reads it: `YYYY-MM-DD.id`. */
export const dateIdCursor = (position: DateIdPosition): string => `${position.date}.${position.id}`;

/**
 * `after`: the rows that follow a row (its date and id, as a list's NEXT_CURSOR_HEADER gave it), in
 * the list's order. A position only, tied to no organization: it reads the caller's own rows. An
 * empty string means the first page.
 */
export const dateIdCursorQuery = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text, ctx): DateIdPosition => {
      const match = DATE_ID_CURSOR.exec(text);
      const date = match?.[1];
      const id = Number(match?.[2]);
      const validDate = date !== undefined && z.iso.date().safeParse(date).success;
      if (!validDate || !Number.isSafeInteger(id) || id < 1 || id > ID_MAX) {
        ctx.addIssue({ code: 'custom', message: 'Must be the cursor a previous page gave' });
        return z.NEVER;
      }
      return { date, id };
    })
    .optional(),
);
/** A record id in a path or query: 1 to the largest PostgreSQL integer. */
export const idValue = decimalInteger(1, ID_MAX);
/** A record id in a JSON body: a number from 1 to the largest PostgreSQL integer. */
export const idField = z.number().int().min(1).max(ID_MAX);
/** An optional id filter of a list; an empty string means no filter. */
export const optionalIdQuery = z.preprocess(emptyAsUndefined, idValue.optional());

/**
 * The scope a dashboard is read in, which every list a tile opens takes too (decision 072): one
 * property, or the properties of one management company; given both, they combine.
 */
export const dashboardScopeQuery = {
  property_id: optionalIdQuery,
  property_manager_id: optionalIdQuery,
};

/**
 * `true` or `false`, spelled so, as a filter that keeps the words (a caller tests `=== 'true'`);
 * empty or absent is not given.
 */
export const trueOrFalseQuery = z.preprocess(
  emptyAsUndefined,
  z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
);

/** `true`/`false` (or `1`/`0`) as a query string writes a yes-or-no; anything else is left to refuse. */
const queryBooleanText = (v: unknown) =>
  v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : emptyAsUndefined(v);
const queryBooleanValue = z.boolean({ error: 'Must be true or false' });

/** A yes-or-no filter that is off unless asked for: empty or absent is `false`. */
export const booleanQuery = z.preprocess(queryBooleanText, queryBooleanValue.default(false));

/** A yes-or-no filter with a third answer, "either": empty or absent is not given. */
export const optionalBooleanQuery = z.preprocess(queryBooleanText, queryBooleanValue.optional());

/** A date `YYYY-MM-DD` a list or a report is read on or filtered by; empty or absent is not given. */
export const optionalDateQuery = z.preprocess(
  emptyAsUndefined,
  z.iso.date('Enter a date as YYYY-MM-DD').optional(),
);

/** One of `values` as a list's filter (a status, a bucket); empty or absent means no filter. */
export function optionalChoiceQuery<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyAsUndefined, z.enum(values).optional());
}

export const idParam = z.strictObject({ id: idValue });

/** A path with one id under another name, e.g. `idParamNamed('managerId')` for `/:managerId/...`. */
export function idParamNamed<const K extends string>(key: K) {
  return z.strictObject({ [key]: idValue } as Record<K, typeof idValue>);
}

/** `name` sorts A to Z, `-name` Z to A (case-insensitive, ties by id). */
export const NAME_SORTS = ['name', '-name'] as const;
export type NameSort = (typeof NAME_SORTS)[number];
export const TEXT_FILTER_MAX = 100;
/** A piece of text to look for; empty means no filter. One line, like the fields it matches. */
export const textFilter = z.preprocess(emptyAsUndefined, singleLine().trim().max(TEXT_FILTER_MAX).optional());

/** A paged list that can be filtered by a piece of its name (`q`) and sorted by name. */
export const nameListQuery = pagingQuery.extend({
  q: textFilter,
  sort: z.preprocess(emptyAsUndefined, z.enum(NAME_SORTS).default('name')),
});
export type NameListQuery = z.infer<typeof nameListQuery>;
