/**
 * A reference as the server gives it (decision 055): `LAR-7KQ4-M2XD` from the alphabet without
 * 0/O, 1/I/L and U, or the earlier `LAR-2026-000123`. The same as `REFERENCE_PATTERN` of
 * `@lar/contracts/applications`, written out so the public pages do not load that module.
 */
export const REFERENCE = /^LAR-(?:\d{4}-\d{6,}|[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4})$/;
