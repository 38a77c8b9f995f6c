import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the throw-away database directory the config created for this run. */
export default function globalTeardown(): void {
  const dir = process.env.LAR_E2E_DATA_DIR;
  if (!dir || !path.basename(dir).startsWith('lar-e2e-') || !dir.startsWith(tmpdir())) return;
  rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
