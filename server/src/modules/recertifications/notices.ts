import type { RecertificationBucket } from '@lar/contracts/recertifications';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { insertNotices } from './notice.repository.ts';
import { type NoticeLetter, renderNoticeLetters } from './notice-letters-pdf.ts';
import type { RecertificationRow } from './recertification.repository.ts';

export interface NoticeBatch {
  propertyId: number;
  bucket: RecertificationBucket;
  asOf: string;
  rows: RecertificationRow[];
  letterOf: (row: RecertificationRow) => NoticeLetter;
}

/**
 * Records one notice per household (its language, who sent it) and the batch in the audit log, and
 * prints the letters, in one transaction: letters that could not be printed are not recorded as sent.
 */
export function recordNotices(db: Database, actor: Actor, batch: NoticeBatch): Promise<Buffer> {
  const letters = batch.rows.map(batch.letterOf);
  return db.transaction(async (tx) => {
    const recorded = await insertNotices(
      tx,
      batch.rows.map((row, i) => ({
        organizationId: actor.organizationId,
        occupancyId: row.occupancy_id,
        dueDate: row.due_date,
        bucket: batch.bucket,
        language: letters[i]?.language ?? 'en',
        sentBy: actor.username,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'recertification_notices',
      entityId: batch.propertyId,
      after: {
        property_id: batch.propertyId,
        bucket: batch.bucket,
        as_of: batch.asOf,
        notice_ids: recorded.map((r) => r.id),
        occupancy_ids: batch.rows.map((r) => r.occupancy_id),
      },
    });
    return renderNoticeLetters(letters);
  });
}
