import type { LoadResult } from './load.ts';
import type { BenchRoute } from './routes.ts';
import type { MemoryPeak } from './rss.ts';

export interface RouteFigures {
  route: BenchRoute;
  http: LoadResult;
  ceiling: LoadResult | undefined;
  memory: MemoryPeak;
  /** CPU milliseconds per request in the server process and in PostgreSQL. */
  cpuMs: { serverMs: number; postgresMs: number };
  /** The p99 of every run of the route, in round order (rounds.ts). */
  p99OfEachRun?: number[];
  /** The slowest first answer of the route's runs (load.ts), undefined for writes. */
  firstAnswerMs?: number | undefined;
}

export interface RunInfo {
  date: string;
  cores: number;
  cpu: string;
  node: string;
  database: string;
  dataSet: string;
  load: string;
  memory: MemoryPeak;
}

/** The issue's goals for one row (its median run), as a short verdict. */
function verdict(f: RouteFigures): string {
  const misses: string[] = [];
  if (f.route.kind === 'read') {
    const goal = f.route.p99GoalMs ?? 50;
    if (f.http.p99 > goal) misses.push(`p99 > ${goal} ms`);
    if (f.ceiling && f.http.requestsPerSecond < f.ceiling.requestsPerSecond / 2)
      misses.push('< 50 % of ceiling');
    if (f.route.name.startsWith('candidates by name') && f.http.p50 > 20) misses.push('p50 > 20 ms');
  }
  if (f.route.kind === 'write') {
    const goal = f.route.p99GoalMs ?? 100;
    if (f.http.p99 > goal) misses.push(`p99 > ${goal} ms`);
  }
  if (f.http.failures > 0) misses.push(`${f.http.failures} failed requests`);
  if (f.http.requests === 0) misses.push('no request completed');
  if (f.route.kind === 'baseline') return '';
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => v.toFixed(1);
const cpu = (v: number) => v.toFixed(2);
const pct = (v: number) => `${Math.round(v * 100)} %`;

export function table(figures: RouteFigures[]): string {
  const health = figures.find((f) => f.route.kind === 'baseline')?.http.requestsPerSecond ?? Number.NaN;
  const lines = [
    '| Route | req/s | p50 ms | p99 ms | p99 ms of each run | vs health | DB ceiling req/s | route / ceiling | CPU ms/req server + PostgreSQL | peak MB: server RSS, all PSS | goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const f of figures) {
    const c = f.ceiling;
    lines.push(
      `| ${f.route.name} | ${n0(f.http.requestsPerSecond)} | ${ms(f.http.p50)} | ${ms(f.http.p99)} | ` +
        `${(f.p99OfEachRun ?? [f.http.p99]).map(n0).join(', ')} | ` +
        `${pct(f.http.requestsPerSecond / health)} | ${c ? n0(c.requestsPerSecond) : ''} | ` +
        `${c ? pct(f.http.requestsPerSecond / c.requestsPerSecond) : ''} | ` +
        `${cpu(f.cpuMs.serverMs)} + ${cpu(f.cpuMs.postgresMs)} | ${n0(f.memory.serverMb)}, ${n0(f.memory.totalMb)} | ${verdict(f)} |`,
    );
  }
  return lines.join('\n');
}

/** First answers that took over a second: reported beside the table, which measures the kept answers. */
const SLOW_FIRST_ANSWER_MS = 1000;

/** The routes whose first answer after the server's start took over a second (the slowest of the rounds). */
export function firstAnswers(figures: RouteFigures[]): string {
  const slow = figures.filter((f) => (f.firstAnswerMs ?? 0) > SLOW_FIRST_ANSWER_MS);
  if (slow.length === 0) return "Every first answer after the server's start took under 1 s.";
  return `First answer after the server's start, where over 1 s (the table measures the answers after it): ${slow
    .map((f) => `${f.route.name} ${((f.firstAnswerMs ?? 0) / 1000).toFixed(1)} s`)
    .join('; ')}.`;
}

export function section(info: RunInfo, figures: RouteFigures[]): string {
  return [
    `Measured ${info.date} on ${info.cores} cores (${info.cpu}), Node ${info.node}, ${info.database}.`,
    `Data set: ${info.dataSet}.`,
    `Load: ${info.load}.`,
    '',
    table(figures),
    '',
    `Peak memory during the run: the server's RSS ${n0(info.memory.serverMb)} MB (goal <= 300 MB); ` +
      `every process the app runs, by PSS, ${n0(info.memory.totalMb)} MB.`,
    '',
    firstAnswers(figures),
  ].join('\n');
}
