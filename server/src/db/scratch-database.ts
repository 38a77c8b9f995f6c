import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL: the server's URL with its name. */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `baseUrl`, named `<prefix>_<random hex>`: a
 * test file's or a schema dump's own, so runs side by side never see each other's tables.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** CREATE and DROP DATABASE cannot run inside a transaction or a pool's session: one client each. */
async function runOnServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
