import { CERTIFICATION_TYPES } from '@lar/contracts/certifications';
import { addYears } from '@lar/contracts/compliance/recertification';
import { ErrorCode, type FieldError } from '@lar/contracts/errors';
import {
  annualCents,
  changesSince,
  dollarsOf,
  missingAnswers,
  type QuestionnaireAnswers,
  type QuestionnaireSaveBody,
  type ResidentSubmission,
} from '@lar/contracts/resident-questionnaire';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { CertificationRepository, createAnnualDraft } from '../certifications/index.ts';
import { OccupancyRepository } from '../occupancies/index.ts';
import { assignToSubmission } from '../resident-documents/index.ts';
import { attachVerifications } from '../third-party-verification/index.ts';
import { queueCorrectionEmail } from './correction-email.ts';
import {
  insertSubmission,
  markAccepted,
  markCorrectionRequested,
  markSubmitted,
  type SubmissionRow,
  saveAnswers,
  submissionOf,
} from './questionnaire.repository.ts';
import { draftFromAnswers, prefill, withDocuments } from './questionnaire-draft.ts';

const ENTITY = 'resident_submission';

const closed = () =>
  new AppError(
    ErrorCode.CONFLICT,
    'These answers were sent and can no longer be changed, unless the office asks for a correction.',
  );
const notSubmitted = () =>
  new AppError(
    ErrorCode.CONFLICT,
    'Only a questionnaire the resident has sent can be accepted or sent back.',
  );
const noCertification = () =>
  new AppError(ErrorCode.CONFLICT, 'The household has no finalized certification to recertify yet.');

/** The resident may change the answers until they send them, and again when staff ask for a correction. */
const editable = (row: SubmissionRow) =>
  row.status === 'IN_PROGRESS' || row.status === 'CORRECTION_REQUESTED';

/** The submission as the API answers it: with what changed and each source's annual amount. */
function viewOf(row: SubmissionRow, forResident: boolean): ResidentSubmission {
  return {
    id: row.id,
    occupancy_id: row.occupancy_id,
    effective_date: row.effective_date,
    status: row.status,
    answers: row.answers,
    baseline: row.baseline,
    changes: changesSince(row.answers, row.baseline),
    annual_amounts: Object.fromEntries(
      row.answers.income_sources.map((s) => [s.id, dollarsOf(annualCents(s))]),
    ),
    correction_note: row.correction_note,
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
    // Which staff account reviewed is the office's, not the resident's, to know.
    reviewed_by: forResident ? null : row.reviewed_by,
    certification_id: row.certification_id,
    trace: row.trace,
    editable: editable(row),
    version: row.version,
    updated_at: row.updated_at,
  };
}

/** Ids made by the form point documents at sources, assets and members: each must be unique. */
function duplicateIds(answers: QuestionnaireAnswers): FieldError[] {
  const issues: FieldError[] = [];
  const check = (list: string, ids: string[]) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id))
        issues.push({ field: `${list}.${i}`, code: 'duplicate', message: 'This id is used twice' });
      seen.add(id);
    });
  };
  check(
    'members',
    answers.members.map((m) => m.member_key),
  );
  check(
    'income_sources',
    answers.income_sources.map((s) => s.id),
  );
  check(
    'assets',
    answers.assets.map((a) => a.id),
  );
  return issues;
}

const refusal = (issues: FieldError[], detail: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, issues[0]?.message ?? detail, issues);

/**
 * The recertification questionnaire and its review (decision 076). A resident reaches only the
 * household of their session; staff reach an occupancy of their organization.
 */
export class QuestionnaireService {
  constructor(private readonly deps: AppDeps) {}

  /** The certification in force and the anniversary the current cycle recertifies. */
  private async cycle(q: Queryable, tenant: Tenant, occupancyId: number) {
    const certifications = new CertificationRepository(q, tenant);
    const inForce = await certifications.lastFinalized(occupancyId, CERTIFICATION_TYPES);
    const anniversary = await certifications.lastFinalized(occupancyId, ['MOVE_IN', 'ANNUAL']);
    if (!inForce || !anniversary) throw noCertification();
    return { inForce, effectiveDate: addYears(anniversary.effective_date, 1) };
  }

  /** The resident's submission of the current cycle, made from the certification in force on first read. */
  private async current(q: Queryable, resident: ResidentActor, lock: boolean): Promise<SubmissionRow> {
    const { organizationId, occupancyId } = resident;
    const { inForce, effectiveDate } = await this.cycle(q, resident.tenant, occupancyId);
    const found = await submissionOf(q, organizationId, occupancyId, { effectiveDate }, lock);
    if (found) return found;
    const { answers, baseline } = prefill(inForce);
    await insertSubmission(q, { organizationId, occupancyId, effectiveDate, answers, baseline });
    const made = await submissionOf(q, organizationId, occupancyId, { effectiveDate }, lock);
    if (!made) throw notFound('Questionnaire');
    return made;
  }

  async read(resident: ResidentActor): Promise<ResidentSubmission> {
    const { db } = this.deps.database;
    return db.transaction(async (tx) => viewOf(await this.current(tx, resident, false), true));
  }

  /** Saves the answers whole, at the version the resident last read. */
  async save(resident: ResidentActor, body: QuestionnaireSaveBody): Promise<ResidentSubmission> {
    const duplicates = duplicateIds(body.answers);
    if (duplicates.length > 0) throw refusal(duplicates, 'An id is used twice');
    const { db } = this.deps.database;
    return db.transaction(async (tx) => {
      const row = await this.current(tx, resident, true);
      if (!editable(row)) throw closed();
      if (body.version !== row.version) throw versionConflict();
      const saved = await saveAnswers(tx, resident.organizationId, row.id, row.version, body.answers);
      if (!saved) throw versionConflict();
      return viewOf(saved, true);
    });
  }

  /** Sends the answers to the office: refused with each missing answer while any is. */
  async submit(resident: ResidentActor, version: number | undefined): Promise<ResidentSubmission> {
    const { db } = this.deps.database;
    return db.transaction(async (tx) => {
      const row = await this.current(tx, resident, true);
      if (!editable(row)) throw closed();
      if (version !== undefined && version !== row.version) throw versionConflict();
      const issues = [...missingAnswers(row.answers), ...duplicateIds(row.answers)];
      row.answers.members.forEach((m, i) => {
        if (m.birth_date !== null && m.birth_date > row.effective_date)
          issues.push({
            field: `members.${i}.birth_date`,
            code: 'birth_date_after_effective_date',
            message: 'A birth date cannot be after the recertification date',
          });
      });
      if (issues.length > 0) throw refusal(issues, 'Some answers are missing');
      const sent = await markSubmitted(
        tx,
        resident.organizationId,
        row.id,
        resident.email,
        resident.language,
      );
      if (!sent) throw notFound('Questionnaire');
      await recordAuditBy(
        tx,
        { organizationId: resident.organizationId, username: `resident:${resident.email}` },
        {
          action: 'update',
          entity: ENTITY,
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'SUBMITTED', answers: row.answers },
        },
      );
      return viewOf(sent, true);
    });
  }

  private async occupancyOf(q: Queryable, actor: Actor, occupancyId: number) {
    const occupancy = await new OccupancyRepository(q, actor.tenant).find(occupancyId);
    if (!occupancy) throw notFound('Occupancy');
    return occupancy;
  }

  /** The occupancy and its latest submission, locked, which must be SUBMITTED for staff to decide on it. */
  private async submittedForReview(tx: Queryable, actor: Actor, occupancyId: number) {
    const occupancy = await this.occupancyOf(tx, actor, occupancyId);
    const row = await submissionOf(tx, actor.organizationId, occupancyId, 'latest', true);
    if (!row) throw notFound('Questionnaire');
    if (row.status !== 'SUBMITTED') throw notSubmitted();
    return { occupancy, row };
  }

  /** The occupancy's latest submission, for staff; null while the household has not opened one. */
  async review(actor: Actor, occupancyId: number): Promise<ResidentSubmission | null> {
    const { db } = this.deps.database;
    await this.occupancyOf(db, actor, occupancyId);
    const row = await submissionOf(db, actor.organizationId, occupancyId, 'latest');
    return row ? viewOf(row, false) : null;
  }

  /** Accepts the submission: it becomes the occupancy's ANNUAL draft, each figure traced to its answers. */
  async accept(actor: Actor, occupancyId: number): Promise<ResidentSubmission> {
    const { db } = this.deps.database;
    return db.transaction(async (tx) => {
      const { occupancy, row } = await this.submittedForReview(tx, actor, occupancyId);
      const { inForce } = await this.cycle(tx, actor.tenant, occupancyId);
      const drafted = draftFromAnswers(row.answers, inForce, row.effective_date);
      const draft = await createAnnualDraft(
        tx,
        actor,
        this.deps.caches.programTables,
        occupancy,
        drafted.content,
      );
      // The cycle's documents join the submission (and so close, decision 077) and each figure
      // names its own; verifications completed before there was a draft land on this one (079).
      const documents = await assignToSubmission(
        tx,
        actor.organizationId,
        occupancyId,
        row.effective_date,
        row.id,
      );
      const trace = withDocuments(drafted.trace, documents);
      await attachVerifications(tx, actor.organizationId, occupancyId, draft.id);
      const accepted = await markAccepted(tx, actor.organizationId, row.id, actor.username, draft.id, trace);
      if (!accepted) throw notFound('Questionnaire');
      await recordAudit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        entityId: row.id,
        before: { status: row.status },
        after: { status: 'ACCEPTED', certification_id: draft.id },
      });
      return viewOf(accepted, false);
    });
  }

  /** Sends the submission back with a note, shown on the portal and e-mailed to who sent it. */
  async requestCorrection(actor: Actor, occupancyId: number, note: string): Promise<ResidentSubmission> {
    const { db } = this.deps.database;
    const answer = await db.transaction(async (tx) => {
      const { row } = await this.submittedForReview(tx, actor, occupancyId);
      const sent = await markCorrectionRequested(tx, actor.organizationId, row.id, note, actor.username);
      if (!sent) throw notFound('Questionnaire');
      await recordAudit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        entityId: row.id,
        before: { status: row.status },
        after: { status: 'CORRECTION_REQUESTED', correction_note: note },
      });
      if (row.submitted_by_email !== null)
        await queueCorrectionEmail(tx, {
          organizationId: actor.organizationId,
          organizationName: actor.organizationName,
          email: row.submitted_by_email,
          language: row.submitted_language ?? 'en',
          note,
          siteUrl: this.deps.config.publicUrl,
        });
      return viewOf(sent, false);
    });
    this.deps.mailer?.nudge();
    return answer;
  }
}
