import type { ResidentLanguage } from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import { insertOutboxEmail } from '../outbox/index.ts';

/** The portal's sign-in page; the link carries its token after `#`, so it never reaches a server log. */
export const RESIDENT_SIGN_IN_PATH = '/resident/sign-in';

export function residentLink(siteUrl: string | undefined, token: string): string {
  return `${siteUrl ?? ''}${RESIDENT_SIGN_IN_PATH}#token=${encodeURIComponent(token)}`;
}

export interface InvitationFacts {
  organizationId: number;
  organizationName: string;
  memberName: string;
  email: string;
  language: ResidentLanguage;
  token: string;
  code: string;
  siteUrl: string | undefined;
}

const WORDING: Record<
  ResidentLanguage,
  (f: InvitationFacts, link: string) => { subject: string; body: string }
> = {
  en: (f, link) => ({
    subject: `${f.organizationName}: your resident portal sign-in`,
    body: [
      `Hello ${f.memberName},`,
      `${f.organizationName} invites you to its resident portal, where you can see your home, your rent and your recertification dates.`,
      `Sign in with this link (it works once, for 7 days): ${link}`,
      `Or enter this code on the sign-in page with your e-mail (it works for 15 minutes): ${f.code}`,
      'If you did not expect this e-mail, ignore it: nobody can sign in without the link or the code.',
    ].join('\n\n'),
  }),
  pt: (f, link) => ({
    subject: `${f.organizationName}: seu acesso ao portal do morador`,
    body: [
      `Olá, ${f.memberName},`,
      `${f.organizationName} convida você para o portal do morador, onde você vê sua moradia, seu aluguel e as datas da sua recertificação.`,
      `Entre por este link (vale uma vez, por 7 dias): ${link}`,
      `Ou digite este código na página de acesso, com seu e-mail (vale por 15 minutos): ${f.code}`,
      'Se você não esperava este e-mail, ignore-o: ninguém entra sem o link ou o código.',
    ].join('\n\n'),
  }),
  es: (f, link) => ({
    subject: `${f.organizationName}: su acceso al portal de residentes`,
    body: [
      `Hola, ${f.memberName}:`,
      `${f.organizationName} le invita a su portal de residentes, donde puede ver su vivienda, su renta y las fechas de su recertificación.`,
      `Entre con este enlace (vale una vez, durante 7 días): ${link}`,
      `O escriba este código en la página de acceso, con su correo (vale 15 minutos): ${f.code}`,
      'Si no esperaba este correo, ignórelo: nadie puede entrar sin el enlace o el código.',
    ].join('\n\n'),
  }),
};

export function invitationEmail(f: InvitationFacts): { subject: string; body: string } {
  const { subject, body } = WORDING[f.language](f, residentLink(f.siteUrl, f.token));
  return { subject, body: `${body}\n` };
}

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
 * Queues an e-mail carrying a link (a sign-in link and code, a third party's verification link)
 * in its reader's language, sent by the mailer (decision 034); the mailer keeps only its redacted
 * text once it is sent (decision 080).
 */
export async function queueSecretEmail(
  q: Queryable,
  e: {
    organizationId: number;
    kind: string;
    email: string;
    language: ResidentLanguage;
    subject: string;
    body: string;
    secrets: EmailSecrets;
  },
): Promise<void> {
  await insertOutboxEmail(q, {
    organizationId: e.organizationId,
    kind: e.kind,
    toAddress: e.email,
    language: e.language,
    subject: e.subject,
    bodyText: e.body,
    redactedBodyText: redacted(e.body, e.secrets),
  });
}

/** Queues the invitation in the member's language, sent by the mailer (decision 034). */
export async function queueInvitation(q: Queryable, f: InvitationFacts): Promise<void> {
  const { subject, body } = invitationEmail(f);
  await queueSecretEmail(q, {
    organizationId: f.organizationId,
    kind: 'RESIDENT_ACCESS',
    email: f.email,
    language: f.language,
    subject,
    body,
    secrets: { token: f.token, code: f.code },
  });
}
