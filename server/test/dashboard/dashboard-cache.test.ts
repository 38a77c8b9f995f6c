import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { dashboardOf } from './dashboard-fixtures.ts';

/**
 * Each property's figures are kept by its stamp (decision 029): a call with nothing changed reads
 * the stamps and computes nothing; a write computes its own property again, not the others.
 */

const statements: Array<{ text: string; params: unknown[] }> = [];
const t = useTestApp({}, { onQuery: (text, params) => statements.push({ text, params }) });
/** The unit counts' statement, run once per computation with the properties it computes. */
const unitCounts = () => statements.filter((s) => s.text.includes('AS vacant'));
const org = t.org('dashcache');
let first: number;
let second: number;

/** The properties whose unit counts a call computed, read from the statements it ran. */
async function computedProperties(query = '') {
  statements.length = 0;
  const answer = await dashboardOf(t, org.adminToken, query);
  return { answer, counts: unitCounts().length };
}

beforeAll(async () => {
  first = (await createProperty(t, org.adminToken, 'First Court')).id;
  second = (await createProperty(t, org.adminToken, 'Second Court')).id;
  await createUnit(t, org.adminToken, first);
  await createUnit(t, org.adminToken, second);
});

describe('the kept figures', () => {
  it('are computed once, then read until a write moves a stamp', async () => {
    const cold = await computedProperties();
    expect(cold.counts).toBe(1);
    expect(cold.answer.units).toBe(2);
    const warm = await computedProperties();
    expect(warm.counts).toBe(0);
    expect(warm.answer).toEqual(cold.answer);

    await createUnit(t, org.adminToken, second);
    statements.length = 0;
    const after = await dashboardOf(t, org.adminToken);
    expect(after.units).toBe(3);
    // Only the second property's figures were computed again.
    expect(unitCounts().map((s) => s.params[1])).toEqual([`{${second}}`]);
    expect((await computedProperties()).counts).toBe(0);
    expect((await computedProperties(`?property_id=${first}`)).answer.units).toBe(1);
  });

  it('a program change computes every property again', async () => {
    await t.database.query(
      `INSERT INTO gov_programs (organization_id, name, jurisdiction) VALUES ($1, 'Stamp Program', 'Boston')`,
      [org.organizationId],
    );
    const again = await computedProperties();
    expect(again.counts).toBe(1);
    expect(again.answer.units).toBe(3);
  });

  it('stale for several calls at once, are computed by one of them and read by the others', async () => {
    await createUnit(t, org.adminToken, first);
    statements.length = 0;
    const answers = await Promise.all(Array.from({ length: 4 }, () => dashboardOf(t, org.adminToken)));
    expect(unitCounts()).toHaveLength(1);
    for (const answer of answers) expect(answer.units).toBe(4);
  });
});
