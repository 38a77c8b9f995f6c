import type { UnitComplianceWorksheet, WorksheetLanguage } from '@lar/contracts/compliance/unit-worksheet';
import { unitWorksheetOf } from '@lar/contracts/compliance/unit-worksheet-assembly';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { propertyUnitFacts } from './property-compliance.ts';
import {
  finalizedCertificationsOf,
  occupancyFiguresOf,
  propertyOfUnit,
} from './unit-worksheet.repository.ts';
import { renderWorksheetPdf } from './unit-worksheet-pdf.ts';

/**
 * GET /api/units/{id}/compliance-worksheet (decision 049): the unit's property's compliance facts
 * (the same gathering as the property's tests, so the vacant unit rule sees every rental), the
 * tested household's certifications, and the contracts' pure assembly.
 */
export class UnitWorksheetService {
  constructor(private readonly deps: AppDeps) {}

  async worksheet(actor: Actor, unitId: number, date?: string): Promise<UnitComplianceWorksheet> {
    const q = this.deps.database.db;
    const property = await propertyOfUnit(q, actor.tenant, unitId);
    if (property === undefined) throw notFound('Unit');
    const on = date ?? todayIn(this.deps.config.timeZone);
    const facts = await propertyUnitFacts(this.deps, actor, property.id, on);
    const unit = facts.find((u) => u.id === unitId);
    if (unit === undefined) throw notFound('Unit');
    const household = unit.current ?? unit.previous;
    const [certifications, occupancy] = household
      ? await Promise.all([
          finalizedCertificationsOf(q, actor.tenant, household.occupancy_id),
          occupancyFiguresOf(q, actor.tenant, household.occupancy_id),
        ])
      : [[], null];
    return unitWorksheetOf({
      property: { id: property.id, name: property.name, set_aside_election: property.election },
      date: on,
      unit,
      propertyUnits: facts,
      moveIn: certifications.find((c) => c.type === 'MOVE_IN') ?? null,
      current: certifications[0] ?? null,
      occupancy,
      marketRent: property.marketRent,
    });
  }

  async pdf(
    actor: Actor,
    unitId: number,
    date: string | undefined,
    language: WorksheetLanguage,
  ): Promise<PdfFile> {
    const worksheet = await this.worksheet(actor, unitId, date);
    const pdf = await renderWorksheetPdf(worksheet, language, todayIn(this.deps.config.timeZone));
    const unit = worksheet.unit.unit_number ?? String(worksheet.unit.id);
    return {
      filename: `compliance-worksheet-unit-${unit.replace(/[^A-Za-z0-9-]/g, '_')}-${worksheet.date}.pdf`,
      pdf,
    };
  }
}
