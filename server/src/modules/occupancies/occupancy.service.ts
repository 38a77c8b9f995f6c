import type { Certification } from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import type { Occupancy, OccupancyListQuery, OccupancyValues, Termination } from '@lar/contracts/occupancies';
import type { Tx } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { withIndexRefusals } from '../../lib/database-errors.ts';
import { todayIn } from '../../lib/dates.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import { withCandidateHousehold } from './candidate-household.repository.ts';
import { OccupancyRepository, occupancyColumns } from './occupancy.repository.ts';
import type { OccupancyWriteRules } from './occupancy-write-rules.ts';

const unitBusy = () =>
  new AppError(ErrorCode.CONFLICT, 'This unit already has an active occupancy. End it first.', [
    {
      field: 'unit_id',
      code: 'unit_has_active_occupancy',
      message: 'This unit already has an active occupancy',
    },
  ]);
const tenantBusy = () =>
  new AppError(ErrorCode.CONFLICT, 'This tenant already has an active occupancy. End it first.', [
    {
      field: 'tenant_id',
      code: 'tenant_has_active_occupancy',
      message: 'This tenant already has an active occupancy',
    },
  ]);

/** The partial unique indexes are the last word when two requests race past the checks below. */
const BUSY_BY_INDEX: Record<string, () => AppError> = {
  occupancies_one_active_per_unit: unitBusy,
  occupancies_one_active_per_tenant: tenantBusy,
};

/** The refusal of a reactivation of an occupancy that has not ended; it names the planned move-out. */
const notEnded = (occupancy: Occupancy) =>
  new AppError(
    ErrorCode.CONFLICT,
    occupancy.end_date === null
      ? 'This occupancy is already active'
      : `This occupancy has not ended: it is ${occupancy.status} with a planned move-out on ${occupancy.end_date}. Only an ended occupancy can be reactivated; edit the occupancy to change its end date.`,
    [
      {
        field: 'status',
        code: occupancy.end_date === null ? 'already_active' : 'not_ended',
        message: 'Only an ended occupancy can be reactivated',
      },
    ],
  );

/** Applies a change to the locked occupancy `before`; false when its version moved on meanwhile. */
type Change = (repo: OccupancyRepository, before: Occupancy, tx: Tx) => Promise<boolean>;

export class OccupancyService {
  constructor(
    private readonly deps: AppDeps,
    private readonly rules: OccupancyWriteRules,
  ) {}

  private repo(
    actor: Actor,
    q: ConstructorParameters<typeof OccupancyRepository>[0] = this.deps.database.db,
  ) {
    return new OccupancyRepository(q, actor.tenant);
  }

  list(actor: Actor, query: OccupancyListQuery) {
    return this.repo(actor).list(query);
  }

  /** One occupancy's answer as PostgreSQL wrote it, sent as it is. */
  async getText(actor: Actor, id: number): Promise<string> {
    const text = await this.repo(actor).findText(id);
    if (text === undefined) throw notFound('Occupancy');
    return text;
  }

  async create(actor: Actor, body: OccupancyValues): Promise<Occupancy> {
    return this.guardActive(() =>
      this.deps.database.db.transaction(async (tx) => (await this.createIn(tx, actor, body)).occupancy),
    );
  }

  /**
   * The create's rules, row, audit record and move-in draft in the caller's transaction `tx` (an
   * accepted application creates its occupancy with the rest of its acceptance); the occupancy and
   * its draft.
   */
  async createIn(
    tx: Tx,
    actor: Actor,
    body: OccupancyValues,
  ): Promise<{ occupancy: Occupancy; draft: Certification }> {
    const repo = this.repo(actor, tx);
    await this.checkReferences(repo, body);
    const values = await withCandidateHousehold(tx, actor, body);
    if (values.status === 'ACTIVE') await this.checkOneActive(repo, values.unit_id, values.tenant_id);
    await this.rules.enforceCompliance(tx, actor, values, undefined, todayIn(this.deps.config.timeZone));
    const after = await repo.find(await repo.insert(values));
    if (!after) throw new Error('the inserted occupancy was not found');
    await recordAudit(tx, actor, { action: 'create', entity: 'occupancy', entityId: after.id, after });
    // Its move-in certification starts with it, from the household the placement was checked with.
    const draft = await this.rules.createMoveInDraft(tx, actor, after);
    return { occupancy: after, draft };
  }

  async update(
    actor: Actor,
    id: number,
    version: number | undefined,
    values: OccupancyValues,
  ): Promise<Occupancy> {
    return this.change(actor, id, version, async (repo, before, tx) => {
      await this.checkReferences(repo, values);
      if (values.status === 'ACTIVE')
        await this.checkOneActive(repo, values.unit_id, values.tenant_id, before.id);
      await this.rules.enforceCompliance(tx, actor, values, before, todayIn(this.deps.config.timeZone));
      if (!(await repo.update(id, before.version, occupancyColumns(values)))) return false;
      // Its move-in draft follows the placement until it is finalized (decision 062).
      const after = await repo.find(id);
      if (after) await this.rules.followMoveInDraft(tx, actor, before, after);
      return true;
    });
  }

  /**
   * Ends an occupancy without destroying it: the move-out date (today unless given), why, and status
   * ENDED. An ACTIVE occupancy with a planned end date can be ended too, on another date.
   */
  async terminate(actor: Actor, id: number, termination: Termination, version?: number): Promise<Occupancy> {
    return this.change(actor, id, version, async (repo, before) => {
      if (before.status === 'ENDED') {
        throw new AppError(ErrorCode.CONFLICT, 'This occupancy has already ended');
      }
      const end = termination.end_date ?? todayIn(this.deps.config.timeZone);
      if (end < before.start_date) {
        throw invalidField('end_date', 'end_before_start', 'The end date cannot be before the start date');
      }
      return repo.update(id, before.version, {
        endDate: end,
        status: 'ENDED',
        endReason: termination.end_reason,
        endReasonDetails: termination.end_reason_details,
      });
    });
  }

  /**
   * Makes an ENDED occupancy ACTIVE again and clears its end date, if neither the unit nor the tenant is taken
   * meanwhile, and if its certified figures still pass the unit's limits today (or an admin's
   * override is on it and an admin reactivates it): limits change from year to year.
   */
  async reactivate(actor: Actor, id: number, version?: number): Promise<Occupancy> {
    return this.change(actor, id, version, async (repo, before, tx) => {
      // Only an ended occupancy comes back: reactivating one still running would silently erase
      // its planned move-out (an edit of the end date says so on the form instead).
      if (before.status !== 'ENDED') throw notEnded(before);
      await this.checkOneActive(repo, before.unit_id, before.tenant_id, before.id);
      await this.rules.enforceCompliance(
        tx,
        actor,
        { ...before, status: 'ACTIVE' },
        before,
        todayIn(this.deps.config.timeZone),
      );
      return repo.update(id, before.version, {
        endDate: null,
        status: 'ACTIVE',
        endReason: null,
        endReasonDetails: null,
      });
    });
  }

  /** Locks the row, checks the version the caller saw, applies `apply` and audits, all in one transaction. */
  private change(actor: Actor, id: number, version: number | undefined, apply: Change): Promise<Occupancy> {
    return this.guardActive(() =>
      this.deps.database.db.transaction(async (tx) => {
        const repo = this.repo(actor, tx);
        const before = await repo.findForUpdate(id);
        if (!before) throw notFound('Occupancy');
        versionToApply(version, before.version);
        if (!(await apply(repo, before, tx))) throw versionConflict();
        const after = (await repo.find(id)) as Occupancy;
        await recordUpdate(tx, actor, { entity: 'occupancy', entityId: id, before, after }, version);
        return after;
      }),
    );
  }

  private async checkReferences(repo: OccupancyRepository, values: OccupancyValues) {
    if (!(await repo.exists(units, values.unit_id))) {
      throw invalidField('unit_id', 'not_found', 'Choose one of your units');
    }
    if (!(await repo.exists(candidates, values.tenant_id))) {
      throw invalidField('tenant_id', 'not_found', 'Choose one of your candidates');
    }
    if (values.program_id !== null && !(await repo.exists(govPrograms, values.program_id))) {
      throw invalidField('program_id', 'not_found', 'Choose one of your programs');
    }
  }

  private async checkOneActive(
    repo: OccupancyRepository,
    unitId: number,
    tenantId: number,
    exceptId?: number,
  ) {
    if (await repo.hasActive('unitId', unitId, exceptId)) throw unitBusy();
    if (await repo.hasActive('tenantId', tenantId, exceptId)) throw tenantBusy();
  }

  private guardActive<T>(work: () => Promise<T>): Promise<T> {
    return withIndexRefusals(BUSY_BY_INDEX, work);
  }
}
