import type { LotteryRankEntry, WaitlistEntry } from '@lar/contracts/allocation';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { intArray } from './allocation.repository.ts';

/** A listing's unit with what its lottery needs to know first. */
export interface LotteryTarget {
  unit_id: number;
  property_id: number;
  application_deadline: string | null;
}

export interface LotteryRunRow {
  id: number;
  unit_id: number;
  seed: string;
  algorithm: string;
  entry_ids: number[];
  ranked_ids: number[];
  run_by: string;
  run_at: string;
}

export interface PropertyListingRow {
  unit_id: number;
  unit_number: string | null;
  listed: boolean;
  application_deadline: string | null;
  entries: number;
  run_at: string | null;
}

/** The entries of a listing's lottery: its applications still waiting for a decision or on the waitlist. */
const ENTRY_STATUSES = sql`status IN ('SUBMITTED', 'WAITLISTED')`;

/** The group an application belongs to: the name of the best-ranked active preference it claims. */
const preferenceGroup = (application: string) =>
  sql.raw(`(SELECT pp.name FROM property_preferences pp
     WHERE pp.organization_id = ${application}.organization_id AND pp.property_id = ${application}.property_id
       AND pp.active AND pp.id = ANY (${application}.claimed_preference_ids)
     ORDER BY pp.rank LIMIT 1)`);

const RUN_COLUMNS = sql`r.id, r.unit_id, r.seed, r.algorithm, r.entry_ids, r.ranked_ids, r.run_by,
  to_char(r.run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS run_at`;

/** Lotteries and waitlists, every statement scoped to the caller's organization. */
export class LotteryRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private get org() {
    return this.tenant.organizationId;
  }

  /** The unit and its listing's deadline; `lock` holds the unit's row, so two runs of one listing queue. */
  async target(unitId: number, lock = false): Promise<LotteryTarget | undefined> {
    const [row] = await rowsOf<LotteryTarget>(
      this.q,
      sql`SELECT u.id AS unit_id, u.property_id, l.application_deadline::text AS application_deadline
            FROM units u
            LEFT JOIN unit_listings l ON l.organization_id = u.organization_id AND l.unit_id = u.id
           WHERE u.organization_id = ${this.org} AND u.id = ${unitId}
           ${lock ? sql`FOR UPDATE OF u` : sql``}`,
    );
    return row;
  }

  /** The listing's entries' ids, ascending. */
  async entryIds(unitId: number): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      this.q,
      sql`SELECT id FROM applications
           WHERE organization_id = ${this.org} AND unit_id = ${unitId} AND ${ENTRY_STATUSES}
           ORDER BY id`,
    );
    return rows.map((r) => Number(r.id));
  }

  async countEntries(unitId: number): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.q,
      sql`SELECT count(*)::int AS n FROM applications
           WHERE organization_id = ${this.org} AND unit_id = ${unitId} AND ${ENTRY_STATUSES}`,
    );
    return Number(row?.n ?? 0);
  }

  async run(unitId: number): Promise<LotteryRunRow | undefined> {
    const [row] = await rowsOf<LotteryRunRow>(
      this.q,
      sql`SELECT ${RUN_COLUMNS} FROM lottery_runs r WHERE r.organization_id = ${this.org} AND r.unit_id = ${unitId}`,
    );
    return row;
  }

  async insertRun(run: {
    unitId: number;
    seed: string;
    algorithm: string;
    entryIds: readonly number[];
    rankedIds: readonly number[];
    runBy: string;
  }): Promise<LotteryRunRow> {
    const [row] = await rowsOf<LotteryRunRow>(
      this.q,
      sql`INSERT INTO lottery_runs AS r (organization_id, unit_id, seed, algorithm, entry_ids, ranked_ids, run_by)
          VALUES (${this.org}, ${run.unitId}, ${run.seed}, ${run.algorithm}, ${intArray(run.entryIds)},
                  ${intArray(run.rankedIds)}, ${run.runBy})
          RETURNING ${RUN_COLUMNS}`,
    );
    if (!row) throw new Error('the lottery run was not returned');
    return row;
  }

  /** Writes each application's rank (its place in `rankedIds`, 1 first) in one statement. */
  async writeRanks(rankedIds: readonly number[]): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      this.q,
      sql`UPDATE applications a
             SET lottery_rank = o.n::int, version = a.version + 1, updated_at = now()
            FROM unnest(${intArray(rankedIds)}) WITH ORDINALITY AS o(id, n)
           WHERE a.organization_id = ${this.org} AND a.id = o.id
          RETURNING a.id`,
    );
    return rows.length;
  }

  /** The run's ranks with each application's reference, head and group (null once it was purged). */
  async ranks(rankedIds: readonly number[]): Promise<LotteryRankEntry[]> {
    if (rankedIds.length === 0) return [];
    return rowsOf<LotteryRankEntry>(
      this.q,
      sql`SELECT o.n::int AS rank, o.id AS application_id, a.reference, a.head_name,
                 ${preferenceGroup('a')} AS preference_name
            FROM unnest(${intArray(rankedIds)}) WITH ORDINALITY AS o(id, n)
            LEFT JOIN applications a ON a.organization_id = ${this.org} AND a.id = o.id
           ORDER BY o.n`,
    );
  }

  /** The property's units with a listing (listed, with a deadline) or a lottery, by unit number. */
  async propertyListings(propertyId: number): Promise<PropertyListingRow[]> {
    return rowsOf<PropertyListingRow>(
      this.q,
      sql`SELECT u.id AS unit_id, u.unit_number, coalesce(l.listed, false) AS listed,
                 l.application_deadline::text AS application_deadline,
                 (SELECT count(*)::int FROM applications a
                   WHERE a.organization_id = u.organization_id AND a.unit_id = u.id
                     AND a.status IN ('SUBMITTED', 'WAITLISTED')) AS entries,
                 to_char(r.run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS run_at
            FROM units u
            LEFT JOIN unit_listings l ON l.organization_id = u.organization_id AND l.unit_id = u.id
            LEFT JOIN lottery_runs r ON r.organization_id = u.organization_id AND r.unit_id = u.id
           WHERE u.organization_id = ${this.org} AND u.property_id = ${propertyId}
             AND (l.listed OR l.application_deadline IS NOT NULL OR r.id IS NOT NULL)
           ORDER BY u.unit_number, u.id`,
    );
  }

  /**
   * A page of the property's waitlist in the order of the view `application_waitlist` (migration
   * 0033), and how many are on it.
   */
  async waitlist(
    propertyId: number,
    page: { limit: number; offset: number },
  ): Promise<{ rows: WaitlistEntry[]; total: number }> {
    const rows = await rowsOf<WaitlistEntry & { total: number }>(
      this.q,
      sql`SELECT w.position, a.id AS application_id, a.reference, a.head_name, a.household_size, a.unit_id,
                 w.preference_rank,
                 (SELECT pp.name FROM property_preferences pp
                   WHERE pp.organization_id = w.organization_id AND pp.property_id = w.property_id
                     AND pp.rank = w.preference_rank) AS preference_name,
                 a.lottery_rank,
                 to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at,
                 count(*) OVER ()::int AS total
            FROM application_waitlist w
            JOIN applications a ON a.organization_id = w.organization_id AND a.id = w.application_id
           WHERE w.organization_id = ${this.org} AND w.property_id = ${propertyId}
           ORDER BY w.position
           LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [counted] = await rowsOf<{ n: number }>(
        this.q,
        sql`SELECT count(*)::int AS n FROM applications
             WHERE organization_id = ${this.org} AND property_id = ${propertyId} AND status = 'WAITLISTED'`,
      );
      total = Number(counted?.n ?? 0);
    }
    return {
      rows: rows.map(({ total: _total, ...entry }) => ({
        ...entry,
        position: Number(entry.position),
        application_id: Number(entry.application_id),
      })),
      total: Number(total),
    };
  }
}
