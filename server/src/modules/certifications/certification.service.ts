import type {
  Certification,
  CertificationCreateValues,
  CertificationDraftValues,
} from '@lar/contracts/certifications';
import { CERTIFICATION_TYPES, CertificationIssue } from '@lar/contracts/certifications';
import { addYears } from '@lar/contracts/compliance/recertification';
import { ErrorCode } from '@lar/contracts/errors';
import type { Occupancy } from '@lar/contracts/occupancies';
import type { Queryable, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import { checkDateOf } from '../compliance/index.ts';
import { OccupancyRepository } from '../occupancies/index.ts';
import { checkVerificationAges } from '../resident-documents/index.ts';
import { type CertificationColumns, CertificationRepository } from './certification.repository.ts';
import { contentOf, type DraftContent, draftColumns } from './certification-figures.ts';
import { guardIndexes, insertDraft } from './certification-writes.repository.ts';
import { householdDraft } from './household-draft.ts';

const finalizedNeverChanges = () =>
  new AppError(
    ErrorCode.CERTIFICATION_FINALIZED,
    'This certification is finalized and never changes. Create a correction instead.',
  );

/** The parts of a draft a new certification's body may give; the rest comes from where it starts. */
const GIVEN_FIELDS = [
  'members',
  'assets',
  'student_exception',
  'tenant_rent',
  'rent_assistance',
  'non_optional_charges',
  'adjusted_income',
] as const;

/** A change of a locked draft: its new columns, or a refusal. */
type DraftChange = (before: Certification, unitId: number, tx: Tx) => Promise<Partial<CertificationColumns>>;

/**
 * What modules built on certifications ask of a draft's writes, handed in by the app so that this
 * module imports none of them: the signature module (decision 078) voids what was sent for
 * signature when the draft changes, and refuses finalizing until every adult has signed.
 */
export interface DraftRules {
  /** Before a draft's content is replaced, in the same transaction. */
  changing(tx: Tx, actor: Actor, draft: Certification): Promise<void>;
  /** Before a draft is finalized; throws to refuse. */
  finalizing(tx: Tx, actor: Actor, draft: Certification): Promise<void>;
  /** Before a draft is deleted; throws to refuse. */
  deleting(tx: Tx, actor: Actor, draft: Certification): Promise<void>;
}

const NO_RULES: DraftRules = {
  changing: async () => {},
  finalizing: async () => {},
  deleting: async () => {},
};

/**
 * Income certifications (decision 026): drafts are written whole, their figures computed by the
 * server at every save; a finalized one never changes and is corrected by a new version.
 */
export class CertificationService {
  constructor(
    private readonly deps: AppDeps,
    private readonly rules: DraftRules = NO_RULES,
  ) {}

  private repos(actor: Actor, q: Queryable = this.deps.database.db) {
    return {
      certifications: new CertificationRepository(q, actor.tenant),
      occupancies: new OccupancyRepository(q, actor.tenant),
    };
  }

  private async occupancyOf(actor: Actor, q: Tx | undefined, id: number): Promise<Occupancy> {
    const occupancy = await this.repos(actor, q).occupancies.find(id);
    if (!occupancy) throw notFound('Occupancy');
    return occupancy;
  }

  async listText(actor: Actor, occupancyId: number): Promise<string> {
    await this.occupancyOf(actor, undefined, occupancyId);
    return this.repos(actor).certifications.listText(occupancyId);
  }

  async getText(actor: Actor, id: number): Promise<string> {
    const text = await this.repos(actor).certifications.findText(id);
    if (text === undefined) throw notFound('Certification');
    return text;
  }

  /**
   * A new draft of the occupancy: the correction of a finalized certification (its figures, its
   * type and date), or one starting from the last finalized, uncorrected certification, or from the
   * tenant when there is none. What the body gives replaces what it starts from.
   */
  create(actor: Actor, occupancyId: number, body: CertificationCreateValues): Promise<Certification> {
    return guardIndexes(() =>
      this.deps.database.db.transaction(async (tx) => {
        const occupancy = await this.occupancyOf(actor, tx, occupancyId);
        const repo = this.repos(actor, tx).certifications;
        const corrected =
          body.supersedes_id === null ? undefined : await this.corrected(repo, occupancy, body);
        const start =
          corrected ??
          (await repo.lastFinalized(occupancy.id, CERTIFICATION_TYPES)) ??
          (await householdDraft(tx, actor.tenant, occupancy, occupancy.start_date));
        const content: DraftContent = {
          ...contentOf(start),
          // Adjusted income is recertified with the household (42 U.S.C. 12745(a)(2)): a new
          // certification has it entered again; only a correction keeps the one it corrects.
          adjusted_income: corrected?.adjusted_income ?? null,
          effective_date:
            body.effective_date ??
            corrected?.effective_date ??
            (await this.defaultDate(repo, occupancy, body)),
        };
        for (const field of GIVEN_FIELDS) {
          if (body[field] !== undefined) Object.assign(content, { [field]: body[field] });
        }
        checkBirthDates(content);
        return insertDraft(
          tx,
          actor,
          this.deps.caches.programTables,
          { occupancyId, unitId: occupancy.unit_id, type: body.type, supersedesId: body.supersedes_id },
          content,
        );
      }),
    );
  }

  /** The finalized certification of this occupancy that the body corrects, with the same type. */
  private async corrected(
    repo: CertificationRepository,
    occupancy: Occupancy,
    body: CertificationCreateValues,
  ): Promise<Certification> {
    const target = body.supersedes_id === null ? undefined : await repo.find(body.supersedes_id);
    if (!target || target.occupancy_id !== occupancy.id)
      throw invalidField('supersedes_id', 'not_found', 'Choose a certification of this occupancy');
    if (target.status !== 'FINALIZED')
      throw invalidField('supersedes_id', 'not_finalized', 'Only a finalized certification is corrected');
    if (target.type !== body.type)
      throw invalidField('type', 'correction_type', `A correction keeps the type ${target.type}`);
    return target;
  }

  /**
   * An annual certification is due on the anniversary of the last MOVE_IN or ANNUAL one (of the
   * move-in without one, as the calendar says); an interim one is made today (not before the
   * move-in); a move-in one is effective on the occupancy's start date.
   */
  private async defaultDate(
    repo: CertificationRepository,
    occupancy: Occupancy,
    body: CertificationCreateValues,
  ): Promise<string> {
    if (body.type === 'MOVE_IN') return occupancy.start_date;
    if (body.type === 'INTERIM') return checkDateOf(occupancy.start_date, todayIn(this.deps.config.timeZone));
    const last = await repo.lastFinalized(occupancy.id, ['MOVE_IN', 'ANNUAL']);
    return addYears(last?.effective_date ?? occupancy.start_date, 1);
  }

  /** Replaces a draft's content and recomputes its figures. */
  update(
    actor: Actor,
    id: number,
    version: number | undefined,
    values: CertificationDraftValues,
  ): Promise<Certification> {
    return this.changeDraft(actor, id, version, async (before, unitId, tx) => {
      await this.rules.changing(tx, actor, before);
      return draftColumns(tx, actor.tenant, this.deps.caches.programTables, unitId, before.type, values);
    });
  }

  /** Freezes a draft: its figures computed once more, who finalized it and when. */
  finalize(actor: Actor, id: number, version: number | undefined): Promise<Certification> {
    return this.changeDraft(actor, id, version, async (before, unitId, tx) => {
      checkNamed(before);
      await this.rules.finalizing(tx, actor, before);
      // No verification sent for this certification (a document or a third party's answer) may be
      // older than 120 days on its effective date (HUD Handbook 4350.3 REV-1, par. 5-16 B;
      // decisions 077, 079).
      await checkVerificationAges(
        tx,
        actor.organizationId,
        { occupancyId: before.occupancy_id, certificationId: id },
        before.effective_date,
      );
      return {
        ...(await draftColumns(
          tx,
          actor.tenant,
          this.deps.caches.programTables,
          unitId,
          before.type,
          contentOf(before),
        )),
        status: 'FINALIZED' as const,
        finalizedAt: new Date(),
        finalizedBy: actor.username,
      };
    });
  }

  /** Deletes a draft; a finalized certification is kept for ever. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.deps.database.db.transaction(async (tx) => {
      const repo = this.repos(actor, tx).certifications;
      const before = await repo.findForUpdate(id);
      if (!before) throw notFound('Certification');
      if (before.status === 'FINALIZED') throw finalizedNeverChanges();
      await this.rules.deleting(tx, actor, before);
      if (!(await repo.deleteDraft(id))) throw finalizedNeverChanges();
      await recordAudit(tx, actor, { action: 'delete', entity: 'certification', entityId: id, before });
    });
  }

  /** Locks the draft, checks the version the caller saw, applies `change` and audits, in one transaction. */
  private changeDraft(
    actor: Actor,
    id: number,
    version: number | undefined,
    change: DraftChange,
  ): Promise<Certification> {
    return this.deps.database.db.transaction(async (tx) => {
      const repo = this.repos(actor, tx).certifications;
      const before = await repo.findForUpdate(id);
      if (!before) throw notFound('Certification');
      if (before.status === 'FINALIZED') throw finalizedNeverChanges();
      versionToApply(version, before.version);
      const occupancy = await this.occupancyOf(actor, tx, before.occupancy_id);
      const columns = await change(before, occupancy.unit_id, tx);
      if (!(await repo.update(id, before.version, columns))) throw versionConflict();
      const after = (await repo.find(id)) as Certification;
      await recordUpdate(tx, actor, { entity: 'certification', entityId: id, before, after }, version);
      return after;
    });
  }
}

/** Nobody is born after the effective date, also when the server chose the date. */
function checkBirthDates(content: DraftContent) {
  const index = content.members.findIndex(
    (m) => m.birth_date !== null && m.birth_date > content.effective_date,
  );
  if (index >= 0)
    throw invalidField(
      `members.${index}.birth_date`,
      CertificationIssue.BIRTH_DATE_AFTER_EFFECTIVE,
      'A birth date cannot be after the effective date',
    );
}

/** A household is certified person by person: a member drafted without a name is named first. */
function checkNamed(draft: Certification) {
  const index = draft.members.findIndex((m) => m.name.trim() === '');
  if (index >= 0)
    throw invalidField(
      `members.${index}.name`,
      'required',
      'Enter the name of every household member before finalizing',
    );
}
