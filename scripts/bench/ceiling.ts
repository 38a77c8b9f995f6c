import { buildApp } from '../../server/src/app.ts';
import type { AppConfig } from '../../server/src/config.ts';
import { type DbHandle, openDatabase } from '../../server/src/db/client.ts';
import type { LoadOptions, LoadResult } from './load.ts';

const SKIPPED = /^\s*(begin|commit|rollback|UPDATE sessions SET last_seen_at)\b/i;

export interface Statement {
  text: string;
  params: unknown[];
  /** Set for prepared statements, which the replay prepares the same way. */
  name?: string | undefined;
}

/**
 * The database side of each read route, in this process: the app is built on a database handle
 * that records statements, each route is called once (`inject`, with the benchmark's session), and
 * what it issued is replayed through the bare driver at the benchmark's concurrency.
 */
export class CeilingLab {
  private recording: Statement[] | undefined;

  private constructor(
    readonly database: DbHandle,
    private readonly app: Awaited<ReturnType<typeof buildApp>>,
  ) {}

  static async open(config: AppConfig): Promise<CeilingLab> {
    let lab: CeilingLab | undefined;
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      onQuery: (text, params, name) => lab?.recording?.push({ text, params, name }),
    });
    // No recertification notices on a timer: their statements would be recorded as the statements
    // of whichever route was being called when the timer fired (on a fresh seed, thousands).
    const app = await buildApp({
      config: {
        ...config,
        logLevel: 'silent',
        recertificationNoticeIntervalMs: 0,
        dashboardWarmupCheckMs: 0,
      },
      database,
    });
    lab = new CeilingLab(database, app);
    return lab;
  }

  /** A session for the seeded admin, through the app's own login route. */
  async login(username: string, password: string): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    const token = (response.json() as { token?: string }).token;
    if (!token) throw new Error(`login as ${username} failed (${response.statusCode}): seed first`);
    return token;
  }

  /** The JSON answer of a GET, for the fixtures the routes name (routes.ts, `readFixtures`). */
  async getJson(path: string, token: string): Promise<unknown> {
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json();
  }

  /**
   * The statements one request to `path` runs once warm. Left out: the session's last-seen write (at most
   * every 30 s per session, not per request) and transaction control, which a shared pool cannot
   * replay on one connection (so a route that reads in a transaction gets a slightly higher ceiling).
   */
  async capture(path: string, token: string): Promise<Statement[]> {
    const request = () =>
      this.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    // Under load the session comes from the session cache: the first call fills it unrecorded.
    await request();
    this.recording = [];
    const response = await request();
    const statements = this.recording;
    this.recording = undefined;
    if (response.statusCode !== 200)
      throw new Error(`${path} answered ${response.statusCode} while capturing`);
    return statements.filter((s) => !SKIPPED.test(s.text));
  }

  /** `connections` callers each run the statements back to back, for the given time. */
  async replay(statements: Statement[], options: LoadOptions): Promise<LoadResult> {
    const run = async (seconds: number) => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      const caller = async () => {
        while (performance.now() < until) {
          const started = performance.now();
          for (const s of statements) await this.database.query(s.text, s.params, { name: s.name });
          latencies.push(performance.now() - started);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: options.connections }, caller));
      return { latencies, seconds: (performance.now() - started) / 1000 };
    };
    if (options.warmupSeconds > 0) await run(options.warmupSeconds);
    const { latencies, seconds } = await run(options.durationSeconds);
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      requestsPerSecond: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      failures: 0,
      requests: latencies.length,
      firstAnswerMs: undefined,
    };
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.close();
  }
}
