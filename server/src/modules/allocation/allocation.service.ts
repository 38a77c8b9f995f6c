import {
  type Allocation,
  AllocationIssue,
  type AllocationMethod,
  type LotteryBlocker,
  type LotteryExportRow,
  type LotteryListing,
  type LotteryRun,
  type LotteryState,
  PREFERENCES_MAX,
  type Preference,
  type PreferenceDeleteAnswer,
  type PreferenceUpdateValues,
  type WaitlistEntry,
  type WaitlistQuery,
} from '@lar/contracts/allocation';
import { ErrorCode } from '@lar/contracts/errors';
import { lotteryAlgorithmVersion } from '@lar/contracts/lottery';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordSettingChange, recordUpdate } from '../audit/index.ts';
import { AllocationRepository } from './allocation.repository.ts';
import { LotteryRepository, type LotteryRunRow } from './lottery.repository.ts';
import { LOTTERY_ALGORITHM, newLotterySeed, rankEntries } from './lottery-hmac.ts';

const PREFERENCE_ENTITY = 'property_preference';
const propertyNotFound = () => notFound('Property');
const preferenceNotFound = () => notFound('Preference');
const listingNotFound = () => notFound('Listing');

const BLOCKER_DETAIL: Record<LotteryBlocker, string> = {
  NO_DEADLINE: 'The listing has no application deadline: set one before running its lottery',
  BEFORE_DEADLINE: 'The lottery runs after the listing’s application deadline',
  ALREADY_RUN: 'This listing’s lottery has already been run',
  NO_ENTRIES: 'The listing has no submitted or waitlisted applications to rank',
};

/**
 * Why a listing's lottery cannot run on `today`; null when it can. It runs once, on a day after
 * the deadline (the deadline's own day still takes applications), over at least one entry.
 */
export function lotteryBlocker(facts: {
  hasRun: boolean;
  deadline: string | null;
  entries: number;
  today: string;
}): LotteryBlocker | null {
  if (facts.hasRun) return 'ALREADY_RUN';
  if (facts.deadline === null) return 'NO_DEADLINE';
  if (facts.today <= facts.deadline) return 'BEFORE_DEADLINE';
  if (facts.entries === 0) return 'NO_ENTRIES';
  return null;
}

/** A property's preferences and allocation method, its waitlist, and its listings' lotteries (decision 033). */
export class AllocationService {
  constructor(private readonly deps: AppDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  private today(): string {
    return todayIn(this.deps.config.timeZone);
  }

  private async assertProperty(repo: AllocationRepository, propertyId: number, lock = false) {
    const method = await repo.allocationMethod(propertyId, lock);
    if (method === undefined) throw propertyNotFound();
    return method;
  }

  // Preferences

  async preferences(actor: Actor, propertyId: number): Promise<Preference[]> {
    const repo = new AllocationRepository(this.db, actor.tenant);
    await this.assertProperty(repo, propertyId);
    return repo.preferences(propertyId);
  }

  /** A new preference, ranked last; the property's row is locked so two adds do not take one rank. */
  createPreference(
    actor: Actor,
    propertyId: number,
    values: { name: string; description: string | null },
  ): Promise<Preference> {
    return this.db.transaction(async (tx) => {
      const repo = new AllocationRepository(tx, actor.tenant);
      await this.assertProperty(repo, propertyId, true);
      const { n, lastRank } = await repo.countPreferences(propertyId);
      if (n >= PREFERENCES_MAX)
        throw new AppError(ErrorCode.CONFLICT, `A property has at most ${PREFERENCES_MAX} preferences`);
      const id = await repo.insertPreference(propertyId, lastRank + 1, values);
      const after = (await repo.preference(id)) as Preference;
      await recordAudit(tx, actor, { action: 'create', entity: PREFERENCE_ENTITY, entityId: id, after });
      return after;
    });
  }

  updatePreference(actor: Actor, id: number, values: PreferenceUpdateValues): Promise<Preference> {
    return this.db.transaction(async (tx) => {
      const repo = new AllocationRepository(tx, actor.tenant);
      const before = await repo.preference(id, true);
      if (!before) throw preferenceNotFound();
      versionToApply(values.version, before.version);
      await repo.updatePreference(id, {
        name: values.name,
        description: values.description,
        active: values.active,
      });
      const after = (await repo.preference(id)) as Preference;
      await recordUpdate(
        tx,
        actor,
        { entity: PREFERENCE_ENTITY, entityId: id, before, after },
        values.version,
      );
      return after;
    });
  }

  /**
   * Deletes a preference no application claims. One that is claimed is deactivated instead: the
   * applications keep what they claimed, and it no longer gives a group nor shows on the form.
   */
  deletePreference(actor: Actor, id: number): Promise<PreferenceDeleteAnswer> {
    return this.db.transaction(async (tx) => {
      const repo = new AllocationRepository(tx, actor.tenant);
      const before = await repo.preference(id, true);
      if (!before) throw preferenceNotFound();
      // The property's row orders this change after any add or reorder of its preferences.
      await this.assertProperty(repo, before.property_id, true);
      if (before.claimed_by > 0) {
        await repo.updatePreference(id, {
          name: before.name,
          description: before.description,
          active: false,
        });
        const after = (await repo.preference(id)) as Preference;
        await recordUpdate(tx, actor, { entity: PREFERENCE_ENTITY, entityId: id, before, after }, undefined);
        return { outcome: 'deactivated', preference: after };
      }
      await repo.deletePreference(before);
      await recordAudit(tx, actor, { action: 'delete', entity: PREFERENCE_ENTITY, entityId: id, before });
      return { outcome: 'deleted', preference: null };
    });
  }

  /** Ranks the property's preferences in the order of `ids`, which must name each of them once. */
  reorderPreferences(actor: Actor, propertyId: number, ids: readonly number[]): Promise<Preference[]> {
    return this.db.transaction(async (tx) => {
      const repo = new AllocationRepository(tx, actor.tenant);
      await this.assertProperty(repo, propertyId, true);
      const before = await repo.preferences(propertyId);
      const held = new Set(before.map((p) => p.id));
      if (ids.length !== held.size || new Set(ids).size !== ids.length || ids.some((id) => !held.has(id)))
        throw invalidField(
          'ids',
          AllocationIssue.PREFERENCE_ORDER,
          'List every preference of the property once, in the new order',
        );
      await repo.reorder(propertyId, ids);
      const after = await repo.preferences(propertyId);
      for (const preference of after) {
        const was = before.find((p) => p.id === preference.id) as Preference;
        if (was.rank === preference.rank) continue;
        await recordAudit(tx, actor, {
          action: 'update',
          entity: PREFERENCE_ENTITY,
          entityId: preference.id,
          before: { rank: was.rank },
          after: { rank: preference.rank },
          versionGiven: false,
        });
      }
      return after;
    });
  }

  // Allocation method

  async allocation(actor: Actor, propertyId: number): Promise<Allocation> {
    const method = await this.assertProperty(new AllocationRepository(this.db, actor.tenant), propertyId);
    return { property_id: propertyId, allocation_method: method };
  }

  /** Audited on the property, as its other settings (decision 030's minimum income). */
  setAllocation(actor: Actor, propertyId: number, method: AllocationMethod): Promise<Allocation> {
    return this.db.transaction(async (tx) => {
      const repo = new AllocationRepository(tx, actor.tenant);
      const before = await this.assertProperty(repo, propertyId, true);
      if (before !== method) {
        await repo.setAllocationMethod(propertyId, method);
        const setting = { entity: 'property', entityId: propertyId, field: 'allocation_method' };
        await recordSettingChange(tx, actor, setting, before, method);
      }
      return { property_id: propertyId, allocation_method: method };
    });
  }

  // Waitlist

  async waitlist(
    actor: Actor,
    propertyId: number,
    query: WaitlistQuery,
  ): Promise<{ rows: WaitlistEntry[]; total: number }> {
    await this.assertProperty(new AllocationRepository(this.db, actor.tenant), propertyId);
    return new LotteryRepository(this.db, actor.tenant).waitlist(propertyId, query);
  }

  // Lotteries

  async propertyListings(actor: Actor, propertyId: number): Promise<LotteryListing[]> {
    await this.assertProperty(new AllocationRepository(this.db, actor.tenant), propertyId);
    const rows = await new LotteryRepository(this.db, actor.tenant).propertyListings(propertyId);
    const today = this.today();
    return rows.map((row) => ({
      ...row,
      entries: Number(row.entries),
      blocked_by: lotteryBlocker({
        hasRun: row.run_at !== null,
        deadline: row.application_deadline,
        entries: Number(row.entries),
        today,
      }),
    }));
  }

  private async answerOf(repo: LotteryRepository, row: LotteryRunRow): Promise<LotteryRun> {
    const rankedIds = row.ranked_ids.map(Number);
    return {
      ...row,
      algorithm_version: lotteryAlgorithmVersion(row.algorithm),
      id: Number(row.id),
      unit_id: Number(row.unit_id),
      entry_ids: row.entry_ids.map(Number),
      ranked_ids: rankedIds,
      ranks: await repo.ranks(rankedIds),
    };
  }

  async lottery(actor: Actor, unitId: number): Promise<LotteryState> {
    const repo = new LotteryRepository(this.db, actor.tenant);
    const target = await repo.target(unitId);
    if (!target) throw listingNotFound();
    const [run, entries] = await Promise.all([repo.run(unitId), repo.countEntries(unitId)]);
    return {
      unit_id: unitId,
      property_id: Number(target.property_id),
      application_deadline: target.application_deadline,
      entries,
      blocked_by: lotteryBlocker({
        hasRun: run !== undefined,
        deadline: target.application_deadline,
        entries,
        today: this.today(),
      }),
      run: run ? await this.answerOf(repo, run) : null,
    };
  }

  /**
   * The run's ranks for its export, each with the run's seed, algorithm and version, so the file
   * alone re-runs it (decision 051); 404 before it ran.
   */
  async lotteryRanks(actor: Actor, unitId: number): Promise<LotteryExportRow[]> {
    const repo = new LotteryRepository(this.db, actor.tenant);
    if (!(await repo.target(unitId))) throw listingNotFound();
    const run = await repo.run(unitId);
    if (!run) throw notFound('Lottery');
    const facts = {
      seed: run.seed,
      algorithm: run.algorithm,
      algorithm_version: lotteryAlgorithmVersion(run.algorithm),
    };
    return (await repo.ranks(run.ranked_ids.map(Number))).map((rank) => ({
      ...rank,
      application_id: Number(rank.application_id),
      ...facts,
    }));
  }

  /**
   * Runs the listing's lottery: a seed of 32 random bytes, the documented shuffle of the entries
   * (decision 033), the run stored with its seed, entries and order, each application's rank
   * written and the run audited, in one transaction. The unit's row is locked first, so a second
   * call waits and then finds the run (409).
   */
  runLottery(actor: Actor, unitId: number): Promise<LotteryRun> {
    return this.db.transaction(async (tx: Tx) => {
      const repo = new LotteryRepository(tx, actor.tenant);
      const target = await repo.target(unitId, true);
      if (!target) throw listingNotFound();
      const hasRun = (await repo.run(unitId)) !== undefined;
      const entryIds = hasRun ? [] : await repo.entryIds(unitId);
      const blocker = lotteryBlocker({
        hasRun,
        deadline: target.application_deadline,
        entries: entryIds.length,
        today: this.today(),
      });
      if (blocker !== null)
        throw new AppError(ErrorCode.CONFLICT, BLOCKER_DETAIL[blocker], undefined, { reason: blocker });
      const seed = newLotterySeed();
      const rankedIds = rankEntries(seed, entryIds);
      const row = await repo.insertRun({
        unitId,
        seed,
        algorithm: LOTTERY_ALGORITHM,
        entryIds,
        rankedIds,
        runBy: actor.username,
      });
      await repo.writeRanks(rankedIds);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'lottery_run',
        entityId: Number(row.id),
        after: {
          unit_id: unitId,
          seed,
          algorithm: LOTTERY_ALGORITHM,
          entry_ids: entryIds,
          ranked_ids: rankedIds,
        },
      });
      return this.answerOf(repo, row);
    });
  }
}
