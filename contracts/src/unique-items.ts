import type { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';

/**
 * A list refinement that refuses a repeated `field`: every item after the first with the same
 * value gets an issue at its `field`, with `message` and the issue `code` the web translates.
 */
export function uniqueBy<Item, Field extends keyof Item & string>(
  field: Field,
  message: string,
  code: string,
) {
  return (items: readonly Item[], ctx: z.RefinementCtx) => {
    const seen = new Set<Item[Field]>();
    items.forEach((item, index) => {
      if (seen.has(item[field])) {
        addCodedIssue(ctx, code, message, [index, field]);
      }
      seen.add(item[field]);
    });
  };
}
