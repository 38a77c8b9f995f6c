import type {
  ResidentDocument,
  ResidentDocumentList,
  ResidentDocumentReuseBody,
} from '@lar/contracts/resident-documents';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiDownload, apiRequest, ClientErrorCode, toApiError } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';
import {
  parsedJson,
  type ResidentRequest,
  readResidentToken,
  residentFetch,
} from '../resident-portal/api.ts';

/**
 * The resident portal's document calls (decision 077), with the resident's own token (never the
 * staff one). The upload goes through XMLHttpRequest, the one browser API that reports how much of
 * a request body was sent, so a slow phone connection shows its progress.
 */

/** A document call with the resident's own token. */
const call = (path: string, init: Omit<ResidentRequest, 'token'> = {}) =>
  residentFetch(path, { ...init, token: readResidentToken() });

export async function fetchResidentDocuments(): Promise<ResidentDocumentList> {
  return (await (await call('/api/resident/documents')).json()) as ResidentDocumentList;
}

export async function deleteResidentDocument(id: number): Promise<void> {
  await call(`/api/resident/documents/${id}`, { method: 'DELETE' });
}

export async function reuseResidentDocument(body: ResidentDocumentReuseBody): Promise<ResidentDocument> {
  return (await (
    await call('/api/resident/documents/reuse', { method: 'POST', body })
  ).json()) as ResidentDocument;
}

export async function downloadResidentDocument(id: number, fileName: string): Promise<void> {
  const response = await call(`/api/resident/documents/${id}/file`);
  saveFile(await response.blob(), fileName);
}

export interface UploadFields {
  member_key: string | null;
  income_source_id: string | null;
  asset_id: string | null;
  kind: string;
  document_date: string;
}

/** Sends one file with its fields; `onProgress` gets the share sent, from 0 to 1. */
export function uploadResidentDocument(
  fields: UploadFields,
  file: File,
  onProgress: (share: number) => void,
): Promise<ResidentDocument> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('document', JSON.stringify(fields));
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/resident/documents');
    request.setRequestHeader('Accept', 'application/json');
    const token = readResidentToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, ClientErrorCode.NETWORK));
    request.onload = () => {
      const body = parsedJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as ResidentDocument);
      else reject(toApiError(request.status, body));
    };
    request.send(form);
  });
}

/** The text key of a failed upload: by its status, so every refusal reads as what to do. */
export function uploadErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'errors.tooLarge';
    if (error.status === 415) return 'errors.type';
    if (error.status === 409) return 'errors.closed';
    if (error.status === 400) return 'errors.fields';
    if (error.status === 401) return 'errors.ended';
    if (error.status === 0) return 'errors.network';
  }
  return 'errors.failed';
}

// Staff side: the certification page's panel reads a household's documents with the staff session.

export { RESIDENT_DOCUMENTS_NS } from './namespace.ts';

export function useStaffResidentDocuments(occupancyId: number) {
  return useQuery({
    queryKey: queryKeys.certifications.residentDocuments(occupancyId),
    queryFn: ({ signal }) =>
      apiRequest<ResidentDocumentList>(`/api/occupancies/${occupancyId}/resident-documents`, { signal }),
  });
}

export async function downloadStaffResidentDocument(
  occupancyId: number,
  id: number,
  fileName: string,
): Promise<void> {
  const { blob } = await apiDownload(`/api/occupancies/${occupancyId}/resident-documents/${id}/file`);
  saveFile(blob, fileName);
}
export { documentNames } from './targets.ts';
