import type { Certification } from '@lar/contracts/certifications';
import type { UnitType } from '@lar/contracts/units';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { CertificationRepository } from './certification.repository.ts';
import { occupancyPlace } from './certification-sources.repository.ts';
import type { SignatureCertificate } from './tic-certificate-page.ts';
import { renderTicPdf } from './tic-pdf.ts';
import type { TicLanguage } from './tic-texts.ts';

/** What the TIC of a certification is rendered with besides the certification itself. */
export interface TicRendering {
  organizationName: string;
  generatedAt: string;
  timeZone: string;
  language: TicLanguage;
  signatureCertificate?: SignatureCertificate;
}

/**
 * The TIC of one certification of the tenant's organization, with the certification it shows (the
 * signature module freezes both, decision 078); none when the certification is not the tenant's.
 */
export async function renderCertification(
  q: Queryable,
  tenant: Tenant,
  id: number,
  rendering: TicRendering,
): Promise<{ certification: Certification; pdf: Buffer } | undefined> {
  const certification = await new CertificationRepository(q, tenant).find(id);
  if (!certification) return undefined;
  const place = await occupancyPlace(q, tenant, certification.occupancy_id);
  if (!place) return undefined;
  const { unit_number, unit_type, bathrooms, square_feet, ...property } = place;
  const pdf = await renderTicPdf({
    certification,
    property,
    unit: {
      unit_number,
      unit_type: unit_type as UnitType,
      bathrooms: bathrooms === null ? null : Number(bathrooms),
      square_feet,
    },
    ...rendering,
  });
  return { certification, pdf };
}

/**
 * The TIC of one certification: the certification with the development and unit it certifies,
 * read in the caller's organization (another organization's id is not found).
 */
export async function ticDocument(
  q: Queryable,
  actor: Actor,
  id: number,
  timeZone: string,
  language: TicLanguage,
): Promise<PdfFile> {
  const rendered = await renderCertification(q, actor.tenant, id, {
    organizationName: actor.organizationName,
    generatedAt: new Date().toISOString(),
    timeZone,
    language,
  });
  if (!rendered) throw notFound('Certification');
  return { filename: `tic-${rendered.certification.id}.pdf`, pdf: rendered.pdf };
}
