/**
 * The public listings' statements (decision 030). An organization's listed units are a small part
 * of its units (2,000 of 100,000 in the benchmark's data set): the partial index on
 * `unit_listings ... WHERE listed` gives them, each joined to its unit and property by key. A unit
 * held by an ACTIVE or PENDING occupancy (`units.taken`, kept by the occupancies' triggers,
 * migration 0027) is not listed: an accepted offer makes a PENDING one (decision 050).
 */

/** The columns of a listing as the search and the listing page read them. */
const COLUMNS = `
  u.id, u.unit_type, u.unit_number, u.bathrooms::text AS bathrooms, u.square_feet, u.is_ada_compliant AS accessible,
  l.asking_rent::text AS rent, l.available_from::text AS available_from,
  l.application_deadline::text AS application_deadline,
  p.allocation_method = 'LOTTERY' AS by_lottery,
  EXISTS (SELECT 1 FROM lottery_runs r WHERE r.organization_id = l.organization_id AND r.unit_id = l.unit_id) AS lottery_run,
  p.id AS property_id, p.property_name, p.city, p.state, coalesce(p.pet_allowed = 'Yes', false) AS pets_allowed,
  p.min_income_rent_multiple::text AS min_income_multiple,
  u.gov_program_id AS program_id, g.name AS program_name, a.percentage::text AS ami_percentage,
  (SELECT coalesce(json_agg(json_build_array(dg.name, d.ami_percentage::text) ORDER BY d.id), '[]')::text
     FROM unit_designations d
     JOIN gov_programs dg ON dg.organization_id = d.organization_id AND dg.id = d.program_id
    WHERE d.organization_id = u.organization_id AND d.unit_id = u.id) AS extra_programs`;

/** Listed units of organization $1 no occupancy holds, with their property and program. */
const LISTED = `
  FROM unit_listings l
  JOIN units u ON u.organization_id = l.organization_id AND u.id = l.unit_id
  JOIN properties p ON p.organization_id = u.organization_id AND p.id = u.property_id
  LEFT JOIN gov_programs g ON g.organization_id = u.organization_id AND g.id = u.gov_program_id
  LEFT JOIN ami_levels a ON a.organization_id = u.organization_id AND a.id = u.ami_level_id
 WHERE l.organization_id = $1 AND l.listed AND NOT u.taken`;

/**
 * Every listed, vacant unit of organization $1 with its first photo ("id:hash"), cheapest first:
 * the search's snapshot (listing-snapshot.ts).
 */
export const snapshotSql = `
SELECT ${COLUMNS},
  (SELECT ph.id || ':' || ph.small_hash FROM unit_listing_photos ph
    WHERE ph.organization_id = l.organization_id AND ph.unit_id = l.unit_id
    ORDER BY ph.position, ph.id LIMIT 1) AS photo
  ${LISTED}
 ORDER BY l.asking_rent, l.unit_id`;

/** One listing ($2) with what its page shows besides the search's columns. */
export const detailSql = `
SELECT ${COLUMNS}, l.description, u.amenities,
  p.street1, p.street2, p.postal_code, p.neighborhood, p.phone,
  p.utilities_heat, p.utilities_hot_water, p.utilities_sewage, p.utilities_water,
  p.utilities_electricity, p.utilities_internet_cable, p.utilities_gas,
  p.parking, p.stove_type, p.washer_dryer_included, p.pet_policy,
  p.pet_fee_cat::text AS pet_fee_cat, p.pet_fee_dog::text AS pet_fee_dog, p.pet_fee_other::text AS pet_fee_other,
  p.breed_restriction, p.due_at_lease_signing, p.min_income_language
  ${LISTED}
   AND l.unit_id = $2`;

/** Every listed, vacant unit of organization $1 and when its listing last changed: the sitemap's. */
export const sitemapSql = `SELECT l.unit_id AS id, to_char(l.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS changed
  ${LISTED}
 ORDER BY l.unit_id`;

export interface ListingRow {
  id: number;
  unit_type: string;
  unit_number: string | null;
  bathrooms: string | null;
  square_feet: number | null;
  accessible: boolean;
  rent: string;
  available_from: string | null;
  application_deadline: string | null;
  by_lottery: boolean;
  lottery_run: boolean;
  property_id: number;
  property_name: string;
  city: string | null;
  state: string | null;
  pets_allowed: boolean;
  min_income_multiple: string | null;
  program_id: number | null;
  program_name: string | null;
  ami_percentage: string | null;
  /** The unit's other designations as JSON text: `[[program name, AMI %], ...]`, in the order given. */
  extra_programs: string;
}

export interface SnapshotRow extends ListingRow {
  photo: string | null;
}

export interface DetailRow extends ListingRow {
  description: string | null;
  amenities: string[];
  street1: string | null;
  street2: string | null;
  postal_code: string | null;
  neighborhood: string | null;
  phone: string | null;
  utilities_heat: string | null;
  utilities_hot_water: string | null;
  utilities_sewage: string | null;
  utilities_water: string | null;
  utilities_electricity: string | null;
  utilities_internet_cable: string | null;
  utilities_gas: string | null;
  parking: string | null;
  stove_type: string | null;
  washer_dryer_included: string | null;
  pet_policy: string | null;
  pet_fee_cat: string | null;
  pet_fee_dog: string | null;
  pet_fee_other: string | null;
  breed_restriction: string | null;
  due_at_lease_signing: string | null;
  min_income_language: string | null;
}
