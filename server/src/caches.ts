import { StampedCache } from './lib/cache/stamped-cache.ts';
import { SessionCache } from './modules/auth/index.ts';
import {
  newPairLimitsCache,
  newProgramTablesCache,
  newReportChecksCache,
  type PairLimitsCache,
  type ProgramTablesCache,
  type ReportChecksCache,
} from './modules/compliance/index.ts';
import { FiguresCache } from './modules/dashboard/index.ts';
import { ListingSnapshots } from './modules/listings/index.ts';
import { type FirstOrganization, newSiteOrganizationCache } from './modules/organizations/index.ts';
import { newRenderedPagesCache } from './plugins/kept-pages.ts';

/**
 * Every in-process cache of one app, each a `StampedCache` or built on one (decision 035,
 * architecture.md "Caches"). Created by `buildApp` and reached through `deps.caches`, so two apps
 * in one process never share an entry.
 */
export interface AppCaches {
  /** Live sessions by token hash; the stamp is a generation moved by session change notifications. */
  sessions: SessionCache;
  /** Programs' limit tables, by organization and program, under the program's version and last change. */
  programTables: ProgramTablesCache;
  /** The eligible-units search's limits, under the stamps of the organization's programs. */
  pairLimits: PairLimitsCache;
  /**
   * Property compliance answers as JSON text, by organization, property and date, under the
   * property's and the organization's `dashboard_stamps` (decision 058).
   */
  propertyCompliance: StampedCache<string>;
  /**
   * The compliance report's checks, by organization, property and day, under the same stamps
   * (decision 082); a page's names and figures are read fresh beside them.
   */
  reportChecks: ReportChecksCache;
  /** Dashboard figures and answers, under `dashboard_stamps` and the scope's version. */
  dashboard: FiguresCache;
  /** The public search's snapshots, by organization, read again by age. */
  listings: ListingSnapshots;
  /** Server-rendered public pages' HTML, by address, language and data, under the day in TIME_ZONE. */
  renderedPages: StampedCache<string>;
  /** The public site's organization when none is configured (the first), read again after 5 s. */
  siteOrganization: StampedCache<FirstOrganization>;
}

export function createAppCaches(): AppCaches {
  return {
    sessions: new SessionCache(),
    programTables: newProgramTablesCache(),
    pairLimits: newPairLimitsCache(),
    // A 300-unit property's answer is about 150 KB: 64 of them stay under 10 MB.
    propertyCompliance: new StampedCache(64),
    reportChecks: newReportChecksCache(),
    dashboard: new FiguresCache(),
    listings: new ListingSnapshots(),
    renderedPages: newRenderedPagesCache(),
    siteOrganization: newSiteOrganizationCache(),
  };
}
