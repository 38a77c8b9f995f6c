import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newKey, parseKey } from './lib/sealed-data.ts';

/**
 * The reporting-data key of a site without REPORTING_DATA_KEY (development, a trial): made once at
 * the first start and kept 0600 in DATA_DIR beside the embedded database, as the embedded server's
 * password is (decision 066). Production refuses to start without the variable (config.ts).
 */
export async function localReportingDataKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'reporting-data-key');
  try {
    const parsed = parseKey(await readFile(file, 'utf8'));
    if ('key' in parsed) return parsed.key;
    throw new Error(`${file}: ${parsed.issue}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dataDir, { recursive: true });
    const key = newKey();
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  }
}
