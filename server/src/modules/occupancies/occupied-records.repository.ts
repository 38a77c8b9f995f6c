import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { anyRow } from '../../db/tenant-rows.ts';
import type { Actor } from '../../lib/actor.ts';
import { inUse, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';

/** The records an occupancy places together besides its program: a unit and its tenant. */
const OCCUPIED = {
  unit: { column: occupancies.unitId, name: 'Unit' },
  candidate: { column: occupancies.tenantId, name: 'Candidate' },
} as const;

export type OccupiedKind = keyof typeof OCCUPIED;

/** Whether any occupancy, current or ended, names this unit or candidate. */
export function hasOccupancies(
  q: Queryable,
  tenant: Tenant,
  kind: OccupiedKind,
  id: number,
): Promise<boolean> {
  return anyRow(q, tenant, occupancies, eq(OCCUPIED[kind].column, id));
}

/** How a unit's or a candidate's repository reads its row, locking it, and deletes it. */
interface LockedRows {
  findForUpdate(id: number): Promise<unknown>;
  delete(id: number): Promise<void>;
}

/**
 * Deletes a unit or a candidate and writes its audit record; refused with 409 while occupancies
 * name it, because an occupancy's history is kept.
 */
export async function deleteUnlessOccupied(
  tx: Tx,
  actor: Actor,
  kind: OccupiedKind,
  id: number,
  rows: LockedRows,
): Promise<void> {
  const before = await rows.findForUpdate(id);
  if (!before) throw notFound(OCCUPIED[kind].name);
  if (await hasOccupancies(tx, actor.tenant, kind, id)) {
    throw inUse(`This ${kind} has occupancies and cannot be deleted; their history is kept.`);
  }
  await rows.delete(id);
  await recordAudit(tx, actor, { action: 'delete', entity: kind, entityId: id, before });
}
