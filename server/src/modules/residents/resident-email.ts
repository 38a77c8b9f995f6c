import type { ResidentLanguage } from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import { type EmailText, type EmailWords, plainTextEmail } from '../../lib/email-text.ts';
import { queueEmail } from '../outbox/index.ts';

/**
 * What every e-mail about a household's portal is written from: who sends it, to whom, in which
 * language, and the site its link opens (PUBLIC_URL, else the path alone: decision 054).
 */
export interface ResidentEmailFacts {
  organizationId: number;
  organizationName: string;
  email: string;
  language: ResidentLanguage;
  siteUrl: string | undefined;
}

/** One e-mail's words in each language of the portal, written from its facts and its link. */
export type ResidentWording<F> = Record<ResidentLanguage, (f: F, link: string) => EmailWords>;

/** The e-mail in its reader's language. */
export function residentEmail<F extends { language: ResidentLanguage }>(
  wording: ResidentWording<F>,
  f: F,
  link: string,
): EmailText {
  return plainTextEmail(wording[f.language](f, link));
}

/**
 * How an e-mail with a sign-in link and code tells them (the recertification notices say the
 * same words as the invitation).
 */
export const SIGN_IN_WORDS: Record<
  ResidentLanguage,
  { link: (link: string) => string; code: (code: string) => string }
> = {
  en: {
    link: (link) => `Sign in with this link (it works once, for 7 days): ${link}`,
    code: (code) =>
      `Or enter this code on the sign-in page with your e-mail (it works for 15 minutes): ${code}`,
  },
  pt: {
    link: (link) => `Entre por este link (vale uma vez, por 7 dias): ${link}`,
    code: (code) =>
      `Ou digite este código na página de acesso, com seu e-mail (vale por 15 minutos): ${code}`,
  },
  es: {
    link: (link) => `Entre con este enlace (vale una vez, durante 7 días): ${link}`,
    code: (code) => `O escriba este código en la página de acceso, con su correo (vale 15 minutos): ${code}`,
  },
};

/** What stands for the link's token and the code in an e-mail once it is sent (decision 080). */
export const WITHHELD = '[withheld once sent]';

/** A link's token, and the sign-in code where the e-mail carries one. */
export interface EmailSecrets {
  token: string;
  code?: string;
}

/** The text with the link's token and the code replaced by WITHHELD. */
export function redacted(text: string, secrets: EmailSecrets): string {
  const withoutToken = text.split(encodeURIComponent(secrets.token)).join(WITHHELD);
  return secrets.code === undefined ? withoutToken : withoutToken.split(secrets.code).join(WITHHELD);
}

/**
 * Queues an e-mail to a resident or about their household (a sign-in link and code, a third
 * party's verification link, a correction request) in its reader's language, sent by the mailer
 * (decision 034). One carrying `secrets` is kept only as its redacted text once it is sent
 * (decision 080).
 */
export async function queueResidentEmail(
  q: Queryable,
  kind: string,
  to: Pick<ResidentEmailFacts, 'organizationId' | 'email' | 'language'>,
  text: EmailText,
  secrets?: EmailSecrets,
): Promise<void> {
  await queueEmail(q, kind, to, text, secrets && redacted(text.body, secrets));
}
