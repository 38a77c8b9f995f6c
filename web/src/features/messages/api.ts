import type { ContactMessage } from '@lar/contracts/contact';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

/** Messages sent through the public contact form, newest first (admin only); the unread ones only when asked. */
export const fetchContactMessages = pagedList<ContactMessage, boolean>('/api/contact-messages', (unread) => ({
  unread: unread ? 'true' : undefined,
}));

/** Marks a message read: the list and the dashboard's unread count change. */
export function useMarkRead() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest(`/api/contact-messages/${id}/read`, { method: 'POST' }),
    invalidates: [queryKeys.contactMessages.all, queryKeys.dashboard.all],
    after: 'success',
  });
}
