import { z } from 'zod';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;
/** Header that carries the total row count of a paged list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** Empty strings mean "not given": the spec's client sends empty filter values. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const pagingQuery = z.object({
  limit: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT)),
  offset: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10_000_000).default(0)),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const idParam = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
