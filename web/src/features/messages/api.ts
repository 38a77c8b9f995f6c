import type { ContactMessage } from '@lar/contracts/contact';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

/** Messages sent through the public contact form, newest first (admin only); the unread ones only when asked. */
export function fetchContactMessages(
  unread: boolean,
  paging: Paging,
  signal?: AbortSignal,
): Promise<Page<ContactMessage>> {
  return apiPage<ContactMessage>('/api/contact-messages', paging, {
    signal,
    query: { unread: unread ? 'true' : undefined },
  });
}

/** Marks a message read: the list and the dashboard's unread count change. */
export function useMarkRead() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest(`/api/contact-messages/${id}/read`, { method: 'POST' }),
    invalidates: [queryKeys.contactMessages.all, queryKeys.dashboard.all],
    after: 'success',
  });
}
