import type {
  ResidentVerificationRequestBody,
  ResidentVerificationRequestList,
  VerificationAnswers,
  VerificationOpened,
  VerificationRequestBody,
  VerificationRequestList,
} from '@lar/contracts/third-party-verification';
import { useQuery } from '@tanstack/react-query';
import { apiPost, apiRequest } from '../../lib/api.ts';
import { errorKeyByStatus } from '../../lib/error-message.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { readResidentToken, residentCall } from '../resident-portal/api.ts';

/**
 * Third-party verification (decision 079) as the screens call it: the staff panel through the
 * staff session, the resident section through the resident's, and the public `/verify` page with
 * the link's token in the request body (never in a URL).
 */
export const VERIFY_PATH = '/verify';

/** The token of the link's address, read as the resident portal reads its links. */
export { tokenOfHash } from '../resident-portal/api.ts';

/** A GET without a body, a POST with one; the resident's token where the call is the resident's. */
const call = <T>(path: string, body?: unknown, token?: string | null): Promise<T> =>
  residentCall<T>(path, { method: body === undefined ? 'GET' : 'POST', body, token });

export const openVerification = (token: string) =>
  call<VerificationOpened>('/api/verifications/open', { token });

export const completeVerification = (body: {
  token: string;
  answers: VerificationAnswers;
  signer_name: string;
  attest: true;
}) => call<{ success: true; signed_at: string }>('/api/verifications/complete', body);

/** The text key of a refused link: not valid (unknown, expired, withdrawn), done, too many tries. */
export const linkErrorKey = (error: unknown): string =>
  errorKeyByStatus(
    error,
    { 404: 'verify.invalid', 409: 'verify.alreadyDone', 429: 'verify.tooMany', 0: 'verify.network' },
    'verify.failed',
  );

export const fetchResidentRequests = () =>
  call<ResidentVerificationRequestList>(
    '/api/resident/verification-requests',
    undefined,
    readResidentToken(),
  );

export const sendResidentRequest = (body: ResidentVerificationRequestBody) =>
  call<ResidentVerificationRequestList>('/api/resident/verification-requests', body, readResidentToken());

/** The household's requests, for the staff panel. */
export function useVerificationRequests(occupancyId: number) {
  return useQuery({
    queryKey: queryKeys.certifications.verificationRequests(occupancyId),
    queryFn: ({ signal }) =>
      apiRequest<VerificationRequestList>(`/api/occupancies/${occupancyId}/verification-requests`, {
        signal,
      }),
  });
}

/** Sends a request, or revokes one; the list comes back. */
export function useChangeVerificationRequests(occupancyId: number) {
  return useInvalidatingMutation({
    mutationFn: (change: { send: VerificationRequestBody } | { revoke: number }) =>
      'send' in change
        ? apiPost<VerificationRequestList>(
            `/api/occupancies/${occupancyId}/verification-requests`,
            change.send,
          )
        : apiPost<VerificationRequestList>(
            `/api/occupancies/${occupancyId}/verification-requests/${change.revoke}/revoke`,
          ),
    invalidates: [queryKeys.certifications.verificationRequests(occupancyId)],
  });
}

/**
 * The staff panel, shown on the certifications page: this file is the feature's public face
 * (CONTRIBUTING), so the page reaches the panel through it.
 */
export { VerificationRequestsPanel } from './components/VerificationRequestsPanel.tsx';

type ResidentMember = { member_index: number | null; member_key: string | null };

/** A member's value in the resident's picker: the questionnaire's key, else the place in the certification. */
export const memberValue = (m: ResidentMember) => m.member_key ?? String(m.member_index);

/**
 * How the resident's request names the picked member (decision 079): by the questionnaire's
 * `member_key` when there is one (a member who joined this year has no place in the certification
 * in force), else by that place; nothing picked is an index the schema refuses.
 */
export function memberOfChoice(
  members: ResidentMember[],
  value: string,
): { member_key: string } | { member_index: number } {
  const chosen = members.find((m) => memberValue(m) === value);
  if (chosen?.member_key) return { member_key: chosen.member_key };
  return { member_index: chosen?.member_index ?? -1 };
}
