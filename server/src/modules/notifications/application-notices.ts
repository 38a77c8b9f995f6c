import type { ApplicationLanguage, ApplicationStatus } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/**
 * The e-mails an applicant receives: on submission and at each status change. A notice is written
 * to `email_outbox` in the transaction of the change it tells of, so it exists exactly when the
 * change does; the mailer sends it after commit (decision 031).
 */
export type ApplicationNoticeKind = 'RECEIVED' | Exclude<ApplicationStatus, 'SUBMITTED'>;

export interface ApplicationNoticeFacts {
  organizationId: number;
  applicationId: number;
  reference: string;
  email: string;
  language: ApplicationLanguage;
  propertyName: string;
}

type Template = (facts: ApplicationNoticeFacts) => { subject: string; body: string };

const TEMPLATES: Record<ApplicationLanguage, Record<ApplicationNoticeKind, Template>> = {
  en: {
    RECEIVED: (f) => ({
      subject: `Application ${f.reference} received`,
      body: `We received your application ${f.reference} for ${f.propertyName}. We will write to you when it is reviewed.`,
    }),
    WAITLISTED: (f) => ({
      subject: `Application ${f.reference}: on the waitlist`,
      body: `Your application ${f.reference} for ${f.propertyName} is on the waitlist.`,
    }),
    DECLINED: (f) => ({
      subject: `Application ${f.reference}: declined`,
      body: `Your application ${f.reference} for ${f.propertyName} was declined.`,
    }),
    WITHDRAWN: (f) => ({
      subject: `Application ${f.reference}: withdrawn`,
      body: `Your application ${f.reference} for ${f.propertyName} was withdrawn.`,
    }),
    OFFERED: (f) => ({
      subject: `Application ${f.reference}: a unit is offered`,
      body: `A unit at ${f.propertyName} is offered to you under application ${f.reference}.`,
    }),
    LEASED: (f) => ({
      subject: `Application ${f.reference}: offer accepted`,
      body: `Your acceptance of the unit at ${f.propertyName} (application ${f.reference}) is recorded.`,
    }),
  },
  pt: {
    RECEIVED: (f) => ({
      subject: `Inscrição ${f.reference} recebida`,
      body: `Recebemos a sua inscrição ${f.reference} para ${f.propertyName}. Escreveremos quando for analisada.`,
    }),
    WAITLISTED: (f) => ({
      subject: `Inscrição ${f.reference}: na lista de espera`,
      body: `A sua inscrição ${f.reference} para ${f.propertyName} está na lista de espera.`,
    }),
    DECLINED: (f) => ({
      subject: `Inscrição ${f.reference}: recusada`,
      body: `A sua inscrição ${f.reference} para ${f.propertyName} foi recusada.`,
    }),
    WITHDRAWN: (f) => ({
      subject: `Inscrição ${f.reference}: retirada`,
      body: `A sua inscrição ${f.reference} para ${f.propertyName} foi retirada.`,
    }),
    OFFERED: (f) => ({
      subject: `Inscrição ${f.reference}: uma unidade foi oferecida`,
      body: `Uma unidade em ${f.propertyName} é oferecida a você pela inscrição ${f.reference}.`,
    }),
    LEASED: (f) => ({
      subject: `Inscrição ${f.reference}: oferta aceita`,
      body: `A sua aceitação da unidade em ${f.propertyName} (inscrição ${f.reference}) está registrada.`,
    }),
  },
  es: {
    RECEIVED: (f) => ({
      subject: `Solicitud ${f.reference} recibida`,
      body: `Recibimos su solicitud ${f.reference} para ${f.propertyName}. Le escribiremos cuando sea revisada.`,
    }),
    WAITLISTED: (f) => ({
      subject: `Solicitud ${f.reference}: en la lista de espera`,
      body: `Su solicitud ${f.reference} para ${f.propertyName} está en la lista de espera.`,
    }),
    DECLINED: (f) => ({
      subject: `Solicitud ${f.reference}: rechazada`,
      body: `Su solicitud ${f.reference} para ${f.propertyName} fue rechazada.`,
    }),
    WITHDRAWN: (f) => ({
      subject: `Solicitud ${f.reference}: retirada`,
      body: `Su solicitud ${f.reference} para ${f.propertyName} fue retirada.`,
    }),
    OFFERED: (f) => ({
      subject: `Solicitud ${f.reference}: se le ofrece una unidad`,
      body: `Se le ofrece una unidad en ${f.propertyName} por la solicitud ${f.reference}.`,
    }),
    LEASED: (f) => ({
      subject: `Solicitud ${f.reference}: oferta aceptada`,
      body: `Su aceptación de la unidad en ${f.propertyName} (solicitud ${f.reference}) está registrada.`,
    }),
  },
};

/** Writes the notice of `kind` for an application, in its applicant's language, inside `q`'s transaction. */
export async function queueApplicationNotice(
  q: Queryable,
  kind: ApplicationNoticeKind,
  facts: ApplicationNoticeFacts,
): Promise<void> {
  const { subject, body } = TEMPLATES[facts.language][kind](facts);
  await q.insert(emailOutbox).values({
    organizationId: facts.organizationId,
    applicationId: facts.applicationId,
    kind,
    toAddress: facts.email,
    language: facts.language,
    subject,
    bodyText: body,
  });
}
