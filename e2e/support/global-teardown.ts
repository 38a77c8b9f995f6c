import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeDataDir } from '../../scripts/lib/throwaway-data-dir.ts';

/** Removes the throw-away database and mail directories the config created for this run. */
export default async function globalTeardown(): Promise<void> {
  const mail = process.env.LAR_E2E_MAIL_DIR;
  if (mail && path.basename(mail).startsWith('lar-e2e-mail-') && mail.startsWith(tmpdir()))
    rmSync(mail, { recursive: true, force: true });
  const dir = process.env.LAR_E2E_DATA_DIR;
  if (!dir || !path.basename(dir).startsWith('lar-e2e-') || !dir.startsWith(tmpdir())) return;
  await removeDataDir(dir);
}
