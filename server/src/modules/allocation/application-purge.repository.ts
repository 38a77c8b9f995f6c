import type { DbHandle } from '../../db/client.ts';

export interface PurgeResult {
  applications: number;
  documents: number;
}

/**
 * Deletes the DECLINED and WITHDRAWN applications of every organization whose decision (its
 * `decided_at`, or its last change when that is not recorded) is more than `retentionDays` days
 * old; their documents go with them (ON DELETE CASCADE) and the outbox keeps its e-mails without
 * the link. One statement: each deletion is written to its organization's audit log as a system
 * action (no account, `actor_username` 'system') that keeps the reference, status and decision
 * date and none of the applicant's data. A lottery run keeps the purged ids in its entries and
 * order, so it can still be re-run; its ranks then show no reference for them (decision 033).
 */
export async function purgeApplications(database: DbHandle, retentionDays: number): Promise<PurgeResult> {
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error('retention must be whole days, at least 1');
  const [row] = await database.query<{ applications: number; documents: number }>(
    `WITH gone AS (
       DELETE FROM applications
        WHERE status IN ('DECLINED', 'WITHDRAWN')
          AND coalesce(decided_at, updated_at) < now() - make_interval(days => $1::int)
       RETURNING organization_id, id, reference, status, coalesce(decided_at, updated_at) AS decided
     ), documents AS (
       SELECT count(*)::int AS n FROM application_documents d
         JOIN gone ON gone.organization_id = d.organization_id AND gone.id = d.application_id
     ), audited AS (
       INSERT INTO audit_log (organization_id, actor_user_id, actor_subuser_id, actor_username, action,
                              entity, entity_id, before, after)
       SELECT organization_id, NULL, NULL, 'system', 'delete', 'application', id,
              jsonb_build_object('reference', reference, 'status', status, 'decided_at', decided,
                                 'purged_after_days', $1::int),
              NULL
         FROM gone
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM gone) AS applications, (SELECT n FROM documents) AS documents,
            (SELECT count(*)::int FROM audited) AS audited`,
    [retentionDays],
  );
  return { applications: Number(row?.applications ?? 0), documents: Number(row?.documents ?? 0) };
}
