import type { AmiImportBody, AmiImportPreview, ImportSummary } from '@lar/contracts/ami-csv';
import type {
  GovProgram,
  ProgramCreateBody,
  ProgramScope,
  ProgramStatus,
  ProgramSummary,
  ProgramUpdateBody,
} from '@lar/contracts/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { searchEndpoint } from '../../components/SearchSelect.tsx';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export interface ProgramFilters {
  q: string;
  status: ProgramStatus | '';
  scope: ProgramScope | '';
}

export const programKeys = {
  all: ['programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  list: (filters: ProgramFilters) => [...programKeys.lists(), filters] as const,
};

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

/** Program names for the unit and occupancy forms' pickers: the summaries, without the levels. */
export const searchPrograms = searchEndpoint<ProgramSummary>(
  '/api/govprograms/summaries',
  (p) => ({ value: p.id, label: p.name }),
  { sort: 'name' },
);

/** One program with all its levels, for the form. */
export function fetchProgram(id: number): Promise<GovProgram> {
  return apiRequest<GovProgram>(`/api/govprograms/${id}`);
}

/** Anything that changes a program also changes what the units screen offers: refresh both. */
function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['units'] }),
    ]);
}

export type SaveProgramInput =
  | { id: null; body: ProgramCreateBody }
  | { id: number; body: ProgramUpdateBody };

export function useSaveProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, body }: SaveProgramInput) =>
      id === null
        ? apiRequest<GovProgram>('/api/govprograms', { method: 'POST', body })
        : apiRequest<GovProgram>(`/api/govprograms/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useSetProgramStatus() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: number; status: ProgramStatus; version: number }) =>
      apiRequest<GovProgram>(`/api/govprograms/${id}/status`, { method: 'PATCH', body: { status, version } }),
    // A version conflict also means the row on screen is stale: reload either way.
    onSettled: invalidate,
  });
}

export function useDeleteProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/govprograms/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
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
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ programId, body }: { programId: number; body: AmiImportBody }) =>
      apiRequest<{ program: GovProgram; summary: ImportSummary }>(
        `/api/govprograms/${programId}/ami-levels/import`,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: invalidate,
  });
}
