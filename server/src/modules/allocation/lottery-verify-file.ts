import { readFile } from 'node:fs/promises';
import { verifyLotteryCsv } from '@lar/contracts/lottery-verify';
import { nodeHmacSha256 } from './lottery-hmac.ts';

interface Out {
  write(text: string): unknown;
}

/**
 * `npm run cli -- lottery:verify FILE` (decision 051): re-runs the lottery of a CSV export from its
 * seed and application ids and compares the order with the file's ranks. Exit status 0 when they
 * match, 1 when they differ, 2 when the file cannot be read or checked.
 */
export async function verifyLotteryFile(file: string | undefined, out: Out, err: Out): Promise<number> {
  if (!file) {
    err.write('Usage: npm run cli -- lottery:verify FILE.csv\n');
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    err.write(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const result = verifyLotteryCsv(text, nodeHmacSha256);
  if (result.outcome === 'UNREADABLE') {
    err.write(`Cannot check ${file} (${result.problem}): ${result.detail}\n`);
    return 2;
  }
  const facts = `${result.entries} entries, seed ${result.seed}, algorithm ${result.algorithm}`;
  if (result.outcome === 'MATCH') {
    out.write(`MATCH: re-running the lottery gives the file's order (${facts}).\n`);
    return 0;
  }
  const { rank, inFile, recomputed } = result.firstDifference;
  out.write(
    `MISMATCH: re-running the lottery gives another order (${facts}). ` +
      `First difference at rank ${rank}: the file has application ${inFile}, the re-run ${recomputed}.\n` +
      `Re-run order: ${result.recomputed.join(' ')}\n`,
  );
  return 1;
}
