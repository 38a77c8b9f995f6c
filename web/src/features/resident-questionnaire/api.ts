import type { QuestionnaireAnswers, ResidentSubmission } from '@lar/contracts/resident-questionnaire';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { readResidentToken, residentCall } from '../resident-portal/api.ts';

/**
 * The recertification questionnaire's calls (decision 076): the resident's, with the resident
 * token, and the staff review's, which the certifications screen uses through this file.
 */
export const QUESTIONNAIRE_PATH = '/resident/questionnaire';

export const fetchQuestionnaire = () =>
  residentCall<ResidentSubmission>('/api/resident/questionnaire', { token: readResidentToken() });

export const saveQuestionnaire = (version: number, answers: QuestionnaireAnswers) =>
  residentCall<ResidentSubmission>('/api/resident/questionnaire', {
    method: 'PUT',
    body: { version, answers },
    token: readResidentToken(),
  });

export const submitQuestionnaire = (version: number) =>
  residentCall<ResidentSubmission>('/api/resident/questionnaire/submit', {
    method: 'POST',
    body: { version },
    token: readResidentToken(),
  });

/** A field's issue text by its path in the answers, from a refused save or submit. */
export function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field.replace(/^answers\./, ''), e.code]));
}

/** The household's latest questionnaire, for staff; null until the household opened it. */
export function useResidentSubmission(occupancyId: number | null) {
  return useQuery({
    queryKey: queryKeys.certifications.residentSubmission(occupancyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<ResidentSubmission | null>(`/api/occupancies/${occupancyId}/resident-submission`, {
        signal,
      }),
    enabled: occupancyId !== null,
  });
}

/** Staff accept the questionnaire (it becomes the ANNUAL draft) or send it back with a note. */
export function useReviewSubmission(occupancyId: number) {
  return useInvalidatingMutation({
    mutationFn: (review: { accept: true } | { correction: string }) =>
      apiRequest<ResidentSubmission>(
        `/api/occupancies/${occupancyId}/resident-submission/${'accept' in review ? 'accept' : 'request-correction'}`,
        'accept' in review ? { method: 'POST' } : { method: 'POST', body: { note: review.correction } },
      ),
    // The accepted questionnaire is a new draft: the certifications and the calendar move.
    invalidates: [queryKeys.certifications.all, queryKeys.recertifications.all],
  });
}
