import { INTL_LOCALES } from '@lar/contracts/languages';
import { listingPagePath } from '@lar/contracts/page-routes';
import type { VisitRequest } from '@lar/contracts/visits';
import type { Queryable } from '../../db/client.ts';
import { longDateTime } from '../../lib/pdf.ts';
import { visitCalendar } from './calendar.ts';
import {
  contactParagraphs,
  type NoticeSettings,
  noticeBody,
  type PropertyCard,
  siteLink,
} from './notice-contact.ts';
import { queuePropertyNotice } from './queue-email.ts';
import { VISIT_WORDING, type VisitNoticeKind } from './visit-wording.ts';

/**
 * The e-mails a visitor receives when staff confirm a visit, move it or cancel it (decision 052):
 * written in the transaction of the change, in the visitor's language, with how to reach the
 * property and, for a visit that has a time, its calendar file (visit.ics, RFC 5545) whose UID is
 * the visit's for its whole life and whose SEQUENCE is the visit's version.
 */

/** How long a visit is put in the calendar: a visit has a start only. */
export const VISIT_MINUTES = 30;

/** Which change the visitor is told of, if any: a first time, a new time, or a cancellation. */
export function visitNoticeKind(before: VisitRequest, after: VisitRequest): VisitNoticeKind | undefined {
  if (after.status === 'SCHEDULED' && before.status !== 'SCHEDULED') return 'VISIT_SCHEDULED';
  if (after.status === 'SCHEDULED' && before.scheduled_at !== after.scheduled_at) return 'VISIT_RESCHEDULED';
  if (after.status === 'CANCELLED' && before.status !== 'CANCELLED') return 'VISIT_CANCELLED';
  return undefined;
}

/** The part of MAIL_FROM between the angle brackets, or all of it. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The visit's UID: its organization, id and creation time (unique across databases that reuse
 * ids), at the sender's domain (RFC 5545 section 3.8.4.7).
 */
export function visitUid(organizationId: number, visit: VisitRequest, mailFrom: string): string {
  const created = new Date(visit.created_at).getTime();
  const domain = addressOf(mailFrom).split('@')[1] ?? 'localhost';
  return `visit-${organizationId}-${visit.id}-${created}@${domain}`;
}

interface VisitText {
  subject: string;
  body: string;
  calendar: string | null;
}

/** The subject, the body and the calendar file of a visit's notice. */
export function renderVisitNotice(
  kind: VisitNoticeKind,
  organizationId: number,
  before: VisitRequest,
  after: VisitRequest,
  card: PropertyCard,
  settings: NoticeSettings,
  stamp = new Date(),
): VisitText {
  const language = after.language;
  const w = VISIT_WORDING[language];
  const when = (at: string) => longDateTime(at, INTL_LOCALES[language], settings.timeZone);
  // A cancelled visit had its time, if any, before the change.
  const at = after.status === 'SCHEDULED' ? after.scheduled_at : before.scheduled_at;
  const place = { name: card.name, unit: card.unitNumber ? w.unit(card.unitNumber) : '' };
  const told =
    kind === 'VISIT_CANCELLED'
      ? at
        ? w.cancelled(place, when(at))
        : w.requestCancelled(place)
      : kind === 'VISIT_RESCHEDULED'
        ? w.rescheduled(place, when(at as string), when(before.scheduled_at as string))
        : w.scheduled(place, when(at as string));
  const page = siteLink(settings, listingPagePath(after.unit_id));
  const body = noticeBody(language, after.name, card, [
    told.lead,
    kind === 'VISIT_CANCELLED' ? w.nextCancelled : w.nextScheduled,
    w.pageLine(page),
  ]);
  const calendar =
    at === null
      ? null
      : visitCalendar({
          method: kind === 'VISIT_CANCELLED' ? 'CANCEL' : 'REQUEST',
          uid: visitUid(organizationId, after, settings.mailFrom),
          sequence: after.version,
          stamp,
          start: new Date(at),
          end: new Date(new Date(at).getTime() + VISIT_MINUTES * 60_000),
          summary: w.summary(place),
          location: card.address || card.name,
          description: [told.lead, ...contactParagraphs(card, language).slice(0, 1)].join('\n\n'),
          ...(settings.publicUrl ? { url: page } : {}),
          organizer: { name: card.name, email: card.replyTo ?? addressOf(settings.mailFrom) },
          attendee: { name: after.name, email: after.email },
        });
  return { subject: told.subject, body, calendar };
}

/**
 * Writes the visitor's notice of the change from `before` to `after`, inside `q`'s transaction;
 * answers whether there was one (a visit marked done or a no-show tells the visitor nothing).
 */
export async function queueVisitNotice(
  q: Queryable,
  organizationId: number,
  before: VisitRequest,
  after: VisitRequest,
  settings: NoticeSettings,
): Promise<boolean> {
  const kind = visitNoticeKind(before, after);
  if (!kind) return false;
  const notice = {
    organizationId,
    applicationId: null,
    kind,
    email: after.email,
    language: after.language,
    propertyId: after.property_id,
    unitId: after.unit_id,
  };
  await queuePropertyNotice(q, notice, (card) =>
    renderVisitNotice(kind, organizationId, before, after, card, settings),
  );
  return true;
}
