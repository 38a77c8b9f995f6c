import type { AmiImportBody, AmiImportPreview, ImportSummary } from '@lar/contracts/ami-csv';
import type { HomeRentImportPreview } from '@lar/contracts/home-rent-limits';
import type { HudImportBody, HudImportPreview } from '@lar/contracts/hud-import';
import type {
  GovProgram,
  ProgramCreateBody,
  ProgramScope,
  ProgramStatus,
  ProgramSummary,
  ProgramUpdateBody,
} from '@lar/contracts/programs';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { saveRecord, useRecord } from '../../lib/use-record.ts';

export interface ProgramFilters {
  q: string;
  status: ProgramStatus | '';
  scope: ProgramScope | '';
}

/**
 * Programs by name with a summary of their AMI levels (not the levels: hundreds a program); empty
 * filters are left out of the query.
 */
export const fetchProgramSummaries = pagedList<ProgramSummary, ProgramFilters>(
  '/api/govprograms/summaries',
  (filters) => ({ ...filters, sort: 'name' }),
);

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

const saveProgram = saveRecord<GovProgram, ProgramCreateBody | ProgramUpdateBody>('/api/govprograms');

export function useSaveProgram() {
  return useInvalidatingMutation({
    mutationFn: (input: SaveProgramInput) => saveProgram(input),
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

/** Sends a body to one of a program's own routes (`/api/govprograms/{id}/{route}`). */
function postToProgram<T>(programId: number, route: string, body: unknown): Promise<T> {
  return apiRequest<T>(`/api/govprograms/${programId}/${route}`, { method: 'POST', body });
}

/** An import writes the program's levels: once it is done, everything that shows programs reloads. */
function useProgramImport<Body, Result>(route: string) {
  return useInvalidatingMutation({
    mutationFn: ({ programId, body }: { programId: number; body: Body }) =>
      postToProgram<Result>(programId, route, body),
    invalidates: PROGRAM_CHANGES,
    after: 'success',
  });
}

/** Checks a CSV against the program on the server; writes nothing. */
export function previewLimitsImport(programId: number, body: AmiImportBody): Promise<AmiImportPreview> {
  return postToProgram(programId, 'ami-levels/import/preview', body);
}

export function useImportLimits() {
  return useProgramImport<AmiImportBody, { program: GovProgram; summary: ImportSummary }>(
    'ami-levels/import',
  );
}

/** What importing an area's row of HUD's file would write to the program; writes nothing. */
export function previewHudImport(programId: number, body: HudImportBody): Promise<HudImportPreview> {
  return postToProgram(programId, 'hud-limits/preview', body);
}

export function useHudImport() {
  return useProgramImport<HudImportBody, { program: GovProgram; preview: HudImportPreview }>(
    'hud-limits/import',
  );
}

/** What importing an area's HOME rents from HUD's table would write to a HOME program; writes nothing. */
export function previewHomeRentImport(
  programId: number,
  body: HudImportBody,
): Promise<HomeRentImportPreview> {
  return postToProgram(programId, 'home-rents/preview', body);
}

export function useHomeRentImport() {
  return useProgramImport<HudImportBody, { program: GovProgram; preview: HomeRentImportPreview }>(
    'home-rents/import',
  );
}
