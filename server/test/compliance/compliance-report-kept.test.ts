import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { autaugaHousehold, send } from './compliance-fixtures.ts';

/**
 * The compliance report's checks are kept between changes (decision 082): a page read again with
 * nothing changed runs its one statement and none of the checks' input reads, the names beside a
 * kept check are read fresh, and a write the check reads (here the household's income, whose
 * occupancy's trigger moves the property's stamp) is seen on the next page. Autauga County
 * FY2026 at 50 %: 40,000 for 3 people (HUD FY2026 income limits).
 */

const statements: string[] = [];
const t = useTestApp({}, { onQuery: (text) => statements.push(text) });
const org = t.org('keptreport');
const DATE = '2026-06-01';
let propertyId: number;
let occupancyId: number;
let tenantId: number;

interface Row {
  occupancy_id: number;
  tenant_name: string;
  status: string;
  reasons: string[];
}

/** The statements that read a check's inputs: the households' current certified incomes. */
const inputReads = () => statements.filter((s) => /\bincome_certifications\b/.test(s)).length;

async function report(query = `property_id=${propertyId}`) {
  statements.length = 0;
  const res = await send(t, org.adminToken, 'GET', `/api/compliance/occupancies?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: json<Row[]>(res), statements: [...statements], inputReads: inputReads() };
}

beforeAll(async () => {
  ({ propertyId, tenantId, occupancyId } = await autaugaHousehold(t, org.adminToken, DATE));
});

describe("the compliance report's kept checks", () => {
  it('are worked out once, then a page is its one statement until a write moves a stamp', async () => {
    const cold = await report();
    expect(cold.inputReads).toBeGreaterThan(0);
    const warm = await report();
    expect(warm.inputReads).toBe(0);
    expect(warm.statements).toHaveLength(1);
    expect(warm.statements[0]).toContain('dashboard_stamps');
    expect(warm.rows).toEqual(cold.rows);
  });

  it('show a name changed since, which no stamp covers, beside the kept check', async () => {
    await report();
    await t.database.query('UPDATE candidates SET full_name = $1 WHERE id = $2', [
      'Ana Souza Lima',
      tenantId,
    ]);
    const after = await report();
    expect(after.inputReads).toBe(0);
    expect(after.rows[0]?.tenant_name).toBe('Ana Souza Lima');
  });

  it("are worked out again when the household's income is corrected over the limit", async () => {
    const before = await report();
    expect(before.rows[0]?.status).toBe('compliant');
    // 45,000 for 3 people is over the 40,000 limit at 50 %: the move-in test now fails.
    await t.database.query('UPDATE occupancies SET annual_income = 45000 WHERE id = $1', [occupancyId]);
    const after = await report();
    expect(after.inputReads).toBeGreaterThan(0);
    expect(after.rows[0]?.reasons).toContain('OVER_INCOME');
    expect(after.rows[0]?.status).toBe('exception');
    // Kept again, and the same as the exceptions' scan, which works every check out afresh.
    const warm = await report();
    expect(warm.inputReads).toBe(0);
    const scanned = await report(`property_id=${propertyId}&view=over_income`);
    expect(scanned.inputReads).toBeGreaterThan(0);
    expect(scanned.rows).toEqual(warm.rows);
  });
});
