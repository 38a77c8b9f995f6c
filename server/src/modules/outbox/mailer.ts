import { OUTBOX_MAX_ATTEMPTS } from '@lar/contracts/outbox';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbHandle } from '../../db/client.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { calendarMethod } from './calendar.ts';
import { type ClaimedEmail, OutboxDeliveryRepository } from './outbox-delivery.repository.ts';

/**
 * Sends the applicant and visitor e-mails of `email_outbox` through an SMTP server (decision 034). A notice is
 * queued in the transaction of the change it tells of; the mailer only ever sees committed rows, so
 * an e-mail never tells of a change that was rolled back. It wakes every `pollMs`, and at once when
 * a service nudges it after a commit.
 *
 * Several instances may run one mailer each: a row is claimed by moving its `next_attempt_at`
 * forward by a lease in one statement (`FOR UPDATE SKIP LOCKED`), committed before the SMTP
 * conversation, so no other mailer picks it up and no database connection waits on the SMTP server.
 * A mailer that dies mid-send leaves the row to be tried again once the lease ends: at least once,
 * never twice while the lease holds.
 */

/** What services may call after committing a change that queued a notice: "look now". */
export interface MailNudge {
  nudge(): void;
}

export interface MailerOptions {
  database: DbHandle;
  smtpUrl: string;
  from: string;
  pollMs: number;
  /** The first retry's delay; each failure doubles it, up to MAX_RETRY_DELAY_MS. */
  retryBaseMs: number;
  /** Logs a failed send or pass, never the SMTP URL (it may carry a password). */
  log: { warn(fields: object, message: string): void; error(fields: object, message: string): void };
}

/** E-mails claimed per statement: a pass goes on while a batch comes back full. */
const BATCH = 20;
/** How long a claim holds: longer than an SMTP conversation can last with the timeouts below. */
const LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUT_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** An error kept on the row is for an admin to read, not a transcript. */
const ERROR_MAX = 500;

export interface PassResult {
  sent: number;
  failed: number;
}

export class Mailer implements MailNudge {
  private readonly transport: Transporter;
  private readonly secrets: string[];
  /** The passes: at once on start, then every `pollMs` and on each nudge. */
  private readonly loop: PeriodicTask;
  private closing = false;
  private readonly delivery: OutboxDeliveryRepository;

  constructor(private readonly options: MailerOptions) {
    this.delivery = new OutboxDeliveryRepository(options.database);
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    // Whatever an error says, the URL's credentials are not written to the row or the log.
    const url = new URL(options.smtpUrl);
    this.secrets = [url.password, decodeURIComponent(url.password)].filter((s) => s.length >= 3);
    this.loop = new PeriodicTask({
      firstAfterMs: 0,
      everyMs: options.pollMs,
      work: () => this.sendDue(),
      // The database may be away for a while; the next pass tries again.
      onError: (error) => options.log.error({ err: this.clean(error) }, 'mailer pass failed'),
    });
  }

  /** Starts the loop: a pass at once, then every `pollMs` and on each nudge. */
  start(): void {
    this.loop.start();
  }

  nudge(): void {
    this.loop.nudge();
  }

  /** Stops the loop, lets a pass under way finish its sends and closes the SMTP transport. */
  async stop(): Promise<void> {
    this.closing = true;
    await this.loop.stop();
    this.transport.close();
  }

  /**
   * Claims and sends every due e-mail, batch after batch, until none is left (or the mailer is
   * stopped). Called by the loop; a test may call it to run one pass of its own.
   */
  async sendDue(): Promise<PassResult> {
    const total: PassResult = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await this.delivery.claimDue(LEASE_MS, OUTBOX_MAX_ATTEMPTS, BATCH);
      for (const [index, row] of rows.entries()) {
        if (this.closing) {
          // Stopping waits for the e-mail in hand only; the batch's others are due again at once,
          // for another instance or the next start.
          await this.delivery.release(rows.slice(index).map((r) => r.id));
          return total;
        }
        if (await this.send(row)) total.sent += 1;
        else total.failed += 1;
      }
      if (rows.length < BATCH) return total;
    }
  }

  /** Sends one claimed e-mail and records the outcome; true when the SMTP server took it. */
  private async send(row: ClaimedEmail): Promise<boolean> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        // The From may be a no-reply address: an answer goes to the property (decision 052).
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.calendar ? { attachments: [calendarAttachment(row.calendar)] } : {}),
        headers: { 'X-Lar-Outbox-Id': String(row.id) },
      });
    } catch (error) {
      const message = this.clean(error);
      const delayMs = Math.min(this.options.retryBaseMs * 2 ** row.attempts, MAX_RETRY_DELAY_MS);
      await this.delivery.recordFailure(row.id, message, delayMs);
      this.options.log.warn({ outboxId: row.id, attempt: row.attempts + 1, err: message }, 'e-mail not sent');
      return false;
    }
    await this.delivery.recordSent(row.id);
    return true;
  }

  /** An error's message, without the SMTP password, short enough to keep. */
  private clean(error: unknown): string {
    let message = error instanceof Error ? error.message : String(error);
    for (const secret of this.secrets) message = message.split(secret).join('***');
    return message.slice(0, ERROR_MAX);
  }
}

/** A visit's calendar file, as calendar programs expect it: text/calendar with its METHOD (RFC 5546). */
function calendarAttachment(calendar: string) {
  const method = calendarMethod(calendar);
  return {
    filename: 'visit.ics',
    content: calendar,
    contentType: `text/calendar; charset=utf-8${method ? `; method=${method}` : ''}`,
  };
}
