// npm run seed -- --scale large|small [--reset]
// A deterministic data set for demos and benchmarks, on PostgreSQL (DATABASE_URL) or the embedded
// database (DATA_DIR). Refuses a database that already has organizations unless --reset.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/src/config.ts';
import { type DbHandle, openDatabase } from '../../server/src/db/client.ts';
import { DERIVED_TABLES } from '../../server/src/db/derived-tables.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createOrganization } from '../../server/src/modules/organizations/index.ts';
import { syncIdentity } from './bulk.ts';
import { IdAllocator } from './context.ts';
import { SECOND_ADMIN, SEED_ADMIN } from './credentials.ts';
import { createIndexes, dropSecondaryIndexes } from './indexes.ts';
import { seedOrganizationData } from './organization.ts';
import { Random } from './random.ts';
import { type OrgScale, SCALES } from './scale.ts';
import { timed } from './timing.ts';

const SEEDED_TABLES = [
  'property_managers',
  'property_manager_contacts',
  'properties',
  'property_contacts',
  'gov_programs',
  'ami_levels',
  'units',
  'unit_designations',
  'utility_allowances',
  'candidates',
  'occupancies',
  'applications',
];
/**
 * Seeded tables whose indexes stay during the load: the triggers of recertification_schedule read
 * the certifications of each inserted batch's occupancies by their index (migration 0029).
 */
const CERTIFIED_TABLES = ['income_certifications'];
const SEED_LOCK_KEY = 727_010;

async function prepare(database: DbHandle, reset: boolean): Promise<void> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
  if ((row?.n ?? 0) === 0) return;
  if (!reset) {
    throw new Error(
      'This database already has organizations. Use an empty one, or pass --reset to empty it.',
    );
  }
  // Every tenant table references organizations, so this empties all of them.
  await database.query('TRUNCATE organizations RESTART IDENTITY CASCADE');
}

interface OrgPlan {
  name: string;
  admin: { username: string; password: string };
  scale: OrgScale;
}

async function seed(database: DbHandle, plans: OrgPlan[], scryptLogN: number): Promise<void> {
  const organizationIds: number[] = [];
  for (const plan of plans) {
    const { organizationId } = await timed(`organization "${plan.name}"`, () =>
      createOrganization(
        database.db,
        { name: plan.name, adminUsername: plan.admin.username, adminPassword: plan.admin.password },
        scryptLogN,
      ),
    );
    organizationIds.push(organizationId);
  }
  // One transaction: a failure leaves no half-loaded data and no dropped index behind.
  await database.exclusive(SEED_LOCK_KEY, async (session) => {
    await session.exec("SET LOCAL maintenance_work_mem = '256MB'");
    // Triggers fill the derived tables from the seeded rows: their indexes wait for the end too.
    const indexes = await timed('drop secondary indexes', () =>
      dropSecondaryIndexes(session, [...SEEDED_TABLES, ...DERIVED_TABLES]),
    );
    const batch = 10_000;
    const ids = new IdAllocator();
    const random = new Random(20_240_601);
    for (const [i, plan] of plans.entries()) {
      process.stdout.write(`${plan.name}\n`);
      const organizationId = organizationIds[i] as number;
      await seedOrganizationData({ session, random, ids, batch, organizationId }, plan.scale);
    }
    // The applications' counts are added at commit (migration 0071); CREATE INDEX refuses a table
    // with such pending trigger events, so they run here.
    await session.exec('SET CONSTRAINTS ALL IMMEDIATE');
    await timed(
      'create secondary indexes',
      () => createIndexes(session, indexes),
      `${indexes.length} indexes`,
    );
    await timed('identity sequences', () => syncIdentity(session, [...SEEDED_TABLES, ...CERTIFIED_TABLES]));
  });
  // Fresh statistics for the planner; VACUUM also sets the visibility map for index-only scans.
  await timed('vacuum analyze', () => database.query('VACUUM ANALYZE'));
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: 'small' }, reset: { type: 'boolean', default: false } },
  });
  const scaleName = values.scale;
  if (scaleName !== 'large' && scaleName !== 'small') throw new Error('--scale must be large or small');
  const scale = SCALES[scaleName];
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded PostgreSQL in ${config.dataDir}`;
  process.stdout.write(`Seeding the ${scaleName} data set into ${where}\n`);
  const started = performance.now();
  try {
    await timed('migrations', () => migrate(database));
    await prepare(database, values.reset);
    await seed(
      database,
      [
        { name: 'Lar Bench Housing', admin: SEED_ADMIN, scale: scale.main },
        { name: 'Second Bench Housing', admin: SECOND_ADMIN, scale: scale.second },
      ],
      config.scryptLogN,
    );
  } finally {
    await database.close();
  }
  process.stdout.write(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n` +
      `Log in as "${SEED_ADMIN.username}" / "${SEED_ADMIN.password}" ` +
      `(second organization: "${SECOND_ADMIN.username}" / "${SECOND_ADMIN.password}").\n`,
  );
}

run().catch((error: unknown) => {
  process.stderr.write(
    `Seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
