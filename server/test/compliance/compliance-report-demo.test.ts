import type { ComplianceReportRow } from '@lar/contracts/compliance/report';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/suite.ts';

const t = useDemoApp('complreport');

describe('the demo compliance report', () => {
  it('shows most households compliant and one over rent, one over income and one overridden', async () => {
    const rows = await t.get<ComplianceReportRow[]>('/api/compliance/occupancies');
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    expect(
      byStatus('exception')
        .map((r) => r.reasons)
        .sort(),
    ).toEqual([['OVER_INCOME'], ['OVER_RENT']]);
    expect(byStatus('overridden').map((r) => r.reasons)).toEqual([['OVER_INCOME']]);
    expect(byStatus('incomplete')).toEqual([]);
    expect(byStatus('compliant').length).toBeGreaterThanOrEqual(3);
    // The over-rent household pays the maximum as tenant rent: over by the 1BR allowance of $60.
    const overRent = byStatus('exception').find((r) => r.reasons.includes('OVER_RENT'));
    expect(overRent).toMatchObject({ utility_allowance: 60, over_by: 60 });
    expect(overRent?.gross_rent).toBe((overRent?.max_gross_rent ?? 0) + 60);
    // Every restricted household is checked against a limit; the allowance is counted in gross rent.
    for (const row of rows.filter((r) => r.income_binding !== null)) {
      expect(row.gross_rent).toBe(row.rent_amount + row.utility_allowance);
      expect(row.income_limit).not.toBeNull();
    }
  });
});
