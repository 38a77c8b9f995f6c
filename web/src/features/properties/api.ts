import type { NameSort } from '@lar/contracts/paging';
import type {
  Property,
  PropertyContact,
  PropertyContactCreateBody,
  PropertyContactUpdateBody,
  PropertyCreateBody,
  PropertyDetailsBody,
  PropertySummary,
  PropertyUpdateBody,
} from '@lar/contracts/properties';
import type { ManagerContact, PropertyManager } from '@lar/contracts/property-managers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchEndpoint } from '../../components/SearchSelect.tsx';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export interface PropertyListFilter {
  q: string;
  sort: NameSort;
}

/** Contacts one screen shows at once; a company or a property has far fewer. */
const CONTACTS_LIMIT = 500;

export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (filter: PropertyListFilter) => [...propertyKeys.lists(), filter] as const,
  one: (id: number) => [...propertyKeys.all, 'one', id] as const,
  contacts: (propertyId: number) => [...propertyKeys.all, 'contacts', propertyId] as const,
  managerChoices: () => [...propertyKeys.all, 'manager-choices'] as const,
  managerContacts: (managerId: number) => [...propertyKeys.all, 'manager-contacts', managerId] as const,
};

export function fetchProperties(filter: PropertyListFilter, paging: Paging, signal?: AbortSignal) {
  return apiPage<PropertySummary>('/api/properties', paging, { signal, query: { ...filter } });
}

/** Management companies by name, for the property form's company select. */
export const searchManagers = searchEndpoint<PropertyManager>(
  '/api/property-manager',
  (m) => ({ value: m.id, label: m.management_co }),
  { sort: 'name' },
);

export function useProperty(id: number | null) {
  return useQuery({
    queryKey: propertyKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Property>(`/api/property/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The chosen company's contacts, offered as the property's company contact. */
export function useManagerContacts(managerId: number | null) {
  return useQuery({
    queryKey: propertyKeys.managerContacts(managerId ?? 0),
    queryFn: ({ signal }): Promise<Page<ManagerContact>> =>
      apiPage<ManagerContact>(
        `/api/property-management/${managerId}/contacts`,
        { limit: CONTACTS_LIMIT, offset: 0 },
        { signal },
      ),
    enabled: managerId !== null,
    staleTime: 0,
  });
}

export function usePropertyContacts(propertyId: number) {
  return useQuery({
    queryKey: propertyKeys.contacts(propertyId),
    queryFn: ({ signal }) =>
      apiPage<PropertyContact>(
        `/api/property/${propertyId}/contacts`,
        { limit: CONTACTS_LIMIT, offset: 0 },
        { signal },
      ),
  });
}

/** Every change may alter list rows and open details, so the feature's queries reload after it. */
function useInvalidatingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks run at once, whatever the refetch remounts.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}

export function useSaveProperty() {
  return useInvalidatingMutation(
    ({ id, body }: { id: number | null; body: PropertyCreateBody | PropertyUpdateBody }) =>
      id === null
        ? apiRequest<Property>('/api/property', { method: 'POST', body })
        : apiRequest<Property>(`/api/property/${id}`, { method: 'PUT', body }),
  );
}

/** The details panel's simpler form (PUT /api/properties/{id}). */
export function useSavePropertyDetails() {
  return useInvalidatingMutation(({ id, body }: { id: number; body: PropertyDetailsBody }) =>
    apiRequest<Property>(`/api/properties/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteProperty() {
  return useInvalidatingMutation((id: number) =>
    apiRequest<unknown>(`/api/property/${id}`, { method: 'DELETE' }),
  );
}

export function useSavePropertyContact(propertyId: number) {
  return useInvalidatingMutation(
    ({
      contactId,
      body,
    }: {
      contactId: number | null;
      body: PropertyContactCreateBody | PropertyContactUpdateBody;
    }) =>
      contactId === null
        ? apiRequest<PropertyContact>(`/api/property/${propertyId}/contacts`, { method: 'POST', body })
        : apiRequest<PropertyContact>(`/api/property/contact/${contactId}`, { method: 'PUT', body }),
  );
}

export function useDeletePropertyContact() {
  return useInvalidatingMutation((contactId: number) =>
    apiRequest<unknown>(`/api/property/contact/${contactId}`, { method: 'DELETE' }),
  );
}
