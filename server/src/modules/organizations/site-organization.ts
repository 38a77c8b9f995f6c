import { ErrorCode } from '@lar/contracts/errors';
import type { DbHandle } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstOrganizationId } from './organization.repository.ts';

/**
 * The first organization as found at most FIRST_KEPT_MS ago, per database: every public search
 * would otherwise ask again, and the first organization changes only when a backup is restored.
 */
const FIRST_KEPT_MS = 5_000;
const firstFound = new WeakMap<DbHandle, { id: number; at: number }>();

/**
 * The organization the public site speaks for (its contact form, listings and visit requests): the
 * configured one (`SITE_ORGANIZATION_ID`), else the first. 503 before any organization exists.
 */
export async function siteOrganizationId(deps: AppDeps): Promise<number> {
  const configured = deps.config.siteOrganizationId;
  if (configured !== undefined) return configured;
  const known = firstFound.get(deps.database);
  if (known !== undefined && Date.now() - known.at < FIRST_KEPT_MS) return known.id;
  const first = await firstOrganizationId(deps.database.db);
  if (first === undefined) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The site is not set up yet');
  firstFound.set(deps.database, { id: first, at: Date.now() });
  return first;
}
