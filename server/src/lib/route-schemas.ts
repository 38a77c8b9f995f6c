import { z } from 'zod';

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    message: z.string(),
    success: z.literal(false),
    errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  // Extension members (RFC 9457 section 3.2), such as APPLICATIONS_CLOSED's `reason`, go out as
  // the error gives them: a strict object would strip them from the answer.
  .loose()
  .describe('Problem details (RFC 9457)');

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas for the error statuses a route can answer, so OpenAPI lists them. */
export function problems(...statuses: ErrorStatus[]): Record<number, typeof problemSchema> {
  const all = new Set<number>([...statuses, 500]);
  return Object.fromEntries([...all].map((s) => [s, problemSchema]));
}

/**
 * Statuses any authenticated route can answer besides its own; 403 when the account's kind lacks
 * the route's permission (decision 017) or its password must be changed first.
 */
export const AUTHENTICATED: ErrorStatus[] = [400, 401, 403, 503];
/** The signed-in account's own session (me, change-password, logout): open to all, never 403. */
export const OWN_SESSION: ErrorStatus[] = [400, 401, 503];

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
