import type { Certification, CertificationType } from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { withIndexRefusals } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { ProgramTablesCache } from '../compliance/index.ts';
import { CertificationRepository } from './certification.repository.ts';
import { type DraftContent, draftColumns } from './certification-figures.ts';

/** The occupancy a new certification is of, and what it is. */
export interface NewCertification {
  occupancyId: number;
  unitId: number;
  type: CertificationType;
  supersedesId: number | null;
}

/** The 409s the certification indexes mean. */
const REFUSED_BY_INDEX: Record<string, () => AppError> = {
  income_certifications_one_draft: () =>
    new AppError(
      ErrorCode.CONFLICT,
      'This occupancy already has a draft certification. Finalize or delete it first.',
    ),
  income_certifications_one_correction: () =>
    new AppError(
      ErrorCode.CONFLICT,
      'This certification has already been corrected. Correct its latest version instead.',
      [{ field: 'supersedes_id', code: 'already_corrected', message: 'Already corrected' }],
    ),
};

/** `work`, with a refusal by one of the certification indexes answered as the 409 it means. */
export const guardIndexes = <T>(work: () => Promise<T>): Promise<T> =>
  withIndexRefusals(REFUSED_BY_INDEX, work);

/**
 * Inserts a draft with its computed totals and determination, and its audit record, in the
 * caller's transaction; the draft's answer.
 */
export async function insertDraft(
  tx: Queryable,
  actor: Actor,
  tables: ProgramTablesCache,
  target: NewCertification,
  content: DraftContent,
): Promise<Certification> {
  const repo = new CertificationRepository(tx, actor.tenant);
  const columns = await draftColumns(tx, actor.tenant, tables, target.unitId, target.type, content);
  const id = await repo.insert({
    occupancyId: target.occupancyId,
    type: target.type,
    supersedesId: target.supersedesId,
    ...columns,
  });
  const after = await repo.find(id);
  if (!after) throw new Error('the inserted certification was not found');
  await recordAudit(tx, actor, { action: 'create', entity: 'certification', entityId: id, after });
  return after;
}
