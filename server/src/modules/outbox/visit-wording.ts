import type { ApplicationLanguage } from '@lar/contracts/applications';

/** A visit's notices, in the visitor's language (decision 052). */
export type VisitNoticeKind = 'VISIT_SCHEDULED' | 'VISIT_RESCHEDULED' | 'VISIT_CANCELLED';

/** The property's name and, where the visit is to a unit with a number, " (unit 4B)". */
export interface VisitPlace {
  name: string;
  unit: string;
}

interface Told {
  subject: string;
  lead: string;
}

interface VisitWording {
  unit: (number: string) => string;
  scheduled: (p: VisitPlace, when: string) => Told;
  rescheduled: (p: VisitPlace, when: string, before: string) => Told;
  cancelled: (p: VisitPlace, when: string) => Told;
  /** A request cancelled before staff gave it a time. */
  requestCancelled: (p: VisitPlace) => Told;
  nextScheduled: string;
  nextCancelled: string;
  pageLine: (link: string) => string;
  /** The calendar event's title. */
  summary: (p: VisitPlace) => string;
}

export const VISIT_WORDING: Record<ApplicationLanguage, VisitWording> = {
  en: {
    unit: (number) => ` (unit ${number})`,
    scheduled: (p, when) => ({
      subject: `Visit confirmed: ${p.name}, ${when}`,
      lead: `Your visit to ${p.name}${p.unit} is confirmed for ${when}.`,
    }),
    rescheduled: (p, when, before) => ({
      subject: `Visit moved: ${p.name}, now ${when}`,
      lead: `Your visit to ${p.name}${p.unit} has a new time: ${when} (it was ${before}).`,
    }),
    cancelled: (p, when) => ({
      subject: `Visit cancelled: ${p.name}, ${when}`,
      lead: `Your visit to ${p.name}${p.unit} on ${when} is cancelled.`,
    }),
    requestCancelled: (p) => ({
      subject: `Visit request cancelled: ${p.name}`,
      lead: `Your request to visit ${p.name}${p.unit} is cancelled.`,
    }),
    nextScheduled:
      'The attached file (visit.ics) adds the visit to your calendar. If you cannot come at this time, let the property know (how to reach it is below).',
    nextCancelled:
      "To ask for another time, contact the property (how to reach it is below) or send a new request from the apartment's page.",
    pageLine: (link) => `The apartment's page: ${link}`,
    summary: (p) => `Visit: ${p.name}${p.unit}`,
  },
  pt: {
    unit: (number) => ` (unidade ${number})`,
    scheduled: (p, when) => ({
      subject: `Visita confirmada: ${p.name}, ${when}`,
      lead: `Sua visita a ${p.name}${p.unit} está confirmada para ${when}.`,
    }),
    rescheduled: (p, when, before) => ({
      subject: `Visita remarcada: ${p.name}, agora ${when}`,
      lead: `Sua visita a ${p.name}${p.unit} foi remarcada para ${when} (antes: ${before}).`,
    }),
    cancelled: (p, when) => ({
      subject: `Visita cancelada: ${p.name}, ${when}`,
      lead: `Sua visita a ${p.name}${p.unit} em ${when} foi cancelada.`,
    }),
    requestCancelled: (p) => ({
      subject: `Pedido de visita cancelado: ${p.name}`,
      lead: `Seu pedido de visita a ${p.name}${p.unit} foi cancelado.`,
    }),
    nextScheduled:
      'O arquivo anexo (visit.ics) adiciona a visita à sua agenda. Se não puder vir neste horário, avise o imóvel (os contatos estão abaixo).',
    nextCancelled:
      'Para pedir outro horário, entre em contato com o imóvel (os contatos estão abaixo) ou envie um novo pedido na página do apartamento.',
    pageLine: (link) => `Página do apartamento: ${link}`,
    summary: (p) => `Visita: ${p.name}${p.unit}`,
  },
  es: {
    unit: (number) => ` (unidad ${number})`,
    scheduled: (p, when) => ({
      subject: `Visita confirmada: ${p.name}, ${when}`,
      lead: `Su visita a ${p.name}${p.unit} está confirmada para el ${when}.`,
    }),
    rescheduled: (p, when, before) => ({
      subject: `Visita cambiada: ${p.name}, ahora el ${when}`,
      lead: `Su visita a ${p.name}${p.unit} tiene una nueva hora: ${when} (antes: ${before}).`,
    }),
    cancelled: (p, when) => ({
      subject: `Visita cancelada: ${p.name}, ${when}`,
      lead: `Su visita a ${p.name}${p.unit} del ${when} fue cancelada.`,
    }),
    requestCancelled: (p) => ({
      subject: `Solicitud de visita cancelada: ${p.name}`,
      lead: `Su solicitud para visitar ${p.name}${p.unit} fue cancelada.`,
    }),
    nextScheduled:
      'El archivo adjunto (visit.ics) agrega la visita a su calendario. Si no puede venir a esa hora, avise a la propiedad (los datos de contacto están abajo).',
    nextCancelled:
      'Para pedir otra hora, comuníquese con la propiedad (los datos de contacto están abajo) o envíe una nueva solicitud desde la página del apartamento.',
    pageLine: (link) => `Página del apartamento: ${link}`,
    summary: (p) => `Visita: ${p.name}${p.unit}`,
  },
};
