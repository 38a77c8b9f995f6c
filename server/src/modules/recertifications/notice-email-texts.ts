import { type EmailText, plainTextEmail } from '../../lib/email-text.ts';
import { longDate } from '../../lib/pdf.ts';
import { SIGN_IN_WORDS } from '../residents/index.ts';
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
  ignore: string;
}

const PORTAL: Readonly<Record<NoticeLanguage, PortalTexts>> = {
  en: {
    reminderSubject: 'Reminder',
    reminder: 'We wrote to you about it two weeks ago and have not heard from you since.',
    portal: 'You can start it from your phone in the resident portal.',
    ignore: 'If you have already done your recertification, ignore this e-mail.',
  },
  pt: {
    reminderSubject: 'Lembrete',
    reminder: 'Escrevemos a você sobre isso há duas semanas e ainda não tivemos retorno.',
    portal: 'Você pode começá-la pelo celular, no portal do morador.',
    ignore: 'Se você já fez a sua recertificação, ignore este e-mail.',
  },
  es: {
    reminderSubject: 'Recordatorio',
    reminder: 'Le escribimos sobre esto hace dos semanas y no hemos tenido respuesta.',
    portal: 'Puede comenzarla desde su teléfono, en el portal de residentes.',
    ignore: 'Si ya hizo su recertificación, ignore este correo.',
  },
};

export function noticeEmail(language: NoticeLanguage, f: NoticeEmailFacts): EmailText {
  const t = NOTICE_TEXTS[language];
  const p = PORTAL[language];
  const signIn = SIGN_IN_WORDS[language];
  const facts = {
    household: f.memberName,
    unit: f.unit,
    property: f.property,
    date: longDate(f.dueDate, t.locale),
    days: f.daysLeft,
  };
  const subject = `${f.reminder ? `${p.reminderSubject}: ` : ''}${f.organizationName}: ${t.subject}`;
  return plainTextEmail({
    subject,
    paragraphs: [
      t.greeting(facts),
      [t.due(facts), ...(f.reminder ? [p.reminder] : [])].join(' '),
      t.purpose,
      p.portal,
      signIn.link(f.link),
      signIn.code(f.code),
      p.ignore,
      `${t.signOff}\n${f.organizationName}`,
    ],
  });
}
