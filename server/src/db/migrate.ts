import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client.ts';

const MIGRATION_LOCK_KEY = 727_001;

/** The SQL files live beside this module in `migrations/`; the build copies them next to the bundle. */
export const defaultMigrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the committed SQL files in name order, each once, all in one transaction under a lock:
 * two instances starting together cannot both apply a file, and a failing file applies nothing.
 */
export async function migrate(handle: DbHandle, dir = defaultMigrationsDir): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await handle.exclusive(MIGRATION_LOCK_KEY, async (session) => {
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await session.exec(await readFile(path.join(dir, file), 'utf8'));
      await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return { applied };
}
