import type { Certification } from '@lar/contracts/certifications';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { jsonArray, jsonNumber, jsonTimestamp } from '../../lib/json-rows.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A certification's columns as the service writes them; the bookkeeping ones are the table's. */
export type CertificationColumns = Omit<
  typeof incomeCertifications.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'version'
>;

const c = incomeCertifications;

/**
 * The id of the FINALIZED certification that corrects this one (at most one: a unique index).
 * Written with an alias of its own, so the outer row is named by the table's name.
 */
const correctionId: SQL = sql`(SELECT s.id FROM income_certifications s
  WHERE s.organization_id = ${c.organizationId} AND s.supersedes_id = ${c.id} AND s.status = 'FINALIZED')`;

/** A certification that no finalized correction replaces: the current version of its document. */
const uncorrected: SQL = sql`${correctionId} IS NULL`;

/**
 * The id of the household's certification in force on `today`, as a subquery: the newest FINALIZED
 * one in effect that no finalized correction supersedes (null without one). Resident access and
 * third-party verification name a household's members by it.
 */
export function certificationInForceId(organizationId: number, occupancyId: number, today: string): SQL {
  return sql`(SELECT f.id FROM income_certifications f
               WHERE f.organization_id = ${organizationId} AND f.occupancy_id = ${occupancyId}
                 AND f.status = 'FINALIZED' AND f.effective_date <= ${today}::date
                 AND NOT EXISTS (SELECT 1 FROM income_certifications s
                                  WHERE s.organization_id = f.organization_id AND s.supersedes_id = f.id
                                    AND s.status = 'FINALIZED')
               ORDER BY f.effective_date DESC, f.id DESC
               LIMIT 1)`;
}

/** A certification's answer, written by PostgreSQL for its list, its reads, its writes and its audit. */
const certificationShape = recordShape<Certification>({
  id: c.id,
  occupancy_id: c.occupancyId,
  type: c.type,
  status: c.status,
  effective_date: c.effectiveDate,
  supersedes_id: c.supersedesId,
  superseded_by_id: correctionId,
  members: c.members,
  assets: c.assets,
  student_exception: c.studentException,
  tenant_rent: jsonNumber(c.tenantRent),
  rent_assistance: jsonNumber(c.rentAssistance),
  non_optional_charges: jsonNumber(c.nonOptionalCharges),
  adjusted_income: jsonNumber(c.adjustedIncome),
  household_size: c.householdSize,
  annual_income: jsonNumber(c.annualIncome),
  qualified: c.qualified,
  over_income: c.overIncome,
  determination: c.determination,
  finalized_at: jsonTimestamp(c.finalizedAt),
  finalized_by: c.finalizedBy,
  placement_changes: c.placementChanges,
  version: c.version,
  created_at: jsonTimestamp(c.createdAt),
  updated_at: jsonTimestamp(c.updatedAt),
});

/** The certifications of an organization, each read and written whole. */
export class CertificationRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** Every version of the occupancy's certifications, newest effective date first. */
  async listText(occupancyId: number): Promise<string> {
    const rows = await this.q
      .select({ json: certificationShape.jsonColumn })
      .from(c)
      .where(this.tenant.where(c, eq(c.occupancyId, occupancyId)))
      .orderBy(desc(c.effectiveDate), desc(c.id));
    return jsonArray(rows);
  }

  /** The organization's certifications that meet every condition. */
  private matching(...conditions: SQL[]) {
    return this.q
      .select(certificationShape.columns)
      .from(c)
      .where(this.tenant.where(c, ...conditions))
      .$dynamic();
  }

  private one(id: number) {
    return this.matching(eq(c.id, id));
  }

  async find(id: number): Promise<Certification | undefined> {
    return certificationShape.readFirst(await this.one(id));
  }

  async findText(id: number): Promise<string | undefined> {
    return certificationShape.textOfFirst(await this.one(id));
  }

  /** The certification, its row locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Certification | undefined> {
    return certificationShape.readFirst(await this.one(id).for('update'));
  }

  /**
   * The occupancy's current certification of these types: the latest finalized one that no
   * finalized correction replaces (decision 026).
   */
  async lastFinalized(
    occupancyId: number,
    types: ReadonlyArray<Certification['type']>,
  ): Promise<Certification | undefined> {
    const rows = await this.matching(
      eq(c.occupancyId, occupancyId),
      eq(c.status, 'FINALIZED'),
      inArray(c.type, [...types]),
      uncorrected,
    )
      .orderBy(desc(c.effectiveDate), desc(c.id))
      .limit(1);
    return certificationShape.readFirst(rows);
  }

  /** The occupancy's move-in draft (not a correction), its row locked until the transaction ends. */
  async moveInDraftForUpdate(occupancyId: number): Promise<Certification | undefined> {
    const rows = await this.matching(
      eq(c.occupancyId, occupancyId),
      eq(c.status, 'DRAFT'),
      eq(c.type, 'MOVE_IN'),
      isNull(c.supersedesId),
    ).for('update');
    return certificationShape.readFirst(rows);
  }

  insert(values: CertificationColumns): Promise<number> {
    return insertRow(this.q, this.tenant, c, values);
  }

  /** Updates a draft at `version`; false when that is no longer its version or it is not a draft. */
  update(id: number, version: number, changes: Partial<CertificationColumns>): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, c, id, version, changes);
  }

  /** Deletes the draft; false when it is no longer a draft. */
  async deleteDraft(id: number): Promise<boolean> {
    const rows = await this.q
      .delete(c)
      .where(this.tenant.where(c, and(eq(c.id, id), eq(c.status, 'DRAFT'))))
      .returning({ id: c.id });
    return rows.length > 0;
  }
}
