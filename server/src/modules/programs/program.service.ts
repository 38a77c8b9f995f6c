import type {
  GovProgram,
  ProgramInput,
  ProgramListQuery,
  ProgramStatusBody,
  ProgramSummary,
} from '@lar/contracts/programs';
import { describeLevel } from '@lar/contracts/programs';
import type { Queryable, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { duplicate, inUse, notFound, versionConflict } from '../../lib/app-error.ts';
import { isForeignKeyViolation, onUniqueViolation, referencedIdOf } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';
import { AmiLevelRepository, type AmiLevelRow, levelFields } from './ami-level.repository.ts';
import { type LevelPlan, planLevels } from './ami-level-plan.ts';
import { type ProgramJsonParts, ProgramRepository, type ProgramRow } from './program.repository.ts';

const nameTaken = () => duplicate('name', 'A program with this name already exists');

export function toProgramDto(row: ProgramRow, levels: AmiLevelRow[]): GovProgram {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    jurisdiction: row.jurisdiction,
    subsidy_type: row.subsidyType,
    eligibility_criteria: row.eligibilityCriteria,
    recertification_frequency: row.recertificationFrequency,
    limits_update_frequency: row.limitsUpdateFrequency,
    required_documents: row.requiredDocuments,
    status: row.status,
    notes: row.notes,
    // Field by field: a program has hundreds of levels, and spreads cost more than naming them.
    ami_levels: levels.map((l) => ({
      id: l.id,
      year: l.year,
      percentage: l.percentage,
      limit_type: l.limitType,
      unit_type: l.unitType,
      limit_value: l.limitValue,
      version: l.version,
    })),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The answer from its parts: the object before the levels without its closing brace, the levels,
 * and the object after them without its opening one. Each object text always has both braces.
 */
const programJson = ({ before, levels, after }: ProgramJsonParts): string =>
  `${before.slice(0, -1)},"ami_levels":${levels},${after.slice(1)}`;

/** Finds the program in the caller's organization, or answers 404. */
export async function programOf(tx: Queryable, actor: Actor, id: number): Promise<ProgramRow> {
  const row = await new ProgramRepository(tx, actor.tenant).find(id);
  if (!row) throw notFound('Program');
  return row;
}

/** The program as it stands now in the transaction, for answers and audit rows. */
export async function snapshot(tx: Queryable, actor: Actor, row: ProgramRow): Promise<GovProgram> {
  return toProgramDto(row, await new AmiLevelRepository(tx, actor.tenant).listFor([row.id]));
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
        ? `The level ${describeLevel(levelFields(used))} is used by units, so it cannot be removed`
        : 'A level you removed is used by units, so it cannot be removed',
    );
  }
  await levels.updateValues(plan.update);
  await levels.insertMany(programId, plan.insert);
}

export class ProgramService {
  constructor(private readonly deps: AppDeps) {}

  async summaries(
    actor: Actor,
    query: ProgramListQuery,
  ): Promise<{ programs: ProgramSummary[]; total: number }> {
    const { rows, total } = await new ProgramRepository(this.deps.database.db, actor.tenant).summaries(query);
    const programs = rows.map((r) => ({
      id: r.id,
      name: r.name,
      scope: r.scope,
      jurisdiction: r.jurisdiction,
      status: r.status,
      version: r.version,
      level_count: r.levelCount,
      first_year: r.firstYear,
      last_year: r.lastYear,
    }));
    return { programs, total };
  }

  async list(actor: Actor, query: ProgramListQuery): Promise<{ programs: GovProgram[]; total: number }> {
    const { db } = this.deps.database;
    const { rows, total } = await new ProgramRepository(db, actor.tenant).list(query);
    const levels = await new AmiLevelRepository(db, actor.tenant).listFor(rows.map((r) => r.id));
    const levelsOf = new Map<number, AmiLevelRow[]>();
    for (const level of levels) {
      const list = levelsOf.get(level.programId);
      if (list) list.push(level);
      else levelsOf.set(level.programId, [level]);
    }
    return { programs: rows.map((r) => toProgramDto(r, levelsOf.get(r.id) ?? [])), total };
  }

  /**
   * One program as its answer's JSON text, the parts PostgreSQL wrote joined in the schema's field
   * order (`programJson`). The program and its levels come from one statement, so from one
   * snapshot: levels replaced since arrive with the program's older version, and saving on top of
   * them is refused as a version conflict.
   */
  async getJson(actor: Actor, id: number): Promise<string> {
    const parts = await new ProgramRepository(this.deps.database.db, actor.tenant).findJson(id);
    if (!parts) throw notFound('Program');
    return programJson(parts);
  }

  async create(actor: Actor, body: ProgramInput): Promise<GovProgram> {
    const { ami_levels, ...fields } = body;
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const row = await new ProgramRepository(tx, actor.tenant).insert(fields);
          await new AmiLevelRepository(tx, actor.tenant).insertMany(row.id, ami_levels);
          const after = await snapshot(tx, actor, row);
          await recordAudit(tx, actor, { action: 'create', entity: 'gov_program', entityId: row.id, after });
          return after;
        }),
      nameTaken,
    );
  }

  /** Replaces the fields and the whole level set; levels keep their ids where their key stays. */
  async update(actor: Actor, id: number, body: ProgramInput & { version: number }): Promise<GovProgram> {
    const { ami_levels, version, ...fields } = body;
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const current = await programOf(tx, actor, id);
          if (current.version !== version) throw versionConflict();
          const before = await snapshot(tx, actor, current);
          // The conditional update locks the row: a concurrent edit waits, then finds a newer version.
          const row = await new ProgramRepository(tx, actor.tenant).updateFields(id, version, fields);
          if (!row) throw versionConflict();
          const stored = await new AmiLevelRepository(tx, actor.tenant).listFor([id]);
          await applyLevelPlan(tx, actor, id, planLevels(stored, ami_levels));
          const after = await snapshot(tx, actor, row);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'gov_program',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      nameTaken,
    );
  }

  setStatus(actor: Actor, id: number, body: ProgramStatusBody): Promise<GovProgram> {
    return this.deps.database.db.transaction(async (tx) => {
      const current = await programOf(tx, actor, id);
      if (current.version !== body.version) throw versionConflict();
      const row = await new ProgramRepository(tx, actor.tenant).update(id, body.version, {
        status: body.status,
      });
      if (!row) throw versionConflict();
      const after = await snapshot(tx, actor, row);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'gov_program',
        entityId: id,
        before: { status: current.status, version: current.version },
        after: { status: row.status, version: row.version },
      });
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    try {
      await this.deps.database.db.transaction(async (tx) => {
        const before = await snapshot(tx, actor, await programOf(tx, actor, id));
        // Its levels go with it (ON DELETE CASCADE) unless a unit or occupancy points at either.
        await new ProgramRepository(tx, actor.tenant).delete(id);
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
