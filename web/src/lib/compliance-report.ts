import type { ComplianceReportRow, ReportView } from '@lar/contracts/compliance/report';
import { pagedList } from './paged-list.ts';

/**
 * The compliance report's calls (decision 020), shared by the compliance screen and the
 * occupancies list, which shows each ACTIVE row's status and can list only the exceptions.
 */

export interface ComplianceReportFilter {
  propertyId?: number | null;
  /** The management company's properties (decision 072). */
  companyId?: number | null;
  unitId?: number | null;
  tenantId?: number | null;
  occupancyIds?: readonly number[];
  onlyExceptions?: boolean;
  /** Only the rows a dashboard figure counts (decision 062). */
  view?: ReportView | null;
}

/** The report's query for a filter: its pages and its export (decision 028) take it. */
export const complianceQueryOf = (filter: ComplianceReportFilter) => ({
  property_id: filter.propertyId,
  property_manager_id: filter.companyId,
  unit_id: filter.unitId,
  tenant_id: filter.tenantId,
  occupancy_ids: filter.occupancyIds?.join(','),
  only_exceptions: filter.onlyExceptions ? 'true' : undefined,
  view: filter.view ?? undefined,
});

/** One page of the report: ACTIVE occupancies with their figures and status, by property and unit. */
export const fetchComplianceReport = pagedList<ComplianceReportRow, ComplianceReportFilter>(
  '/api/compliance/occupancies',
  complianceQueryOf,
);

/** The checks of these occupancies by id (those ACTIVE; the others have none). */
export async function fetchComplianceOf(
  occupancyIds: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, ComplianceReportRow>> {
  if (occupancyIds.length === 0) return new Map();
  const page = await fetchComplianceReport(
    { occupancyIds },
    { limit: Math.min(occupancyIds.length, 500), offset: 0 },
    signal,
  );
  return new Map(page.items.map((row) => [row.occupancy_id, row]));
}
