import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded PostgreSQL server's URL when TEST_DATABASE_URL is not set, else ''. */
    embeddedPostgresUrl: string;
  }
}

/**
 * Without TEST_DATABASE_URL, one PostgreSQL cluster from the npm binaries for the whole run, the
 * engine `npm start` runs on (decisions 060, 065), started before the first test file and stopped
 * after the last; each test file makes its own database on it, as on TEST_DATABASE_URL's server.
 * One cluster for every worker: a test file runs in a process of its own, so a cluster per worker
 * would start once per file.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('embeddedPostgresUrl', '');
    return undefined;
  }
  const { startEmbeddedPostgres } = await import('../../src/db/embedded-postgres.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lar-test-pg-'));
  // As root PostgreSQL runs as another account, which must pass through this folder.
  await chmod(dataDir, 0o711);
  // Throw-away data: no fsync, as a test server would be configured.
  const cluster = await startEmbeddedPostgres({ dataDir, durable: false });
  project.provide('embeddedPostgresUrl', cluster.serverUrl);
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
