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

/**
 * Row counts of the benchmark organization, for the report; also removes the candidates this
 * run's write route created, so repeated runs measure the same data set.
 */
export async function dataSetSummary(
  database: DbHandle,
  adminUsername: string,
  runId: string,
): Promise<string> {
  const [org] = await database.query<{ id: number }>(
    'SELECT organization_id AS id FROM users WHERE lower(username) = lower($1)',
    [adminUsername],
  );
  if (!org) return 'unknown';
  await database.query('DELETE FROM candidates WHERE organization_id = $1 AND email LIKE $2', [
    org.id,
    `bench-${runId}-%@example.org`,
  ]);
  const counts: string[] = [];
  for (const table of TABLES) {
    const [row] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1`,
      [org.id],
    );
    counts.push(`${(row?.n ?? 0).toLocaleString('en-US')} ${table.replaceAll('_', ' ')}`);
  }
  const [orgs] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
  return `the benchmark organization has ${counts.join(', ')}; ${orgs?.n ?? 0} organizations in all`;
}
