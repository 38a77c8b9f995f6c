import type { ResidentLanguage } from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import { insertOutboxEmail } from '../outbox/index.ts';

/** The questionnaire's page of the portal; a resident signed out is taken to sign in first. */
export const QUESTIONNAIRE_PATH = '/resident/questionnaire';

export interface CorrectionFacts {
  organizationId: number;
  organizationName: string;
  email: string;
  language: ResidentLanguage;
  note: string;
  siteUrl: string | undefined;
}

const WORDING: Record<
  ResidentLanguage,
  (f: CorrectionFacts, link: string) => { subject: string; body: string }
> = {
  en: (f, link) => ({
    subject: `${f.organizationName}: please correct your recertification questionnaire`,
    body: [
      'Hello,',
      `${f.organizationName} reviewed the recertification questionnaire you sent and asks you to correct it:`,
      f.note,
      `Open the questionnaire in the resident portal, change your answers and send it again: ${link}`,
    ].join('\n\n'),
  }),
  pt: (f, link) => ({
    subject: `${f.organizationName}: corrija seu questionário de recertificação`,
    body: [
      'Olá,',
      `${f.organizationName} revisou o questionário de recertificação que você enviou e pede que você o corrija:`,
      f.note,
      `Abra o questionário no portal do morador, altere suas respostas e envie de novo: ${link}`,
    ].join('\n\n'),
  }),
  es: (f, link) => ({
    subject: `${f.organizationName}: corrija su cuestionario de recertificación`,
    body: [
      'Hola:',
      `${f.organizationName} revisó el cuestionario de recertificación que usted envió y le pide corregirlo:`,
      f.note,
      `Abra el cuestionario en el portal de residentes, cambie sus respuestas y envíelo de nuevo: ${link}`,
    ].join('\n\n'),
  }),
};

export function correctionEmail(f: CorrectionFacts): { subject: string; body: string } {
  const { subject, body } = WORDING[f.language](f, `${f.siteUrl ?? ''}${QUESTIONNAIRE_PATH}`);
  return { subject, body: `${body}\n` };
}

/** Queues the correction request in the resident's language, sent by the mailer (decision 034). */
export async function queueCorrectionEmail(q: Queryable, f: CorrectionFacts): Promise<void> {
  const { subject, body } = correctionEmail(f);
  await insertOutboxEmail(q, {
    organizationId: f.organizationId,
    kind: 'RESIDENT_CORRECTION',
    toAddress: f.email,
    language: f.language,
    subject,
    bodyText: body,
  });
}
