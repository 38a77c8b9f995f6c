import type { Certification } from '@lar/contracts/certifications';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { recordUpdate } from '../audit/index.ts';
import type { ProgramTablesCache } from '../compliance/index.ts';
import { CertificationRepository } from './certification.repository.ts';
import { contentOf, draftColumns } from './certification-figures.ts';
import type { OccupancyHousehold } from './household-draft.ts';
import { followPlacement } from './placement-follow.ts';

/**
 * The occupancy's move-in draft after its placement changed from `before` to `after`, in the
 * occupancy's transaction (decision 062): it takes what the placement changed, its figures are
 * computed again, and what it took is kept on it and audited. A finalized move-in never changes;
 * without a draft nothing happens. The updated draft, or undefined when nothing changed.
 */
export async function followMoveInDraft(
  q: Queryable,
  actor: Actor,
  tables: ProgramTablesCache,
  before: OccupancyHousehold,
  after: OccupancyHousehold,
): Promise<Certification | undefined> {
  const repo = new CertificationRepository(q, actor.tenant);
  const draft = await repo.moveInDraftForUpdate(after.id);
  if (!draft) return undefined;
  const { content, changes } = followPlacement(contentOf(draft), before, after);
  if (changes.length === 0) return undefined;
  const columns = await draftColumns(q, actor.tenant, tables, after.unit_id, draft.type, content);
  const placementChanges = { at: new Date().toISOString(), changes };
  if (!(await repo.update(draft.id, draft.version, { ...columns, placementChanges })))
    throw versionConflict();
  const updated = (await repo.find(draft.id)) as Certification;
  await recordUpdate(
    q,
    actor,
    { entity: 'certification', entityId: draft.id, before: draft, after: updated },
    undefined,
  );
  return updated;
}
