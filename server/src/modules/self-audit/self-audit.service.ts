import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import {
  type SelfAudit,
  type SelfAuditLanguage,
  selfAuditCsv,
  selfAuditOf,
} from '@lar/contracts/compliance/self-audit';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CsvFile } from '../../lib/csv-reply.ts';
import { todayIn } from '../../lib/dates.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { PropertyComplianceService } from '../compliance/index.ts';
import { overdueHouseholds } from '../recertifications/index.ts';
import { certificationsOf, propertyNameOf } from './self-audit.repository.ts';
import { renderSelfAuditPdf } from './self-audit-pdf.ts';

/**
 * A property's 8823 self-audit (decision 067): the compliance tests of the property's report
 * (read as that report keeps them, decision 058), the recertification calendar's overdue
 * households, and the certifications of the households concerned, filed by Form 8823 line by the
 * contracts' `selfAuditOf`. Nothing is tested here.
 */
export class SelfAuditService {
  private readonly compliance: PropertyComplianceService;

  constructor(private readonly deps: AppDeps) {
    this.compliance = new PropertyComplianceService(deps);
  }

  async audit(actor: Actor, propertyId: number, date?: string): Promise<SelfAudit> {
    const db = this.deps.database.db;
    const name = await propertyNameOf(db, actor.tenant, propertyId);
    if (name === undefined) throw notFound('Property');
    const on = date ?? todayIn(this.deps.config.timeZone);
    const [text, overdue] = await Promise.all([
      this.compliance.testsText(actor, propertyId, on),
      overdueHouseholds(this.deps, actor, propertyId, on),
    ]);
    const compliance = JSON.parse(text) as PropertyCompliance;
    const occupancyIds = new Set<number>(overdue.map((h) => h.occupancy_id));
    for (const u of compliance.units)
      if (u.figures.occupancy_id !== null) occupancyIds.add(u.figures.occupancy_id);
    const certifications = await certificationsOf(db, actor.tenant, [...occupancyIds]);
    return selfAuditOf(propertyId, { propertyName: name, compliance, overdue, certifications });
  }

  async csv(actor: Actor, propertyId: number, date?: string): Promise<CsvFile> {
    const audit = await this.audit(actor, propertyId, date);
    return { filename: `8823-self-audit-property-${propertyId}-${audit.date}.csv`, csv: selfAuditCsv(audit) };
  }

  async pdf(
    actor: Actor,
    propertyId: number,
    date: string | undefined,
    language: SelfAuditLanguage,
  ): Promise<PdfFile> {
    const audit = await this.audit(actor, propertyId, date);
    const pdf = await renderSelfAuditPdf(audit, language, todayIn(this.deps.config.timeZone));
    return { filename: `8823-self-audit-property-${propertyId}-${audit.date}.pdf`, pdf };
  }
}
