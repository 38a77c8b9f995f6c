import type { MainUser } from '@lar/contracts/auth';
import { apiPage, type Page, type Paging } from '../../lib/api.ts';

/** The organization's main accounts (admin only). */
export function fetchUsers(paging: Paging, signal?: AbortSignal): Promise<Page<MainUser>> {
  return apiPage<MainUser>('/api/users', paging, { signal });
}
