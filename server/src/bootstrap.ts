import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { type AppConfig, isEmbedded } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { organizations } from './db/schema/organizations.ts';
import { loadDemoData } from './demo/demo-data.ts';
import { createOrganization } from './modules/organizations/index.ts';

const BOOTSTRAP_LOCK_KEY = 727_002;

export interface BootstrapResult {
  created: boolean;
  adminUsername?: string;
  /** Only when it was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
  demoData: boolean;
}

/**
 * First start on an empty database: one organization and its admin, from ADMIN_USERNAME and
 * ADMIN_PASSWORD, else (embedded mode only) `admin` with a random password. There is never a
 * fixed default password. The embedded mode also loads demo data unless told not to.
 */
export async function bootstrap(config: AppConfig, database: DbHandle): Promise<BootstrapResult> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(organizations);
    if ((existing?.n ?? 0) > 0) return { created: false, demoData: false };

    const embedded = isEmbedded(config);
    let adminUsername = config.adminUsername;
    let adminPassword = config.adminPassword;
    let generatedPassword: string | undefined;
    if (!adminUsername || !adminPassword) {
      if (!embedded) return { created: false, demoData: false };
      adminUsername = 'admin';
      generatedPassword = randomBytes(12).toString('base64url');
      adminPassword = generatedPassword;
    }
    const { organizationId, adminId } = await createOrganization(
      tx,
      { name: config.organizationName, adminUsername, adminPassword },
      config.scryptLogN,
    );
    const demoData = config.loadDemoData ?? embedded;
    if (demoData) await loadDemoData({ tx, organizationId, adminId });
    return { created: true, adminUsername, ...(generatedPassword ? { generatedPassword } : {}), demoData };
  });
}
