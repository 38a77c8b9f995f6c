import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { purgeApplications } from '../../src/modules/allocation/application-purge.repository.ts';
import { insertApplication } from '../applications/application-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';

/**
 * Privacy (decision 033): declined and withdrawn applications and their documents are deleted once
 * their decision is older than APPLICATION_RETENTION_DAYS; nothing else is.
 */
const { t, org, other } = useTwoOrgs('purge');

async function addDocument(organizationId: number, applicationId: number): Promise<void> {
  const content = Buffer.from('%PDF-1.4 proof of income');
  await t.database.query(
    `WITH d AS (
       INSERT INTO application_documents (organization_id, application_id, file_name, content_type, byte_size, sha256)
       VALUES ($1, $2, 'proof.pdf', 'application/pdf', $3, $4) RETURNING id)
     INSERT INTO application_document_parts (document_id, part, content) SELECT id, 0, $5 FROM d`,
    [
      organizationId,
      applicationId,
      content.length,
      createHash('sha256').update(content).digest('hex'),
      content,
    ],
  );
}

/** Sets when the application was decided and last changed, `days` ago (null: not recorded). */
async function decidedAgo(id: number, decidedDays: number | null, updatedDays: number): Promise<void> {
  await t.database.query(
    `UPDATE applications SET decided_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() - make_interval(days => $2::int) END,
        updated_at = now() - make_interval(days => $3::int) WHERE id = $1`,
    [id, decidedDays, updatedDays],
  );
}

describe('purge-applications', () => {
  it('deletes only DECLINED and WITHDRAWN applications decided before the retention, with their documents', async () => {
    const mine = await createProperty(t, org.adminToken);
    const theirs = await createProperty(t, other.adminToken);
    const make = async (
      organizationId: number,
      propertyId: number,
      status: 'DECLINED' | 'WITHDRAWN' | 'SUBMITTED' | 'WAITLISTED',
    ) => (await insertApplication(t, organizationId, { propertyId, status })).id;

    const oldDeclined = await make(org.organizationId, mine.id, 'DECLINED');
    await decidedAgo(oldDeclined, 400, 1);
    await addDocument(org.organizationId, oldDeclined);
    await addDocument(org.organizationId, oldDeclined);
    // No decision date recorded: its last change counts.
    const oldWithdrawn = await make(other.organizationId, theirs.id, 'WITHDRAWN');
    await decidedAgo(oldWithdrawn, null, 366);
    await addDocument(other.organizationId, oldWithdrawn);

    const recentDeclined = await make(org.organizationId, mine.id, 'DECLINED');
    await decidedAgo(recentDeclined, 30, 400);
    await addDocument(org.organizationId, recentDeclined);
    const recentWithdrawn = await make(org.organizationId, mine.id, 'WITHDRAWN');
    await decidedAgo(recentWithdrawn, null, 364);
    const oldSubmitted = await make(org.organizationId, mine.id, 'SUBMITTED');
    await decidedAgo(oldSubmitted, null, 900);
    await addDocument(org.organizationId, oldSubmitted);
    const oldWaitlisted = await make(org.organizationId, mine.id, 'WAITLISTED');
    await decidedAgo(oldWaitlisted, 900, 900);

    expect(await purgeApplications(t.database, 365)).toEqual({ applications: 2, documents: 3 });

    const left = await t.database.query<{ id: number }>('SELECT id FROM applications ORDER BY id');
    expect(left.map((r) => Number(r.id))).toEqual([
      recentDeclined,
      recentWithdrawn,
      oldSubmitted,
      oldWaitlisted,
    ]);
    const documents = await t.database.query<{ application_id: number }>(
      'SELECT application_id FROM application_documents ORDER BY application_id',
    );
    expect(documents.map((d) => Number(d.application_id))).toEqual([recentDeclined, oldSubmitted]);

    // Each deletion is a system action in its organization's log, without the applicant's data.
    const audit = await t.database.query<{
      organization_id: number;
      entity_id: number;
      actor_username: string;
      actor_user_id: number | null;
      before: Record<string, unknown>;
    }>(`SELECT organization_id, entity_id, actor_username, actor_user_id, before FROM audit_log
         WHERE entity = 'application' AND action = 'delete' ORDER BY entity_id`);
    expect(
      audit.map((a) => [a.organization_id, Number(a.entity_id), a.actor_username, a.actor_user_id]),
    ).toEqual([
      [org.organizationId, oldDeclined, 'system', null],
      [other.organizationId, oldWithdrawn, 'system', null],
    ]);
    expect(Object.keys(audit[0]?.before ?? {}).sort()).toEqual([
      'decided_at',
      'purged_after_days',
      'reference',
      'status',
    ]);

    // Nothing is left to purge: a second run deletes nothing.
    expect(await purgeApplications(t.database, 365)).toEqual({ applications: 0, documents: 0 });
    // A shorter retention reaches the recent ones.
    expect(await purgeApplications(t.database, 7)).toEqual({ applications: 2, documents: 1 });
  });

  it('reads APPLICATION_RETENTION_DAYS, 365 by default, and refuses a value that is not whole days', () => {
    expect(loadConfig({}).applicationRetentionDays).toBe(365);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '30' }).applicationRetentionDays).toBe(30);
    for (const value of ['0', '-1', '1.5', 'soon'])
      expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: value }), value).toThrow(
        /APPLICATION_RETENTION_DAYS/,
      );
  });
});
