import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';

/** What every module needs from the outside world, built once in main.ts (or a test helper). */
export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
