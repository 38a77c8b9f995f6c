import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type DbHandle, openDatabase } from '../../src/db/client.ts';
import { databaseOptionsOf } from '../../src/db/database-options.ts';
import { testDatabase } from '../helpers/test-database.ts';

/**
 * Pooled connections are renewed after DATABASE_CONNECTION_LIFETIME_SECONDS, once free (decision
 * 094): 30 on the embedded database, never on a PostgreSQL server unless set.
 */
describe('the pool connections’ lifetime', () => {
  it('is 30 s on the embedded database and none on a server, and DATABASE_CONNECTION_LIFETIME_SECONDS wins', () => {
    const server = 'postgres://lar@db.example:5432/lar';
    expect(loadConfig({ DATA_DIR: '/tmp/lar-lifetime' }).databaseConnectionLifetimeSeconds).toBe(30);
    expect(loadConfig({ DATABASE_URL: server }).databaseConnectionLifetimeSeconds).toBe(0);
    expect(loadConfig({ DATABASE_CONNECTION_LIFETIME_SECONDS: '0' }).databaseConnectionLifetimeSeconds).toBe(
      0,
    );
    expect(
      loadConfig({ DATABASE_URL: server, DATABASE_CONNECTION_LIFETIME_SECONDS: '600' })
        .databaseConnectionLifetimeSeconds,
    ).toBe(600);
    expect(() => loadConfig({ DATABASE_CONNECTION_LIFETIME_SECONDS: '-1' })).toThrow(
      /DATABASE_CONNECTION_LIFETIME_SECONDS/,
    );
    expect(() => loadConfig({ DATABASE_CONNECTION_LIFETIME_SECONDS: 'soon' })).toThrow(
      /DATABASE_CONNECTION_LIFETIME_SECONDS/,
    );
  });

  it('reaches the pool the server opens', () => {
    expect(databaseOptionsOf(loadConfig({ DATA_DIR: '/tmp/lar-lifetime' }))).toEqual({
      url: undefined,
      dataDir: '/tmp/lar-lifetime',
      poolSize: 3,
      connectionLifetimeSeconds: 30,
    });
    const server = loadConfig({ DATABASE_URL: 'postgres://lar@db.example:5432/lar' });
    expect(databaseOptionsOf(server)).toMatchObject({ poolSize: 10, connectionLifetimeSeconds: 0 });
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const backend = async (q: Pick<DbHandle, 'query'>) =>
    (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid;

  /** A pool of one connection on a new database, closed and dropped after `use`. */
  async function withPool(lifetimeSeconds: number, use: (db: DbHandle) => Promise<void>) {
    const scratch = await testDatabase('lar_lifetime');
    const db = await openDatabase({
      url: scratch.url,
      dataDir: '',
      poolSize: 1,
      connectionLifetimeSeconds: lifetimeSeconds,
    });
    try {
      await use(db);
    } finally {
      await db.close();
      await scratch.drop();
    }
  }

  it('renews a connection past it once it is free; a transaction running then keeps its connection to its end', async () => {
    await withPool(1, async (db) => {
      const first = await backend(db);
      expect(first).toBeGreaterThan(0);
      expect(await backend(db)).toBe(first);
      await db.exclusive(4242, async (session) => {
        const before = await backend(session);
        await sleep(1300);
        // Past the lifetime inside the transaction: the same connection, which still answers.
        expect(await backend(session)).toBe(before);
      });
      const renewed = await backend(db);
      expect(renewed).toBeGreaterThan(0);
      expect(renewed).not.toBe(first);
    });
  });

  it('keeps a connection with 0', async () => {
    await withPool(0, async (db) => {
      const first = await backend(db);
      await sleep(1300);
      expect(await backend(db)).toBe(first);
    });
  });
});
