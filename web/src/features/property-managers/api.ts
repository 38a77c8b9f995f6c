import type { NameSort } from '@lar/contracts/paging';
import type {
  ManagerContact,
  ManagerContactCreateBody,
  ManagerContactUpdateBody,
  PropertyManager,
  PropertyManagerCreateBody,
  PropertyManagerUpdateBody,
} from '@lar/contracts/property-managers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export interface ManagerListFilter {
  q: string;
  sort: NameSort;
}

/** The company contacts one modal shows; a company has far fewer. */
export const CONTACTS_LIMIT = 500;

export const managerKeys = {
  all: ['property-managers'] as const,
  lists: () => [...managerKeys.all, 'list'] as const,
  list: (filter: ManagerListFilter) => [...managerKeys.lists(), filter] as const,
  contacts: (managerId: number) => [...managerKeys.all, 'contacts', managerId] as const,
};

export function fetchManagers(filter: ManagerListFilter, paging: Paging, signal?: AbortSignal) {
  return apiPage<PropertyManager>('/api/property-manager', paging, { signal, query: { ...filter } });
}

export function fetchManager(id: number, signal?: AbortSignal): Promise<PropertyManager> {
  return apiRequest<PropertyManager>(`/api/property-manager/${id}`, { signal });
}

export function fetchManagerContacts(managerId: number, signal?: AbortSignal): Promise<Page<ManagerContact>> {
  return apiPage<ManagerContact>(
    `/api/property-management/${managerId}/contacts`,
    { limit: CONTACTS_LIMIT, offset: 0 },
    { signal },
  );
}

/** Every change may alter list rows (names, counts), so lists reload after it. */
function useInvalidatingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks run at once, whatever the refetch remounts.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: managerKeys.all });
    },
  });
}

export function useCreateManager() {
  return useInvalidatingMutation((body: PropertyManagerCreateBody) =>
    apiRequest<PropertyManager>('/api/property-manager', { method: 'POST', body }),
  );
}

export function useUpdateManager() {
  return useInvalidatingMutation(({ id, body }: { id: number; body: PropertyManagerUpdateBody }) =>
    apiRequest<PropertyManager>(`/api/property-manager/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteManager() {
  return useInvalidatingMutation((id: number) =>
    apiRequest<unknown>(`/api/property-manager/${id}`, { method: 'DELETE' }),
  );
}

export function useManager(id: number | null) {
  return useQuery({
    queryKey: [...managerKeys.all, 'one', id],
    queryFn: ({ signal }) => fetchManager(id as number, signal),
    enabled: id !== null,
  });
}

export function useManagerContacts(managerId: number) {
  return useQuery({
    queryKey: managerKeys.contacts(managerId),
    queryFn: ({ signal }) => fetchManagerContacts(managerId, signal),
  });
}

export function useSaveManagerContact(managerId: number) {
  return useInvalidatingMutation(
    ({
      contactId,
      body,
    }: {
      contactId: number | null;
      body: ManagerContactCreateBody | ManagerContactUpdateBody;
    }) =>
      contactId === null
        ? apiRequest<ManagerContact>(`/api/property-management/${managerId}/contacts`, {
            method: 'POST',
            body,
          })
        : apiRequest<ManagerContact>(`/api/property-management/contact/${contactId}`, {
            method: 'PUT',
            body,
          }),
  );
}

export function useDeleteManagerContact() {
  return useInvalidatingMutation((contactId: number) =>
    apiRequest<unknown>(`/api/property-management/contact/${contactId}`, { method: 'DELETE' }),
  );
}
