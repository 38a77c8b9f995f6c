import type { Queryable } from '../../db/client.ts';
import { type EmailText, tokenLink } from '../../lib/email-text.ts';
import {
  queueResidentEmail,
  type ResidentEmailFacts,
  type ResidentWording,
  residentEmail,
  SIGN_IN_WORDS,
} from './resident-email.ts';

/** The portal's sign-in page; the link carries its token after `#`, so it never reaches a server log. */
export const RESIDENT_SIGN_IN_PATH = '/resident/sign-in';

export function residentLink(siteUrl: string | undefined, token: string): string {
  return tokenLink(siteUrl, RESIDENT_SIGN_IN_PATH, token);
}

export interface InvitationFacts extends ResidentEmailFacts {
  memberName: string;
  token: string;
  code: string;
}

const WORDING: ResidentWording<InvitationFacts> = {
  en: (f, link) => ({
    subject: `${f.organizationName}: your resident portal sign-in`,
    paragraphs: [
      `Hello ${f.memberName},`,
      `${f.organizationName} invites you to its resident portal, where you can see your home, your rent and your recertification dates.`,
      SIGN_IN_WORDS.en.link(link),
      SIGN_IN_WORDS.en.code(f.code),
      'If you did not expect this e-mail, ignore it: nobody can sign in without the link or the code.',
    ],
  }),
  pt: (f, link) => ({
    subject: `${f.organizationName}: seu acesso ao portal do morador`,
    paragraphs: [
      `Olá, ${f.memberName},`,
      `${f.organizationName} convida você para o portal do morador, onde você vê sua moradia, seu aluguel e as datas da sua recertificação.`,
      SIGN_IN_WORDS.pt.link(link),
      SIGN_IN_WORDS.pt.code(f.code),
      'Se você não esperava este e-mail, ignore-o: ninguém entra sem o link ou o código.',
    ],
  }),
  es: (f, link) => ({
    subject: `${f.organizationName}: su acceso al portal de residentes`,
    paragraphs: [
      `Hola, ${f.memberName}:`,
      `${f.organizationName} le invita a su portal de residentes, donde puede ver su vivienda, su renta y las fechas de su recertificación.`,
      SIGN_IN_WORDS.es.link(link),
      SIGN_IN_WORDS.es.code(f.code),
      'Si no esperaba este correo, ignórelo: nadie puede entrar sin el enlace o el código.',
    ],
  }),
};

export function invitationEmail(f: InvitationFacts): EmailText {
  return residentEmail(WORDING, f, residentLink(f.siteUrl, f.token));
}

/** Queues the invitation in the member's language, sent by the mailer (decision 034). */
export async function queueInvitation(q: Queryable, f: InvitationFacts): Promise<void> {
  await queueResidentEmail(q, 'RESIDENT_ACCESS', f, invitationEmail(f), { token: f.token, code: f.code });
}
