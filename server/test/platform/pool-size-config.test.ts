import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/**
 * The pool's default follows the engine (decisions 065 and 088): the embedded database's backends
 * share the app's machine, so it opens three; a PostgreSQL server keeps ten; DATABASE_POOL_SIZE wins over both.
 */
describe('the database pool size', () => {
  it('is three on the embedded database and ten on a PostgreSQL server by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/lar-pool' }).databasePoolSize).toBe(3);
    expect(loadConfig({ DATABASE_URL: 'postgres://lar@db.example:5432/lar' }).databasePoolSize).toBe(10);
  });

  it('is the one DATABASE_POOL_SIZE names on either engine', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '7' }).databasePoolSize).toBe(7);
    expect(
      loadConfig({ DATABASE_POOL_SIZE: '20', DATABASE_URL: 'postgres://lar@db.example:5432/lar' })
        .databasePoolSize,
    ).toBe(20);
  });

  it('refuses a size that is not a whole number from 1 to 200', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
