import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import {
  compareRates,
  type DashboardAnswer,
  type DashboardQuery,
  MOVE_MONTHS,
  RENT_SHARE_BUCKETS,
  rateOf,
} from '@lar/contracts/dashboard';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { ComplianceReportService, lowIncomeUnitCounts, propertyExists } from '../compliance/index.ts';
import {
  managerExists,
  type ScopeProperty,
  scopeProperties,
  scopeVersion,
  unreadMessages,
} from './dashboard.repository.ts';
import { computeFigures, type PropertyFigures } from './property-figures.ts';

/** The MOVE_MONTHS months ending with today's, oldest first, as YYYY-MM. */
export function moveMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: MOVE_MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (MOVE_MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** PostgreSQL's numeric text without trailing zeros ('60.00' -> '60', '62.50' -> '62.5'). */
const plainPercentage = (text: string) => text.replace(/\.?0+$/, '');

/** The staff dashboard (issue 22, decision 029): the portfolio in one answer. */
export class DashboardService {
  private readonly report: ComplianceReportService;

  constructor(private readonly deps: AppDeps) {
    this.report = new ComplianceReportService(deps);
  }

  /**
   * The answer as JSON text. The figures are the same for every caller of a scope until a stamp of
   * it moves or the day changes: they are kept as text under the scope's version, so a call that
   * finds nothing changed runs two small statements (the version, and the unread count for an
   * admin) and serializes nothing.
   */
  async answerJson(actor: Actor, query: DashboardQuery): Promise<string> {
    await this.checkScope(actor, query);
    const org = actor.organizationId;
    const filter = { propertyId: query.property_id, managerId: query.property_manager_id };
    const today = todayIn(this.deps.config.timeZone);
    const cache = this.deps.caches.dashboard;
    const scopeKey = `${org}|${query.property_id ?? ''}|${query.property_manager_id ?? ''}|${today}`;
    // Read before the figures: what they are computed from is this version or newer, never older.
    const version = await scopeVersion(this.deps.database.db, org, filter);
    cache.noteAsked(org, today);
    let json = cache.answer(scopeKey, version);
    if (json === undefined) {
      const { unread_messages: _, ...figures } = await this.figures(actor.tenant, filter, today);
      json = JSON.stringify(figures);
      cache.keepAnswer(scopeKey, version, json);
    }
    const unread = actor.isAdmin ? await unreadMessages(this.deps.database.db, org) : null;
    return `{"unread_messages":${unread === null ? 'null' : String(unread)},${json.slice(1)}`;
  }

  /** Another organization's (or no) property or company is 404. */
  private async checkScope(actor: Actor, query: DashboardQuery): Promise<void> {
    const db = this.deps.database.db;
    const org = actor.organizationId;
    if (
      query.property_manager_id !== undefined &&
      !(await managerExists(this.deps.database.db, org, query.property_manager_id))
    )
      throw notFound('Management company');
    if (query.property_id !== undefined && !(await propertyExists(db, actor.tenant, query.property_id)))
      throw notFound('Property');
  }

  /**
   * Computes and keeps every property's figures of the organization for `day` (figures-warmup.ts):
   * what the first call of the day would otherwise wait for.
   */
  async keepFigures(tenant: Tenant, day: string): Promise<void> {
    await this.figures(tenant, { propertyId: undefined, managerId: undefined }, day);
  }

  /** The figures of the scope, each property's computed again only when its stamp moved. */
  private async figures(
    tenant: Tenant,
    filter: { propertyId: number | undefined; managerId: number | undefined },
    today: string,
  ): Promise<DashboardAnswer> {
    const db = this.deps.database.db;
    const org = tenant.organizationId;
    const months = moveMonths(today);
    const cache = this.deps.caches.dashboard;
    const keyOf = (organizationStamp: string) => `${organizationStamp}|${today}`;

    let scope = await scopeProperties(db, org, filter);
    let figures = cache.kept(org, keyOf(scope.organizationStamp), scope.properties);
    if (!figures) {
      // Some are stale: read the stamps again and compute them in one snapshot, so each kept
      // entry is exactly the data of its stamp; one computation of the organization at a time.
      [scope, figures] = await cache.oneAtATime(org, () =>
        db.transaction(
          async (tx) => {
            const inTx = await scopeProperties(tx, org, filter);
            const computed = await cache.complete(
              org,
              keyOf(inTx.organizationStamp),
              inTx.properties,
              (ids) =>
                computeFigures({
                  q: tx,
                  tenant,
                  propertyIds: ids,
                  today,
                  movesFrom: `${months[0]}-01`,
                  reportRows: (q, tenant, propertyIds) => this.report.propertyFigures(q, tenant, propertyIds),
                  lowIncomeCounts: (q, tenant, propertyIds) =>
                    lowIncomeUnitCounts(this.deps, q, tenant, propertyIds, today),
                }),
            );
            return [inTx, computed] as const;
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
      );
    }
    return this.sum(scope.properties, figures, today, months);
  }

  private sum(
    properties: readonly ScopeProperty[],
    figures: readonly PropertyFigures[],
    today: string,
    months: readonly string[],
  ): DashboardAnswer {
    const total = (pick: (f: PropertyFigures) => number) => figures.reduce((n, f) => n + pick(f), 0);
    const units = total((f) => f.units);
    const occupied = total((f) => f.occupied);
    const ami = new Map<string, number>();
    for (const f of figures) for (const [pct, n] of f.ami) ami.set(pct, (ami.get(pct) ?? 0) + n);
    const byProperty = properties.map((p, i) => {
      const f = figures[i] as PropertyFigures;
      return { property_id: p.id, property_name: p.name, rate: rateOf(f.occupied, f.units) };
    });
    byProperty.sort(
      (a, b) =>
        compareRates(a.rate, b.rate) ||
        a.property_name.localeCompare(b.property_name) ||
        a.property_id - b.property_id,
    );
    return {
      as_of: today,
      compliance_as_of: today,
      units,
      occupied,
      vacant: total((f) => f.vacant),
      occupancy_rate: rateOf(occupied, units),
      pending_occupancies: total((f) => f.pending),
      recertifications: Object.fromEntries(
        RECERTIFICATION_BUCKETS.map((b, i) => [b, total((f) => f.buckets[i] ?? 0)]),
      ) as DashboardAnswer['recertifications'],
      compliance: {
        exceptions: total((f) => f.exceptions),
        over_income: total((f) => f.overIncome),
        over_rent: total((f) => f.overRent),
        missing_data: total((f) => f.missingData),
        overridden: total((f) => f.overridden),
      },
      over_income_households: total((f) => f.overIncomeHouseholds),
      low_income_units: total((f) => f.lowIncome),
      // Per caller: answerJson adds it to the kept figures.
      unread_messages: null,
      occupancy_by_property: byProperty,
      units_by_ami: [...ami.entries()]
        .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : Number(a) - Number(b)))
        .map(([pct, n]) => ({ ami_percentage: pct === '' ? null : plainPercentage(pct), units: n })),
      moves: months.map((month) => ({
        month,
        move_ins: total((f) => f.moves.get(month)?.[0] ?? 0),
        move_outs: total((f) => f.moves.get(month)?.[1] ?? 0),
      })),
      rent_share: Array.from({ length: RENT_SHARE_BUCKETS }, (_, i) => total((f) => f.rentShare[i] ?? 0)),
    };
  }
}
