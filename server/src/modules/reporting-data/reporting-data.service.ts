import type { ReportingData, ReportingDataAnswer } from '@lar/contracts/reporting-data';
import type { Queryable, Tx } from '../../db/client.ts';
import { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { open, seal } from '../../lib/sealed-data.ts';
import { recordAudit } from '../audit/index.ts';
import { alignedTo, keyedTo, type MemberOfRecord, type StoredReportingData } from './member-identity.ts';
import { type RecordKind, ReportingDataRepository } from './reporting-data.repository.ts';

const EMPTY: ReportingData = {
  members: [],
  rental_assistance_source: null,
  rental_assistance_monthly_cents: null,
};
const LABEL: Record<RecordKind, string> = { certification: 'Certification', application: 'Application' };

/** The additional data each sealed value is bound to: it opens only on the row it was written for. */
const contextOf = (organizationId: number, kind: RecordKind, id: number) =>
  `lar:reporting_data:v1:${organizationId}:${kind}:${id}`;

/** The fields a write recorded, by name only: an audit entry never holds the values. */
function fieldsGiven(data: ReportingData): string[] {
  const fields = new Set<string>();
  for (const member of data.members) {
    if (member.race_ethnicity !== null) fields.add('race_ethnicity');
    if (member.disability !== null) fields.add('disability');
    if (member.ssn_last4 !== null) fields.add('ssn_last4');
  }
  if (data.rental_assistance_source !== null) fields.add('rental_assistance_source');
  if (data.rental_assistance_monthly_cents !== null) fields.add('rental_assistance_monthly_cents');
  return [...fields];
}

export const hasReportingData = (data: ReportingData) => fieldsGiven(data).length > 0;

/**
 * Household data for reporting (decision 066): sealed with the key before it reaches the database,
 * opened only for the dedicated read, and every read and write audit-logged without the values.
 */
export class ReportingDataService {
  constructor(private readonly deps: Pick<AppDeps, 'config' | 'database'>) {}

  private get key(): Buffer {
    const key = this.deps.config.reportingDataKey;
    if (!key) throw new Error('REPORTING_DATA_KEY is not set');
    return key;
  }

  private sealed(organizationId: number, kind: RecordKind, id: number, data: StoredReportingData): Buffer {
    return seal(this.key, JSON.stringify(data), contextOf(organizationId, kind, id));
  }

  private opened(organizationId: number, kind: RecordKind, id: number, value: Buffer): StoredReportingData {
    return JSON.parse(open(this.key, value, contextOf(organizationId, kind, id))) as StoredReportingData;
  }

  async read(actor: Actor, kind: RecordKind, id: number): Promise<ReportingDataAnswer> {
    return this.deps.database.db.transaction(async (tx) => {
      const repo = new ReportingDataRepository(tx, actor.tenant);
      const members = await repo.membersOf(kind, id);
      if (!members) throw notFound(LABEL[kind]);
      const sealed = await repo.find(kind, id);
      // Each member's answers go to that member as the record lists them now (decision 066).
      const data = sealed ? alignedTo(this.opened(actor.organizationId, kind, id, sealed), members) : EMPTY;
      // Written with the read: an answer with the data is never sent without its entry.
      await recordAudit(tx, actor, {
        action: 'read',
        entity: kind,
        entityId: id,
        after: { reporting_data: sealed !== undefined },
      });
      return { record_id: id, recorded: sealed !== undefined, ...data };
    });
  }

  async write(actor: Actor, kind: RecordKind, id: number, data: ReportingData): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const repo = new ReportingDataRepository(tx, actor.tenant);
      const members = await repo.membersOf(kind, id);
      if (!members) throw notFound(LABEL[kind]);
      // The body lists the answers in the record's members' order: each is sealed with its member.
      await repo.store(kind, id, this.sealed(actor.organizationId, kind, id, keyedTo(data, members)));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: kind,
        entityId: id,
        after: { reporting_data: fieldsGiven(data) },
      });
    });
  }

  /**
   * The agencies' file (decision 071), the one export that reads this data: one `download` entry
   * per file, written before the first byte is sent, naming the file and never a value.
   */
  async recordFileRead(actor: Actor, entity: string, entityId: number, year: number): Promise<void> {
    await recordAudit(this.deps.database.db, actor, {
      action: 'download',
      entity,
      entityId,
      after: { reporting_data: true, year },
    });
  }

  /**
   * The certifications' data for the file, opened batch by batch as the file is written, each
   * member's answers in the certification's members' order.
   */
  async openCertifications(
    actor: Actor,
    certifications: ReadonlyArray<{ id: number; members: readonly MemberOfRecord[] }>,
  ): Promise<Map<number, ReportingData>> {
    const sealed = await new ReportingDataRepository(this.deps.database.db, actor.tenant).findMany(
      'certification',
      certifications.map((c) => c.id),
    );
    const opened = new Map<number, ReportingData>();
    for (const { id, members } of certifications) {
      const value = sealed.get(id);
      if (value)
        opened.set(id, alignedTo(this.opened(actor.organizationId, 'certification', id, value), members));
    }
    return opened;
  }

  /**
   * An application's data as the public form gave it, stored in the intake's transaction, each
   * member's answers sealed with that member (the form lists them in the household's order).
   */
  async storeForApplication(
    q: Queryable,
    organizationId: number,
    applicationId: number,
    data: ReportingData,
    members: readonly MemberOfRecord[],
  ) {
    if (!hasReportingData(data)) return;
    await new ReportingDataRepository(q, new Tenant(organizationId)).store(
      'application',
      applicationId,
      this.sealed(organizationId, 'application', applicationId, keyedTo(data, members)),
    );
  }

  /**
   * An accepted offer (decision 032): the application's answers become the move-in certification's,
   * re-sealed for the certification in the caller's transaction, unless it has some already. The
   * audit entry names the fields, never a value. Answers travel with their members: those the
   * application named keep their names, older positional ones are named after the application's
   * members, whom the move-in draft copies.
   */
  async copyToCertification(tx: Tx, actor: Actor, applicationId: number, certificationId: number) {
    const repo = new ReportingDataRepository(tx, actor.tenant);
    const value = await repo.find('application', applicationId);
    if (!value || (await repo.find('certification', certificationId))) return;
    const applicants = (await repo.membersOf('application', applicationId)) ?? [];
    const members = (await repo.membersOf('certification', certificationId)) ?? [];
    const data = alignedTo(
      this.opened(actor.organizationId, 'application', applicationId, value),
      applicants,
    );
    if (!hasReportingData(data)) return;
    await repo.store(
      'certification',
      certificationId,
      this.sealed(actor.organizationId, 'certification', certificationId, keyedTo(data, members)),
    );
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'certification',
      entityId: certificationId,
      after: { reporting_data: fieldsGiven(data), from_application: applicationId },
    });
  }
}
