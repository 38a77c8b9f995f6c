import type { Page } from '@playwright/test';
import { openSignedIn, type Session } from './api.ts';

/**
 * The screens of the staff area, in the sidebar's order (kept in step with
 * web/src/app/staff/nav-items.tsx): the CRM every account uses, then the admin screens and the
 * account's own.
 */
export const CRM_PAGES = [
  '/dashboard',
  '/property-manager',
  '/property',
  '/govprogram',
  '/units',
  '/occupancies',
  '/recertifications',
  '/compliance',
  '/candidates',
];

export const STAFF_PAGES = [...CRM_PAGES, '/users', '/subusers', '/messages', '/outbox', '/account'];

/** Opens the staff screen at `path` signed in as `session`, and switches to its tab named `tab`. */
export async function openOnTab(page: Page, session: Session, path: string, tab: string): Promise<void> {
  await openSignedIn(page, session, path);
  await page.getByRole('tab', { name: tab }).click();
}
