import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { newKey, open, parseKey, SealedDataError, seal } from '../../src/lib/sealed-data.ts';
import { localReportingDataKey } from '../../src/reporting-data-key.ts';

/** Sealing at rest with AES-256-GCM (NIST SP 800-38D) and where its key comes from (decision 066). */
describe('seal and open', () => {
  const key = newKey();

  it('round-trips a value, with a fresh nonce each time', () => {
    const text = JSON.stringify({ ssn_last4: '9753', race_ethnicity: ['ASIAN'] });
    const a = seal(key, text, 'ctx');
    const b = seal(key, text, 'ctx');
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('9753'))).toBe(false);
    expect(open(key, a, 'ctx')).toBe(text);
    expect(open(key, b, 'ctx')).toBe(text);
  });

  it('refuses another key, another context and a changed byte', () => {
    const sealed = seal(key, 'secret', 'ctx');
    expect(() => open(newKey(), sealed, 'ctx')).toThrow(SealedDataError);
    expect(() => open(key, sealed, 'other')).toThrow(SealedDataError);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => open(key, changed, 'ctx')).toThrow(SealedDataError);
    expect(() => open(key, Buffer.from([9, 1, 2]), 'ctx')).toThrow(SealedDataError);
  });

  it('takes a key as base64 of exactly 32 bytes', () => {
    expect('key' in parseKey(Buffer.alloc(32, 1).toString('base64'))).toBe(true);
    expect(parseKey(Buffer.alloc(16, 1).toString('base64'))).toEqual({
      issue: 'Must be base64 of exactly 32 bytes',
    });
    expect(parseKey('not base64!')).toEqual({ issue: 'Must be base64' });
  });
});

describe('REPORTING_DATA_KEY', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is required in production, and a bad one is refused without repeating it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /REPORTING_DATA_KEY: Required in production/,
    );
    const bad = 'c2VjcmV0LXZhbHVl';
    let message = '';
    try {
      loadConfig({ REPORTING_DATA_KEY: bad });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REPORTING_DATA_KEY: Must be base64 of exactly 32 bytes');
    expect(message).not.toContain(bad);
    const good = Buffer.alloc(32, 3);
    expect(
      loadConfig({ NODE_ENV: 'production', REPORTING_DATA_KEY: good.toString('base64') }).reportingDataKey,
    ).toEqual(good);
    expect(loadConfig({}).reportingDataKey).toBeUndefined();
  });

  it('is made once outside production and kept 0600 in DATA_DIR', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lar-key-'));
    dirs.push(dir);
    const first = await localReportingDataKey(dir);
    expect(first).toHaveLength(32);
    expect(await localReportingDataKey(dir)).toEqual(first);
    expect(statSync(path.join(dir, 'reporting-data-key')).mode & 0o777).toBe(0o600);
  });
});
