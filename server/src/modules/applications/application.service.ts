import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationListQuery,
  ApplicationSnapshot,
  ApplicationStatusValues,
  OfferableUnit,
  PreferenceChoice,
} from '@lar/contracts/application-review';
import { APPLICATION_TRANSITIONS, ApplicationIssue } from '@lar/contracts/applications';
import { INCOME_SOURCES } from '@lar/contracts/certifications';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import type { OccupancyService } from '../occupancies/index.ts';
import { queueApplicationNotice } from '../outbox/index.ts';
import { ReportingDataService } from '../reporting-data/index.ts';
import { ApplicationRepository, type ApplicationRow, type StatusChange } from './application.repository.ts';
import {
  claimedPreferences,
  duplicatesOf,
  offeredUnitNumber,
  preferenceChoices,
} from './application-detail.repository.ts';
import { documentContent, documentsOf } from './application-documents.repository.ts';
import { offerableUnits } from './application-offer.repository.ts';
import { acceptOffer, checkOfferable } from './application-offer.ts';
import { verdictsFor } from './application-verdict.ts';

/** An application as its audit records keep it: the list's row and what a decision changes. */
const auditSnapshot = (row: ApplicationRow): ApplicationSnapshot => ({
  ...(JSON.parse(row.listItem) as ApplicationListItem),
  decline_reason: row.declineReason,
  status_note: row.statusNote,
  offered_unit_id: row.offeredUnitId,
  candidate_id: row.candidateId,
  occupancy_id: row.occupancyId,
  duplicate_cleared_at: row.duplicateClearedAt && new Date(row.duplicateClearedAt).toISOString(),
  duplicate_cleared_by: row.duplicateClearedBy,
  version: row.version,
});

/** Staff review of applications (decision 032): list, detail, documents, decisions and duplicate flags. */
export class ApplicationService {
  private readonly reporting: ReportingDataService;

  constructor(
    private readonly deps: AppDeps,
    /** Accepting an offer creates the occupancy through it, with the occupancy's own rules. */
    private readonly occupancies: OccupancyService,
  ) {
    this.reporting = new ReportingDataService(deps);
  }

  private repo(actor: Actor, q: Queryable = this.deps.database.db) {
    return new ApplicationRepository(q, actor.tenant);
  }

  private today(): string {
    return todayIn(this.deps.config.timeZone);
  }

  list(actor: Actor, query: ApplicationListQuery): Promise<JsonPage> {
    return this.repo(actor).list(query);
  }

  private async found(actor: Actor, id: number, q?: Queryable, lock = false): Promise<ApplicationRow> {
    const row = await this.repo(actor, q).find(id, lock);
    if (!row) throw notFound('Application');
    return row;
  }

  async detail(actor: Actor, id: number): Promise<ApplicationDetail> {
    const db = this.deps.database.db;
    const row = await this.found(actor, id);
    const [documents, duplicates, preferences, offeredNumber, verdicts] = await Promise.all([
      documentsOf(db, actor.tenant, id),
      duplicatesOf(db, actor.tenant, row),
      claimedPreferences(db, actor.tenant, row),
      offeredUnitNumber(db, actor.tenant, row),
      verdictsFor(db, actor.tenant, this.deps.caches.programTables, row, this.today()),
    ]);
    // Totals summed in cents: each member's income by source, then the household's.
    const bySource = Object.fromEntries(INCOME_SOURCES.map((s) => [s, 0])) as Record<
      (typeof INCOME_SOURCES)[number],
      number
    >;
    const members = row.members.map((m) => {
      let total = 0;
      for (const source of INCOME_SOURCES) {
        const cents = toCents(m.income[source]);
        bySource[source] += cents;
        total += cents;
      }
      return { ...m, total_income: centsToDecimal(total) };
    });
    const list = JSON.parse(row.listItem) as ApplicationListItem;
    return {
      ...list,
      phone: row.phone,
      language: row.language,
      birth_date: row.birthDate,
      members,
      income_totals: {
        employment: centsToDecimal(bySource.employment),
        social_security: centsToDecimal(bySource.social_security),
        public_assistance: centsToDecimal(bySource.public_assistance),
        other: centsToDecimal(bySource.other),
        total: centsToDecimal(INCOME_SOURCES.reduce((sum, s) => sum + bySource[s], 0)),
      },
      total_assets: row.totalAssets,
      preferences,
      documents,
      duplicates,
      duplicate_cleared_at: row.duplicateClearedAt && new Date(row.duplicateClearedAt).toISOString(),
      duplicate_cleared_by: row.duplicateClearedBy,
      decline_reason: row.declineReason,
      status_note: row.statusNote,
      offered_unit_id: row.offeredUnitId,
      offered_unit_number: offeredNumber,
      candidate_id: row.candidateId,
      occupancy_id: row.occupancyId,
      lottery_rank: row.lotteryRank,
      decided_at: row.decidedAt && new Date(row.decidedAt).toISOString(),
      verdicts,
      version: row.version,
      created_at: new Date(row.createdAt).toISOString(),
      updated_at: new Date(row.updatedAt).toISOString(),
    };
  }

  /** The property's preferences, by rank, for the list's filter. */
  preferenceChoices(actor: Actor, propertyId: number): Promise<PreferenceChoice[]> {
    return preferenceChoices(this.deps.database.db, actor.tenant, propertyId);
  }

  async offerable(actor: Actor, id: number): Promise<OfferableUnit[]> {
    const row = await this.found(actor, id);
    return offerableUnits(this.deps.database.db, actor.tenant, row.propertyId);
  }

  /**
   * The document's file, after its download is audit-logged (who, which document) in its own
   * committed write: a file that was sent always has its record.
   */
  async document(actor: Actor, id: number, documentId: number) {
    const db = this.deps.database.db;
    const row = await this.found(actor, id);
    const document = await documentContent(db, actor.tenant, row.id, documentId);
    if (!document) throw notFound('Document');
    const { content: _content, ...described } = document;
    await recordAudit(db, actor, {
      action: 'download',
      entity: 'application',
      entityId: id,
      after: { document: described },
    });
    return document;
  }

  /**
   * A status change along APPLICATION_TRANSITIONS, with what it needs (a decline reason, a unit to
   * offer; an accepted offer's candidate and occupancy), audited before and after, with the
   * applicant's notice, in one transaction.
   */
  async setStatus(actor: Actor, id: number, body: ApplicationStatusValues): Promise<ApplicationDetail> {
    await this.deps.database.db.transaction(async (tx) => {
      const repo = this.repo(actor, tx);
      const before = await this.found(actor, id, tx, true);
      versionToApply(body.version, before.version);
      // The record sent back in its own status (a client echoing it, a note added): only the note
      // may change, and nothing happens that a change of status does.
      const unchanged = body.status === before.status;
      if (!unchanged && !APPLICATION_TRANSITIONS[before.status].includes(body.status))
        throw invalidField(
          'status',
          ApplicationIssue.TRANSITION,
          `An application that is ${before.status} cannot become ${body.status}`,
        );
      const change: StatusChange = {
        status: body.status,
        declineReason: body.status === 'DECLINED' ? body.decline_reason : null,
        statusNote: body.note ?? before.statusNote,
        offeredUnitId: before.offeredUnitId,
        candidateId: before.candidateId,
        occupancyId: before.occupancyId,
      };
      if (unchanged) {
        change.declineReason = before.declineReason;
      } else if (body.status === 'OFFERED') {
        const unitId = body.offered_unit_id as number;
        await checkOfferable(tx, actor.tenant, before.propertyId, unitId);
        change.offeredUnitId = unitId;
      } else if (body.status === 'WAITLISTED') {
        // An offer turned down: the unit is free for another applicant.
        change.offeredUnitId = null;
      } else if (body.status === 'LEASED') {
        const accepted = await acceptOffer(
          this.occupancies,
          this.deps.caches.programTables,
          tx,
          actor,
          before,
          {
            unitId: before.offeredUnitId as number,
            startDate: body.start_date ?? this.today(),
            rentAmount: body.rent_amount,
            today: this.today(),
          },
        );
        change.candidateId = accepted.candidateId;
        change.occupancyId = accepted.occupancyId;
        // The applicant's reporting answers (decision 066) become the move-in certification's.
        await this.reporting.copyToCertification(tx, actor, id, accepted.certificationId);
      }
      if (!(await repo.setStatus(id, before.version, change))) throw versionConflict();
      const after = (await repo.find(id)) as ApplicationRow;
      await recordUpdate(
        tx,
        actor,
        { entity: 'application', entityId: id, before: auditSnapshot(before), after: auditSnapshot(after) },
        body.version,
      );
      if (unchanged) return;
      await queueApplicationNotice(
        tx,
        body.status as Exclude<typeof body.status, 'SUBMITTED'>,
        {
          organizationId: actor.organizationId,
          applicationId: id,
          reference: after.reference,
          email: after.email,
          language: after.language,
          propertyId: after.propertyId,
          headName: after.headName,
          declineReason: after.declineReason,
          unitId: after.offeredUnitId,
        },
        this.deps.config,
      );
    });
    // An accepted offer's PENDING occupancy unlists the unit (decision 050): the public search's
    // snapshot forgets it now rather than at its next read.
    if (body.status === 'LEASED') this.deps.caches.listings.clear(actor.organizationId);
    this.deps.mailer?.nudge();
    return this.detail(actor, id);
  }

  /** Clears the duplicate flag, recording who and when, audited. */
  async clearDuplicateFlag(actor: Actor, id: number): Promise<ApplicationDetail> {
    await this.deps.database.db.transaction(async (tx) => {
      const repo = this.repo(actor, tx);
      const before = await this.found(actor, id, tx, true);
      await repo.clearDuplicateFlag(id, actor.username);
      const after = (await repo.find(id)) as ApplicationRow;
      await recordUpdate(
        tx,
        actor,
        { entity: 'application', entityId: id, before: auditSnapshot(before), after: auditSnapshot(after) },
        undefined,
      );
    });
    return this.detail(actor, id);
  }
}
