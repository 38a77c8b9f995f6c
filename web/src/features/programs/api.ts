import type { AmiImportBody, AmiImportPreview, ImportSummary } from '@lar/contracts/ami-csv';
import type { HudImportBody, HudImportPreview } from '@lar/contracts/hud-limits';
import type {
  GovProgram,
  ProgramCreateBody,
  ProgramScope,
  ProgramStatus,
  ProgramSummary,
  ProgramUpdateBody,
} from '@lar/contracts/programs';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';

export interface ProgramFilters {
  q: string;
  status: ProgramStatus | '';
  scope: ProgramScope | '';
}

/**
 * Programs by name with a summary of their AMI levels (not the levels: hundreds a program); empty
 * filters are left out of the query.
 */
export function fetchProgramSummaries(
  filters: ProgramFilters,
  paging: Paging,
  signal?: AbortSignal,
): Promise<Page<ProgramSummary>> {
  return apiPage<ProgramSummary>('/api/govprograms/summaries', paging, {
    signal,
    query: { ...filters, sort: 'name' },
  });
}

/** One program with all its levels, for the form. */
export function fetchProgram(id: number): Promise<GovProgram> {
  return apiRequest<GovProgram>(`/api/govprograms/${id}`);
}

/** One program with all its levels, for the edit form. */
export function useGovProgram(id: number | null) {
  return useRecord<GovProgram>(queryKeys.programs.detail, '/api/govprograms', id);
}

/** Anything that changes a program also changes what the units screen offers: refresh both. */
const PROGRAM_CHANGES = [queryKeys.programs.all, queryKeys.units.all];

export type SaveProgramInput =
  | { id: null; body: ProgramCreateBody }
  | { id: number; body: ProgramUpdateBody };

export function useSaveProgram() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: SaveProgramInput) =>
      id === null
        ? apiRequest<GovProgram>('/api/govprograms', { method: 'POST', body })
        : apiRequest<GovProgram>(`/api/govprograms/${id}`, { method: 'PUT', body }),
    invalidates: PROGRAM_CHANGES,
    after: 'success',
  });
}

export function useSetProgramStatus() {
  return useInvalidatingMutation({
    mutationFn: ({ id, status, version }: { id: number; status: ProgramStatus; version: number }) =>
      apiRequest<GovProgram>(`/api/govprograms/${id}/status`, { method: 'PATCH', body: { status, version } }),
    // A version conflict also means the row on screen is stale: reload either way.
    invalidates: PROGRAM_CHANGES,
  });
}

export function useDeleteProgram() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/govprograms/${id}`, { method: 'DELETE' }),
    invalidates: PROGRAM_CHANGES,
  });
}

/** Checks a CSV against the program on the server; writes nothing. */
export function previewLimitsImport(programId: number, body: AmiImportBody): Promise<AmiImportPreview> {
  return apiRequest<AmiImportPreview>(`/api/govprograms/${programId}/ami-levels/import/preview`, {
    method: 'POST',
    body,
  });
}

export function useImportLimits() {
  return useInvalidatingMutation({
    mutationFn: ({ programId, body }: { programId: number; body: AmiImportBody }) =>
      apiRequest<{ program: GovProgram; summary: ImportSummary }>(
        `/api/govprograms/${programId}/ami-levels/import`,
        { method: 'POST', body },
      ),
    invalidates: PROGRAM_CHANGES,
    after: 'success',
  });
}

/** What importing an area's row of HUD's file would write to the program; writes nothing. */
export function previewHudImport(programId: number, body: HudImportBody): Promise<HudImportPreview> {
  return apiRequest<HudImportPreview>(`/api/govprograms/${programId}/hud-limits/preview`, {
    method: 'POST',
    body,
  });
}

export function useHudImport() {
  return useInvalidatingMutation({
    mutationFn: ({ programId, body }: { programId: number; body: HudImportBody }) =>
      apiRequest<{ program: GovProgram; preview: HudImportPreview }>(
        `/api/govprograms/${programId}/hud-limits/import`,
        { method: 'POST', body },
      ),
    invalidates: PROGRAM_CHANGES,
    after: 'success',
  });
}
