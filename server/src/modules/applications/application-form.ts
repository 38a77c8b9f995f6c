import type { ApplicationForm, PublicWaitlist } from '@lar/contracts/application-form';
import { listingClosure } from '@lar/contracts/application-window';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { listingIntake } from '../listings/index.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { PublicApplicationRepository } from './application-public.repository.ts';

/** What the public application form reads before it is filled, for the site organization. */
export class ApplicationFormReader {
  private readonly records: PublicApplicationRepository;

  constructor(private readonly deps: AppDeps) {
    this.records = new PublicApplicationRepository(deps.database);
  }

  /**
   * A listed, vacant unit's or a property's form; 404 for anything else (another organization's, a
   * unit let since). A listing past its deadline or whose lottery ran answers with the reason in
   * `applications_closed`, so the page says so instead of showing the form (decision 050).
   */
  async form(query: {
    listing_id?: number | undefined;
    property_id?: number | undefined;
  }): Promise<ApplicationForm> {
    const organizationId = await siteOrganizationId(this.deps);
    const db = this.deps.database;
    let unit: ApplicationForm['unit'] = null;
    let propertyId = query.property_id;
    if (query.listing_id !== undefined) {
      const row = await listingIntake(db.db, organizationId, query.listing_id);
      if (!row || row.taken) throw notFound('Listing');
      unit = {
        id: row.id,
        unit_number: row.unit_number,
        unit_type: row.unit_type,
        rent: row.rent,
        application_deadline: row.application_deadline,
        by_lottery: row.by_lottery,
        applications_closed: listingClosure({
          deadline: row.application_deadline,
          lotteryRun: row.lottery_run,
          today: todayIn(this.deps.config.timeZone),
        }),
      };
      propertyId = row.property_id;
    }
    const property = await this.records.formProperty(organizationId, propertyId);
    if (!property) throw notFound('Property');
    const preferences = await this.records.activePreferences(organizationId, property.id);
    return {
      property: {
        id: property.id,
        name: property.property_name,
        street1: property.street1,
        street2: property.street2,
        city: property.city,
        state: property.state,
        postal_code: property.postal_code,
      },
      unit,
      preferences,
    };
  }

  /**
   * The properties whose waitlist takes applications: every property of the site organization, by
   * name (decision 031: no property closes its waitlist yet).
   */
  async waitlists(): Promise<PublicWaitlist[]> {
    const organizationId = await siteOrganizationId(this.deps);
    const rows = await this.records.waitlistProperties(organizationId);
    return rows.map((r) => ({
      property_id: r.id,
      name: r.property_name,
      city: r.city,
      state: r.state,
    }));
  }
}
