import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

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
 * exits during the run loses its share, so the PostgreSQL figure is a lower bound.
 */
export class CpuMeter {
  private serverAtStart = 0;
  private postgresAtStart = new Map<number, number>();

  /** `database`: the PostgreSQL database the server uses; undefined for the embedded one. */
  constructor(
    private readonly serverPid: number,
    private readonly database: string | undefined,
  ) {}

  private backends(): number[] {
    return this.database === undefined ? [] : backendPids(this.database);
  }

  start(): void {
    this.serverAtStart = cpuSeconds(this.serverPid);
    this.postgresAtStart = new Map(this.backends().map((pid) => [pid, cpuSeconds(pid)]));
  }

  /** Milliseconds of CPU per request in the server process and in PostgreSQL since `start`. */
  stop(requests: number): { serverMs: number; postgresMs: number } {
    const server = cpuSeconds(this.serverPid) - this.serverAtStart;
    let postgres = 0;
    for (const pid of this.backends()) postgres += cpuSeconds(pid) - (this.postgresAtStart.get(pid) ?? 0);
    const per = (seconds: number) => (requests > 0 ? (seconds * 1000) / requests : 0);
    return { serverMs: per(server), postgresMs: per(postgres) };
  }
}
