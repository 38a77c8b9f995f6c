import type { OutboxItem, OutboxMessage } from '@lar/contracts/outbox';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';

/** Which e-mails the outbox shows: all, the sent ones or the ones not sent (waiting or failed). */
export type OutboxShown = 'all' | 'sent' | 'unsent';

export interface OutboxFilter {
  shown: OutboxShown;
  /** A piece of the address or the reference; empty for all. */
  q: string;
}

/** The applicant e-mails, newest first (admin only). */
export const fetchOutbox = pagedList<OutboxItem, OutboxFilter>('/api/outbox', (filter) => ({
  sent: filter.shown === 'all' ? undefined : String(filter.shown === 'sent'),
  q: filter.q || undefined,
}));

/** One e-mail whole, with its body. */
export function fetchOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  return apiRequest<OutboxMessage>(`/api/outbox/${id}`, { signal });
}
