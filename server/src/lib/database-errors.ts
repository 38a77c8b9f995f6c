/**
 * PostgreSQL SQLSTATE classes and socket errors that mean "the database is not reachable now".
 * ENOENT: the embedded PostgreSQL's Unix socket is gone while it is stopped.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'ENOENT',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'Cannot use a pool after calling end on the pool',
];

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = errorCode(e);
    if (
      code &&
      (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))
    ) {
      return true;
    }
    const message = e instanceof Error ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/** The database error with this SQLSTATE, looking through wrappers (drizzle puts the driver's in `cause`). */
function withSqlState(error: unknown, sqlState: string): object | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (errorCode(e) === sqlState) return e as object;
    e = e instanceof Error ? e.cause : undefined;
  }
  return undefined;
}

/** SQLSTATE 23505: a unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return withSqlState(error, '23505') !== undefined;
}

/** SQLSTATE 23503: a foreign key refused the change, e.g. deleting a row that others still reference. */
export function isForeignKeyViolation(error: unknown): boolean {
  return withSqlState(error, '23503') !== undefined;
}

/**
 * The id of the referenced row a foreign key kept, read from the violation's detail, e.g.
 * `Key (organization_id, id)=(1, 42) is still referenced from table "units".` gives 42.
 */
export function referencedIdOf(error: unknown): number | undefined {
  const violation = withSqlState(error, '23503');
  const detail = violation && 'detail' in violation ? violation.detail : undefined;
  const match =
    typeof detail === 'string' ? /^Key \(([^)]*)\)=\(([^)]*)\) is still referenced/.exec(detail) : null;
  if (!match) return undefined;
  const columns = (match[1] as string).split(', ');
  const values = (match[2] as string).split(', ');
  const value = values[columns.indexOf('id')];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Runs `work`, turning a unique-index refusal into `toError()`: when two requests race past a
 * "already taken?" check, the index decides and the loser gets the same answer as a plain duplicate.
 */
export async function onUniqueViolation<T>(work: () => Promise<T>, toError: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}

/** The name of the unique index or constraint that refused the row, when it was one. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const violation = withSqlState(error, '23505');
  return violation && 'constraint' in violation && typeof violation.constraint === 'string'
    ? violation.constraint
    : undefined;
}

/**
 * `work`, with a refusal by one of the unique indexes named in `refusals` thrown as the error it
 * means: the partial unique indexes are the last word when two requests race past a service's checks.
 */
export async function withIndexRefusals<T>(
  refusals: Readonly<Record<string, () => Error>>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refused = refusals[uniqueConstraintOf(error) ?? ''];
    if (refused) throw refused();
    throw error;
  }
}

/**
 * Data exceptions (SQLSTATE class 22: a NUL byte, a number out of range, a malformed date) and
 * CHECK or NOT NULL refusals (23514, 23502) are input the schemas let through; they are the
 * caller's mistake, answered 400, never a 500.
 */
export function isRefusedInput(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = errorCode(e);
    if (code && (code.startsWith('22') || code === '23514' || code === '23502')) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}
