import type { Queryable } from '../../db/client.ts';
import { type EmailText, emailedLink } from '../../lib/email-text.ts';
import {
  queueResidentEmail,
  type ResidentEmailFacts,
  type ResidentWording,
  residentEmail,
} from '../residents/index.ts';

/** The questionnaire's page of the portal; a resident signed out is taken to sign in first. */
export const QUESTIONNAIRE_PATH = '/resident/questionnaire';

export interface CorrectionFacts extends ResidentEmailFacts {
  note: string;
}

const WORDING: ResidentWording<CorrectionFacts> = {
  en: (f, link) => ({
    subject: `${f.organizationName}: please correct your recertification questionnaire`,
    paragraphs: [
      'Hello,',
      `${f.organizationName} reviewed the recertification questionnaire you sent and asks you to correct it:`,
      f.note,
      `Open the questionnaire in the resident portal, change your answers and send it again: ${link}`,
    ],
  }),
  pt: (f, link) => ({
    subject: `${f.organizationName}: corrija seu questionário de recertificação`,
    paragraphs: [
      'Olá,',
      `${f.organizationName} revisou o questionário de recertificação que você enviou e pede que você o corrija:`,
      f.note,
      `Abra o questionário no portal do morador, altere suas respostas e envie de novo: ${link}`,
    ],
  }),
  es: (f, link) => ({
    subject: `${f.organizationName}: corrija su cuestionario de recertificación`,
    paragraphs: [
      'Hola:',
      `${f.organizationName} revisó el cuestionario de recertificación que usted envió y le pide corregirlo:`,
      f.note,
      `Abra el cuestionario en el portal de residentes, cambie sus respuestas y envíelo de nuevo: ${link}`,
    ],
  }),
};

export function correctionEmail(f: CorrectionFacts): EmailText {
  return residentEmail(WORDING, f, emailedLink(f.siteUrl, QUESTIONNAIRE_PATH));
}

/** Queues the correction request in the resident's language, sent by the mailer (decision 034). */
export async function queueCorrectionEmail(q: Queryable, f: CorrectionFacts): Promise<void> {
  await queueResidentEmail(q, 'RESIDENT_CORRECTION', f, correctionEmail(f));
}
