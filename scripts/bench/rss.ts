import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server (`npm run build` first) on the seeded database and waits until it answers. */
export async function startServer(
  root: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<RunningServer> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!existsSync(entry)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOAD_DEMO_DATA: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
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
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/** The process's resident set in MB, read from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples a process's RSS every 200 ms; `peakSince` gives the highest since the last reset. */
export class RssSampler {
  private peak = 0;
  private overall = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 200);
  }

  private sample(): void {
    try {
      const mb = rssMb(this.pid);
      this.peak = Math.max(this.peak, mb);
      this.overall = Math.max(this.overall, mb);
    } catch {
      // The process is gone.
    }
  }

  /** The peak since the previous call. */
  takePeak(): number {
    this.sample();
    const peak = this.peak;
    this.peak = 0;
    return peak;
  }

  stop(): number {
    clearInterval(this.timer);
    return this.overall;
  }
}
