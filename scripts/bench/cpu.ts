import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU seconds from /proc: its own (user + system) and its waited-for children's; 0 once it is gone. */
function cpuTimes(pid: number): { own: number; children: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      own: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      children: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
    };
  } catch {
    return { own: 0, children: 0 };
  }
}

const cpuSeconds = (pid: number): number => cpuTimes(pid).own;

/**
 * PostgreSQL backends serving `database` (titled `postgres: [cluster:] <user> <database> <client>`);
 * other databases on the same server, such as test runs, are not counted.
 */
function backendPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/**
 * CPU time used between `start` and `stop`, per request: unlike latency, it does not change when
 * other work shares the machine, so it compares runs made under different load. A backend that
 * exits during the run (its connection renewed, decision 094) is counted through its parent's
 * children's time when `postmasterPid` names the parent, which only the embedded cluster's may: a
 * shared server's postmaster also reaps other databases' backends. Without it, such a backend
 * loses its share and the PostgreSQL figure is a lower bound.
 */
export class CpuMeter {
  private serverAtStart = 0;
  private postgresAtStart = new Map<number, number>();
  private reapedAtStart = 0;

  /** `database`: the PostgreSQL database the server uses; undefined for the embedded one. */
  constructor(
    private readonly serverPid: number,
    private readonly database: string | undefined,
    private readonly postmasterPid: () => number | undefined = () => undefined,
  ) {}

  private backends(): number[] {
    return this.database === undefined ? [] : backendPids(this.database);
  }

  /** The CPU seconds of the postmaster's exited children; undefined without a postmaster to ask. */
  private reaped(): number | undefined {
    const pid = this.postmasterPid();
    return pid === undefined ? undefined : cpuTimes(pid).children;
  }

  start(): void {
    this.serverAtStart = cpuSeconds(this.serverPid);
    this.postgresAtStart = new Map(this.backends().map((pid) => [pid, cpuSeconds(pid)]));
    this.reapedAtStart = this.reaped() ?? 0;
  }

  /** Milliseconds of CPU per request in the server process and in PostgreSQL since `start`. */
  stop(requests: number): { serverMs: number; postgresMs: number } {
    const server = cpuSeconds(this.serverPid) - this.serverAtStart;
    const running = this.backends();
    let postgres = 0;
    for (const pid of running) postgres += cpuSeconds(pid) - (this.postgresAtStart.get(pid) ?? 0);
    const reaped = this.reaped();
    if (reaped !== undefined) {
      // An exited backend's whole life is in its parent's children's time: less what it had used by `start`.
      postgres += reaped - this.reapedAtStart;
      for (const [pid, atStart] of this.postgresAtStart) if (!running.includes(pid)) postgres -= atStart;
    }
    const per = (seconds: number) => (requests > 0 ? (seconds * 1000) / requests : 0);
    return { serverMs: per(server), postgresMs: per(postgres) };
  }
}
