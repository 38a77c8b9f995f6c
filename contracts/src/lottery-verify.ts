import { parseCsv } from './csv.ts';
import { EXPORT_COLUMNS } from './export-columns.ts';
import { type HmacSha256, isLotterySeed, LOTTERY_ALGORITHM, lotteryOrder } from './lottery.ts';

/**
 * Re-running a lottery from its CSV export (decision 051): the file names every entry's
 * application id with its rank, and on every row the run's seed, algorithm and version. Anyone
 * holding the file re-computes the order with the documented algorithm (decision 033) and compares
 * it with the ranks the file shows. Pure: the HMAC is passed in, as for `lotteryOrder`.
 */

/** Why a file cannot be checked at all (as opposed to a check that finds a different order). */
export const LOTTERY_FILE_PROBLEMS = [
  'MISSING_COLUMN',
  'NO_ROWS',
  'BAD_RANK',
  'BAD_APPLICATION_ID',
  'DUPLICATE_APPLICATION_ID',
  'BAD_SEED',
  'MIXED_RUNS',
  'UNKNOWN_ALGORITHM',
] as const;
export type LotteryFileProblem = (typeof LOTTERY_FILE_PROBLEMS)[number];

export type LotteryVerification =
  | { outcome: 'MATCH'; seed: string; algorithm: string; entries: number }
  | {
      outcome: 'MISMATCH';
      seed: string;
      algorithm: string;
      entries: number;
      /** The first rank whose application differs, with the file's id and the re-run's. */
      firstDifference: { rank: number; inFile: number; recomputed: number };
      recomputed: number[];
    }
  | { outcome: 'UNREADABLE'; problem: LotteryFileProblem; detail: string };

type LotteryColumn = keyof (typeof EXPORT_COLUMNS)['lottery'];
const NEEDED = ['rank', 'application_id', 'seed', 'algorithm'] as const satisfies readonly LotteryColumn[];

/** The column index of each needed column, its header read in any of the export's languages or as its key. */
function columnIndexes(header: readonly string[]): Record<(typeof NEEDED)[number], number> | string {
  const found: Partial<Record<(typeof NEEDED)[number], number>> = {};
  for (const key of NEEDED) {
    const names = new Set<string>([key, ...EXPORT_COLUMNS.lottery[key]].map((n) => n.toLowerCase()));
    const index = header.findIndex((cell) => names.has(cell.trim().toLowerCase()));
    if (index < 0) return key;
    found[key] = index;
  }
  return found as Record<(typeof NEEDED)[number], number>;
}

const unreadable = (problem: LotteryFileProblem, detail: string): LotteryVerification => ({
  outcome: 'UNREADABLE',
  problem,
  detail,
});

const WHOLE = /^[0-9]+$/;

/**
 * Checks a lottery's CSV export: the ranks must be 1..n, each application id once, one seed and
 * one algorithm (the one this code implements); then the entries (the ids, ascending) are shuffled
 * again under the seed and the order compared with the file's, rank by rank.
 */
export function verifyLotteryCsv(text: string, hmac: HmacSha256): LotteryVerification {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const columns = header ? columnIndexes(header.cells) : 'rank';
  if (typeof columns === 'string') return unreadable('MISSING_COLUMN', `The file has no "${columns}" column`);
  if (rows.length === 0) return unreadable('NO_ROWS', 'The file has no ranks');
  const byRank: number[] = [];
  const seeds = new Set<string>();
  const algorithms = new Set<string>();
  for (const row of rows) {
    const cell = (index: number) => (row.cells[index] ?? '').trim();
    const rank = cell(columns.rank);
    const id = cell(columns.application_id);
    if (!WHOLE.test(rank) || Number(rank) < 1 || Number(rank) > rows.length || byRank[Number(rank) - 1])
      return unreadable('BAD_RANK', `Line ${row.line}: the ranks must be 1 to ${rows.length}, each once`);
    if (!WHOLE.test(id) || Number(id) < 1)
      return unreadable('BAD_APPLICATION_ID', `Line ${row.line}: "${id}" is not an application id`);
    byRank[Number(rank) - 1] = Number(id);
    seeds.add(cell(columns.seed));
    algorithms.add(cell(columns.algorithm));
  }
  if (new Set(byRank).size !== byRank.length)
    return unreadable('DUPLICATE_APPLICATION_ID', 'An application id is ranked twice');
  if (seeds.size !== 1 || algorithms.size !== 1)
    return unreadable('MIXED_RUNS', 'Every row must carry the same seed and algorithm');
  const [seed] = [...seeds] as [string];
  const [algorithm] = [...algorithms] as [string];
  if (!isLotterySeed(seed)) return unreadable('BAD_SEED', 'The seed is not 64 lowercase hexadecimal digits');
  if (algorithm !== LOTTERY_ALGORITHM)
    return unreadable('UNKNOWN_ALGORITHM', `"${algorithm}" is not ${LOTTERY_ALGORITHM}`);
  const recomputed = lotteryOrder(seed, byRank, hmac);
  const at = recomputed.findIndex((id, i) => id !== byRank[i]);
  const facts = { seed, algorithm, entries: byRank.length };
  if (at < 0) return { outcome: 'MATCH', ...facts };
  return {
    outcome: 'MISMATCH',
    ...facts,
    firstDifference: { rank: at + 1, inFile: byRank[at] as number, recomputed: recomputed[at] as number },
    recomputed,
  };
}
