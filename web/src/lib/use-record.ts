import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

/**
 * One record by id (`GET {collection}/{id}`), asked for once `id` is known. By default for its edit
 * form: an edit opened from the address has only the id, and an edit must start from what is stored
 * now, so it is never taken as fresh. A screen that only reads figures which seldom change (a
 * program's levels) passes how long they stay fresh.
 */
export function useRecord<T>(
  detailKey: (id: number) => readonly unknown[],
  collection: string,
  id: number | null,
  staleTime = 0,
) {
  return useQuery({
    queryKey: detailKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<T>(`${collection}/${id}`, { signal }),
    enabled: id !== null,
    staleTime,
  });
}

/** What a record's form saves: a new record (`id` null) or the changes to a stored one. */
export interface RecordSave<Body> {
  id: number | null;
  body: Body;
}

/** Saves a record's form: `POST {collection}` creates a new one, `PUT {collection}/{id}` replaces one. */
export function saveRecord<T, Body>(collection: string) {
  return ({ id, body }: RecordSave<Body>): Promise<T> =>
    id === null
      ? apiRequest<T>(collection, { method: 'POST', body })
      : apiRequest<T>(`${collection}/${id}`, { method: 'PUT', body });
}
