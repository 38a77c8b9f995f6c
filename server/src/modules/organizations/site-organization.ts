import { ErrorCode } from '@lar/contracts/errors';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import { firstOrganizationId } from './organization.repository.ts';

/** How long the first organization's id is kept: it changes only when a backup is restored. */
const FIRST_KEPT_MS = 5_000;
const FIRST = 'first';
/** The one stamp of the entry: its age decides when it is read again, as the listing snapshots' does. */
const BY_AGE = '';

/** The first organization's id as found, and when (`deps.caches.siteOrganization`). */
export interface FirstOrganization {
  id: number;
  at: number;
}

export const newSiteOrganizationCache = (): StampedCache<FirstOrganization> => new StampedCache(1);

/**
 * The organization the public site speaks for (its contact form, listings and visit requests): the
 * configured one (`SITE_ORGANIZATION_ID`), else the first, as found at most FIRST_KEPT_MS ago: every
 * public search would otherwise ask again. 503 before any organization exists.
 */
export async function siteOrganizationId(deps: AppDeps): Promise<number> {
  const configured = deps.config.siteOrganizationId;
  if (configured !== undefined) return configured;
  const kept = deps.caches.siteOrganization;
  const known = kept.get(FIRST, BY_AGE);
  if (known !== undefined && Date.now() - known.at < FIRST_KEPT_MS) return known.id;
  const first = await firstOrganizationId(deps.database.db);
  if (first === undefined) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The site is not set up yet');
  kept.set(FIRST, BY_AGE, { id: first, at: Date.now() });
  return first;
}
