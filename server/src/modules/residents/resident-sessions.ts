import type { DbHandle } from '../../db/client.ts';
import { Tenant } from '../../db/tenancy.ts';
import type { ResidentActor } from '../../lib/actor.ts';
import { findLiveResidentSession, touchResidentSession } from './resident.repository.ts';

/**
 * The resident behind a token, for the auth plugin: asked only when no staff session has the
 * token, and never cached, so a revocation (of the session or of the member's access) or the
 * household's move-out ends it at the next request.
 */
export async function residentOfToken(
  database: DbHandle,
  tokenHash: string,
  idleMs: number,
): Promise<ResidentActor | undefined> {
  const row = await findLiveResidentSession(database, tokenHash, idleMs);
  if (!row) return undefined;
  if (row.needs_touch) await touchResidentSession(database, row.session_id);
  return {
    sessionId: Number(row.session_id),
    organizationId: Number(row.organization_id),
    accessId: Number(row.access_id),
    occupancyId: Number(row.occupancy_id),
    memberName: row.member_name,
    email: row.email,
    language: row.language,
    tenant: new Tenant(Number(row.organization_id)),
  };
}
