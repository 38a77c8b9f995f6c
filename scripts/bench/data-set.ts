import type { DbHandle } from '../../server/src/db/client.ts';

const TABLES = [
  'property_managers',
  'properties',
  'units',
  'candidates',
  'occupancies',
  'gov_programs',
  'ami_levels',
];

async function organizationOf(database: DbHandle, adminUsername: string): Promise<number | undefined> {
  const [org] = await database.query<{ id: number }>(
    'SELECT organization_id AS id FROM users WHERE lower(username) = lower($1)',
    [adminUsername],
  );
  return org?.id;
}

/**
 * Removes the candidates this run's write route created, before the ceilings are measured: the
 * read routes ran before the writes, and their SQL must be replayed on the same data (the write
 * route's candidates all share one postal code, which would multiply that search's matches).
 * VACUUM marks the emptied pages all-visible again, as they were for the routes' index-only scans.
 */
export async function removeWrittenRows(database: DbHandle, adminUsername: string, runId: string) {
  const organizationId = await organizationOf(database, adminUsername);
  if (organizationId === undefined) return;
  await database.query('DELETE FROM candidates WHERE organization_id = $1 AND email LIKE $2', [
    organizationId,
    `bench-${runId}-%@example.org`,
  ]);
  await database.query('VACUUM ANALYZE candidates');
  // The application route's records: their notices first (kept otherwise, without the application).
  const runEmails = `bench-${runId}-%@example.org`;
  await database.query('DELETE FROM email_outbox WHERE to_address LIKE $1', [runEmails]);
  await database.query('DELETE FROM applications WHERE email LIKE $1', [runEmails]);
}

/** Row counts of the benchmark organization, for the report. */
export async function dataSetSummary(database: DbHandle, adminUsername: string): Promise<string> {
  const organizationId = await organizationOf(database, adminUsername);
  if (organizationId === undefined) return 'unknown';
  const counts: string[] = [];
  for (const table of TABLES) {
    const [row] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1`,
      [organizationId],
    );
    counts.push(`${(row?.n ?? 0).toLocaleString('en-US')} ${table.replaceAll('_', ' ')}`);
  }
  const [orgs] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
  return `the benchmark organization has ${counts.join(', ')}; ${orgs?.n ?? 0} organizations in all`;
}
