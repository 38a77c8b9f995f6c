import type { Queryable } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';

/**
 * Contacts of companies and of properties share one rule: at most one primary contact per parent.
 * Saving a primary contact first clears the flag on the others; each of those is a change of its
 * own and is audited as one (its version moved on with it).
 */
export async function auditDemotedPrimaries(
  q: Queryable,
  actor: Actor,
  entity: string,
  demoted: ReadonlyArray<{ id: number; version: number }>,
): Promise<void> {
  for (const after of demoted) {
    await recordAudit(q, actor, {
      action: 'update',
      entity,
      entityId: after.id,
      before: { ...after, primary_contact: true, version: after.version - 1 },
      after,
    });
  }
}

/** "3 properties", "1 property": for refusal messages. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
