import type { ContactMessageBody } from '@lar/contracts/contact';
import { apiRequest } from '../../lib/api.ts';

/** Public and rate limited per IP; stored for the site's organization and shown to its admins. */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  await apiRequest('/api/contact-messages', { method: 'POST', body, auth: false });
}
