import { readFileSync } from 'node:fs';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';

/** What `postmaster.pid` says of the server that wrote it (PostgreSQL's lock file, see miscadmin.h). */
export interface PostmasterLock {
  pid: number;
  port: number;
  /** The first Unix socket folder; empty when it listens on TCP only. */
  socketDir: string;
}

/** Who a running server serves: its data folder and the Lar processes holding it open. */
export interface Occupant {
  dataDir: string;
  /** Application names of the owners' marker connections (`lar owner <pid>`). */
  owners: string[];
}

export class EmbeddedDatabaseInUse extends Error {}

const lockFile = (clusterDir: string) => path.join(clusterDir, 'postmaster.pid');

/** The lock file's contents; 'unreadable' when it is empty or bogus (a start that crashed while writing it). */
export async function readPostmasterLock(
  clusterDir: string,
): Promise<PostmasterLock | 'unreadable' | undefined> {
  let text: string;
  try {
    text = await readFile(lockFile(clusterDir), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return 'unreadable';
  return { pid, port: Number(lines[3]), socketDir: lines[4]?.trim() ?? '' };
}

/**
 * Signal 0 checks for a process without touching it; EPERM means it exists but is another user's.
 * A process that exited but was not reaped yet (pg_ctl's postmaster is reparented to PID 1, which
 * reaps when it will) still answers signal 0: on Linux its state in /proc tells.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Waits up to `ms` for process `pid` to end; whether it did. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; processAlive(pid); ) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Whether process `pid` runs with `clusterDir` as its working folder, as a postmaster does: true or
 * false on Linux, undefined where /proc cannot tell.
 */
async function runsIn(pid: number, clusterDir: string): Promise<boolean | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    return (await readlink(`/proc/${pid}/cwd`)) === (await realpath(clusterDir));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? false : undefined;
  }
}

export interface Recovery {
  /** Asks the server of `lock` which data folder it serves and who holds it; undefined when it does not answer. */
  ask(lock: PostmasterLock): Promise<Occupant | undefined>;
  /** pg_ctl stop in that mode; resolves whether the server is gone. */
  stop(mode: 'fast' | 'immediate'): Promise<boolean>;
}

/**
 * Clears what a previous run left: a postmaster still running after its Lar process was killed
 * (kill -9, a crash) is stopped (fast, then immediate); a lock file whose PID is gone is left for
 * PostgreSQL, which replaces it and recovers from its WAL; a lock file naming a PID that another
 * program took since (a reboot) is removed, which PostgreSQL would refuse to do. A server that a
 * running Lar process holds (its marker connection is open) is not touched: that start is refused.
 * Resolves with what it did, for the log.
 */
export async function recoverPreviousRun(
  clusterDir: string,
  recovery: Recovery,
): Promise<string | undefined> {
  const lock = await readPostmasterLock(clusterDir);
  if (lock === undefined) return undefined;
  if (lock === 'unreadable') {
    await rm(lockFile(clusterDir), { force: true });
    return 'removed an empty postmaster.pid left by a start that crashed';
  }
  if (!processAlive(lock.pid)) return `the previous PostgreSQL (PID ${lock.pid}) ended without stopping`;
  const occupant = await recovery.ask(lock).catch(() => undefined);
  const ours = occupant
    ? (await realpath(occupant.dataDir).catch(() => occupant.dataDir)) === (await realpath(clusterDir))
    : await runsIn(lock.pid, clusterDir);
  if (ours === undefined) {
    throw new Error(
      `postmaster.pid in ${clusterDir} names PID ${lock.pid}, which is running and does not answer. ` +
        'If it is PostgreSQL on this folder, stop it; if not, remove postmaster.pid.',
    );
  }
  if (!ours) {
    await rm(lockFile(clusterDir), { force: true });
    return `removed postmaster.pid: its PID ${lock.pid} now belongs to another program`;
  }
  if (occupant && occupant.owners.length > 0) {
    throw new EmbeddedDatabaseInUse(
      `The embedded database in ${clusterDir} is in use by another Lar process ` +
        `(${occupant.owners.join(', ')}). Stop it first.`,
    );
  }
  if (!(await recovery.stop('fast')) && !(await recovery.stop('immediate'))) {
    throw new Error(`PostgreSQL left running by a previous run (PID ${lock.pid}) did not stop`);
  }
  return `stopped PostgreSQL left running by a previous run (PID ${lock.pid})`;
}
