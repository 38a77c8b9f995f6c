import type { ApplicationLanguage } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import type { EmailText } from '../../lib/email-text.ts';
import { loadPropertyCard, type PropertyCard } from './notice-contact.ts';
import { insertOutboxEmail } from './outbox.repository.ts';

/** Who an e-mail is written to: the organization it is sent for, the address and its language. */
export interface EmailAddressee {
  organizationId: number;
  email: string;
  language: ApplicationLanguage;
}

/**
 * Queues a plain-text e-mail of `kind`, written now and sent by the mailer (decision 034). Where
 * the body carries a secret, `redactedBody` is the text the outbox keeps once it is sent
 * (decision 080).
 */
export async function queueEmail(
  q: Queryable,
  kind: string,
  to: EmailAddressee,
  { subject, body }: EmailText,
  redactedBody?: string,
): Promise<void> {
  await insertOutboxEmail(q, {
    organizationId: to.organizationId,
    kind,
    toAddress: to.email,
    language: to.language,
    subject,
    bodyText: body,
    ...(redactedBody === undefined ? {} : { redactedBodyText: redactedBody }),
  });
}

/** A notice an applicant or a visitor receives about a property, and its unit where it names one. */
export interface PropertyNotice extends EmailAddressee {
  kind: string;
  applicationId: number | null;
  propertyId: number;
  unitId: number | null;
}

/**
 * Queues a notice written from the property's card, read in the transaction of the change it
 * tells of; an answer to it goes to the property (Reply-To). A visit's notice carries its calendar.
 */
export async function queuePropertyNotice(
  q: Queryable,
  notice: PropertyNotice,
  write: (card: PropertyCard) => EmailText & { calendar?: string | null },
): Promise<void> {
  const card = await loadPropertyCard(q, notice.organizationId, notice.propertyId, notice.unitId);
  const { subject, body, calendar } = write(card);
  await insertOutboxEmail(q, {
    organizationId: notice.organizationId,
    applicationId: notice.applicationId,
    kind: notice.kind,
    toAddress: notice.email,
    language: notice.language,
    subject,
    bodyText: body,
    replyTo: card.replyTo,
    ...(calendar === undefined ? {} : { calendar }),
  });
}
