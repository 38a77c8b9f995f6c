import { ErrorCode } from '@lar/contracts/errors';
import { asc } from 'drizzle-orm';
import { organizations } from '../../db/schema/organizations.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The organization the public site speaks for (its contact form, listings and visit requests): the
 * configured one (`SITE_ORGANIZATION_ID`), else the first. 503 before any organization exists.
 */
export async function siteOrganizationId(deps: AppDeps): Promise<number> {
  const configured = deps.config.siteOrganizationId;
  if (configured !== undefined) return configured;
  const [first] = await deps.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.id))
    .limit(1);
  if (first === undefined)
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The site is not set up yet');
  return first.id;
}
