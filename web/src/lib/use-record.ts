import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

/**
 * One record by id (`GET {collection}/{id}`) for its edit form: an edit opened from the address
 * has only the id, and an edit must start from what is stored now, so it is never taken as fresh.
 */
export function useRecord<T>(
  detailKey: (id: number) => readonly unknown[],
  collection: string,
  id: number | null,
) {
  return useQuery({
    queryKey: detailKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<T>(`${collection}/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
