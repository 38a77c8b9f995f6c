import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The process's resident set in MB, read from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The process's proportional set in MB: its private pages plus its share of pages it shares.
 * PostgreSQL's processes share `shared_buffers` and the binary's pages, so the sum of their RSS
 * counts those once per process; the sum of their PSS counts them once.
 */
function pssMb(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
}

/** The postmaster of the embedded cluster in `dataDir`, from its pid file; undefined when it is not running. */
export function embeddedPostmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** The postmaster of the embedded cluster in `dataDir` and its children (backends, checkpointer, ...). */
export function embeddedClusterPids(dataDir: string): number[] {
  const postmaster = embeddedPostmasterPid(dataDir);
  if (postmaster === undefined) return [];
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

export interface MemoryPeak {
  /** The server process's RSS. */
  serverMb: number;
  /** Every process involved (server, and the embedded cluster's when there is one), by PSS. */
  totalMb: number;
}

/**
 * Samples memory every 200 ms: the server's RSS and the total of every process the app runs
 * (`otherPids`: the embedded cluster's). `takePeak` gives the highest since its last call.
 */
export class MemorySampler {
  private peak: MemoryPeak = { serverMb: 0, totalMb: 0 };
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly serverPid: number,
    private readonly otherPids: () => number[] = () => [],
  ) {
    this.timer = setInterval(() => this.sample(), 200);
  }

  private sample(): void {
    try {
      const serverMb = rssMb(this.serverPid);
      let totalMb = pssMb(this.serverPid);
      for (const pid of this.otherPids()) {
        try {
          totalMb += pssMb(pid);
        } catch {
          // Exited between the listing and the read.
        }
      }
      this.peak = {
        serverMb: Math.max(this.peak.serverMb, serverMb),
        totalMb: Math.max(this.peak.totalMb, totalMb),
      };
    } catch {
      // The server is gone.
    }
  }

  /** The peak since the previous call. */
  takePeak(): MemoryPeak {
    this.sample();
    const peak = this.peak;
    this.peak = { serverMb: 0, totalMb: 0 };
    return peak;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
