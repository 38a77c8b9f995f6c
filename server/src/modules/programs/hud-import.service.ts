import { type AmiLevel, levelKey } from '@lar/contracts/ami-levels';
import type { HudImportPreview, HudImportRequest } from '@lar/contracts/hud-import';
import {
  type HeraSpecialLevel,
  hudHeraLevels,
  hudLevels,
  hudYear,
  pickArea,
  readHudFile,
} from '@lar/contracts/hud-limits';
import type { GovProgram } from '@lar/contracts/programs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { type LevelPlan, planLevels } from './ami-level-plan.ts';
import { replaceHeraSpecial } from './hera-special.repository.ts';
import { isProblem, unreadable } from './import-problems.ts';
import { applyLevelPlan, importIntoProgram, programOf } from './program.service.ts';

type Body = HudImportRequest;
/**
 * The area's published limits set against the program's stored levels: each is added, replaces a
 * stored value, or is already there. Nothing else of the program changes: its rent limits, other
 * AMI % and other years stay (HUD's files publish income limits only).
 */
function plan(
  body: Body,
  stored: AmiLevel[],
): { preview: HudImportPreview; plan: LevelPlan; year: number; hera: HeraSpecialLevel[] } {
  const file = readHudFile(body.csv);
  if (!file.layout) throw unreadable(file.problems);
  const area = pickArea(file.areas, body.area);
  if (isProblem(area)) throw unreadable([area]);
  const year = hudYear(file.layout, body.year);
  if (typeof year !== 'number') throw unreadable([year]);
  const { levels, problems } = hudLevels(file.layout, area, year);
  const hera = hudHeraLevels(file.layout, area);
  if (problems.length > 0 || hera.problems.length > 0) throw unreadable([...problems, ...hera.problems]);
  const levelPlan = planLevels(stored, levels, () => false);
  const storedByKey = new Map(stored.map((row) => [levelKey(row), row]));
  const updated = new Set(levelPlan.update.map(({ row }) => levelKey(row)));
  return {
    plan: levelPlan,
    year,
    hera: hera.levels,
    preview: {
      kind: file.layout.kind,
      year,
      area: {
        line: area.line,
        fips: area.fips,
        name: area.name,
        area_name: area.area_name,
        state: area.state,
      },
      levels: levels.map((level) => {
        const previous = storedByKey.get(levelKey(level));
        const action = !previous ? 'add' : updated.has(levelKey(level)) ? 'update' : 'unchanged';
        return { ...level, action, previous_value: previous?.limit_value ?? null };
      }),
      summary: {
        add: levelPlan.insert.length,
        update: levelPlan.update.length,
        unchanged: levelPlan.unchanged.length,
      },
      hera_special: file.layout.heraColumns.length > 0 ? hera.levels : null,
    },
  };
}

/** HUD's published income limits of one area written as a year's income tables of a program. */
export class HudImportService {
  constructor(private readonly deps: AppDeps) {}

  /** What the import would write and which stored values it replaces; writes nothing. */
  async preview(actor: Actor, id: number, body: Body): Promise<HudImportPreview> {
    const program = await programOf(this.deps.database.db, actor, id);
    return plan(body, program.ami_levels).preview;
  }

  /** Writes the area's limits in one transaction, with the program's audit record. */
  import(actor: Actor, id: number, body: Body): Promise<{ program: GovProgram; preview: HudImportPreview }> {
    return importIntoProgram(this.deps, actor, id, async (tx, before) => {
      const planned = plan(body, before.ami_levels);
      await applyLevelPlan(tx, actor, id, planned.plan);
      // An MTSP file with HERA special columns says which areas have them: the year's are replaced
      // by the area's. Without the columns the stored ones stay.
      if (planned.preview.hera_special !== null)
        await replaceHeraSpecial(tx, actor.tenant, id, planned.year, planned.hera);
      return { preview: planned.preview };
    });
  }
}
