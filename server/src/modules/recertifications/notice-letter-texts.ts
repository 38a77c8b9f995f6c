import { INTL_LOCALES, type Language } from '@lar/contracts/languages';
/**
 * The wording of the recertification notice letters in each household's language. The letters
 * are printed by the server, so their texts live here rather than in the web app's locales.
 */

export type NoticeLanguage = Language;

/** What a letter's sentences name; `date` is already formatted for the language. */
export interface NoticeFacts {
  household: string;
  unit: string;
  property: string;
  date: string;
  /** Days left before the due date, or days past it for an overdue letter; never negative. */
  days: number;
}

export interface NoticeTexts {
  /** The locale dates are formatted in, as the web app formats them for the same language. */
  locale: string;
  subject: string;
  urgentSubject: string;
  greeting: (f: NoticeFacts) => string;
  due: (f: NoticeFacts) => string;
  overdue: (f: NoticeFacts) => string;
  purpose: string;
  bring: string;
  documents: readonly string[];
  urgentClose: string;
  close: string;
  signOff: string;
  office: string;
  unitLabel: string;
}

const en: NoticeTexts = {
  locale: INTL_LOCALES.en,
  subject: 'Annual income recertification',
  urgentSubject: 'URGENT: annual income recertification past due',
  greeting: (f) => `Dear ${f.household},`,
  due: (f) =>
    `Your household's annual income recertification for unit ${f.unit} at ${f.property} is due on ${f.date}` +
    (f.days === 0 ? ', which is today.' : ` (${f.days === 1 ? '1 day' : `${f.days} days`} from today).`),
  overdue: (f) =>
    `Your household's annual income recertification for unit ${f.unit} at ${f.property} was due on ${f.date} ` +
    `and is now ${f.days === 1 ? '1 day' : `${f.days} days`} past due.`,
  purpose:
    "The housing programs of this property require us to confirm every year that your household's income remains eligible.",
  bring:
    'Please contact the management office to schedule an appointment, and bring documents of the income and assets of every household member, such as:',
  documents: [
    'recent pay stubs or a letter from each employer;',
    'benefit letters (Social Security, pensions, public assistance);',
    'recent bank statements and documents of any other assets;',
    'an identification document of each household member.',
  ],
  urgentClose:
    'Please contact the office right away. An incomplete recertification may affect your tenancy under the terms of your lease.',
  close: 'Thank you for your prompt attention. Please contact the office with any questions.',
  signOff: 'Sincerely,',
  office: 'Management office',
  unitLabel: 'Unit',
};

const pt: NoticeTexts = {
  locale: INTL_LOCALES.pt,
  subject: 'Recertificação anual de renda',
  urgentSubject: 'URGENTE: recertificação anual de renda em atraso',
  greeting: (f) => `Prezado(a) ${f.household},`,
  due: (f) =>
    `A recertificação anual de renda da sua família para a unidade ${f.unit} em ${f.property} vence em ${f.date}` +
    (f.days === 0 ? ', ou seja, hoje.' : ` (${f.days === 1 ? 'falta 1 dia' : `faltam ${f.days} dias`}).`),
  overdue: (f) =>
    `A recertificação anual de renda da sua família para a unidade ${f.unit} em ${f.property} venceu em ${f.date} ` +
    `e está em atraso há ${f.days === 1 ? '1 dia' : `${f.days} dias`}.`,
  purpose:
    'Os programas habitacionais deste imóvel exigem que confirmemos todos os anos que a renda da sua família continua dentro dos requisitos.',
  bring:
    'Entre em contato com o escritório da administração para agendar um atendimento e traga os comprovantes de renda e de bens de todos os membros da família, por exemplo:',
  documents: [
    'contracheques recentes ou uma declaração de cada empregador;',
    'cartas de benefícios (Seguro Social, aposentadorias e pensões, assistência pública);',
    'extratos bancários recentes e comprovantes de outros bens;',
    'um documento de identificação de cada membro da família.',
  ],
  urgentClose:
    'Procure o escritório imediatamente. A falta da recertificação pode afetar a sua locação, nos termos do seu contrato.',
  close: 'Agradecemos a sua atenção. Em caso de dúvidas, entre em contato com o escritório.',
  signOff: 'Atenciosamente,',
  office: 'Escritório da administração',
  unitLabel: 'Unidade',
};

const es: NoticeTexts = {
  locale: INTL_LOCALES.es,
  subject: 'Recertificación anual de ingresos',
  urgentSubject: 'URGENTE: recertificación anual de ingresos vencida',
  greeting: (f) => `Estimado(a) ${f.household}:`,
  due: (f) =>
    `La recertificación anual de ingresos de su hogar para la unidad ${f.unit} en ${f.property} vence el ${f.date}` +
    (f.days === 0 ? ', es decir, hoy.' : ` (${f.days === 1 ? 'falta 1 día' : `faltan ${f.days} días`}).`),
  overdue: (f) =>
    `La recertificación anual de ingresos de su hogar para la unidad ${f.unit} en ${f.property} venció el ${f.date} ` +
    `y tiene ${f.days === 1 ? '1 día' : `${f.days} días`} de atraso.`,
  purpose:
    'Los programas de vivienda de esta propiedad exigen que confirmemos cada año que los ingresos de su hogar siguen cumpliendo los requisitos.',
  bring:
    'Comuníquese con la oficina de administración para programar una cita y traiga los comprobantes de ingresos y de bienes de todos los miembros del hogar, por ejemplo:',
  documents: [
    'talones de pago recientes o una carta de cada empleador;',
    'cartas de beneficios (Seguro Social, jubilaciones y pensiones, asistencia pública);',
    'estados de cuenta bancarios recientes y comprobantes de otros bienes;',
    'una identificación de cada miembro del hogar.',
  ],
  urgentClose:
    'Comuníquese con la oficina de inmediato. No completar la recertificación puede afectar su arrendamiento, según los términos de su contrato.',
  close: 'Le agradecemos su pronta atención. Si tiene preguntas, comuníquese con la oficina.',
  signOff: 'Atentamente,',
  office: 'Oficina de administración',
  unitLabel: 'Unidad',
};

export const NOTICE_TEXTS: Readonly<Record<NoticeLanguage, NoticeTexts>> = { en, pt, es };
