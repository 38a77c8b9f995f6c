import { z } from 'zod';
import { APPLICATION_LANGUAGES } from './applications.ts';
import { optionalBooleanQuery, pagingQuery, textFilter } from './paging.ts';

/**
 * The applicant e-mails' outbox as admins read it (decision 034): every notice queued, whether the
 * mailer has sent it, is still trying or gave up.
 */

/** Tries before an e-mail is left unsent for good; the mailer and the outbox's status agree on it. */
export const OUTBOX_MAX_ATTEMPTS = 8;

/**
 * SENT: the SMTP server took it. WAITING: not tried yet (or no SMTP server is configured).
 * RETRYING: tried and failed, tried again later. FAILED: every try failed; it stays for an admin.
 */
export const OUTBOX_STATUSES = ['SENT', 'WAITING', 'RETRYING', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxItem = z.object({
  id: z.number().int(),
  /** The notice: RECEIVED or the status it tells of; VISIT_SCHEDULED, VISIT_RESCHEDULED or VISIT_CANCELLED for a visitor (decision 052). */
  kind: z.string(),
  to_address: z.string(),
  /** The applicant's language: the notice is written in it. */
  language: z.enum(APPLICATION_LANGUAGES),
  subject: z.string(),
  /** The application's reference; null once the application is purged. */
  reference: z.string().nullable(),
  application_id: z.number().int().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** When the mailer tries it next, while it is unsent and not failed; null means at once. */
  next_attempt_at: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

/** One e-mail whole: its list fields and its body. */
export const outboxMessage = outboxItem.extend({ body_text: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** The outbox's query: a page, `sent=true|false`, and `q`, a piece of the address or the reference. */
export const outboxListQuery = pagingQuery.extend({
  sent: optionalBooleanQuery,
  q: textFilter,
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;
