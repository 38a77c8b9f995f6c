import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { backupTo, restoreFrom } from './db/backup.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { purgeApplications, verifyLotteryFile } from './modules/allocation/index.ts';
import { createMainAccount, createOrganization } from './modules/organizations/index.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                                   apply pending database migrations
  create-org --name N --admin-username U --admin-password P
                                            create an organization with its admin; prints its id
  create-user --organization-id N --username U --password P [--admin] [--email E]
                                            create a main account in organization N; prints its id
  backup FILE                               write every row to FILE (stop the server first when embedded)
  restore FILE                              replace every row with FILE's (same migrations; one transaction)
  purge-applications                        delete DECLINED and WITHDRAWN applications (and their documents)
                                            decided more than APPLICATION_RETENTION_DAYS days ago (default 365)
  lottery:verify FILE                       re-run a lottery from its CSV export (seed, application ids) and
                                            compare with its ranks; exit 0 on a match, 1 otherwise (no database)
`;

const COMMANDS = new Set(['migrate', 'create-org', 'create-user', 'backup', 'restore', 'purge-applications']);

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // Needs the file alone: anyone holding an export checks it without a server or a database.
  if (command === 'lottery:verify') return verifyLotteryFile(rest[0], process.stdout, process.stderr);
  const config = loadConfig();
  if (command === undefined || !COMMANDS.has(command)) {
    process.stderr.write(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    const { applied } = await migrate(database);
    if (command === 'migrate') {
      process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply.\n');
      return 0;
    }
    if (command === 'backup' || command === 'restore') {
      const file = rest[0];
      if (!file) {
        process.stderr.write(USAGE);
        return 2;
      }
      const started = Date.now();
      const result =
        command === 'backup' ? await backupTo(database, file) : await restoreFrom(database, file);
      process.stdout.write(
        `${command === 'backup' ? 'Backed up' : 'Restored'} ${result.rows} rows of ${result.tables} tables ` +
          `(${file}) in ${Date.now() - started} ms\n`,
      );
      return 0;
    }
    if (command === 'purge-applications') {
      const purged = await purgeApplications(database, config.applicationRetentionDays);
      process.stdout.write(
        `Purged ${purged.applications} applications and ${purged.documents} documents ` +
          `decided more than ${config.applicationRetentionDays} days ago.\n`,
      );
      return 0;
    }
    if (command === 'create-user') return await createUser(database, rest, config.scryptLogN);
    const { values } = parseArgs({
      args: rest,
      options: {
        name: { type: 'string' },
        'admin-username': { type: 'string' },
        'admin-password': { type: 'string' },
      },
    });
    if (!values.name || !values['admin-username'] || !values['admin-password']) {
      process.stderr.write(USAGE);
      return 2;
    }
    const { organizationId } = await database.db.transaction((tx) =>
      createOrganization(
        tx,
        {
          name: values.name!,
          adminUsername: values['admin-username']!,
          adminPassword: values['admin-password']!,
        },
        config.scryptLogN,
      ),
    );
    process.stdout.write(`${organizationId}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

async function createUser(database: DbHandle, args: string[], scryptLogN: number): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'organization-id': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  });
  const organizationId = Number(values['organization-id']);
  if (!Number.isInteger(organizationId) || organizationId < 1 || !values.username || !values.password) {
    process.stderr.write(USAGE);
    return 2;
  }
  const { username, password, email, admin } = values;
  const id = await database.db.transaction((tx) =>
    createMainAccount(tx, { organizationId, username, password, email, isAdmin: admin === true }, scryptLogN),
  );
  process.stdout.write(`${id}\n`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
