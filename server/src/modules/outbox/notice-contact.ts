import type { ApplicationLanguage } from '@lar/contracts/applications';
import { digitsOnly, formatPhone, PHONE_DIGITS } from '@lar/contracts/format';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { Tenant } from '../../db/tenancy.ts';
import { postalAddress } from '../../lib/pdf.ts';
import { propertyCard, unitCard } from './outbox.repository.ts';

/**
 * What every e-mail to an applicant or a visitor says so that it can be acted on (decision 052):
 * the property's name, address and phone, the unit where there is one, and the address an answer
 * reaches. The property's own phone and e-mail come first, then its contacts' e-mail, then its
 * managing company's; the From stays the configured sender, which may be a no-reply address.
 */
export interface PropertyCard {
  name: string;
  unitNumber: string | null;
  /** One line: the unit's building's address where it has one, else the property's; may be empty. */
  address: string;
  /** As people write it: (555) 123-4567 for ten digits, else the digits stored. */
  phone: string | null;
  /** The Reply-To: where an answer to the e-mail reaches a person. */
  replyTo: string | null;
}

/** The configuration an e-mail's text is written with. */
export type NoticeSettings = Pick<AppConfig, 'publicUrl' | 'mailFrom' | 'timeZone'>;

/** The property's card, read in the transaction of the change the e-mail tells of. */
export async function loadPropertyCard(
  q: Queryable,
  organizationId: number,
  propertyId: number,
  unitId: number | null = null,
): Promise<PropertyCard> {
  const tenant = new Tenant(organizationId);
  const property = await propertyCard(q, tenant, propertyId);
  // The notice is written with a change to a record of this property: it exists.
  if (!property) throw new Error(`property ${propertyId} not found for an e-mail`);
  const unit = unitId === null ? undefined : await unitCard(q, tenant, propertyId, unitId);
  const address = postalAddress(unit?.street1 ? unit : property);
  const phone = property.phone || property.company_phone;
  return {
    name: property.name,
    unitNumber: unit?.unit_number ?? null,
    address,
    phone: phone ? shownPhone(phone) : null,
    replyTo: property.email || property.contact_email || property.company_email || null,
  };
}

function shownPhone(stored: string): string {
  return digitsOnly(stored).length === PHONE_DIGITS ? formatPhone(stored) : stored;
}

interface CardWording {
  heading: (name: string) => string;
  unit: string;
  address: string;
  phone: string;
  email: string;
  orReply: string;
  automatic: string;
}

const CARD_WORDING: Record<ApplicationLanguage, CardWording> = {
  en: {
    heading: (name) => `To reach ${name}:`,
    unit: 'Unit',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    orReply: 'or reply to this message',
    automatic: 'This message was sent automatically.',
  },
  pt: {
    heading: (name) => `Para falar com ${name}:`,
    unit: 'Unidade',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    orReply: 'ou responda a esta mensagem',
    automatic: 'Esta mensagem foi enviada automaticamente.',
  },
  es: {
    heading: (name) => `Para comunicarse con ${name}:`,
    unit: 'Unidad',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    orReply: 'o responda a este mensaje',
    automatic: 'Este mensaje se envió automáticamente.',
  },
};

/** The closing paragraphs: how to reach the property, then the property's name as the signature. */
export function contactParagraphs(card: PropertyCard, language: ApplicationLanguage): string[] {
  const w = CARD_WORDING[language];
  const lines = [w.heading(card.name)];
  if (card.unitNumber) lines.push(`${w.unit}: ${card.unitNumber}`);
  if (card.address) lines.push(`${w.address}: ${card.address}`);
  if (card.phone) lines.push(`${w.phone}: ${card.phone}`);
  if (card.replyTo) lines.push(`${w.email}: ${card.replyTo} (${w.orReply})`);
  return [lines.join('\n'), `${card.name}\n${w.automatic}`];
}

/**
 * A notice's plain-text body as every e-mail to an applicant or a visitor lays it out: the greeting
 * by name, the notice's own paragraphs, then how to reach the property; a blank line between
 * paragraphs.
 */
export function noticeBody(
  language: ApplicationLanguage,
  name: string | undefined,
  card: PropertyCard,
  paragraphs: readonly string[],
): string {
  return `${[greeting(language, name), ...paragraphs, ...contactParagraphs(card, language)].join('\n\n')}\n`;
}

/** Greetings by name, as the existing notices wrote them. */
function greeting(language: ApplicationLanguage, name: string | undefined): string {
  if (language === 'pt') return name ? `Olá, ${name},` : 'Olá,';
  if (language === 'es') return name ? `Hola ${name}:` : 'Hola:';
  return name ? `Hello ${name},` : 'Hello,';
}

/** A path of the public site as a full link when PUBLIC_URL is set, else the path alone. */
export function siteLink(settings: Pick<NoticeSettings, 'publicUrl'>, path: string): string {
  return settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}${path}` : path;
}
