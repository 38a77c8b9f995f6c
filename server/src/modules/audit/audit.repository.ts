import type { AUDIT_ACTIONS } from '@lar/contracts/audit';
import type { Queryable } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Actor } from '../../lib/actor.ts';

export interface AuditEntry {
  action: (typeof AUDIT_ACTIONS)[number];
  entity: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
  /** For an update a client asked for: whether it named the version it had read (decision 018). */
  versionGiven?: boolean;
}

/** Written with the change, inside the same transaction, so a change and its record stand or fall together. */
export async function recordAudit(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await insertAudit(
    q,
    {
      organizationId: actor.organizationId,
      actorUserId: actor.kind === 'user' ? actor.id : null,
      actorSubuserId: actor.kind === 'subuser' ? actor.id : null,
      actorUsername: actor.username,
    },
    entry,
  );
}

/**
 * The record of what someone without a staff account did (a resident signing in or out,
 * decision 075): no account id, their name for it (`resident:<e-mail>`) as the username.
 */
export async function recordAuditBy(
  q: Queryable,
  who: { organizationId: number; username: string },
  entry: AuditEntry,
): Promise<void> {
  const { organizationId, username } = who;
  await insertAudit(
    q,
    { organizationId, actorUserId: null, actorSubuserId: null, actorUsername: username },
    entry,
  );
}

async function insertAudit(
  q: Queryable,
  who: {
    organizationId: number;
    actorUserId: number | null;
    actorSubuserId: number | null;
    actorUsername: string;
  },
  entry: AuditEntry,
): Promise<void> {
  await q.insert(auditLog).values({
    organizationId: who.organizationId,
    actorUserId: who.actorUserId,
    actorSubuserId: who.actorSubuserId,
    actorUsername: who.actorUsername,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    versionGiven: entry.versionGiven ?? null,
  });
}

/**
 * The record of an update a client asked for, made at the version it had read (`given`) or at
 * none, when the last write won (decision 018).
 */
export function recordUpdate(
  q: Queryable,
  actor: Actor,
  change: Pick<AuditEntry, 'entity' | 'entityId' | 'before' | 'after'>,
  given: number | undefined,
): Promise<void> {
  return recordAudit(q, actor, { action: 'update', ...change, versionGiven: given !== undefined });
}

/**
 * The record of one setting of a record changed (a property's allocation method, its minimum
 * income rule): the setting's value before and after, under its field's name.
 */
export function recordSettingChange(
  q: Queryable,
  actor: Actor,
  setting: { entity: string; entityId: number; field: string },
  before: unknown,
  after: unknown,
): Promise<void> {
  const { entity, entityId, field } = setting;
  return recordAudit(q, actor, {
    action: 'update',
    entity,
    entityId,
    before: { [field]: before },
    after: { [field]: after },
  });
}

/** The record of a new record, its snapshot the answer it was created with; that answer, to give back. */
export async function recordCreate<Answer extends { id: number }>(
  q: Queryable,
  actor: Actor,
  entity: string,
  after: Answer,
): Promise<Answer> {
  await recordAudit(q, actor, { action: 'create', entity, entityId: after.id, after });
  return after;
}
