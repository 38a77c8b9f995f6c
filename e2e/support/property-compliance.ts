import type { Page } from '@playwright/test';
import { openSignedIn, type Session } from './api.ts';
import { expect } from './fixtures.ts';

/**
 * Opens the property's compliance tests signed in, and follows its link named `link` to the
 * property's `screen` (`self-audit`, `tenant-data`): the way staff reach a property's reports.
 */
export async function followFromPropertyCompliance(
  page: Page,
  session: Session,
  propertyId: number,
  link: string,
  screen: string,
) {
  await openSignedIn(page, session, `/property-compliance?property=${propertyId}`);
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/${screen}\\?property=${propertyId}$`));
}
