import type { ApplicationLanguage } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import type { EmailText } from '../../lib/email-text.ts';
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
