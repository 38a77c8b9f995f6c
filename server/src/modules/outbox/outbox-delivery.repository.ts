import type { DbHandle } from '../../db/client.ts';

/** An e-mail the mailer has claimed: what it sends, and how many tries it has had. */
export interface ClaimedEmail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  reply_to: string | null;
  calendar: string | null;
  attempts: number;
}

/**
 * The mailer's reads and writes of `email_outbox` (decision 034): each a statement of its own,
 * committed before or after the SMTP conversation, never around it.
 */
export class OutboxDeliveryRepository {
  constructor(private readonly database: DbHandle) {}

  /**
   * Up to `batch` due e-mails with fewer than `maxAttempts` tries, claimed for `leaseMs` in one
   * statement that skips rows another mailer is claiming; oldest first.
   */
  async claimDue(leaseMs: number, maxAttempts: number, batch: number): Promise<ClaimedEmail[]> {
    const rows = await this.database.query<ClaimedEmail>(
      `UPDATE email_outbox o SET next_attempt_at = now() + $1 * interval '1 millisecond'
        WHERE o.id IN (
          SELECT id FROM email_outbox
           WHERE sent_at IS NULL AND attempts < $2
             AND coalesce(next_attempt_at, '-infinity'::timestamptz) <= now()
           ORDER BY coalesce(next_attempt_at, '-infinity'::timestamptz), id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
       RETURNING o.id, o.to_address, o.subject, o.body_text, o.reply_to, o.calendar, o.attempts`,
      [leaseMs, maxAttempts, batch],
    );
    // RETURNING follows the update's scan, not the subquery's order: oldest first again.
    return rows
      .map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
      .sort((a, b) => a.id - b.id);
  }

  /** Gives back claimed e-mails not tried: they were due when claimed, so they are due now. */
  async release(ids: number[]): Promise<void> {
    await this.database.query(
      'UPDATE email_outbox SET next_attempt_at = NULL WHERE id = ANY($1::integer[]) AND sent_at IS NULL',
      [ids],
    );
  }

  /** Counts a failed try, keeps its error and sets the next one `delayMs` from now. */
  async recordFailure(id: number, error: string, delayMs: number): Promise<void> {
    await this.database.query(
      `UPDATE email_outbox SET attempts = attempts + 1, last_error = $2,
          next_attempt_at = now() + $3 * interval '1 millisecond'
        WHERE id = $1 AND sent_at IS NULL`,
      [id, error, delayMs],
    );
  }

  /** Marks an e-mail sent; one carrying a sign-in link and code is kept redacted from then on (decision 080). */
  async recordSent(id: number): Promise<void> {
    await this.database.query(
      `UPDATE email_outbox SET sent_at = now(), next_attempt_at = NULL,
              body_text = coalesce(redacted_body_text, body_text), redacted_body_text = NULL
        WHERE id = $1 AND sent_at IS NULL`,
      [id],
    );
  }
}
