import type { Certification } from '@lar/contracts/certifications';
import { recertificationBucket, recertificationDueDate } from '@lar/contracts/compliance/recertification';
import type { Occupancy } from '@lar/contracts/occupancies';
import type { RecertificationItem, RecertificationSummary } from '@lar/contracts/recertifications';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { useDemoApp } from '../helpers/suite.ts';

const t = useDemoApp('certs');

describe('income certifications demo data', () => {
  it('gives every ACTIVE household a finalized move-in certification and a calendar that follows them', async () => {
    const active = await t.get<Occupancy[]>('/api/occupancies?status=ACTIVE&limit=500');
    expect(active.length).toBeGreaterThanOrEqual(4);
    // The calendar's today is the one where the organization works (TIME_ZONE), not the UTC day.
    const today = todayIn(t.config.timeZone);
    const expected: Record<string, number> = { DUE_120: 0, DUE_90: 0, DUE_60: 0, DUE_30: 0, OVERDUE: 0 };
    let drafts = 0;
    for (const occupancy of active) {
      const certifications = await t.get<Certification[]>(`/api/occupancies/${occupancy.id}/certifications`);
      const moveIn = certifications.find((c) => c.type === 'MOVE_IN');
      expect(moveIn).toMatchObject({ status: 'FINALIZED', effective_date: occupancy.start_date });
      const finalized = certifications.filter((c) => c.status === 'FINALIZED');
      const last = finalized
        .map((c) => c.effective_date)
        .sort()
        .at(-1) as string;
      const bucket = recertificationBucket(recertificationDueDate(last), today);
      if (bucket) expected[bucket] = (expected[bucket] ?? 0) + 1;
      drafts += certifications.filter((c) => c.status === 'DRAFT').length;
    }
    const summary = await t.get<RecertificationSummary>('/api/recertifications/summary');
    expect(summary.counts).toEqual(expected);
    // At least one household is due or past due, and a draft shows on the calendar.
    const due = await t.get<RecertificationItem[]>('/api/recertifications?limit=100');
    expect(due.length).toBeGreaterThan(0);
    expect(drafts).toBeGreaterThan(0);
    expect(due.filter((i) => i.draft !== null)).toHaveLength(drafts);
  });
});
