import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FiguresWarmup } from '../../src/modules/dashboard/index.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { dashboardOf } from './dashboard-fixtures.ts';

/**
 * The figures are kept under the day (decision 029), so a new day computes every property again.
 * When the day changes where the organization works (TIME_ZONE, New York here), the figures of the
 * organizations asked for in the last week are computed before anyone asks (decision 087).
 */

const statements: Array<{ text: string; params: unknown[] }> = [];
const t = useTestApp({}, { onQuery: (text, params) => statements.push({ text, params }) });
/** The unit counts' statement, run once per computation of an organization's properties. */
const unitCounts = () => statements.filter((s) => s.text.includes('AS vacant'));
const asked = t.org('warm-asked');
const idle = t.org('warm-idle');
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  for (const org of [asked, idle]) {
    const property = (await createProperty(t, org.adminToken, 'Warm Court')).id;
    await createUnit(t, org.adminToken, property);
  }
});

afterEach(() => {
  vi.useRealTimers();
});

/** The organizations whose unit counts the statements since `statements.length = 0` computed. */
const computedOrganizations = () => unitCounts().map((s) => s.params[0]);

describe('the dashboards of a new day', () => {
  it('are computed when the day changes in TIME_ZONE, for the organizations asked for, and the first call finds them kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 in New York on 30 November (01:00 UTC on 1 December).
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
    const warmup = new FiguresWarmup(t.app.deps, 60_000, silent);
    const before = await dashboardOf(t, asked.adminToken);
    expect(before.as_of).toBe('2026-11-30');

    // A new UTC day, the same day in New York: nothing to compute.
    vi.setSystemTime(new Date('2026-12-01T04:30:00Z'));
    statements.length = 0;
    await warmup.check();
    expect(unitCounts()).toHaveLength(0);

    // Midnight in New York: the organization that asked is computed, the one that did not is not.
    vi.setSystemTime(new Date('2026-12-01T05:00:30Z'));
    statements.length = 0;
    await warmup.check();
    expect(computedOrganizations()).toEqual([asked.organizationId]);

    statements.length = 0;
    const morning = await dashboardOf(t, asked.adminToken);
    expect(morning.as_of).toBe('2026-12-01');
    expect(unitCounts()).toHaveLength(0);
    expect({ ...morning, as_of: before.as_of, compliance_as_of: before.compliance_as_of }).toEqual({
      ...before,
      moves: morning.moves,
    });

    // A second check on the same day computes nothing.
    statements.length = 0;
    await warmup.check();
    expect(unitCounts()).toHaveLength(0);
  });

  it('leaves out an organization last asked for more than a week before the new day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T15:00:00Z'));
    await dashboardOf(t, idle.adminToken);
    // Eight days later the other organization asks, then the day ends in New York.
    vi.setSystemTime(new Date('2026-12-09T15:00:00Z'));
    await dashboardOf(t, asked.adminToken);
    const warmup = new FiguresWarmup(t.app.deps, 60_000, silent);
    vi.setSystemTime(new Date('2026-12-10T05:30:00Z'));
    statements.length = 0;
    await warmup.check();
    expect(computedOrganizations()).toEqual([asked.organizationId]);
  });

  it('a call that comes while the figures are computed waits for them instead of computing its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-11T15:00:00Z'));
    await dashboardOf(t, asked.adminToken);
    const warmup = new FiguresWarmup(t.app.deps, 60_000, silent);
    vi.setSystemTime(new Date('2026-12-12T05:30:00Z'));
    statements.length = 0;
    const [, answer] = await Promise.all([warmup.check(), dashboardOf(t, asked.adminToken)]);
    expect(answer.as_of).toBe('2026-12-12');
    expect(computedOrganizations()).toEqual([asked.organizationId]);
  });
});
