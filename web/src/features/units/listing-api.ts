import {
  LISTING_PHOTO_BYTES_MAX,
  LISTING_PHOTOS_MAX,
  type Listing,
  type ListingBody,
  type ListingPhoto,
} from '@lar/contracts/listings';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, ClientErrorCode, toApiError } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { readStoredToken } from '../../lib/session-storage.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const listingPath = (unitId: number) => `/api/units/${unitId}/listing`;

/** A unit's listing on the public site (version 0 before it was first listed); for its editor. */
export function useListing(unitId: number | null) {
  return useQuery({
    queryKey: queryKeys.units.listing(unitId ?? 0),
    queryFn: ({ signal }) => apiRequest<Listing>(listingPath(unitId ?? 0), { signal }),
    enabled: unitId !== null,
    staleTime: 0,
  });
}

export function useSaveListing(unitId: number) {
  return useInvalidatingMutation({
    mutationFn: (body: ListingBody) => apiRequest<Listing>(listingPath(unitId), { method: 'PUT', body }),
    invalidates: [queryKeys.units.listing(unitId), queryKeys.history.all],
    after: 'success',
  });
}

/** The kinds the server takes (it checks the content again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be uploaded, as a `units:listing.photos.*` key; null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>, photosSoFar: number): string | null {
  if (photosSoFar >= LISTING_PHOTOS_MAX) return 'listing.photos.tooMany';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'listing.photos.type';
  if (file.size > LISTING_PHOTO_BYTES_MAX) return 'listing.photos.tooBig';
  return null;
}

/** Uploads one photo as multipart (the JSON client sends JSON only). */
async function uploadPhoto(unitId: number, file: File): Promise<ListingPhoto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`${listingPath(unitId)}/photos`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return body as ListingPhoto;
}

export function useUploadPhoto(unitId: number) {
  return useInvalidatingMutation({
    mutationFn: (file: File) => uploadPhoto(unitId, file),
    invalidates: [queryKeys.units.listing(unitId)],
  });
}

export function useDeletePhoto(unitId: number) {
  return useInvalidatingMutation({
    mutationFn: (photoId: number) =>
      apiRequest<void>(`${listingPath(unitId)}/photos/${photoId}`, { method: 'DELETE' }),
    invalidates: [queryKeys.units.listing(unitId)],
  });
}
