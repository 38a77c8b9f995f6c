import {
  type Candidate,
  type CandidateListQuery,
  type CandidateValues,
  type DocumentType,
  maskDocumentNumber,
} from '@lar/contracts/candidates';
import type { AppDeps } from '../../deps.ts';
import { duplicate, inUse, notFound, versionConflict } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  CandidateRepository,
  type CandidateRow,
  type CandidateWithOccupancy,
} from './candidate.repository.ts';
import { createCandidate, updateCandidate } from './candidate-writes.ts';

const emailTaken = () => duplicate('email', 'Another candidate already uses this e-mail');

/** One candidate in full, for its own answers; lists mask the document number (`candidateJson`). */
export function toCandidateDto(row: CandidateWithOccupancy): Candidate {
  return {
    id: row.id,
    id_wp: row.idWp,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    birth_date: row.birthDate,
    income: row.income === null ? null : Number(row.income),
    household_size: row.householdSize,
    is_disabled: row.isDisabled,
    is_senior: row.isSenior,
    postal_code: row.postalCode,
    document_type: row.documentType as DocumentType | null,
    document_number: row.documentNumber,
    occupancy: row.occupancy
      ? {
          id: row.occupancy.id,
          unit_number: row.occupancy.unitNumber,
          program_name: row.occupancy.programName,
          start_date: row.occupancy.startDate,
        }
      : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Audit rows keep the document number masked: the log must not become a second copy of it. The
 * create and update statements write the same view in SQL (candidate-writes.ts).
 */
function auditView(row: CandidateRow) {
  const { searchName: _derived, ...rest } = row;
  return { ...rest, documentNumber: maskDocumentNumber(row.documentNumber) };
}

export class CandidateService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q = this.deps.database.db) {
    return new CandidateRepository(q, actor.tenant);
  }

  list(actor: Actor, query: CandidateListQuery) {
    return this.repo(actor).list(query);
  }

  lookup(actor: Actor, term: string | undefined, limit: number, offset: number) {
    return this.repo(actor).lookup(term, limit, offset);
  }

  async get(actor: Actor, id: number): Promise<CandidateWithOccupancy> {
    const row = await this.repo(actor).find(id);
    if (!row) throw notFound('Candidate');
    return row;
  }

  /**
   * The e-mail's unique index is the check (a taken one becomes 409 through onUniqueViolation): a
   * look-up first would cost a round trip and still race. The answer is the new candidate's JSON,
   * written by the same statement as the row and its audit record (candidate-writes.ts).
   */
  create(actor: Actor, values: CandidateValues): Promise<string> {
    return onUniqueViolation(() => createCandidate(this.deps.database, actor, values), emailTaken);
  }

  /** Refused with 409 when `version` is not the current one, or when the new e-mail is taken. */
  async update(actor: Actor, id: number, version: number, values: CandidateValues): Promise<string> {
    const json = await onUniqueViolation(
      () => updateCandidate(this.deps.database, actor, id, version, values),
      emailTaken,
    );
    if (json === undefined) throw notFound('Candidate');
    if (json === null) throw versionConflict();
    return json;
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const repo = this.repo(actor, tx);
      const before = await repo.findForUpdate(id);
      if (!before) throw notFound('Candidate');
      if (await repo.hasOccupancies(id)) {
        throw inUse('This candidate has occupancies and cannot be deleted; their history is kept.');
      }
      await repo.delete(id);
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: 'candidate',
        entityId: id,
        before: auditView(before),
      });
    });
  }
}
