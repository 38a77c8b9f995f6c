import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { applicationInsert, insertApplication } from '../applications/application-fixtures.ts';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, type TestOrg } from '../helpers/test-app.ts';

const { t, org: first, other: second } = useTwoOrgs('appcountsfirst', 'appcountssecond');

/**
 * The applications list's totals of an organization, a property and a status come from counts kept
 * by triggers (migration 0070); with a preference, the flag or a text they are counted among the
 * matches. Either way the header must say how many rows the list holds.
 */

async function totalOf(org: TestOrg, query: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/applications?${query}`, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

type Count = { organization_id: number; property_id: number; status: string; n: number };

/**
 * The trigger-kept counts must equal counting the rows themselves, for every organization: each
 * property's, and the organization's under property 0.
 */
async function expectCountsMatchRows() {
  const kept = await t.database.query<Count>(
    'SELECT organization_id, property_id, status, n::int AS n FROM application_counts WHERE n <> 0 ORDER BY 1, 2, 3',
  );
  const counted = await t.database.query<Count>(
    `SELECT organization_id, property_id, status, n::int AS n FROM (
       SELECT organization_id, property_id, status, count(*) AS n FROM applications GROUP BY 1, 2, 3
       UNION ALL
       SELECT organization_id, 0, status, count(*) FROM applications GROUP BY 1, 3) counts
      ORDER BY 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
  expect(kept.some((row) => row.property_id === 0)).toBe(true);
}

describe('application totals kept by triggers', () => {
  it('follow submissions, status changes and removals, per organization, property and status', async () => {
    const north = (await create.property(t, first.adminToken)).id;
    const south = (await create.property(t, first.adminToken)).id;
    const theirs = (await create.property(t, second.adminToken)).id;
    const submitted = [];
    for (let i = 0; i < 3; i++)
      submitted.push(await insertApplication(t, first.organizationId, { propertyId: north }));
    await insertApplication(t, first.organizationId, { propertyId: north, status: 'WAITLISTED' });
    await insertApplication(t, first.organizationId, { propertyId: south, duplicateFlag: true });
    await insertApplication(t, second.organizationId, { propertyId: theirs });

    const totals = async () => ({
      all: await totalOf(first, ''),
      north: await totalOf(first, `property_id=${north}`),
      northSubmitted: await totalOf(first, `property_id=${north}&status=SUBMITTED`),
      waitlisted: await totalOf(first, 'status=WAITLISTED'),
      // Counted among the matches: the flag.
      flagged: await totalOf(first, 'flagged=true'),
    });
    expect(await totals()).toEqual({ all: 5, north: 4, northSubmitted: 3, waitlisted: 1, flagged: 1 });
    expect(await totalOf(second, '')).toBe(1);
    // Another organization's property is not counted as the caller's: its list of it is empty.
    expect(await totalOf(first, `property_id=${theirs}`)).toBe(0);

    // Two of north's submissions move to the waitlist in one statement, as the lottery moves them.
    const [a, b, c] = submitted.map((s) => s.id);
    await t.database.query(`UPDATE applications SET status = 'WAITLISTED' WHERE id = ANY($1::int[])`, [
      [a, b],
    ]);
    expect(await totals()).toEqual({ all: 5, north: 4, northSubmitted: 1, waitlisted: 3, flagged: 1 });
    await t.database.query('DELETE FROM applications WHERE id = $1', [c]);
    expect(await totals()).toEqual({ all: 4, north: 3, northSubmitted: 0, waitlisted: 3, flagged: 1 });
    expect(await totalOf(second, '')).toBe(1);
    await expectCountsMatchRows();
  });

  /**
   * Decision 084: a submission adds to the organization's count when it commits. Before, its insert
   * locked the organization's count row until it committed, after storing its documents, so a
   * second submission to the organization, even to another property, waited for all of it.
   */
  it('do not make a second submission wait for an open one, and count both once committed', async () => {
    const east = (await create.property(t, first.adminToken)).id;
    const west = (await create.property(t, first.adminToken)).id;
    const before = await totalOf(first, '');
    await t.database.db.transaction(async (open) => {
      // Still open, as a submission is while it stores its documents.
      await rowsOf(open, applicationInsert(first.organizationId, { propertyId: east }));
      await t.database.db.transaction(async (second) => {
        // Waiting for the open transaction's lock would end here, with an error, after 2 s.
        await second.execute(sql`SET LOCAL lock_timeout = '2s'`);
        await rowsOf(second, applicationInsert(first.organizationId, { propertyId: west }));
      });
      // The committed one is counted; the open one is not, until it commits.
      expect(await totalOf(first, '')).toBe(before + 1);
      expect(await totalOf(first, `property_id=${west}`)).toBe(1);
      expect(await totalOf(first, `property_id=${east}`)).toBe(0);
    });
    expect(await totalOf(first, '')).toBe(before + 2);
    expect(await totalOf(first, `property_id=${east}&status=SUBMITTED`)).toBe(1);

    // Inserted and moved to the waitlist in one transaction: counted under its last status only.
    await t.database.db.transaction(async (tx) => {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        applicationInsert(first.organizationId, { propertyId: west }),
      );
      await tx.execute(sql`UPDATE applications SET status = 'WAITLISTED' WHERE id = ${row?.id}`);
    });
    expect(await totalOf(first, `property_id=${west}&status=SUBMITTED`)).toBe(1);
    expect(await totalOf(first, `property_id=${west}&status=WAITLISTED`)).toBe(1);
    // Inserted and removed in one transaction: not counted at all.
    await t.database.db.transaction(async (tx) => {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        applicationInsert(first.organizationId, { propertyId: west }),
      );
      await tx.execute(sql`DELETE FROM applications WHERE id = ${row?.id}`);
    });
    expect(await totalOf(first, `property_id=${west}`)).toBe(2);
    await expectCountsMatchRows();
  });
});
