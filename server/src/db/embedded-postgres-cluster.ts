import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresBinaries } from './embedded-postgres-binaries.ts';
import { type ClusterUser, chownIfNeeded, privateFolder, runAs } from './embedded-postgres-user.ts';

const execFileAsync = promisify(execFile);

/** The superuser initdb creates; on Unix it connects through the private socket only. */
export const SUPERUSER = 'lar';
/** The socket's name carries the port; in a private folder any number is free. */
export const UNIX_PORT = 5432;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating zero included. */
const MAX_SOCKET_PATH = 100;
const SETTINGS_FILE = 'lar-engine.conf';
export const SOCKET_PREFIX = 'lar-pg-';

/** Runs one of PostgreSQL's programs as `user`; rejects with what it printed. */
export async function runTool(
  file: string,
  args: string[],
  user: ClusterUser | undefined,
  timeoutMs = 180_000,
): Promise<void> {
  try {
    await execFileAsync(file, args, {
      ...runAs(user),
      // The binaries' own folder: the account may not be allowed into the server's working folder.
      cwd: path.dirname(file),
      env: { ...process.env, LC_MESSAGES: 'C' },
      timeout: timeoutMs,
      windowsHide: true,
    });
  } catch (error) {
    const { stderr, stdout, message } = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${path.basename(file)} ${args[0]}: ${(stderr || stdout || message).trim()}`);
  }
}

/**
 * `lc_ctype` for the cluster: a UTF-8 one where the system has it. Case rules and the sort order do
 * not depend on it: the builtin provider's C.UTF-8 gives Unicode case mapping everywhere and the
 * code-point order the "C"-collated columns and plans assume, as PGlite's C/C.UTF-8 does.
 */
async function systemCtype(): Promise<string> {
  if (process.platform === 'win32') return 'C';
  try {
    const { stdout } = await execFileAsync('locale', ['-a']);
    const available = new Set(stdout.split('\n').map((l) => l.trim()));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

export interface ClusterSetup {
  binaries: PostgresBinaries;
  user: ClusterUser | undefined;
  clusterDir: string;
  /** The superuser's password on Windows (TCP); undefined on Unix (the socket folder is private). */
  password: string | undefined;
  durable: boolean;
}

/**
 * initdb into a staging folder renamed into place when complete, so a start killed halfway leaves
 * no half-made cluster behind (the next start begins again).
 */
export async function initCluster(setup: ClusterSetup, passwordFile: string | undefined): Promise<void> {
  const { clusterDir, user } = setup;
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  if (existsSync(clusterDir)) {
    throw new Error(`${clusterDir} exists but holds no PostgreSQL cluster: move it away and start again`);
  }
  const staging = `${clusterDir}.initdb`;
  await rm(staging, { recursive: true, force: true });
  await privateFolder(staging, user);
  const auth = passwordFile
    ? ['--auth=scram-sha-256', `--pwfile=${passwordFile}`]
    : ['--auth-local=trust', '--auth-host=reject'];
  await runTool(
    setup.binaries.initdb,
    [
      `--pgdata=${staging}`,
      `--username=${SUPERUSER}`,
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--lc-collate=C',
      `--lc-ctype=${await systemCtype()}`,
      '--lc-messages=C',
      '--no-instructions',
      ...auth,
      ...(setup.durable ? [] : ['--no-sync']),
    ],
    user,
  );
  await appendFile(
    path.join(staging, 'postgresql.conf'),
    `\n# Lar writes the settings it owns at every start (decision 060).\ninclude_if_exists = '${SETTINGS_FILE}'\n`,
  );
  await rename(staging, clusterDir);
}

/** The superuser's password for TCP (Windows), made once and kept 0600 beside the cluster. */
export async function clusterPassword(dataDir: string): Promise<{ password: string; file: string }> {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return { password: (await readFile(file, 'utf8')).trim(), file };
  } catch {
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
    return { password, file };
  }
}

/** Where the socket goes: beside the cluster, or a private temporary folder when that path is too long. */
export async function socketFolder(dataDir: string, user: ClusterUser | undefined): Promise<string> {
  const beside = path.join(dataDir, 'postgres-socket');
  const fits = Buffer.byteLength(path.join(beside, `.s.PGSQL.${UNIX_PORT}`)) <= MAX_SOCKET_PATH;
  const dir = fits ? beside : await mkdtemp(path.join(os.tmpdir(), SOCKET_PREFIX));
  await privateFolder(dir, user);
  return dir;
}

/** A temporary socket folder (too long a DATA_DIR) is removed with its server; the one beside the data stays. */
export const isTemporarySocketFolder = (dir: string) =>
  path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(SOCKET_PREFIX);

/** A TCP port free on the loopback now (Windows); the start retries if it is taken meanwhile. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The embedded cluster's shared buffers (decision 086). */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The settings Lar owns, rewritten at every start: where to listen, logging, memory, durability. */
export async function writeSettings(
  setup: ClusterSetup,
  listen: { socketDir: string | undefined; port: number },
): Promise<void> {
  const lines = [
    '# Written by Lar at every start of the embedded database (decision 060): edits here are lost.',
    listen.socketDir === undefined
      ? "listen_addresses = '127.0.0.1'"
      : // No TCP at all: only the owner of the private socket folder (and root) can connect.
        "listen_addresses = ''",
    `port = ${listen.port}`,
    `unix_socket_directories = ${quoted(listen.socketDir ?? '')}`,
    'unix_socket_permissions = 0700',
    // A week of logs, one file per weekday, each overwritten a week later.
    'logging_collector = on',
    "log_directory = 'log'",
    "log_filename = 'postgresql-%a.log'",
    'log_truncate_on_rotation = on',
    "log_rotation_age = '1d'",
    'log_rotation_size = 0',
    // A quarter of PostgreSQL's default (decision 086): the rest of the data is read from the
    // operating system's file cache, which the machine gets back when it needs it, where shared
    // buffers stay with the app. Measured no slower on either bench data set, and 106-110 MB less
    // at the peak. `ALTER SYSTEM SET shared_buffers` (postgresql.auto.conf) overrides it.
    `shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'`,
    ...(setup.durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
  ];
  const file = path.join(setup.clusterDir, SETTINGS_FILE);
  await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  await chownIfNeeded(file, setup.user);
}
