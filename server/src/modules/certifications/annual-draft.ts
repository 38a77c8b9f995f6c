import type { Certification } from '@lar/contracts/certifications';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ProgramTablesCache } from '../compliance/index.ts';
import type { DraftContent } from './certification-figures.ts';
import { guardIndexes, insertDraft } from './certification-writes.repository.ts';

/**
 * The ANNUAL draft of an occupancy from content made elsewhere (the resident's questionnaire,
 * decision 076), in the caller's transaction: its figures computed and audited as every draft's;
 * a draft already open is refused with the 409 of the one-draft index.
 */
export function createAnnualDraft(
  q: Queryable,
  actor: Actor,
  tables: ProgramTablesCache,
  occupancy: { id: number; unit_id: number },
  content: DraftContent,
): Promise<Certification> {
  return guardIndexes(() =>
    insertDraft(
      q,
      actor,
      tables,
      { occupancyId: occupancy.id, unitId: occupancy.unit_id, type: 'ANNUAL', supersedesId: null },
      content,
    ),
  );
}
