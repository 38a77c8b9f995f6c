import { type AmiLevel, levelKey } from '@lar/contracts/ami-levels';
import { HIGH_HOME_PERCENTAGE } from '@lar/contracts/compliance/home-rents';
import {
  type HomeRentImportPreview,
  type HomeRentImportRequest,
  HomeRentIssue,
  homeRentLevels,
  homeRentYear,
  pickHomeRentArea,
  readHomeRentFile,
} from '@lar/contracts/home-rent-limits';
import type { GovProgram } from '@lar/contracts/programs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { type LevelPlan, planLevels } from './ami-level-plan.ts';
import { isProblem, unreadable } from './import-problems.ts';
import { applyLevelPlan, importIntoProgram, programOf } from './program.service.ts';

/**
 * The area's published HOME rents set against the program's stored levels. Only HOME programs
 * take them (their designations read them, home-rents.ts); nothing else of the program changes.
 */
function plan(
  program: GovProgram,
  body: HomeRentImportRequest,
): { preview: HomeRentImportPreview; plan: LevelPlan } {
  if (!program.home_program) {
    throw unreadable([
      {
        field: 'home_program',
        code: HomeRentIssue.NOT_HOME,
        message: 'HOME rents are imported into a HOME program only: mark the program as a HOME program first',
      },
    ]);
  }
  const file = readHomeRentFile(body.csv);
  if (file.problems.length > 0) throw unreadable(file.problems);
  const area = pickHomeRentArea(file.areas, body.area);
  if (isProblem(area)) throw unreadable([area]);
  const year = homeRentYear(file, body.year);
  if (typeof year !== 'number') throw unreadable([year]);
  const { levels, problems } = homeRentLevels(file, area, year);
  if (problems.length > 0) throw unreadable(problems);
  const stored: AmiLevel[] = program.ami_levels;
  const levelPlan = planLevels(stored, levels, () => false);
  const storedByKey = new Map(stored.map((row) => [levelKey(row), row]));
  const updated = new Set(levelPlan.update.map(({ row }) => levelKey(row)));
  return {
    plan: levelPlan,
    preview: {
      year,
      area: { line: area.line, name: area.name },
      levels: levels.map((level) => {
        const previous = storedByKey.get(levelKey(level));
        const action = !previous ? 'add' : updated.has(levelKey(level)) ? 'update' : 'unchanged';
        const tier = level.percentage === HIGH_HOME_PERCENTAGE ? 'high' : 'low';
        return { ...level, tier, action, previous_value: previous?.limit_value ?? null };
      }),
      summary: {
        add: levelPlan.insert.length,
        update: levelPlan.update.length,
        unchanged: levelPlan.unchanged.length,
      },
    },
  };
}

/** HUD's published High and Low HOME rents of one area written as a year's rent limits of a HOME program. */
export class HomeRentImportService {
  constructor(private readonly deps: AppDeps) {}

  /** What the import would write and which stored values it replaces; writes nothing. */
  async preview(actor: Actor, id: number, body: HomeRentImportRequest): Promise<HomeRentImportPreview> {
    return plan(await programOf(this.deps.database.db, actor, id), body).preview;
  }

  /** Writes the area's rents in one transaction, with the program's audit record. */
  import(
    actor: Actor,
    id: number,
    body: HomeRentImportRequest,
  ): Promise<{ program: GovProgram; preview: HomeRentImportPreview }> {
    return importIntoProgram(this.deps, actor, id, async (tx, before) => {
      const planned = plan(before, body);
      await applyLevelPlan(tx, actor, id, planned.plan);
      return { preview: planned.preview };
    });
  }
}
