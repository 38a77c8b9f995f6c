import { longDate } from '../../lib/pdf.ts';
import { NOTICE_TEXTS, type NoticeLanguage } from './notice-letter-texts.ts';

/**
 * The recertification notice e-mailed to a member with a sign-in link (decision 080): the letter's
 * own sentences (notice-letter-texts.ts) in the member's language, then the way into the portal.
 */

export interface NoticeEmailFacts {
  memberName: string;
  organizationName: string;
  unit: string;
  property: string;
  dueDate: string;
  daysLeft: number;
  link: string;
  code: string;
  /** The reminder sent when nothing was done 14 days after the notice. */
  reminder: boolean;
}

interface PortalTexts {
  reminderSubject: string;
  reminder: string;
  portal: string;
  link: (link: string) => string;
  code: (code: string) => string;
  ignore: string;
}

const PORTAL: Readonly<Record<NoticeLanguage, PortalTexts>> = {
  en: {
    reminderSubject: 'Reminder',
    reminder: 'We wrote to you about it two weeks ago and have not heard from you since.',
    portal: 'You can start it from your phone in the resident portal.',
    link: (link) => `Sign in with this link (it works once, for 7 days): ${link}`,
    code: (code) =>
      `Or enter this code on the sign-in page with your e-mail (it works for 15 minutes): ${code}`,
    ignore: 'If you have already done your recertification, ignore this e-mail.',
  },
  pt: {
    reminderSubject: 'Lembrete',
    reminder: 'Escrevemos a você sobre isso há duas semanas e ainda não tivemos retorno.',
    portal: 'Você pode começá-la pelo celular, no portal do morador.',
    link: (link) => `Entre por este link (vale uma vez, por 7 dias): ${link}`,
    code: (code) =>
      `Ou digite este código na página de acesso, com seu e-mail (vale por 15 minutos): ${code}`,
    ignore: 'Se você já fez a sua recertificação, ignore este e-mail.',
  },
  es: {
    reminderSubject: 'Recordatorio',
    reminder: 'Le escribimos sobre esto hace dos semanas y no hemos tenido respuesta.',
    portal: 'Puede comenzarla desde su teléfono, en el portal de residentes.',
    link: (link) => `Entre con este enlace (vale una vez, durante 7 días): ${link}`,
    code: (code) => `O escriba este código en la página de acceso, con su correo (vale 15 minutos): ${code}`,
    ignore: 'Si ya hizo su recertificación, ignore este correo.',
  },
};

export function noticeEmail(
  language: NoticeLanguage,
  f: NoticeEmailFacts,
): { subject: string; body: string } {
  const t = NOTICE_TEXTS[language];
  const p = PORTAL[language];
  const facts = {
    household: f.memberName,
    unit: f.unit,
    property: f.property,
    date: longDate(f.dueDate, t.locale),
    days: f.daysLeft,
  };
  const subject = `${f.reminder ? `${p.reminderSubject}: ` : ''}${f.organizationName}: ${t.subject}`;
  const body = [
    t.greeting(facts),
    [t.due(facts), ...(f.reminder ? [p.reminder] : [])].join(' '),
    t.purpose,
    p.portal,
    p.link(f.link),
    p.code(f.code),
    p.ignore,
    `${t.signOff}\n${f.organizationName}`,
  ].join('\n\n');
  return { subject, body: `${body}\n` };
}
