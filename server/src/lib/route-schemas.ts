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
  .describe('Problem details (RFC 9457)');

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas for the error statuses a route can answer, so OpenAPI lists them. */
export function problems(...statuses: ErrorStatus[]): Record<number, typeof problemSchema> {
  const all = new Set<number>([...statuses, 500]);
  return Object.fromEntries([...all].map((s) => [s, problemSchema]));
}

/** Statuses any authenticated route can answer besides its own. */
export const AUTHENTICATED: ErrorStatus[] = [400, 401, 503];
export const ADMIN_ONLY: ErrorStatus[] = [400, 401, 403, 503];

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
