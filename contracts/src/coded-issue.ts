import type { z } from 'zod';

/**
 * Adds a refinement's issue: its English `message`, and the `code` the web translates it by
 * (`validation.<code>`); `path` places it on a field of the value refined.
 */
export function addCodedIssue(
  ctx: z.RefinementCtx,
  code: string,
  message: string,
  path?: PropertyKey[],
): void {
  const params = { code };
  ctx.addIssue(
    path === undefined ? { code: 'custom', message, params } : { code: 'custom', path, message, params },
  );
}
