import type { ApplicationLanguage, ApplicationStatus, DeclineReason } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import { type NoticeSettings, noticeBody, type PropertyCard, siteLink } from './notice-contact.ts';
import { queuePropertyNotice } from './queue-email.ts';

/**
 * The e-mails an applicant receives: on submission and at each status change. A notice is written
 * to `email_outbox` in the transaction of the change it tells of, so it exists exactly when the
 * change does; the mailer sends it after commit (decisions 031 and 034). Plain text, in the
 * applicant's language: the greeting by name, what happened (with the decline reason staff chose,
 * or the unit offered), the reference, what happens next, the status page's full link, and how to
 * reach the property (decision 052).
 */
export type ApplicationNoticeKind = 'RECEIVED' | Exclude<ApplicationStatus, 'SUBMITTED'>;

export interface ApplicationNoticeFacts {
  organizationId: number;
  applicationId: number;
  reference: string;
  email: string;
  language: ApplicationLanguage;
  propertyId: number;
  /** The applicant's name, for the greeting. */
  headName?: string;
  /** DECLINED: the reason staff chose. */
  declineReason?: DeclineReason | null;
  /** The unit offered; named in OFFERED and LEASED notices only. */
  unitId?: number | null;
}

/** What a notice's text is written from: the facts, the property's card and the site's address. */
export type ApplicationNoticeText = Pick<
  ApplicationNoticeFacts,
  'reference' | 'language' | 'headName' | 'declineReason'
> & { card: PropertyCard; siteUrl?: string };

/** The path of the public status check; the reference is filled in, the e-mail is never put in a link. */
export const STATUS_PATH = '/application-status';

/** The notices that name the unit: the offer and its acceptance. */
const NAMES_UNIT: ReadonlySet<ApplicationNoticeKind> = new Set(['OFFERED', 'LEASED']);

interface Wording {
  referenceLine: (reference: string) => string;
  statusLine: (link: string) => string;
  reasons: Record<DeclineReason, string>;
  kinds: Record<
    ApplicationNoticeKind,
    {
      subject: (f: ApplicationNoticeText) => string;
      lead: (f: ApplicationNoticeText) => string;
      next: string;
    }
  >;
}

const unitOf = (f: ApplicationNoticeText, word: string) =>
  f.card.unitNumber ? ` (${word} ${f.card.unitNumber})` : '';

const WORDING: Record<ApplicationLanguage, Wording> = {
  en: {
    referenceLine: (reference) => `Your reference: ${reference}`,
    statusLine: (link) =>
      `You can check your application's status at any time at ${link}, with your reference and this e-mail address.`,
    reasons: {
      INCOME_ABOVE_LIMIT: "The household's income is above the limit for this housing.",
      INCOME_BELOW_MINIMUM: "The household's income is below the minimum for this housing.",
      HOUSEHOLD_SIZE: "The household's size does not fit the available units.",
      INCOMPLETE: 'The application or its documents were incomplete.',
      SCREENING: 'The application did not pass screening.',
      DUPLICATE: 'Another application for the same household was already received.',
      NO_RESPONSE: 'We did not receive an answer to our request.',
      OFFER_REFUSED: 'The unit offered was turned down.',
      OTHER: 'Please contact the property for the reason.',
    },
    kinds: {
      RECEIVED: {
        subject: (f) => `Application ${f.reference} received`,
        lead: (f) => `We received your application for ${f.card.name}.`,
        next: 'What happens next: our staff will review your application and documents. We will write to you when its status changes. Keep your reference.',
      },
      WAITLISTED: {
        subject: (f) => `Application ${f.reference}: on the waitlist`,
        lead: (f) => `Your application for ${f.card.name} was reviewed and is now on the waitlist.`,
        next: 'What happens next: when a unit that fits your household becomes available, applicants are contacted in waitlist order. We will write to you if a unit is offered to you.',
      },
      DECLINED: {
        subject: (f) => `Application ${f.reference}: declined`,
        lead: (f) => `Your application for ${f.card.name} was declined.`,
        next: 'What happens next: nothing more is needed from you for this application. If you think this is a mistake, or your situation changes, contact the property or apply again.',
      },
      WITHDRAWN: {
        subject: (f) => `Application ${f.reference}: withdrawn`,
        lead: (f) => `Your application for ${f.card.name} was withdrawn.`,
        next: 'What happens next: the application is closed. You may apply again at any time.',
      },
      OFFERED: {
        subject: (f) => `Application ${f.reference}: a unit is offered to you`,
        lead: (f) => `A unit at ${f.card.name}${unitOf(f, 'unit')} is offered to you.`,
        next: 'What happens next: contact the property as soon as possible to accept or turn down the offer. If we do not hear from you, the unit may be offered to the next applicant.',
      },
      LEASED: {
        subject: (f) => `Application ${f.reference}: offer accepted`,
        lead: (f) => `Your acceptance of the unit at ${f.card.name}${unitOf(f, 'unit')} is recorded.`,
        next: 'What happens next: the property will contact you to certify your household income and arrange the lease and move-in.',
      },
    },
  },
  pt: {
    referenceLine: (reference) => `Sua referência: ${reference}`,
    statusLine: (link) =>
      `Você pode consultar a situação da sua inscrição a qualquer momento em ${link}, com sua referência e este endereço de e-mail.`,
    reasons: {
      INCOME_ABOVE_LIMIT: 'A renda da família está acima do limite para esta moradia.',
      INCOME_BELOW_MINIMUM: 'A renda da família está abaixo do mínimo para esta moradia.',
      HOUSEHOLD_SIZE: 'O tamanho da família não corresponde às unidades disponíveis.',
      INCOMPLETE: 'A inscrição ou seus documentos estavam incompletos.',
      SCREENING: 'A inscrição não foi aprovada na triagem.',
      DUPLICATE: 'Já havíamos recebido outra inscrição da mesma família.',
      NO_RESPONSE: 'Não recebemos resposta ao nosso pedido.',
      OFFER_REFUSED: 'A unidade oferecida foi recusada.',
      OTHER: 'Entre em contato com o imóvel para saber o motivo.',
    },
    kinds: {
      RECEIVED: {
        subject: (f) => `Inscrição ${f.reference} recebida`,
        lead: (f) => `Recebemos sua inscrição para ${f.card.name}.`,
        next: 'Próximos passos: nossa equipe vai analisar sua inscrição e seus documentos. Escreveremos quando a situação mudar. Guarde sua referência.',
      },
      WAITLISTED: {
        subject: (f) => `Inscrição ${f.reference}: na lista de espera`,
        lead: (f) => `Sua inscrição para ${f.card.name} foi analisada e agora está na lista de espera.`,
        next: 'Próximos passos: quando houver uma unidade adequada à sua família, os inscritos são contatados na ordem da lista de espera. Escreveremos se uma unidade for oferecida a você.',
      },
      DECLINED: {
        subject: (f) => `Inscrição ${f.reference}: recusada`,
        lead: (f) => `Sua inscrição para ${f.card.name} foi recusada.`,
        next: 'Próximos passos: você não precisa fazer mais nada quanto a esta inscrição. Se achar que houve um erro, ou se sua situação mudar, entre em contato com o imóvel ou faça uma nova inscrição.',
      },
      WITHDRAWN: {
        subject: (f) => `Inscrição ${f.reference}: retirada`,
        lead: (f) => `Sua inscrição para ${f.card.name} foi retirada.`,
        next: 'Próximos passos: a inscrição está encerrada. Você pode fazer uma nova inscrição quando quiser.',
      },
      OFFERED: {
        subject: (f) => `Inscrição ${f.reference}: uma unidade é oferecida a você`,
        lead: (f) => `Uma unidade em ${f.card.name}${unitOf(f, 'unidade')} é oferecida a você.`,
        next: 'Próximos passos: entre em contato com o imóvel o quanto antes para aceitar ou recusar a oferta. Sem resposta, a unidade pode ser oferecida ao próximo inscrito.',
      },
      LEASED: {
        subject: (f) => `Inscrição ${f.reference}: oferta aceita`,
        lead: (f) => `Sua aceitação da unidade em ${f.card.name}${unitOf(f, 'unidade')} está registrada.`,
        next: 'Próximos passos: o imóvel vai entrar em contato para certificar a renda da família e combinar o contrato e a mudança.',
      },
    },
  },
  es: {
    referenceLine: (reference) => `Su referencia: ${reference}`,
    statusLine: (link) =>
      `Puede consultar el estado de su solicitud en cualquier momento en ${link}, con su referencia y esta dirección de correo.`,
    reasons: {
      INCOME_ABOVE_LIMIT: 'Los ingresos del hogar superan el límite para esta vivienda.',
      INCOME_BELOW_MINIMUM: 'Los ingresos del hogar están por debajo del mínimo para esta vivienda.',
      HOUSEHOLD_SIZE: 'El tamaño del hogar no corresponde a las unidades disponibles.',
      INCOMPLETE: 'La solicitud o sus documentos estaban incompletos.',
      SCREENING: 'La solicitud no superó la evaluación.',
      DUPLICATE: 'Ya habíamos recibido otra solicitud del mismo hogar.',
      NO_RESPONSE: 'No recibimos respuesta a nuestra solicitud.',
      OFFER_REFUSED: 'La unidad ofrecida fue rechazada.',
      OTHER: 'Comuníquese con la propiedad para conocer el motivo.',
    },
    kinds: {
      RECEIVED: {
        subject: (f) => `Solicitud ${f.reference} recibida`,
        lead: (f) => `Recibimos su solicitud para ${f.card.name}.`,
        next: 'Próximos pasos: nuestro personal revisará su solicitud y sus documentos. Le escribiremos cuando cambie su estado. Guarde su referencia.',
      },
      WAITLISTED: {
        subject: (f) => `Solicitud ${f.reference}: en la lista de espera`,
        lead: (f) => `Su solicitud para ${f.card.name} fue revisada y ahora está en la lista de espera.`,
        next: 'Próximos pasos: cuando haya una unidad adecuada para su hogar, se contacta a los solicitantes en el orden de la lista de espera. Le escribiremos si se le ofrece una unidad.',
      },
      DECLINED: {
        subject: (f) => `Solicitud ${f.reference}: rechazada`,
        lead: (f) => `Su solicitud para ${f.card.name} fue rechazada.`,
        next: 'Próximos pasos: no necesita hacer nada más con esta solicitud. Si cree que hay un error, o si su situación cambia, comuníquese con la propiedad o presente una nueva solicitud.',
      },
      WITHDRAWN: {
        subject: (f) => `Solicitud ${f.reference}: retirada`,
        lead: (f) => `Su solicitud para ${f.card.name} fue retirada.`,
        next: 'Próximos pasos: la solicitud está cerrada. Puede presentar una nueva cuando quiera.',
      },
      OFFERED: {
        subject: (f) => `Solicitud ${f.reference}: se le ofrece una unidad`,
        lead: (f) => `Se le ofrece una unidad en ${f.card.name}${unitOf(f, 'unidad')}.`,
        next: 'Próximos pasos: comuníquese con la propiedad lo antes posible para aceptar o rechazar la oferta. Si no tenemos respuesta, la unidad puede ofrecerse al siguiente solicitante.',
      },
      LEASED: {
        subject: (f) => `Solicitud ${f.reference}: oferta aceptada`,
        lead: (f) => `Su aceptación de la unidad en ${f.card.name}${unitOf(f, 'unidad')} está registrada.`,
        next: 'Próximos pasos: la propiedad se comunicará con usted para certificar los ingresos del hogar y acordar el contrato y la mudanza.',
      },
    },
  },
};

/** The subject and plain-text body of a notice, in the applicant's language. */
export function renderApplicationNotice(
  kind: ApplicationNoticeKind,
  f: ApplicationNoticeText,
): { subject: string; body: string } {
  const w = WORDING[f.language];
  const k = w.kinds[kind];
  const lead = [k.lead(f)];
  if (kind === 'DECLINED' && f.declineReason) lead.push(w.reasons[f.declineReason]);
  const statusPath = `${STATUS_PATH}?reference=${encodeURIComponent(f.reference)}`;
  const body = noticeBody(f.language, f.headName, f.card, [
    lead.join(' '),
    w.referenceLine(f.reference),
    k.next,
    w.statusLine(siteLink({ publicUrl: f.siteUrl }, statusPath)),
  ]);
  return { subject: k.subject(f), body };
}

/**
 * Writes the notice of `kind` for an application, in its applicant's language, inside `q`'s
 * transaction; an answer to it goes to the property (Reply-To).
 */
export async function queueApplicationNotice(
  q: Queryable,
  kind: ApplicationNoticeKind,
  facts: ApplicationNoticeFacts,
  settings: Pick<NoticeSettings, 'publicUrl'>,
): Promise<void> {
  const unitId = NAMES_UNIT.has(kind) ? (facts.unitId ?? null) : null;
  await queuePropertyNotice(q, { ...facts, kind, unitId }, (card) =>
    renderApplicationNotice(kind, { ...facts, card, siteUrl: settings.publicUrl }),
  );
}
