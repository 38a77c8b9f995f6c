import type { AppConfig } from '../config.ts';
import type { DatabaseOptions } from './client.ts';

/** The server's database as its configuration names it: where, how many connections, for how long. */
export function databaseOptionsOf(
  config: Pick<
    AppConfig,
    'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseConnectionLifetimeSeconds'
  >,
): DatabaseOptions {
  return {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    connectionLifetimeSeconds: config.databaseConnectionLifetimeSeconds,
  };
}
