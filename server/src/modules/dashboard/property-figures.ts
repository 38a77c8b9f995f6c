import { toCents } from '@lar/contracts/compliance/money';
import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import { inReportView, type ReportView } from '@lar/contracts/compliance/report';
import { COMPLIANCE_FIGURE_VIEWS, RENT_SHARE_BUCKETS, rentShareBucket } from '@lar/contracts/dashboard';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { ReportFigures } from '../compliance/index.ts';
import { dueRange } from '../recertifications/index.ts';
import {
  amiCounts,
  moveCounts,
  occupancyCounts,
  scheduleCounts,
  unitCounts,
} from './dashboard.repository.ts';

/**
 * One property's dashboard figures (decision 029), computed together in one snapshot and kept
 * while the property's stamp, the organization's stamp and the date stay the same.
 */
export interface PropertyFigures {
  units: number;
  occupied: number;
  vacant: number;
  pending: number;
  /** Per RECERTIFICATION_BUCKETS, in order. */
  buckets: number[];
  overIncomeHouseholds: number;
  /** Low-income units on the date by the one rule (decisions 040, 057). */
  lowIncome: number;
  exceptions: number;
  overIncome: number;
  overRent: number;
  missingData: number;
  overridden: number;
  /** RENT_SHARE_BUCKETS counts. */
  rentShare: number[];
  /** Units by AMI % (text as PostgreSQL writes it, '' for none). */
  ami: Map<string, number>;
  /** By month (YYYY-MM): [move-ins, move-outs]. */
  moves: Map<string, [number, number]>;
}

const empty = (): PropertyFigures => ({
  units: 0,
  occupied: 0,
  vacant: 0,
  pending: 0,
  buckets: RECERTIFICATION_BUCKETS.map(() => 0),
  overIncomeHouseholds: 0,
  lowIncome: 0,
  exceptions: 0,
  overIncome: 0,
  overRent: 0,
  missingData: 0,
  overridden: 0,
  rentShare: Array.from({ length: RENT_SHARE_BUCKETS }, () => 0),
  ami: new Map(),
  moves: new Map(),
});

/** Each compliance figure and the report's view it counts: the list its tile opens (decision 062). */
const COMPLIANCE_FIGURES = [
  ['exceptions', COMPLIANCE_FIGURE_VIEWS.exceptions],
  ['overIncome', COMPLIANCE_FIGURE_VIEWS.over_income],
  ['overRent', COMPLIANCE_FIGURE_VIEWS.over_rent],
  ['missingData', COMPLIANCE_FIGURE_VIEWS.missing_data],
  ['overridden', COMPLIANCE_FIGURE_VIEWS.overridden],
] as const satisfies ReadonlyArray<readonly [keyof PropertyFigures, ReportView]>;

/** Adds a report row to its property's compliance figures, by the report's own views. */
function addCompliance(figures: PropertyFigures, row: ReportFigures) {
  for (const [figure, view] of COMPLIANCE_FIGURES) if (inReportView(view, row)) figures[figure] += 1;
  if (row.gross_rent !== null && row.max_gross_rent !== null) {
    const bucket = rentShareBucket(toCents(row.gross_rent), toCents(row.max_gross_rent));
    figures.rentShare[bucket] = (figures.rentShare[bucket] ?? 0) + 1;
  }
}

export interface FiguresInput {
  q: Queryable;
  tenant: Tenant;
  propertyIds: readonly number[];
  today: string;
  /** First day of the move series. */
  movesFrom: string;
  /** The compliance report's rows of these properties, read on `q`, a batch at a time. */
  reportRows: (q: Queryable, tenant: Tenant, ids: readonly number[]) => AsyncIterable<ReportFigures[]>;
  /** Each property's count of low-income units on `today`, read on `q`. */
  lowIncomeCounts: (q: Queryable, tenant: Tenant, ids: readonly number[]) => Promise<Map<number, number>>;
}

/** The figures of these properties, every statement on `q` (one snapshot when it is a transaction). */
export async function computeFigures(input: FiguresInput): Promise<Map<number, PropertyFigures>> {
  const { q, tenant, propertyIds: ids, today } = input;
  const org = tenant.organizationId;
  const result = new Map<number, PropertyFigures>(ids.map((id) => [id, empty()]));
  const of = (id: number) => {
    let figures = result.get(id);
    if (!figures) {
      figures = empty();
      result.set(id, figures);
    }
    return figures;
  };
  if (ids.length === 0) return result;
  for (const row of await unitCounts(q, org, ids))
    Object.assign(of(row.property_id), { units: row.units, vacant: row.vacant });
  for (const row of await occupancyCounts(q, org, ids))
    Object.assign(of(row.property_id), { occupied: row.occupied, pending: row.pending });
  for (const row of await amiCounts(q, org, ids))
    of(row.property_id).ami.set(row.percentage ?? '', row.units);
  for (const row of await moveCounts(q, org, ids, input.movesFrom, today))
    of(row.property_id).moves.set(row.month, [row.move_ins, row.move_outs]);
  const ranges = RECERTIFICATION_BUCKETS.map((bucket) => dueRange(today, bucket));
  for (const row of await scheduleCounts(q, org, ids, ranges))
    Object.assign(of(row.property_id), { buckets: row.buckets, overIncomeHouseholds: row.over_income });
  for await (const rows of input.reportRows(q, tenant, ids))
    for (const row of rows) addCompliance(of(row.property_id), row);
  for (const [id, count] of await input.lowIncomeCounts(q, tenant, ids)) of(id).lowIncome = count;
  return result;
}
