import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { configWarnings, isEmbedded, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseOptionsOf } from './db/database-options.ts';
import { migrate } from './db/migrate.ts';
import { localReportingDataKey } from './reporting-data-key.ts';

/** No request keeps an upload waiting this long. */
const LEFTOVER_UPLOAD_AGE_MS = 60 * 60 * 1000;

async function main() {
  const loaded = loadConfig();
  // Outside production a missing REPORTING_DATA_KEY is made once and kept 0600 in DATA_DIR (decision 066).
  const config = loaded.reportingDataKey
    ? loaded
    : { ...loaded, reportingDataKey: await localReportingDataKey(loaded.dataDir) };
  const database = await openDatabase(databaseOptionsOf(config));
  const { applied } = await migrate(database);
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // Stops here, naming UPLOADS_WAITING_DIR, if applications' documents could not wait there.
  await app.deps.spool.prepare();
  // Uploads a stopped server left waiting (decision 095). The embedded database's lock makes this
  // server DATA_DIR's only one; servers of a PostgreSQL server may share it, so theirs keep an hour.
  const leftovers = await app.deps.spool.removeLeftovers(isEmbedded(config) ? 0 : LEFTOVER_UPLOAD_AGE_MS);
  if (leftovers > 0) app.log.info({ leftovers }, 'removed uploads left by a stopped server');
  for (const warning of configWarnings(config)) app.log.warn(warning);

  const first = await bootstrap(config, database);
  if (first.created && first.generatedPassword) {
    // Printed once on the console: the only place this password ever appears.
    process.stdout.write(
      `\n  First start: created the organization "${config.organizationName}".\n` +
        `  Log in as "${first.adminUsername}" with the password: ${first.generatedPassword}\n` +
        '  Change it under Users after logging in. It will not be shown again.\n\n',
    );
  } else if (!first.created && !isEmbedded(config)) {
    app.log.info('database already set up (or create an organization with: npm run cli -- create-org)');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // First new requests get 503 and every answer closes its connection; then close() stops
    // listening and waits for whatever is still running.
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    `Lar is running at http://${shownHost}:${port}  (${isEmbedded(config) ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Lar failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
