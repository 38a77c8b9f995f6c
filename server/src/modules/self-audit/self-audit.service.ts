import {
  certificationYearProblem,
  certificationYears,
  type OwnerCertificationLanguage,
  ownerCertificationOf,
} from '@lar/contracts/compliance/owner-certification';
import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import {
  type SelfAudit,
  type SelfAuditLanguage,
  selfAuditCsv,
  selfAuditOf,
} from '@lar/contracts/compliance/self-audit';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import type { CsvFile } from '../../lib/csv-reply.ts';
import { todayIn } from '../../lib/dates.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import { PropertyComplianceService } from '../compliance/index.ts';
import { overdueHouseholds } from '../recertifications/index.ts';
import { renderOwnerCertificationPdf } from './owner-certification-pdf.ts';
import { buildingsOf, certificationsOf, propertyNameOf } from './self-audit.repository.ts';
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
    const name = await propertyNameOf(this.deps.database.db, actor.tenant, propertyId);
    if (name === undefined) throw notFound('Property');
    return (await this.read(actor, propertyId, name, date ?? todayIn(this.deps.config.timeZone))).audit;
  }

  /** The property's tests on `on` and the audit filed from them. */
  private async read(actor: Actor, propertyId: number, name: string, on: string) {
    const [text, overdue] = await Promise.all([
      this.compliance.testsText(actor, propertyId, on),
      overdueHouseholds(this.deps, actor, propertyId, on),
    ]);
    const compliance = JSON.parse(text) as PropertyCompliance;
    const occupancyIds = new Set<number>(overdue.map((h) => h.occupancy_id));
    for (const u of compliance.units)
      if (u.figures.occupancy_id !== null) occupancyIds.add(u.figures.occupancy_id);
    const certifications = await certificationsOf(this.deps.database.db, actor.tenant, [...occupancyIds]);
    const audit = selfAuditOf(propertyId, { propertyName: name, compliance, overdue, certifications });
    return { compliance, audit };
  }

  /**
   * The owner's annual certification packet for `year` (decision 070): the tests and the audit as
   * of December 31, with the statements of 26 CFR 1.42-5(c)(1) to sign. 404 before anything else
   * for another organization's property; 400 for a year before the first building was placed in
   * service or one that has not ended.
   */
  async ownerCertificationPdf(
    actor: Actor,
    propertyId: number,
    year: number,
    language: OwnerCertificationLanguage,
  ): Promise<PdfFile> {
    const db = this.deps.database.db;
    const name = await propertyNameOf(db, actor.tenant, propertyId);
    if (name === undefined) throw notFound('Property');
    const buildings = await buildingsOf(db, actor.tenant, propertyId);
    // ISO dates sort as text: the first is the earliest.
    const [firstPlaced = null] = buildings
      .flatMap((b) => (b.placed_in_service_date === null ? [] : [b.placed_in_service_date]))
      .sort();
    const today = todayIn(this.deps.config.timeZone);
    const problem = certificationYearProblem(year, firstPlaced, today);
    const { first, last } = certificationYears(firstPlaced, today);
    if (problem === 'before_placed_in_service')
      throw invalidField(
        'year',
        problem,
        `The property's first building was placed in service in ${first}: choose ${first} or later`,
      );
    if (problem === 'year_not_ended')
      throw invalidField('year', problem, `${year} has not ended: the latest year to certify is ${last}`);
    const { compliance, audit } = await this.read(actor, propertyId, name, `${year}-12-31`);
    const packet = ownerCertificationOf({ propertyName: name, year, compliance, audit, buildings });
    const pdf = await renderOwnerCertificationPdf(packet, language, today);
    return { filename: `owner-certification-property-${propertyId}-${year}.pdf`, pdf };
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
