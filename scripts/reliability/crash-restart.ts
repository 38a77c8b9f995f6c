/**
 * Crash and graceful-stop checks against the built server (`npm run build` first), on the default
 * engine, the embedded PostgreSQL (decisions 060, 065: after the SIGKILL its server is left running
 * and the restart must recover it) and, when TEST_DATABASE_URL is set, on a PostgreSQL server:
 *  1. write under load, SIGKILL the server, restart it on the same data, and check that every write
 *     that was answered 2xx is there (rows lost must be 0);
 *  2. SIGTERM under load: in-flight requests finish, later ones get 503 or a refused connection,
 *     and no connection is reset mid-answer.
 * Prints its figures and exits non-zero when a promise is broken.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findBinaries, platformPackageName } from '../../server/src/db/embedded-postgres-binaries.ts';
import { clusterUser, unreachableFolders } from '../../server/src/db/embedded-postgres-user.ts';
import { exitOf, startServer } from '../lib/server.ts';
import { removeDataDir, throwawayDataDir } from '../lib/throwaway-data-dir.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { username: 'reliability', password: `Rel-${randomBytes(9).toString('base64url')}` };
const WRITERS = 8;
const WRITE_MS = 2500;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Mode {
  name: string;
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

/** PostgreSQL from the npm binaries in DATA_DIR; cleaned up by stopping whatever server a failure left. */
async function embeddedPostgresMode(): Promise<Mode> {
  const dir = throwawayDataDir('lar-crash-pg-');
  return { name: 'embedded PostgreSQL', env: { DATA_DIR: dir }, cleanup: () => removeDataDir(dir) };
}

async function postgresMode(baseUrl: string): Promise<Mode> {
  const name = `lar_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function writeCandidate(baseUrl: string, token: string, n: number) {
  const email = `crash${n}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await fetch(`${baseUrl}/api/candidates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ full_name: `Crash Test ${n}`, email }),
  });
  if (res.status !== 201) return undefined;
  return { id: ((await res.json()) as { id: number }).id, email };
}

function errorCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

async function crashAndRestart(mode: Mode): Promise<{ acknowledged: number; lost: number; unknown: number }> {
  const port = await freePort();
  const env = { ...process.env, ...mode.env, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  const server = await startServer(root, env, port);
  const token = await login(server.baseUrl);
  const acknowledged: Array<{ id: number; email: string }> = [];
  let unknown = 0;
  let counter = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      try {
        const written = await writeCandidate(server.baseUrl, token, counter++);
        if (written) acknowledged.push(written);
      } catch {
        // The answer never came: the write may or may not have happened; only 2xx writes are promised.
        unknown++;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
  server.child.kill('SIGKILL');
  killed = true;
  await Promise.all(writers);
  // The writers notice the kill only when their connections fail, by which time the server may
  // have exited already.
  await exitOf(server.child);

  const again = await startServer(root, env, port);
  try {
    const token2 = await login(again.baseUrl);
    let lost = 0;
    for (const { id, email } of acknowledged) {
      const res = await fetch(`${again.baseUrl}/api/candidates/${id}`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      const body = res.ok ? ((await res.json()) as { email: string }) : undefined;
      if (body?.email !== email) lost++;
    }
    return { acknowledged: acknowledged.length, lost, unknown };
  } finally {
    await again.stop();
  }
}

async function gracefulStop(
  mode: Mode,
): Promise<{ completed: number; refused503: number; refusedConnect: number; resets: number; other: number }> {
  const port = await freePort();
  const env = { ...process.env, ...mode.env, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  const server = await startServer(root, env, port);
  const token = await login(server.baseUrl);
  const tally = { completed: 0, refused503: 0, refusedConnect: 0, resets: 0, other: 0 };
  let exited = false;
  server.child.once('exit', () => {
    exited = true;
  });
  const client = async (n: number) => {
    for (let i = 0; !exited; i++) {
      try {
        const res = await fetch(`${server.baseUrl}/api/candidates?limit=20&offset=${(n * i) % 50}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.status === 503) {
          // A client behind a load balancer goes to another instance once this one says 503.
          tally.refused503++;
          break;
        }
        if (res.ok) tally.completed++;
        else tally.other++;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ECONNREFUSED') tally.refusedConnect++;
        else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code.includes('other side closed'))
          tally.resets++;
        else tally.other++;
        if (code === 'ECONNREFUSED') break;
      }
    }
  };
  const clients = Array.from({ length: WRITERS * 2 }, (_, n) => client(n));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  server.child.kill('SIGTERM');
  await Promise.all(clients);
  // The clients stop at the first 503; the server may still be closing its connections, and the
  // database must outlive it (dropping it first made the closing server log lost connections).
  await exitOf(server.child);
  return tally;
}

async function main() {
  // The default engine is not skipped: where it cannot run, `npm start` cannot either.
  const binaries = await findBinaries();
  if (!binaries) {
    console.log(
      `reliability: FAILED, ${platformPackageName() ?? 'no package for this platform'} is not installed`,
    );
    process.exit(1);
  }
  // As root the cluster runs as an unprivileged account that must reach the binaries (decision 060).
  const account = await clusterUser();
  const blocked = account ? await unreachableFolders(binaries.packageDir, account) : [];
  if (blocked.length > 0) {
    console.log(
      `reliability: FAILED, the embedded PostgreSQL's account cannot pass through ${blocked.join(', ')}`,
    );
    process.exit(1);
  }
  const modes: Array<() => Promise<Mode>> = [embeddedPostgresMode];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) modes.push(() => postgresMode(pgUrl));
  let failed = false;
  for (const makeMode of modes) {
    const mode = await makeMode();
    try {
      const crash = await crashAndRestart(mode);
      console.log(
        `${mode.name} SIGKILL under writes: ${crash.acknowledged} writes answered 201, ${crash.unknown} unanswered, ${crash.lost} lost`,
      );
      if (crash.lost > 0 || crash.acknowledged === 0) failed = true;
      const stop = await gracefulStop(mode);
      console.log(
        `${mode.name} SIGTERM under load: ${stop.completed} completed, ${stop.refused503} answered 503, ` +
          `${stop.refusedConnect} connections refused after close, ${stop.resets} reset, ${stop.other} other`,
      );
      if (stop.resets > 0 || stop.other > 0 || stop.completed === 0) failed = true;
    } finally {
      await mode.cleanup();
    }
  }
  console.log(failed ? 'reliability: FAILED' : 'reliability: ok');
  process.exit(failed ? 1 : 0);
}

await main();
