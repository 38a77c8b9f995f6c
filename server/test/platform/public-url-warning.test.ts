import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../../src/config.ts';
import { testDatabase } from '../helpers/test-database.ts';

/**
 * The server's start (main.ts, as `npm start` runs it) warns in its log when PUBLIC_URL is unset in
 * production: the links in applicant and visitor e-mails would be bare paths (decision 052).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const running: ChildProcess[] = [];
const dirs: string[] = [];
const databases: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const drop of databases.splice(0)) await drop();
});

/** Starts the server with `env` and answers its log lines once it says it is running. */
async function startLog(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lar-start-'));
  dirs.push(dataDir);
  const database = await testDatabase('lar_start');
  databases.push(database.drop);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOAD_DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      // A production start needs the key sealing reporting data (decision 066).
      REPORTING_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start within 120 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Lar is running at')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return output.split('\n').filter((line) => line.startsWith('{'));
}

const warnings = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);

describe('the start-up warning about PUBLIC_URL', () => {
  it('is logged by a production start without PUBLIC_URL', async () => {
    const logged = warnings(await startLog({ NODE_ENV: 'production' }));
    expect(logged.filter((m) => m.startsWith('PUBLIC_URL is not set'))).toHaveLength(1);
    expect(logged.join('\n')).toContain('links in e-mails to applicants and visitors are bare paths');
  }, 150_000);

  it('is one of the configuration warnings only in production and only while PUBLIC_URL is unset', () => {
    // A production configuration needs the reporting data key (decision 066).
    const key = { REPORTING_DATA_KEY: Buffer.alloc(32, 7).toString('base64') };
    const about = (env: Record<string, string>) =>
      configWarnings(loadConfig({ ...key, ...env })).filter((m) => m.includes('PUBLIC_URL'));
    expect(about({ NODE_ENV: 'production' })).toHaveLength(1);
    expect(about({ NODE_ENV: 'production', PUBLIC_URL: 'https://housing.example.org' })).toEqual([]);
    expect(about({ NODE_ENV: 'production', PUBLIC_URL: '  ' })).toHaveLength(1);
    expect(about({ NODE_ENV: 'development' })).toEqual([]);
    expect(about({})).toEqual([]);
  });
});
