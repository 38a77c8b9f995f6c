import { readFileSync } from 'node:fs';

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
