import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import { COMPLIANCE_FIGURE_VIEWS, type DashboardAnswer } from '@lar/contracts/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { send, usePresidioPrograms } from '../compliance/compliance-fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { buildDashboardFixture, type DashboardFixture, dashboardOf } from './dashboard-fixtures.ts';

/**
 * Every dashboard figure is the length of the list its tile opens (decision 062): the list is read
 * with the query the tile's link gives its screen, on the fixed data set of dashboard-fixtures.ts.
 */

const { t, org } = useTwoOrgs('dash-links');
const programs = usePresidioPrograms(t, org);
let data: DashboardFixture;

beforeAll(async () => {
  data = await buildDashboardFixture(t, org, programs.presidio);
});

/** The rows a list answers for `query` (one page large enough for the data set), and its total. */
async function listOf(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams({ limit: '500' });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const res = await send(t, org.adminToken, 'GET', `${path}?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = json<unknown[]>(res);
  expect(Number(res.headers['x-total-count'])).toBe(rows.length);
  return rows.length;
}

/** Each tile's figure in the answer, and the list its link opens (with the property when chosen). */
function tiles(answer: DashboardAnswer, propertyId: number | undefined) {
  const report = (view?: string) => listOf('/api/compliance/occupancies', { property_id: propertyId, view });
  return [
    ['units', answer.units, () => listOf('/api/units', { property_id: propertyId })],
    ['vacant', answer.vacant, () => listOf('/api/units', { property_id: propertyId, vacant: 'true' })],
    ['occupied', answer.occupied, () => report()],
    // The over-income households: the occupancies list's over-income filter, the tile's own definition.
    [
      'over-income households',
      answer.over_income_households,
      () => listOf('/api/occupancies', { property_id: propertyId, over_income: 'true' }),
    ],
    ...RECERTIFICATION_BUCKETS.map(
      (bucket) =>
        [
          `bucket ${bucket}`,
          answer.recertifications[bucket],
          () => listOf('/api/recertifications', { property_id: propertyId, bucket }),
        ] as const,
    ),
    ...Object.entries(COMPLIANCE_FIGURE_VIEWS).map(
      ([figure, view]) =>
        [
          `compliance ${figure}`,
          answer.compliance[figure as keyof typeof COMPLIANCE_FIGURE_VIEWS],
          () => report(view),
        ] as const,
    ),
  ] as const;
}

describe('every dashboard figure equals the rows its link opens', () => {
  it('for the organization, with the pending occupancies too', async () => {
    const answer = await dashboardOf(t, org.adminToken);
    for (const [name, figure, list] of tiles(answer, undefined)) expect(await list(), name).toBe(figure);
    expect(await listOf('/api/occupancies', { status: 'PENDING' }), 'pending').toBe(
      answer.pending_occupancies,
    );
    // The data set has a row of each kind, so no figure passes by being zero on both sides.
    expect(answer.compliance).toMatchObject({ over_income: 1, over_rent: 1, missing_data: 1, overridden: 1 });
    expect(answer.over_income_households).toBe(1);
  });

  it('for each property', async () => {
    for (const propertyId of [data.propertyA, data.propertyB]) {
      const answer = await dashboardOf(t, org.adminToken, `?property_id=${propertyId}`);
      for (const [name, figure, list] of tiles(answer, propertyId))
        expect(await list(), `${name} of property ${propertyId}`).toBe(figure);
    }
  });

  it('over income opens the over-income households only, not the over-rent or overridden ones', async () => {
    const res = await send(
      t,
      org.adminToken,
      'GET',
      '/api/compliance/occupancies?view=over_income&limit=500',
    );
    const rows = json<Array<{ status: string; reasons: string[] }>>(res);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('exception');
      expect(row.reasons.some((r) => r === 'OVER_INCOME' || r === 'OVER_INCOME_LINE')).toBe(true);
    }
    const bad = await send(t, org.adminToken, 'GET', '/api/compliance/occupancies?view=everything');
    expect(bad.statusCode).toBe(400);
  });
});
