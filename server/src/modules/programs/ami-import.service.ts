import type { LEVEL_ACTIONS } from '@lar/contracts/ami-csv';
import {
  type AmiImportBody,
  type AmiImportPreview,
  CsvIssue,
  type CsvLineResult,
  checkAmiCsv,
  type ImportMode,
  type ImportSummary,
  toAmiCsv,
} from '@lar/contracts/ami-csv';
import { type AmiLevel, type AmiLevelInput, describeLevel, levelKey } from '@lar/contracts/ami-levels';
import { ErrorCode } from '@lar/contracts/errors';
import type { GovProgram } from '@lar/contracts/programs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type LevelPlan, planLevels } from './ami-level-plan.ts';
import { unreadable } from './import-problems.ts';
import { applyLevelPlan, importIntoProgram, programOf } from './program.service.ts';

type ImportBody = Required<Pick<AmiImportBody, 'csv'>> & { mode: ImportMode };

interface Classified {
  preview: AmiImportPreview;
  plan: LevelPlan;
}

const money = (n: number) => `$${n.toFixed(2)}`;

/**
 * Marks each good line with what it would do to the stored levels. In add mode a level the
 * program already has is a duplicate (a level has one value; replace mode changes values).
 */
function classify(lines: CsvLineResult[], stored: AmiLevel[], mode: ImportMode): Classified {
  const good = lines.filter((l) => l.status === 'ok' && l.level).map((l) => l.level as AmiLevelInput);
  const storedByKey = new Map(stored.map((row) => [levelKey(row), row]));
  const years = new Set(good.map((l) => l.year));
  const plan =
    mode === 'replace'
      ? planLevels(stored, good, (row) => years.has(row.year))
      : planLevels(
          [],
          good.filter((l) => !storedByKey.has(levelKey(l))),
          () => false,
        );
  const actionOf = new Map<string, (typeof LEVEL_ACTIONS)[number]>([
    ...plan.insert.map((l) => [levelKey(l), 'add'] as const),
    ...plan.update.map(({ row }) => [levelKey(row), 'update'] as const),
    ...plan.unchanged.map((row) => [levelKey(row), 'unchanged'] as const),
  ]);
  const classified = lines.map((line): CsvLineResult => {
    if (line.status !== 'ok' || !line.level) return line;
    const key = levelKey(line.level);
    const existing = storedByKey.get(key);
    if (mode === 'add' && existing) {
      return {
        ...line,
        status: 'duplicate',
        messages: [
          {
            field: 'line',
            code: CsvIssue.EXISTS,
            message: `The program already has the level ${describeLevel(line.level)} (${money(existing.limit_value)})`,
          },
        ],
      };
    }
    return { ...line, action: actionOf.get(key) ?? 'add' };
  });
  const count = (status: CsvLineResult['status']) => classified.filter((l) => l.status === status).length;
  const summary: ImportSummary = {
    lines: classified.length,
    ok: count('ok'),
    duplicate: count('duplicate'),
    error: count('error'),
    add: plan.insert.length,
    update: plan.update.length,
    unchanged: plan.unchanged.length,
    remove: plan.remove.length,
  };
  return {
    plan,
    preview: {
      mode,
      valid: summary.ok === summary.lines,
      summary,
      lines: classified,
      removed: plan.remove,
    },
  };
}

/** The CSV's lines checked and classified against the program's stored levels. */
function classifyCsv(body: ImportBody, stored: AmiLevel[]): Classified {
  const checked = checkAmiCsv(body.csv);
  if (checked.problems.length > 0) throw unreadable(checked.problems);
  return classify(checked.lines, stored, body.mode);
}

function badLines(preview: AmiImportPreview) {
  const bad = preview.lines.filter((l) => l.status !== 'ok');
  return new AppError(
    ErrorCode.VALIDATION_FAILED,
    `${bad.length} of ${preview.lines.length} lines have problems; nothing was imported`,
    bad.flatMap((l) =>
      l.messages.map((m) => ({
        field: `lines.${l.line}`,
        code: m.code,
        message: `Line ${l.line}: ${m.message}`,
      })),
    ),
  );
}

/** Slug for a download name: letters, digits and dashes only, so the header needs no quoting rules. */
const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'program';

export class AmiImportService {
  constructor(private readonly deps: AppDeps) {}

  /** What the import would do, line by line; writes nothing. */
  async preview(actor: Actor, id: number, body: ImportBody): Promise<AmiImportPreview> {
    const program = await programOf(this.deps.database.db, actor, id);
    return classifyCsv(body, program.ami_levels).preview;
  }

  /** All or nothing: any bad or duplicate line refuses the whole file. */
  import(
    actor: Actor,
    id: number,
    body: ImportBody,
  ): Promise<{ program: GovProgram; summary: ImportSummary }> {
    return importIntoProgram(this.deps, actor, id, async (tx, before) => {
      const { preview, plan } = classifyCsv(body, before.ami_levels);
      if (!preview.valid) throw badLines(preview);
      await applyLevelPlan(tx, actor, id, plan);
      return { summary: preview.summary };
    });
  }

  async exportCsv(actor: Actor, id: number): Promise<{ filename: string; csv: string }> {
    const program = await programOf(this.deps.database.db, actor, id);
    return { filename: `${fileSlug(program.name)}-ami-limits.csv`, csv: toAmiCsv(program.ami_levels) };
  }
}
