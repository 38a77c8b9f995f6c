import type { ContactMessage } from '@lar/contracts/contact';
import { apiPage, type Page, type Paging } from '../../lib/api.ts';

/** Messages sent through the public contact form, newest first (admin only). */
export function fetchContactMessages(paging: Paging, signal?: AbortSignal): Promise<Page<ContactMessage>> {
  return apiPage<ContactMessage>('/api/contact-messages', paging, { signal });
}
