import type { Queryable } from '../../db/client.ts';
import { type EmailText, emailedLink } from '../../lib/email-text.ts';
import { queueEmail } from '../outbox/index.ts';

/** The login page's path; the unlock link adds its token. */
export const LOGIN_PATH = '/login';

export interface UnlockNoticeFacts {
  organizationId: number;
  email: string;
  username: string;
  token: string;
  /** PUBLIC_URL: the link is a full address under it, else the path alone (decision 054). */
  siteUrl: string | undefined;
}

/** The link that lets its holder past the account's wait (login-throttle.ts). */
export function unlockLink(siteUrl: string | undefined, token: string): string {
  return `${emailedLink(siteUrl, LOGIN_PATH)}?unlock=${encodeURIComponent(token)}`;
}

/**
 * The same words in the three languages of the app: a staff account records no language, and the
 * request that set this off is the guesser's, not the owner's.
 */
const WORDING = [
  (f: UnlockNoticeFacts, link: string) =>
    [
      `Someone has entered wrong passwords for the Lar account "${f.username}" several times, so each new try must now wait.`,
      `If it was you, sign in with this link to skip the wait (it works for 24 hours): ${link}`,
      'If it was not you, your password is still safe; you can change it in My account once signed in.',
    ].join('\n'),
  (f: UnlockNoticeFacts, link: string) =>
    [
      `Alguém digitou senhas erradas várias vezes para a conta "${f.username}" no Lar; por isso, cada nova tentativa precisa esperar.`,
      `Se foi você, entre por este link para não esperar (vale por 24 horas): ${link}`,
      'Se não foi você, sua senha continua segura; você pode trocá-la em Minha conta depois de entrar.',
    ].join('\n'),
  (f: UnlockNoticeFacts, link: string) =>
    [
      `Alguien ha escrito contraseñas incorrectas varias veces para la cuenta "${f.username}" de Lar; por eso cada nuevo intento debe esperar.`,
      `Si fue usted, inicie sesión con este enlace para no esperar (vale por 24 horas): ${link}`,
      'Si no fue usted, su contraseña sigue segura; puede cambiarla en Mi cuenta después de entrar.',
    ].join('\n'),
];

const SUBJECT = 'Lar: sign-in attempts / tentativas de acesso / intentos de acceso';

/** The e-mail as the outbox keeps it: written now, sent by the mailer (decision 034). */
export function unlockNotice(f: UnlockNoticeFacts): EmailText {
  const link = unlockLink(f.siteUrl, f.token);
  return { subject: SUBJECT, body: `${WORDING.map((words) => words(f, link)).join('\n\n---\n\n')}\n` };
}

/** Queues the unlock e-mail of an account to its address. */
export async function queueUnlockNotice(q: Queryable, facts: UnlockNoticeFacts): Promise<void> {
  await queueEmail(q, 'LOGIN_UNLOCK', { ...facts, language: 'en' }, unlockNotice(facts));
}
