import type { ApplicationForm, PublicWaitlist } from '@lar/contracts/application-form';
import type { ApplicationBody, ApplicationStatusAnswer } from '@lar/contracts/applications';
import { ApiError, apiRequest, ClientErrorCode, toApiError } from '../../lib/api.ts';

/** The form's facts: the property, the unit and the property's active preferences. */
export function fetchApplicationForm(
  query: { listing_id: number } | { property_id: number },
  signal: AbortSignal,
) {
  return apiRequest<ApplicationForm>('/api/public/application-form', { query, signal, auth: false });
}

export function fetchWaitlists(signal: AbortSignal) {
  return apiRequest<PublicWaitlist[]>('/api/public/waitlists', { signal, auth: false });
}

export function fetchApplicationStatus(reference: string, email: string) {
  return apiRequest<ApplicationStatusAnswer>('/api/public/applications/status', {
    query: { reference, email },
    auth: false,
  });
}

/** Sends the application with its documents as one multipart request; answers its reference. */
export async function sendApplication(body: ApplicationBody, documents: File[]): Promise<string> {
  const data = new FormData();
  data.append('application', JSON.stringify(body));
  for (const file of documents) data.append('documents', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/public/applications', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: data,
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw toApiError(response.status, json);
  const reference = (json as { reference?: unknown } | undefined)?.reference;
  if (typeof reference !== 'string') throw new ApiError(response.status, ClientErrorCode.BAD_RESPONSE);
  return reference;
}
