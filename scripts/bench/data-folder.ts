import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type BenchScale = 'small' | 'large';

/** Written into a bench data folder once its seed has finished, so a half-seeded folder is seeded again. */
const SEEDED_MARKER = 'bench-seeded.json';

/**
 * `npm run bench -- --scale small|large` without DATABASE_URL and DATA_DIR: the embedded database in
 * `.data-bench/<engine>-<scale>`, seeded at that scale on first use (seconds for small, about a
 * minute and a half for large), so one command measures either data set from nothing.
 * Returns the folder, for DATA_DIR.
 */
export function benchDataFolder(root: string, engine: string, scale: BenchScale): string {
  const folder = path.join(root, '.data-bench', `${engine}-${scale}`);
  const marker = path.join(folder, SEEDED_MARKER);
  if (existsSync(marker) && (JSON.parse(readFileSync(marker, 'utf8')) as { scale?: string }).scale === scale)
    return folder;
  process.stdout.write(`Seeding the ${scale} data set into ${folder}\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder };
  delete env.DATABASE_URL;
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed/main.ts', '--scale', scale, '--reset'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${folder} failed (exit ${seeded.status})`);
  writeFileSync(marker, JSON.stringify({ scale, seededAt: new Date().toISOString() }));
  return folder;
}
