import { describeLevel } from '@lar/contracts/ami-levels';
import {
  type GovProgram,
  type ProgramChanges,
  type ProgramInput,
  type ProgramListQuery,
  type ProgramStatusBody,
  programAssetRule,
} from '@lar/contracts/programs';
import type { Queryable, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { duplicate, inUse, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { isForeignKeyViolation, onUniqueViolation, referencedIdOf } from '../../lib/database-errors.ts';
import { keptOrSent } from '../../lib/kept-fields.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import { replaceLimitTables } from '../compliance/index.ts';
import { AmiLevelRepository } from './ami-level.repository.ts';
import { type LevelPlan, planLevels } from './ami-level-plan.ts';
import { ProgramRepository } from './program.repository.ts';

const nameTaken = () => duplicate('name', 'A program with this name already exists');

const programs = (q: Queryable, actor: Actor) => new ProgramRepository(q, actor.tenant);

/** The program's answer in the caller's organization, or 404. */
export async function programOf(q: Queryable, actor: Actor, id: number): Promise<GovProgram> {
  const program = await programs(q, actor).find(id);
  if (!program) throw notFound('Program');
  return program;
}

/**
 * The program's answer, its row locked until the transaction ends, or 404. Every writer of a
 * program's levels locks it first, so the levels read here stay as they are until it commits.
 */
export async function lockedProgram(tx: Tx, actor: Actor, id: number): Promise<GovProgram> {
  const program = await programs(tx, actor).findForUpdate(id);
  if (!program) throw notFound('Program');
  return program;
}

/**
 * A file import's write into a program (the AMI CSV, HUD's income limits, HUD's HOME rents), all or
 * nothing in one transaction: the program is locked first, so the levels it holds cannot change
 * before the new ones are written, and its version moves on; `write` plans from the program as it
 * stood and writes; the program is read again and its audit record written. The answer is the
 * program as it now stands with what `write` gave.
 */
export function importIntoProgram<Result extends object>(
  deps: AppDeps,
  actor: Actor,
  id: number,
  write: (tx: Tx, before: GovProgram) => Promise<Result>,
): Promise<{ program: GovProgram } & Result> {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockedProgram(tx, actor, id);
    if (!(await programs(tx, actor).touch(id, before.version))) throw versionConflict();
    const result = await write(tx, before);
    const after = await programOf(tx, actor, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'gov_program', entityId: id, before, after });
    return { program: after, ...result };
  });
}

/**
 * Applies a plan; a removed level that a unit still points at makes its foreign key refuse, and
 * the caller gets 409 naming that level.
 */
export async function applyLevelPlan(tx: Tx, actor: Actor, programId: number, plan: LevelPlan) {
  const levels = new AmiLevelRepository(tx, actor.tenant);
  try {
    await levels.deleteMany(plan.remove.map((r) => r.id));
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const used = plan.remove.find((r) => r.id === referencedIdOf(error));
    throw inUse(
      used
        ? `The level ${describeLevel(used)} is used by units, so it cannot be removed`
        : 'A level you removed is used by units, so it cannot be removed',
    );
  }
  await levels.updateValues(plan.update);
  await levels.insertMany(programId, plan.insert);
}

const ASSET_FIELDS = ['asset_rule', 'hotma_effective_date'] as const;

/**
 * The asset rule and its HOTMA date as the update leaves them (one may be sent, the other kept): a
 * program switched to HOTMA without a date, or back without clearing it, is refused (400).
 */
function checkAssetRuleAsItWillStand(fields: Partial<ProgramInput>, before: GovProgram): void {
  const parsed = programAssetRule.safeParse(keptOrSent(ASSET_FIELDS, fields, before));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return;
  const code =
    issue.code === 'custom' ? String((issue.params as { code?: string } | undefined)?.code) : issue.code;
  throw invalidField(String(issue.path[0] ?? 'asset_rule'), code, issue.message);
}

export class ProgramService {
  constructor(private readonly deps: AppDeps) {}

  /** A page of program summaries as PostgreSQL wrote them, and how many match. */
  summaries(actor: Actor, query: ProgramListQuery) {
    return programs(this.deps.database.db, actor).summaries(query);
  }

  /** A page of programs with their levels as PostgreSQL wrote them, and how many match. */
  list(actor: Actor, query: ProgramListQuery) {
    return programs(this.deps.database.db, actor).list(query);
  }

  /**
   * One program as its answer's JSON text. The program and its levels come from one statement, so
   * from one snapshot: levels replaced since arrive with the program's older version, and saving
   * on top of them is refused as a version conflict.
   */
  async getText(actor: Actor, id: number): Promise<string> {
    const text = await programs(this.deps.database.db, actor).findText(id);
    if (text === undefined) throw notFound('Program');
    return text;
  }

  async create(actor: Actor, body: ProgramInput): Promise<GovProgram> {
    const { ami_levels, limit_tables, ...fields } = body;
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const id = await programs(tx, actor).insert(fields);
          await new AmiLevelRepository(tx, actor.tenant).insertMany(id, ami_levels);
          if (limit_tables) await replaceLimitTables(tx, actor.tenant, id, limit_tables);
          const after = await programOf(tx, actor, id);
          await recordAudit(tx, actor, { action: 'create', entity: 'gov_program', entityId: id, after });
          return after;
        }),
      nameTaken,
    );
  }

  /**
   * Sets the fields sent, the others staying as stored (decision 037); levels sent replace the whole
   * set, keeping their ids where their key stays, and levels left out stay as they are.
   */
  async update(
    actor: Actor,
    id: number,
    body: ProgramChanges & { version?: number | undefined },
  ): Promise<GovProgram> {
    const { ami_levels, limit_tables, version: given, ...fields } = body;
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const before = await lockedProgram(tx, actor, id);
          const version = versionToApply(given, before.version);
          checkAssetRuleAsItWillStand(fields, before);
          if (!(await programs(tx, actor).updateFields(id, version, fields))) throw versionConflict();
          if (ami_levels) await applyLevelPlan(tx, actor, id, planLevels(before.ami_levels, ami_levels));
          if (limit_tables) await replaceLimitTables(tx, actor.tenant, id, limit_tables);
          const after = await programOf(tx, actor, id);
          await recordUpdate(tx, actor, { entity: 'gov_program', entityId: id, before, after }, given);
          return after;
        }),
      nameTaken,
    );
  }

  setStatus(actor: Actor, id: number, body: ProgramStatusBody): Promise<GovProgram> {
    return this.deps.database.db.transaction(async (tx) => {
      const current = await lockedProgram(tx, actor, id);
      const version = versionToApply(body.version, current.version);
      if (!(await programs(tx, actor).update(id, version, { status: body.status }))) {
        throw versionConflict();
      }
      const after = await programOf(tx, actor, id);
      // Only what a status change changes: the levels (often hundreds) are the same on both sides.
      await recordUpdate(
        tx,
        actor,
        {
          entity: 'gov_program',
          entityId: id,
          before: { status: current.status, version: current.version },
          after: { status: after.status, version: after.version },
        },
        body.version,
      );
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    try {
      await this.deps.database.db.transaction(async (tx) => {
        const before = await lockedProgram(tx, actor, id);
        // Its levels go with it (ON DELETE CASCADE) unless a unit or occupancy points at either.
        await programs(tx, actor).delete(id);
        await recordAudit(tx, actor, { action: 'delete', entity: 'gov_program', entityId: id, before });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw inUse(
          'This program is used by units or occupancies, so it cannot be deleted; deactivate it instead',
        );
      }
      throw error;
    }
  }
}
