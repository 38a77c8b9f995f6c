import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import { reportingData } from '../../db/schema/reporting-data.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { MemberOfRecord } from './member-identity.ts';

export type RecordKind = 'certification' | 'application';

const RECORDS = { certification: incomeCertifications, application: applications } as const;

/** The sealed reporting data of the organization's records (migration 0057, decision 066). */
export class ReportingDataRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /**
   * The record's members as it holds them now (name and date of birth: whose answers are whose,
   * decision 066); undefined when the record is not the organization's, as absent as none.
   */
  async membersOf(kind: RecordKind, id: number): Promise<MemberOfRecord[] | undefined> {
    const table = RECORDS[kind];
    const [row] = await this.q
      .select({ members: table.members })
      .from(table)
      .where(this.tenant.where(table, eq(table.id, id)))
      .limit(1);
    if (!row) return undefined;
    return (row.members as MemberOfRecord[]).map((m) => ({ name: m.name, birth_date: m.birth_date ?? null }));
  }

  async find(kind: RecordKind, id: number): Promise<Buffer | undefined> {
    const [row] = await this.q
      .select({ sealed: reportingData.sealed })
      .from(reportingData)
      .where(
        this.tenant.where(reportingData, eq(reportingData.recordKind, kind), eq(reportingData.recordId, id)),
      );
    return row?.sealed;
  }

  /** The sealed values of these records, by id (a record without data is absent). */
  async findMany(kind: RecordKind, ids: readonly number[]): Promise<Map<number, Buffer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.q
      .select({ id: reportingData.recordId, sealed: reportingData.sealed })
      .from(reportingData)
      .where(
        this.tenant.where(
          reportingData,
          eq(reportingData.recordKind, kind),
          inArray(reportingData.recordId, [...ids]),
        ),
      );
    return new Map(rows.map((r) => [r.id, r.sealed]));
  }

  async store(kind: RecordKind, id: number, sealed: Buffer): Promise<void> {
    await this.q
      .insert(reportingData)
      .values(this.tenant.values({ recordKind: kind, recordId: id, sealed }))
      .onConflictDoUpdate({
        target: [reportingData.organizationId, reportingData.recordKind, reportingData.recordId],
        set: { sealed, updatedAt: new Date() },
      });
  }
}
