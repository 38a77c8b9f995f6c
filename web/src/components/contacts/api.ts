import { PAGE_MAX } from '@lar/contracts/paging';
import type {
  PropertyContact,
  PropertyContactCreateBody,
  PropertyContactUpdateBody,
} from '@lar/contracts/properties';
import type {
  ManagerContact,
  ManagerContactCreateBody,
  ManagerContactUpdateBody,
} from '@lar/contracts/property-managers';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page } from '../../lib/api.ts';
import { type ContactOwnerKind, queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

export type { ContactOwnerKind } from '../../lib/query-keys.ts';

/** What each owner's contacts are, and what a create and an update send. */
interface ContactTypes {
  company: { contact: ManagerContact; create: ManagerContactCreateBody; update: ManagerContactUpdateBody };
  property: {
    contact: PropertyContact;
    create: PropertyContactCreateBody;
    update: PropertyContactUpdateBody;
  };
}

export type ContactOf<K extends ContactOwnerKind> = ContactTypes[K]['contact'];
export type ContactBodyOf<K extends ContactOwnerKind> = ContactTypes[K]['create'] | ContactTypes[K]['update'];

/** A company's or a property's contacts: the same calls under two paths. */
const PATHS: Record<ContactOwnerKind, { list(ownerId: number): string; one(contactId: number): string }> = {
  company: {
    list: (ownerId) => `/api/property-management/${ownerId}/contacts`,
    one: (contactId) => `/api/property-management/contact/${contactId}`,
  },
  property: {
    list: (ownerId) => `/api/property/${ownerId}/contacts`,
    one: (contactId) => `/api/property/contact/${contactId}`,
  },
};

/**
 * What else a contact change may alter: the owner's rows and open details, and for a company
 * contact the properties that show it as their company contact.
 */
const ALSO_CHANGED: Record<ContactOwnerKind, ReadonlyArray<readonly unknown[]>> = {
  company: [queryKeys.propertyManagers.all, queryKeys.properties.all],
  property: [queryKeys.properties.all],
};

export function fetchContacts<K extends ContactOwnerKind>(
  kind: K,
  ownerId: number,
  signal?: AbortSignal,
): Promise<Page<ContactOf<K>>> {
  // One page holds them all: a company or a property has far fewer than the largest page.
  return apiPage<ContactOf<K>>(PATHS[kind].list(ownerId), { limit: PAGE_MAX, offset: 0 }, { signal });
}

/** The owner's contacts; nothing is asked while there is no owner (a form's company not chosen yet). */
export function useContacts<K extends ContactOwnerKind>(kind: K, ownerId: number | null) {
  return useQuery({
    queryKey: queryKeys.contacts.of(kind, ownerId ?? 0),
    queryFn: ({ signal }) => fetchContacts(kind, ownerId ?? 0, signal),
    enabled: ownerId !== null,
    // A list another screen changed must not be offered as it was.
    staleTime: 0,
  });
}

export interface SaveContactInput<K extends ContactOwnerKind> {
  /** The contact being edited; null to add one. */
  contactId: number | null;
  body: ContactBodyOf<K>;
}

function useContactMutation<TInput, TOutput>(
  kind: ContactOwnerKind,
  ownerId: number,
  mutationFn: (input: TInput) => Promise<TOutput>,
) {
  return useInvalidatingMutation({
    mutationFn,
    invalidates: [queryKeys.contacts.of(kind, ownerId), ...ALSO_CHANGED[kind]],
    // The editor's own callbacks reset its form at once, whatever the reload remounts.
    awaitReload: false,
  });
}

export function useSaveContact<K extends ContactOwnerKind>(kind: K, ownerId: number) {
  return useContactMutation(kind, ownerId, ({ contactId, body }: SaveContactInput<K>) =>
    contactId === null
      ? apiRequest<ContactOf<K>>(PATHS[kind].list(ownerId), { method: 'POST', body })
      : apiRequest<ContactOf<K>>(PATHS[kind].one(contactId), { method: 'PUT', body }),
  );
}

export function useDeleteContact(kind: ContactOwnerKind, ownerId: number) {
  return useContactMutation(kind, ownerId, (contactId: number) =>
    apiRequest<unknown>(PATHS[kind].one(contactId), { method: 'DELETE' }),
  );
}
