/** `%term%` for LIKE/ILIKE with the wildcards escaped, so a user's `%` or `_` matches itself. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Above the largest code point: no text that starts with a prefix sorts after the prefix and it. */
const ABOVE_EVERY_CHARACTER = '\u{10FFFF}';

/**
 * The texts that start with `prefix`, as the range [from, to) of a byte-ordered ("C"-collated)
 * column: an index range whatever the prefix, where `LIKE $1 || '%'` with a bound parameter is not.
 */
export const startsWithRange = (prefix: string) => ({
  from: prefix,
  to: `${prefix}${ABOVE_EVERY_CHARACTER}`,
});
