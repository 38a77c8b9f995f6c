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

const { t, org, other } = useTwoOrgs('dash-links');
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

/** The dashboard's scope as its tiles' links carry it: the property, the management company. */
type Scope = {
  property_id?: number;
  property_manager_id?: number;
};

/** Each tile's figure in the answer, and the list its link opens (with the property or company when chosen). */
function tiles(answer: DashboardAnswer, scope: Scope) {
  const report = (view?: string) => listOf('/api/compliance/occupancies', { ...scope, view });
  return [
    ['units', answer.units, () => listOf('/api/units', scope)],
    ['vacant', answer.vacant, () => listOf('/api/units', { ...scope, vacant: 'true' })],
    ['occupied', answer.occupied, () => report()],
    [
      'pending',
      answer.pending_occupancies,
      () => listOf('/api/occupancies', { ...scope, status: 'PENDING' }),
    ],
    // The over-income households: the occupancies list's over-income filter, the tile's own definition.
    [
      'over-income households',
      answer.over_income_households,
      () => listOf('/api/occupancies', { ...scope, over_income: 'true' }),
    ],
    ...RECERTIFICATION_BUCKETS.map(
      (bucket) =>
        [
          `bucket ${bucket}`,
          answer.recertifications[bucket],
          () => listOf('/api/recertifications', { ...scope, bucket }),
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
    for (const [name, figure, list] of tiles(answer, {})) expect(await list(), name).toBe(figure);
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
      for (const [name, figure, list] of tiles(answer, { property_id: propertyId }))
        expect(await list(), `${name} of property ${propertyId}`).toBe(figure);
    }
  });

  it('for each management company (decision 072): every list takes the company a tile carries', async () => {
    // Each property of the data set has its own company, so a list that ignored the company would
    // answer the organization's rows: Birch Row's unit, occupancy and due household among them.
    expect(data.companyA).not.toBe(data.companyB);
    const whole = await dashboardOf(t, org.adminToken);
    for (const companyId of [data.companyA, data.companyB]) {
      const answer = await dashboardOf(t, org.adminToken, `?property_manager_id=${companyId}`);
      expect(answer.units, 'a company holds fewer units than the organization').toBeLessThan(whole.units);
      for (const [name, figure, list] of tiles(answer, { property_manager_id: companyId }))
        expect(await list(), `${name} of company ${companyId}`).toBe(figure);
    }
    // The company and one of its properties together: the property's rows.
    const both = { property_id: data.propertyA, property_manager_id: data.companyA };
    const answer = await dashboardOf(t, org.adminToken, `?property_id=${data.propertyA}`);
    for (const [name, figure, list] of tiles(answer, both))
      expect(await list(), `${name} of both`).toBe(figure);
    // A company and another company's property: nothing of either.
    expect(
      await listOf('/api/units', { property_id: data.propertyA, property_manager_id: data.companyB }),
    ).toBe(0);
  });

  it("refuses a bad company id and keeps another organization's company out, as each list keeps its property", async () => {
    const lists = [
      '/api/units',
      '/api/units/export',
      '/api/occupancies',
      '/api/occupancies/export',
      '/api/compliance/occupancies',
      '/api/compliance/occupancies/export',
      '/api/recertifications',
      '/api/recertifications/export',
      '/api/recertifications/summary',
    ];
    for (const path of lists) {
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await send(t, org.adminToken, 'GET', `${path}?property_manager_id=${bad}`);
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
      }
    }
    // The other organization asks with this one's company: the lists that answer another
    // organization's property with 404 answer its company so; the others find nothing.
    for (const path of [
      '/api/compliance/occupancies',
      '/api/recertifications',
      '/api/recertifications/summary',
    ]) {
      const res = await send(t, other.adminToken, 'GET', `${path}?property_manager_id=${data.companyA}`);
      expect(res.statusCode, path).toBe(404);
      const property = await send(t, other.adminToken, 'GET', `${path}?property_id=${data.propertyA}`);
      expect(property.statusCode, `${path} property`).toBe(404);
    }
    for (const path of ['/api/units', '/api/occupancies']) {
      for (const query of [`property_manager_id=${data.companyA}`, `property_id=${data.propertyA}`]) {
        const res = await send(t, other.adminToken, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(200);
        expect(json<unknown[]>(res), `${path}?${query}`).toEqual([]);
      }
    }
  });

  it('exports the rows of the company the list shows', async () => {
    for (const [path, list] of [
      ['/api/units/export', '/api/units'],
      ['/api/occupancies/export', '/api/occupancies'],
      ['/api/compliance/occupancies/export', '/api/compliance/occupancies'],
      ['/api/recertifications/export', '/api/recertifications'],
    ] as const) {
      const rows = await listOf(list, { property_manager_id: data.companyB });
      const whole = await listOf(list, {});
      const res = await send(
        t,
        org.adminToken,
        'GET',
        `${path}?property_manager_id=${data.companyB}&format=csv`,
      );
      expect(res.statusCode, res.body).toBe(200);
      // The header line, then a line per row (no field of these lists holds a line break).
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split(/\r?\n/);
      expect(lines.length - 1, path).toBe(rows);
      expect(rows, `${path}: the company's rows are fewer than the organization's`).toBeLessThan(whole);
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
