import type {
  PaperSignatureBody,
  ResidentSignature,
  SignatureRequestBody,
  SignatureStatus,
} from '@lar/contracts/esignatures';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiPost, apiRequest } from '../../lib/api.ts';
import { errorKeyByStatus } from '../../lib/error-message.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { type ResidentRequest, readResidentToken, residentFetch } from '../resident-portal/api.ts';

/**
 * E-signatures of a certification (decision 078): the resident signs the frozen PDF from the
 * portal; staff send a draft for signature, follow it, record paper signatures and download the
 * sealed PDF. This file is the feature's public face: the certification page's panel uses it.
 */
export { SIGNATURES_NS } from './namespace.ts';

export const RESIDENT_SIGN_PATH = '/resident/sign';

/** A resident call with the resident's own token (never the staff one). */
const call = (path: string, init: Omit<ResidentRequest, 'token'> = {}) =>
  residentFetch(path, { ...init, token: readResidentToken() });

export async function fetchResidentSignature(): Promise<ResidentSignature> {
  return (await call('/api/resident/signature')).json() as Promise<ResidentSignature>;
}

/** The frozen PDF's bytes and their SHA-256, computed here from what the browser received. */
export async function fetchFrozenPdf(): Promise<{ blob: Blob; sha256: string }> {
  const bytes = await (await call('/api/resident/signature/pdf')).arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { blob: new Blob([bytes], { type: 'application/pdf' }), sha256 };
}

export async function signCertification(sha256: string): Promise<ResidentSignature> {
  const response = await call('/api/resident/signature', {
    method: 'POST',
    body: { consent: true, sha256 },
  });
  return response.json() as Promise<ResidentSignature>;
}

/** The text key of a refused signature. */
export const signErrorKey = (error: unknown): string =>
  errorKeyByStatus(
    error,
    { 409: 'errors.changed', 403: 'errors.notSigner', 401: 'errors.ended', 0: 'errors.network' },
    'errors.failed',
  );

const signaturesKey = (certificationId: number) => ['certifications', 'signatures', certificationId] as const;

export function useSignatures(certificationId: number) {
  return useQuery({
    queryKey: signaturesKey(certificationId),
    queryFn: ({ signal }) =>
      apiRequest<SignatureStatus>(`/api/certifications/${certificationId}/signatures`, { signal }),
  });
}

/** Sends the draft for signature, or records a member's paper signature; the status comes back. */
export function useChangeSignatures(certificationId: number) {
  return useInvalidatingMutation({
    mutationFn: (change: { send: SignatureRequestBody } | { paper: PaperSignatureBody }) =>
      'send' in change
        ? apiPost<SignatureStatus>(`/api/certifications/${certificationId}/signature-request`, change.send)
        : apiPost<SignatureStatus>(`/api/certifications/${certificationId}/signatures/paper`, change.paper),
    invalidates: [signaturesKey(certificationId)],
  });
}

export async function downloadSignedPdf(certificationId: number): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/certifications/${certificationId}/signed-pdf`);
  saveFile(blob, filename ?? `tic-${certificationId}-signed.pdf`);
}
