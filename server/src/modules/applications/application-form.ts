import type { ApplicationForm, PublicWaitlist } from '@lar/contracts/application-form';
import type { DbHandle } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { listedSql } from '../listings/public-listing.repository.ts';
import { siteOrganizationId } from '../organizations/site-organization.ts';

interface PropertyRow {
  id: number;
  property_name: string;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

/** A listed, vacant unit of the organization, with its property's name and the asking rent. */
export interface ListedUnit {
  id: number;
  property_id: number;
  property_name: string;
  unit_number: string | null;
  unit_type: string;
  rent: string;
}

/**
 * The unit `unitId` when it is listed and vacant in organization `organizationId` (the listings'
 * own test, `listedSql`, on the same parameters), else undefined: what may be applied for.
 */
export async function findListedUnit(
  db: DbHandle,
  organizationId: number,
  unitId: number,
): Promise<ListedUnit | undefined> {
  const [row] = await db.query<ListedUnit>(
    `SELECT u.id, u.property_id, p.property_name, u.unit_number, u.unit_type, l.asking_rent::text AS rent
       FROM units u
       JOIN unit_listings l ON l.organization_id = u.organization_id AND l.unit_id = u.id
       JOIN properties p ON p.organization_id = u.organization_id AND p.id = u.property_id
      WHERE u.organization_id = $1 AND u.id = $2 AND EXISTS (${listedSql})`,
    [organizationId, unitId],
    { name: 'application_listed_unit' },
  );
  return row === undefined ? undefined : { ...row, id: Number(row.id), property_id: Number(row.property_id) };
}

/** What the public application form reads before it is filled, for the site organization. */
export class ApplicationFormReader {
  constructor(private readonly deps: AppDeps) {}

  /** A listed, vacant unit's or a property's form; 404 for anything else (another organization's). */
  async form(query: {
    listing_id?: number | undefined;
    property_id?: number | undefined;
  }): Promise<ApplicationForm> {
    const organizationId = await siteOrganizationId(this.deps);
    const db = this.deps.database;
    let unit: ApplicationForm['unit'] = null;
    let propertyId = query.property_id;
    if (query.listing_id !== undefined) {
      const row = await findListedUnit(db, organizationId, query.listing_id);
      if (!row) throw notFound('Listing');
      unit = { id: row.id, unit_number: row.unit_number, unit_type: row.unit_type, rent: row.rent };
      propertyId = row.property_id;
    }
    const [property] = await db.query<PropertyRow>(
      `SELECT id, property_name, street1, street2, city, state, postal_code
         FROM properties WHERE organization_id = $1 AND id = $2`,
      [organizationId, propertyId],
      { name: 'application_form_property' },
    );
    if (!property) throw notFound('Property');
    const preferences = await db.query<{ id: number; name: string; description: string | null }>(
      `SELECT id, name, description FROM property_preferences
        WHERE organization_id = $1 AND property_id = $2 AND active ORDER BY rank, id`,
      [organizationId, property.id],
      { name: 'application_form_preferences' },
    );
    return {
      property: {
        id: Number(property.id),
        name: property.property_name,
        street1: property.street1,
        street2: property.street2,
        city: property.city,
        state: property.state,
        postal_code: property.postal_code,
      },
      unit,
      preferences: preferences.map((p) => ({ id: Number(p.id), name: p.name, description: p.description })),
    };
  }

  /**
   * The properties whose waitlist takes applications: every property of the site organization, by
   * name (decision 031: no property closes its waitlist yet).
   */
  async waitlists(): Promise<PublicWaitlist[]> {
    const organizationId = await siteOrganizationId(this.deps);
    const rows = await this.deps.database.query<{
      id: number;
      property_name: string;
      city: string | null;
      state: string | null;
    }>(
      `SELECT id, property_name, city, state FROM properties
        WHERE organization_id = $1 ORDER BY property_name, id`,
      [organizationId],
      { name: 'application_waitlists' },
    );
    return rows.map((r) => ({
      property_id: Number(r.id),
      name: r.property_name,
      city: r.city,
      state: r.state,
    }));
  }
}
