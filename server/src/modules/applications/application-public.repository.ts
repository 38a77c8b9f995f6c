import type { ApplicationStatusAnswer } from '@lar/contracts/applications';
import type { DbHandle } from '../../db/client.ts';

/** A property as the public application form shows it. */
export interface FormProperty {
  id: number;
  property_name: string;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

/** A property preference an applicant may claim. */
export interface ActivePreference {
  id: number;
  name: string;
  description: string | null;
}

/** A property whose waitlist takes applications. */
export interface WaitlistProperty {
  id: number;
  property_name: string;
  city: string | null;
  state: string | null;
}

/** An application found by its reference and e-mail. */
export interface FoundApplication {
  id: number;
  property_id: number;
  status: ApplicationStatusAnswer['status'];
}

/**
 * What the public form and the applicant's status page read, always within the site organization
 * (`organizationId`): a property of another organization is simply not found.
 */
export class PublicApplicationRepository {
  constructor(private readonly database: DbHandle) {}

  async formProperty(
    organizationId: number,
    propertyId: number | undefined,
  ): Promise<FormProperty | undefined> {
    const [property] = await this.database.query<FormProperty>(
      `SELECT id, property_name, street1, street2, city, state, postal_code
         FROM properties WHERE organization_id = $1 AND id = $2`,
      [organizationId, propertyId],
      { name: 'application_form_property' },
    );
    return property && { ...property, id: Number(property.id) };
  }

  /** The property's active preferences, in their rank. */
  async activePreferences(organizationId: number, propertyId: number): Promise<ActivePreference[]> {
    const rows = await this.database.query<ActivePreference>(
      `SELECT id, name, description FROM property_preferences
        WHERE organization_id = $1 AND property_id = $2 AND active ORDER BY rank, id`,
      [organizationId, propertyId],
      { name: 'application_form_preferences' },
    );
    return rows.map((p) => ({ id: Number(p.id), name: p.name, description: p.description }));
  }

  /** Of `ids`, those that are active preferences of the property. */
  async activePreferenceIds(organizationId: number, propertyId: number, ids: number[]): Promise<Set<number>> {
    const rows = await this.database.query<{ id: number }>(
      `SELECT id FROM property_preferences
        WHERE organization_id = $1 AND property_id = $2 AND active AND id = ANY($3::integer[])`,
      [organizationId, propertyId, ids],
      { name: 'application_preferences' },
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** Every property of the organization, by name. */
  async waitlistProperties(organizationId: number): Promise<WaitlistProperty[]> {
    const rows = await this.database.query<WaitlistProperty>(
      `SELECT id, property_name, city, state FROM properties
        WHERE organization_id = $1 ORDER BY property_name, id`,
      [organizationId],
      { name: 'application_waitlists' },
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async propertyName(organizationId: number, propertyId: number | null): Promise<string | undefined> {
    const [property] = await this.database.query<{ property_name: string }>(
      'SELECT property_name FROM properties WHERE organization_id = $1 AND id = $2',
      [organizationId, propertyId],
      { name: 'application_property' },
    );
    return property?.property_name;
  }

  /** The application with this reference whose e-mail is `email`, in any case. */
  async byReference(
    organizationId: number,
    reference: string,
    email: string,
  ): Promise<FoundApplication | undefined> {
    const [found] = await this.database.query<FoundApplication>(
      `SELECT id, property_id, status FROM applications
        WHERE reference = $1 AND lower(email) = lower($2) AND organization_id = $3`,
      [reference, email, organizationId],
      { name: 'application_status' },
    );
    return found && { ...found, id: Number(found.id), property_id: Number(found.property_id) };
  }

  /**
   * A waitlisted application's position on its property's waitlist; the order is the view's, and
   * asked for one property, only its rows are ranked.
   */
  async waitlistPosition(
    organizationId: number,
    propertyId: number,
    applicationId: number,
  ): Promise<number | null> {
    const [place] = await this.database.query<{ position: number }>(
      `SELECT position FROM application_waitlist
        WHERE organization_id = $1 AND property_id = $2 AND application_id = $3`,
      [organizationId, propertyId, applicationId],
      { name: 'application_status_position' },
    );
    return place === undefined ? null : Number(place.position);
  }
}
