import type { UnitType } from '@lar/contracts/units';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { CertificationRepository } from './certification.repository.ts';
import { occupancyPlace } from './certification-sources.repository.ts';
import { renderTicPdf } from './tic-pdf.ts';
import type { TicLanguage } from './tic-texts.ts';

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
  const certification = await new CertificationRepository(q, actor.tenant).find(id);
  if (!certification) throw notFound('Certification');
  const place = await occupancyPlace(q, actor.tenant, certification.occupancy_id);
  if (!place) throw notFound('Certification');
  const { unit_number, unit_type, bathrooms, square_feet, ...property } = place;
  const pdf = await renderTicPdf({
    certification,
    organizationName: actor.organizationName,
    property,
    unit: {
      unit_number,
      unit_type: unit_type as UnitType,
      bathrooms: bathrooms === null ? null : Number(bathrooms),
      square_feet,
    },
    generatedAt: new Date().toISOString(),
    timeZone,
    language,
  });
  return { filename: `tic-${certification.id}.pdf`, pdf };
}
