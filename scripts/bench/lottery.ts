import type { DbHandle } from '../../server/src/db/client.ts';

/**
 * A listing's lottery over 10,000 applications (issue 24, decision 033): the applications are
 * written for one unit of the seed admin's organization, its listing's deadline set in the past,
 * the lottery run once through the API and timed, then everything it wrote and the applications
 * are removed and the listing is put back as it was, so every round and the data set stay the same.
 */

export const LOTTERY_ENTRIES = 10_000;
/** The goal for a lottery over 10,000 applications. */
export const LOTTERY_GOAL_SECONDS = 2;
/** The applications' e-mail domain: what the clean-up deletes by. */
const MARK = '@lottery-bench.invalid';

export interface LotteryFigures {
  entries: number;
  seconds: number;
}

interface Setup {
  organizationId: number;
  unitId: number;
  listing: { existed: boolean; deadline: string | null };
}

async function setUp(database: DbHandle, username: string): Promise<Setup> {
  const [owner] = await database.query<{ organization_id: number }>(
    'SELECT organization_id FROM users WHERE username = $1',
    [username],
  );
  if (!owner) throw new Error(`no account ${username}: seed first`);
  const organizationId = Number(owner.organization_id);
  const [unit] = await database.query<{ id: number; property_id: number }>(
    `SELECT u.id, u.property_id FROM units u
      WHERE u.organization_id = $1
        AND NOT EXISTS (SELECT 1 FROM lottery_runs r WHERE r.organization_id = u.organization_id AND r.unit_id = u.id)
      ORDER BY u.id LIMIT 1`,
    [organizationId],
  );
  if (!unit) throw new Error('no unit without a lottery');
  const [listing] = await database.query<{ deadline: string | null }>(
    'SELECT application_deadline::text AS deadline FROM unit_listings WHERE organization_id = $1 AND unit_id = $2',
    [organizationId, unit.id],
  );
  await database.query(
    `INSERT INTO unit_listings (organization_id, unit_id, listed, asking_rent, application_deadline)
     VALUES ($1, $2, false, NULL, DATE '2020-01-01')
     ON CONFLICT (organization_id, unit_id) DO UPDATE SET application_deadline = DATE '2020-01-01'`,
    [organizationId, unit.id],
  );
  await database.query(
    `INSERT INTO applications (organization_id, property_id, unit_id, reference, status, head_name, email,
        birth_date, members, household_size, annual_income, consent_at, submitted_at)
     SELECT $1, $2, $3, 'LAR-2026-' || lpad(nextval('application_reference_seq')::text, 6, '0'),
            CASE WHEN n % 2 = 0 THEN 'WAITLISTED' ELSE 'SUBMITTED' END,
            'Bench Applicant ' || n, 'applicant' || n || $4, DATE '1990-01-01',
            '[]'::jsonb, 1, 30000, now(), now() - make_interval(secs => n)
       FROM generate_series(1, $5::int) AS n`,
    [organizationId, unit.property_id, unit.id, MARK, LOTTERY_ENTRIES],
  );
  return {
    organizationId,
    unitId: Number(unit.id),
    listing: { existed: listing !== undefined, deadline: listing?.deadline ?? null },
  };
}

async function cleanUp(database: DbHandle, setup: Setup): Promise<void> {
  const { organizationId, unitId } = setup;
  const runs = await database.query<{ id: number }>(
    'DELETE FROM lottery_runs WHERE organization_id = $1 AND unit_id = $2 RETURNING id',
    [organizationId, unitId],
  );
  await database.query(
    `DELETE FROM audit_log WHERE organization_id = $1 AND entity = 'lottery_run' AND entity_id = ANY ($2::int[])`,
    [organizationId, runs.map((r) => Number(r.id))],
  );
  await database.query(
    'DELETE FROM applications WHERE organization_id = $1 AND unit_id = $2 AND email LIKE $3',
    [organizationId, unitId, `%${MARK}`],
  );
  if (setup.listing.existed)
    await database.query(
      'UPDATE unit_listings SET application_deadline = $3::date WHERE organization_id = $1 AND unit_id = $2',
      [organizationId, unitId, setup.listing.deadline],
    );
  else
    await database.query('DELETE FROM unit_listings WHERE organization_id = $1 AND unit_id = $2', [
      organizationId,
      unitId,
    ]);
}

/** Writes the applications, runs the lottery once through the API (timed), and removes what it wrote. */
export async function measureLottery(
  database: DbHandle,
  baseUrl: string,
  token: string,
  username: string,
): Promise<LotteryFigures> {
  const setup = await setUp(database, username);
  try {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/listings/${setup.unitId}/lottery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { ranked_ids?: number[] };
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 201) throw new Error(`the lottery answered ${response.status}`);
    return { entries: body.ranked_ids?.length ?? 0, seconds };
  } finally {
    await cleanUp(database, setup);
  }
}

/** The figures as a paragraph of docs/benchmarks.md, with the goal's verdict. */
export function lotteryParagraph(runs: LotteryFigures[]): string {
  const first = runs[0];
  if (!first) return '';
  const worst = Math.max(...runs.map((r) => r.seconds));
  return (
    `Lottery of one listing over ${first.entries.toLocaleString('en-US')} applications ` +
    '(`POST /api/listings/{unitId}/lottery`: the shuffle, the run, 10,000 ranks written and the ' +
    'audit entry in one transaction, and the answer with every rank), one run per round: ' +
    runs.map((r) => `${r.seconds.toFixed(2)} s`).join(', ') +
    `. Goal (<= ${LOTTERY_GOAL_SECONDS} s): ${worst <= LOTTERY_GOAL_SECONDS ? 'met' : 'missed'}.`
  );
}
