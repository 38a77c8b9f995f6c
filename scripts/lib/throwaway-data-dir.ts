import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processAlive, readPostmasterLock, waitForExit } from '../../server/src/db/embedded-postgres-lock.ts';

/**
 * A new DATA_DIR in the temporary folder for a server started by a script or a test run. As root
 * the embedded PostgreSQL runs as another account (decision 060), which must pass through it:
 * mkdtemp makes it 0700, so it is opened to passing (not listing). Its data is throw-away.
 */
export function throwawayDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

/**
 * Removes a DATA_DIR made by `throwawayDataDir`, first stopping the embedded PostgreSQL if a server
 * that was killed rather than stopped left it running (it would outlive its deleted folder).
 */
export async function removeDataDir(dir: string): Promise<void> {
  const lock = await readPostmasterLock(path.join(dir, 'postgres'));
  if (lock && lock !== 'unreadable' && processAlive(lock.pid)) {
    process.kill(lock.pid, 'SIGINT');
    await waitForExit(lock.pid, 60_000);
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
