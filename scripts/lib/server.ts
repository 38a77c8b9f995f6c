import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/src/node-flags.ts';

/** Resolves once `child` has exited, also when it already has (an exit event would never come). */
export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Refuses a port something already listens on. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there first`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) with `env` and waits until it answers. Demo data
 * only when asked for: a benchmark's database is seeded on purpose.
 */
export async function startServer(
  root: string,
  env: NodeJS.ProcessEnv,
  port: number,
  options: { demoData?: boolean; stdout?: 'inherit' | 'ignore' } = {},
): Promise<RunningServer> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!existsSync(entry)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  // A server left on the port would answer the health check below in place of the new one.
  await assertPortFree(port);
  // With the flags `npm start` gives it, so what is measured is what runs.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOAD_DEMO_DATA: String(options.demoData ?? false),
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    child,
    stop: async () => {
      // autocannon returns without waiting for its last requests: let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
