/** `%term%` for LIKE/ILIKE with the wildcards escaped, so a user's `%` or `_` matches itself. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
