import type { Candidate, CandidateLookup } from '@lar/contracts/candidates';
import { type OccupancyCompliance, occupancyCompliance } from '@lar/contracts/compliance/api';
import type { ComplianceReportRow } from '@lar/contracts/compliance/report';
import { ErrorCode } from '@lar/contracts/errors';
import {
  OCCUPANCY_STATUSES,
  type Occupancy,
  type OccupancyBody,
  type OccupancyStatus,
  type TerminateBody,
} from '@lar/contracts/occupancies';
import type { Unit } from '@lar/contracts/units';
import { type SearchOption, searchEndpoint } from '../../components/SearchSelect.tsx';
import { ApiError, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { fetchComplianceOf, fetchComplianceReport } from '../../lib/compliance-report.ts';
import { keysetPagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { parseQueryId, type QueryChanges } from '../../lib/use-query-state.ts';
import { saveRecord, useRecord } from '../../lib/use-record.ts';

/** The history filters as the screen holds them; null and '' mean no filter. */
export interface OccupancyFilters {
  unit: SearchOption | null;
  tenant: SearchOption | null;
  status: OccupancyStatus | '';
  /** Only ACTIVE occupancies that are not compliant (the compliance report's exceptions). */
  exceptions: boolean;
  /** Only the households whose current certification is over income (the dashboard's tile). */
  overIncome: boolean;
  /** The property whose units' occupancies are listed; its picker writes `?property=` itself. */
  propertyId: number | null;
  /**
   * The management company whose properties' occupancies are listed (`?company=`, a dashboard
   * tile's; decision 072); its chip clears it itself.
   */
  companyId: number | null;
}

export const NO_OCCUPANCY_FILTERS: OccupancyFilters = {
  unit: null,
  tenant: null,
  status: '',
  exceptions: false,
  overIncome: false,
  propertyId: null,
  companyId: null,
};

/** A row of the history: the occupancy and, when it is ACTIVE, its compliance check. */
export type OccupancyRow = Occupancy & { compliance: ComplianceReportRow | null };

/** A unit or tenant named in the address by its id alone, until its label is known. */
function optionOfId(id: number | null): SearchOption | null {
  return id === null ? null : { value: id, label: `#${id}` };
}

/** The applied filters as the address keeps them (`?unit=4&tenant=9&status=ACTIVE`). */
export function occupancyFiltersFromQuery(params: URLSearchParams): OccupancyFilters {
  return {
    unit: optionOfId(parseQueryId(params.get('unit'))),
    tenant: optionOfId(parseQueryId(params.get('tenant'))),
    status: OCCUPANCY_STATUSES.find((status) => status === params.get('status')) ?? '',
    exceptions: params.get('exceptions') === '1',
    overIncome: params.get('over_income') === '1',
    propertyId: parseQueryId(params.get('property')),
    companyId: parseQueryId(params.get('company')),
  };
}

/** The address's parameters for the filters; a filter left empty is left out. */
export function occupancyFiltersToQuery(filters: OccupancyFilters): QueryChanges {
  return {
    unit: filters.unit ? String(filters.unit.value) : null,
    tenant: filters.tenant ? String(filters.tenant.value) : null,
    status: filters.status,
    exceptions: filters.exceptions ? '1' : null,
    over_income: filters.overIncome ? '1' : null,
  };
}

/** The list's query key for the filters the screen holds. */
export function occupancyListKey(filters: OccupancyFilters) {
  return queryKeys.occupancies.list(
    filters.unit?.value ?? '',
    filters.tenant?.value ?? '',
    filters.status,
    filters.exceptions,
    filters.overIncome,
    filters.propertyId ?? '',
    filters.companyId ?? '',
  );
}

/** The list's query for the filters: its page, and its export (decision 028), take it. */
const occupancyQueryOf = (filters: OccupancyFilters) => ({
  unit_id: filters.unit?.value,
  tenant_id: filters.tenant?.value,
  property_id: filters.propertyId ?? undefined,
  property_manager_id: filters.companyId ?? undefined,
  status: filters.status,
  over_income: filters.overIncome || undefined,
});

/** The occupancy history, newest first: "next" from a page read here goes by its cursor. */
export const fetchOccupancies = keysetPagedList<Occupancy, OccupancyFilters>(
  '/api/occupancies',
  occupancyQueryOf,
);

/**
 * What the screen's export downloads: the history with its filters, or, for "exceptions only",
 * the compliance report's exceptions of the unit or tenant chosen.
 */
export function occupancyExport(filters: OccupancyFilters) {
  if (filters.exceptions)
    return {
      path: '/api/compliance/occupancies/export',
      query: {
        unit_id: filters.unit?.value,
        tenant_id: filters.tenant?.value,
        property_manager_id: filters.companyId ?? undefined,
        only_exceptions: true,
      },
    };
  return { path: '/api/occupancies/export', query: occupancyQueryOf(filters) };
}

/**
 * A page of the history with each ACTIVE row's compliance. The list itself computes none (it stays
 * one prepared statement); the page's ACTIVE ids are checked by the compliance report in one more
 * call. "Exceptions only" lists the report's exceptions instead, by property and unit (decision 020).
 */
export async function fetchOccupancyRows(
  filters: OccupancyFilters,
  paging: Paging,
  signal?: AbortSignal,
): Promise<Page<OccupancyRow>> {
  if (filters.exceptions) {
    // Exceptions are ACTIVE occupancies: another status has none.
    if (filters.status !== '' && filters.status !== 'ACTIVE') return { items: [], total: 0 };
    const report = await fetchComplianceReport(
      {
        unitId: filters.unit?.value,
        tenantId: filters.tenant?.value,
        companyId: filters.companyId,
        onlyExceptions: true,
      },
      paging,
      signal,
    );
    return { items: report.items.map((row) => ({ ...row.occupancy, compliance: row })), total: report.total };
  }
  const page = await fetchOccupancies(filters, paging, signal);
  const active = page.items.filter((o) => o.status === 'ACTIVE').map((o) => o.id);
  const compliance = await fetchComplianceOf(active, signal);
  return { ...page, items: page.items.map((o) => ({ ...o, compliance: compliance.get(o.id) ?? null })) };
}

/** "101 · Elm Terrace": a unit is named by its number and its property. */
export function unitLabel(unitNumber: string | null, propertyName: string, id: number): string {
  return `${unitNumber ?? `#${id}`} · ${propertyName}`;
}

/** Units of every property, matched by unit number or property name. */
export const searchUnits = searchEndpoint<Unit>('/api/units', (u) => ({
  value: u.id,
  label: unitLabel(u.unit_number, u.property_name, u.id),
}));

/** Candidates by name (id and name only: every staff member may pick a tenant). */
export const searchTenants = searchEndpoint<CandidateLookup>('/api/candidates/lookup', (c) => ({
  value: c.id,
  label: c.full_name,
}));

function useOccupancyMutation<T>(mutationFn: (input: T) => Promise<Occupancy>) {
  return useInvalidatingMutation({
    mutationFn,
    // A conflict also means the rows on screen are stale: reload either way. Candidate rows show
    // the current occupancy, and the compliance report its figures, so they reload too.
    invalidates: [queryKeys.occupancies.lists(), queryKeys.candidates.all, queryKeys.compliance.all],
  });
}

export type OccupancyUpdate = OccupancyBody & { version: number };

/** One occupancy, for the edit form. */
export function useOccupancy(id: number | null) {
  return useRecord<Occupancy>(queryKeys.occupancies.detail, '/api/occupancies', id);
}

export function useSaveOccupancy() {
  return useOccupancyMutation(saveRecord<Occupancy, OccupancyBody | OccupancyUpdate>('/api/occupancies'));
}

/** Ends an occupancy on its move-out date, saying why; the row stays in the history. */
export function useTerminateOccupancy() {
  return useOccupancyMutation(({ id, ...body }: TerminateBody & { id: number; version: number }) =>
    apiRequest<Occupancy>(`/api/occupancies/${id}/terminate`, { method: 'POST', body }),
  );
}

/** Clears the end date and makes it ACTIVE again, if the unit and the tenant are free. */
export function useReactivateOccupancy() {
  return useOccupancyMutation(({ id, version }: { id: number; version: number }) =>
    apiRequest<Occupancy>(`/api/occupancies/${id}/reactivate`, { method: 'POST', body: { version } }),
  );
}

/** The household a candidate declared (size and yearly income): the move-in figures start from it. */
export async function fetchCandidateHousehold(id: number) {
  const candidate = await apiRequest<Candidate>(`/api/candidates/${id}`);
  return { householdSize: candidate.household_size, income: candidate.income };
}

/** The check's figures of a placement the server refused as NOT_ELIGIBLE, if the error has them. */
export function refusedCompliance(error: unknown): OccupancyCompliance | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.NOT_ELIGIBLE) return null;
  const parsed = occupancyCompliance.safeParse(error.problem.compliance);
  return parsed.success ? parsed.data : null;
}
