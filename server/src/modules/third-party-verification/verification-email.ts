import type { VerificationKind } from '@lar/contracts/third-party-verification';
import type { Queryable } from '../../db/client.ts';
import { type EmailText, tokenLink } from '../../lib/email-text.ts';
import {
  queueResidentEmail,
  type ResidentEmailFacts,
  type ResidentWording,
  residentEmail,
} from '../residents/index.ts';

/** The third party's page; the link carries its token after `#`, so it never reaches a server log. */
export const VERIFY_PATH = '/verify';

export function verificationLink(siteUrl: string | undefined, token: string): string {
  return tokenLink(siteUrl, VERIFY_PATH, token);
}

/** The request, written to the third party about a member of the organization's household. */
export interface RequestFacts extends ResidentEmailFacts {
  propertyName: string;
  memberName: string;
  kind: VerificationKind;
  thirdPartyName: string;
  token: string;
  days: number;
}

/**
 * The wording of the request. The consent sentence says what the household member signed: HUD's
 * "Applicant's/Tenant's Consent to the Release of Information" (forms HUD-9887 and HUD-9887-A),
 * which a request for verification from a third party is to come with (HUD Handbook 4350.3,
 * Appendix 3, notes to its acceptable forms of verification).
 */
const WORDING: ResidentWording<RequestFacts> = {
  en: (f, link) => ({
    subject: `${f.organizationName}: ${f.kind === 'EMPLOYMENT' ? 'employment' : 'benefits'} verification for ${f.memberName}`,
    paragraphs: [
      `Hello ${f.thirdPartyName},`,
      `${f.organizationName} asks you to verify the ${f.kind === 'EMPLOYMENT' ? 'employment and pay' : 'benefits'} of ${f.memberName}, a resident of ${f.propertyName}, for the yearly recertification of their affordable housing.`,
      `${f.memberName} authorized this request by signing the consent to the release of information (forms HUD-9887 and HUD-9887-A).`,
      `Answer and sign online with this link (it works once, for ${f.days} days): ${link}`,
      'If you did not expect this e-mail, ignore it.',
    ],
  }),
  pt: (f, link) => ({
    subject: `${f.organizationName}: verificação de ${f.kind === 'EMPLOYMENT' ? 'emprego' : 'benefícios'} de ${f.memberName}`,
    paragraphs: [
      `Olá, ${f.thirdPartyName},`,
      `${f.organizationName} pede que você confirme ${f.kind === 'EMPLOYMENT' ? 'o emprego e a remuneração' : 'os benefícios'} de ${f.memberName}, morador(a) de ${f.propertyName}, para a recertificação anual da sua moradia subsidiada.`,
      `${f.memberName} autorizou este pedido ao assinar o consentimento para liberação de informações (formulários HUD-9887 e HUD-9887-A).`,
      `Responda e assine on-line por este link (vale uma vez, por ${f.days} dias): ${link}`,
      'Se você não esperava este e-mail, ignore-o.',
    ],
  }),
  es: (f, link) => ({
    subject: `${f.organizationName}: verificación de ${f.kind === 'EMPLOYMENT' ? 'empleo' : 'beneficios'} de ${f.memberName}`,
    paragraphs: [
      `Hola, ${f.thirdPartyName}:`,
      `${f.organizationName} le pide que verifique ${f.kind === 'EMPLOYMENT' ? 'el empleo y el salario' : 'los beneficios'} de ${f.memberName}, residente de ${f.propertyName}, para la recertificación anual de su vivienda asequible.`,
      `${f.memberName} autorizó esta solicitud al firmar el consentimiento para la divulgación de información (formularios HUD-9887 y HUD-9887-A).`,
      `Responda y firme en línea con este enlace (vale una vez, durante ${f.days} días): ${link}`,
      'Si no esperaba este correo, ignórelo.',
    ],
  }),
};

export function requestEmail(f: RequestFacts): EmailText {
  return residentEmail(WORDING, f, verificationLink(f.siteUrl, f.token));
}

/**
 * Queues the request in the chosen language, sent by the mailer (decision 034). Its redacted text
 * (the token withheld) replaces it once sent (decision 080), so the outbox never keeps a live link.
 */
export async function queueRequestEmail(q: Queryable, f: RequestFacts): Promise<void> {
  await queueResidentEmail(q, 'VERIFICATION_REQUEST', f, requestEmail(f), { token: f.token });
}
