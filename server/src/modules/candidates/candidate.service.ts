import {
  type CandidateChanges,
  type CandidateListQuery,
  type CandidateValues,
  isSeniorOn,
  withDerivedSenior,
} from '@lar/contracts/candidates';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { duplicate, notFound, versionConflict } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
import { todayIn } from '../../lib/dates.ts';
import { deleteUnlessOccupied } from '../occupancies/index.ts';
import { CandidateRepository } from './candidate.repository.ts';
import { CandidateList } from './candidate-list.repository.ts';
import { createCandidate, updateCandidate } from './candidate-writes.repository.ts';

const emailTaken = () => duplicate('email', 'Another candidate already uses this e-mail');

/**
 * A candidate's answers are JSON text written by PostgreSQL from one field map
 * (candidate-shape.ts): the list's page, one candidate, and the answers of a create and an update.
 */
export class CandidateService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q = this.deps.database.db) {
    return new CandidateRepository(q, actor.tenant);
  }

  list(actor: Actor, query: CandidateListQuery) {
    return new CandidateList(this.deps.database.db, actor.tenant).page(query);
  }

  lookup(actor: Actor, term: string | undefined, limit: number, offset: number) {
    return this.repo(actor).lookup(term, limit, offset);
  }

  /** The candidate's JSON, with the full document number. */
  async get(actor: Actor, id: number): Promise<string> {
    const json = await this.repo(actor).findJson(id);
    if (json === undefined) throw notFound('Candidate');
    return json;
  }

  /**
   * The e-mail's unique index is the check (a taken one becomes 409 through onUniqueViolation): a
   * look-up first would cost a round trip and still race. The answer is the new candidate's JSON,
   * written by the same statement as the row and its audit record (candidate-writes.repository.ts).
   */
  create(actor: Actor, values: CandidateValues): Promise<string> {
    const derived = this.deriveSenior(values);
    return onUniqueViolation(() => createCandidate(this.deps.database, actor, derived), emailTaken);
  }

  /** With a birth date the senior flag is the candidate's age where the organization works, whatever was sent. */
  private deriveSenior(values: CandidateValues): CandidateValues {
    return withDerivedSenior(values, todayIn(this.deps.config.timeZone));
  }

  /** A birth date sent decides the senior flag, as on a create; without one the flag is as sent or stored. */
  private deriveSeniorChange(changes: CandidateChanges): CandidateChanges {
    const birthDate = changes.birth_date;
    if (typeof birthDate !== 'string') return changes;
    return { ...changes, is_senior: isSeniorOn(birthDate, todayIn(this.deps.config.timeZone)) };
  }

  /**
   * Refused with 409 when `version` is given and not the current one, or when the new e-mail is
   * taken; without it the last write wins. A field left out stays as stored (decision 037).
   */
  async update(
    actor: Actor,
    id: number,
    version: number | undefined,
    changes: CandidateChanges,
  ): Promise<string> {
    const json = await onUniqueViolation(
      () => updateCandidate(this.deps.database, actor, id, version, this.deriveSeniorChange(changes)),
      emailTaken,
    );
    if (json === undefined) throw notFound('Candidate');
    if (json === null) throw versionConflict();
    return json;
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.deps.database.db.transaction((tx) =>
      deleteUnlessOccupied(tx, actor, 'candidate', id, this.repo(actor, tx)),
    );
  }
}
