import type { PublicListingDetail, PublicListingPage } from '@lar/contracts/public-listings';
import type { VisitRequestBody } from '@lar/contracts/visits';
import { apiRequest } from '../../lib/api.ts';

/** The public search: the site organization's listed, vacant units (no login). */
export function searchListings(query: Record<string, string | number>, signal: AbortSignal) {
  return apiRequest<PublicListingPage>('/api/public/listings', { query, signal, auth: false });
}

/** One listing with its photos and income limits; `household` adds the calculator's answer. */
export function fetchListing(id: number, household: Record<string, string | null>, signal: AbortSignal) {
  return apiRequest<PublicListingDetail>(`/api/public/listings/${id}`, {
    query: household,
    signal,
    auth: false,
  });
}

/** Rate limited per address, like the contact form. */
export async function sendVisitRequest(body: VisitRequestBody): Promise<void> {
  await apiRequest('/api/public/visit-requests', { method: 'POST', body, auth: false });
}
