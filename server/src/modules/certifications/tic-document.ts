import type { UnitType } from '@lar/contracts/units';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow } from '../../db/tenancy.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { propertyAddressColumns } from '../properties/index.ts';
import { CertificationRepository } from './certification.repository.ts';
import { renderTicPdf } from './tic-pdf.ts';

/**
 * The TIC of one certification: the certification with the development and unit it certifies,
 * read in the caller's organization (another organization's id is not found).
 */
export async function ticDocument(
  q: Queryable,
  actor: Actor,
  id: number,
  timeZone: string,
): Promise<PdfFile> {
  const certification = await new CertificationRepository(q, actor.tenant).find(id);
  if (!certification) throw notFound('Certification');
  const [place] = await q
    .select({
      ...propertyAddressColumns,
      unit_number: units.unitNumber,
      unit_type: units.unitType,
      bathrooms: units.bathrooms,
      square_feet: units.squareFeet,
    })
    .from(occupancies)
    .innerJoin(units, referencedRow(units, occupancies.unitId, occupancies))
    .innerJoin(properties, referencedRow(properties, units.propertyId, units))
    .where(actor.tenant.where(occupancies, eq(occupancies.id, certification.occupancy_id)));
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
  });
  return { filename: `tic-${certification.id}.pdf`, pdf };
}
