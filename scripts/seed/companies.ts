import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import { type SeedContext, spread } from './context.ts';
import { CITIES, companyName, personName, propertyName, STREETS, slug } from './names.ts';
import type { OrgScale } from './scale.ts';

const POSITIONS = ['Leasing Manager', 'Regional Manager', 'Compliance Officer', 'Property Manager', 'Owner'];
const PROPERTY_TYPES = [
  'Apartment building',
  'Garden apartments',
  'Townhouses',
  'Mixed-use',
  'Senior housing',
];

export interface SeededProperty {
  id: number;
  unitCount: number;
  /** The buildings its units are spread over (migration 0039 gives each property its first). */
  buildingCount: number;
}

/**
 * The large data set's first property is a 300-unit project of 10 buildings, the size the property
 * compliance report is held to (its bench row); the units it takes come from the next properties,
 * so the organization's total stays the scale's.
 */
export const LARGE_PROJECT = {
  name: 'Alder Commons (10 buildings)',
  units: 300,
  buildings: 10,
  fromScaleUnits: 10_000,
} as const;

function withLargeProject(counts: number[], min: number): number[] {
  let owed = LARGE_PROJECT.units - (counts[0] ?? 0);
  counts[0] = LARGE_PROJECT.units;
  for (let i = 1; i < counts.length && owed !== 0; i++) {
    const moved = owed > 0 ? Math.min(owed, (counts[i] ?? 0) - min) : owed;
    counts[i] = (counts[i] ?? 0) - moved;
    owed -= moved;
  }
  return counts;
}

/**
 * Management companies with 1-4 contacts (the first is the primary one) and their properties; a
 * property's company contact is always one of its own company's contacts (composite foreign key).
 */
export async function seedCompanies(ctx: SeedContext, scale: OrgScale): Promise<SeededProperty[]> {
  const { random, organizationId } = ctx;
  const companies: Row[] = [];
  const contacts: Row[] = [];
  const contactsOf: number[][] = [];
  const firstCompany = ctx.ids.take('property_managers', scale.companies);
  for (let c = 0; c < scale.companies; c++) {
    const id = firstCompany + c;
    const place = random.pick(CITIES);
    const name = companyName(random, id);
    companies.push({
      id,
      organization_id: organizationId,
      management_co: name,
      phone: random.digits(10),
      fax: random.chance(0.3) ? random.digits(10) : null,
      email: `office@${slug(name)}.example.com`,
      address1: `${random.int(1, 999)} ${random.pick(STREETS)}`,
      city: place.city,
      state: place.state,
      postal_code: `${place.zip}${random.digits(2)}`,
    });
    const count = random.int(1, 4);
    const firstContact = ctx.ids.take('property_manager_contacts', count);
    const ids: number[] = [];
    for (let k = 0; k < count; k++) {
      const person = personName(random);
      ids.push(firstContact + k);
      contacts.push({
        id: firstContact + k,
        organization_id: organizationId,
        property_manager_id: id,
        full_name: person,
        email: `${slug(person)}@${slug(name)}.example.com`,
        phone: random.digits(10),
        position: random.pick(POSITIONS),
        department: 'Operations',
        primary_contact: k === 0,
        preferencial: random.chance(0.2),
      });
    }
    contactsOf.push(ids);
  }
  await bulkInsert(ctx.session, 'property_managers', MANAGER_COLUMNS, companies, ctx.batch);
  await bulkInsert(ctx.session, 'property_manager_contacts', CONTACT_COLUMNS, contacts, ctx.batch);
  return seedProperties(ctx, scale, firstCompany, contactsOf);
}

async function seedProperties(
  ctx: SeedContext,
  scale: OrgScale,
  firstCompany: number,
  contactsOf: number[][],
): Promise<SeededProperty[]> {
  const { random, organizationId } = ctx;
  const perCompany = spread(random, scale.properties, scale.companies, 1);
  const largeProject = scale.units >= LARGE_PROJECT.fromScaleUnits;
  const spreadCounts = spread(random, scale.units, scale.properties, 5);
  const unitCounts = largeProject ? withLargeProject(spreadCounts, 5) : spreadCounts;
  const firstProperty = ctx.ids.take('properties', scale.properties);
  const properties: Row[] = [];
  const siteContacts: Row[] = [];
  const seeded: SeededProperty[] = [];
  let p = 0;
  perCompany.forEach((count, c) => {
    for (let k = 0; k < count; k++, p++) {
      const id = firstProperty + p;
      const unitCount = unitCounts[p] ?? 0;
      const buildingCount = largeProject && p === 0 ? LARGE_PROJECT.buildings : 1;
      const place = random.pick(CITIES);
      const generated = propertyName(random, id);
      const name = largeProject && p === 0 ? LARGE_PROJECT.name : generated;
      properties.push({
        id,
        organization_id: organizationId,
        property_manager_id: firstCompany + c,
        property_manager_contact_id: random.pick(contactsOf[c] ?? []),
        property_name: name,
        property_type: random.pick(PROPERTY_TYPES),
        property_location: place.city,
        phone: random.digits(10),
        email: `leasing@${slug(name)}.example.com`,
        street1: `${random.int(1, 2999)} ${random.pick(STREETS)}`,
        city: place.city,
        state: place.state,
        postal_code: `${place.zip}${random.digits(2)}`,
        units_count: unitCount,
        floors_count: Math.max(1, Math.ceil(unitCount / random.int(8, 20))),
        buildings_count: buildingCount,
        pet_allowed: random.pick(['Yes', 'No']),
        move_in_timeline: random.int(0, 90),
      });
      seeded.push({ id, unitCount, buildingCount });
      const person = personName(random);
      siteContacts.push({
        id: ctx.ids.take('property_contacts', 1),
        organization_id: organizationId,
        property_id: id,
        full_name: person,
        contact_type: 'Site manager',
        email: `${slug(person)}@${slug(name)}.example.com`,
        primary_contact: true,
      });
    }
  });
  await bulkInsert(ctx.session, 'properties', PROPERTY_COLUMNS, properties, ctx.batch);
  await bulkInsert(ctx.session, 'property_contacts', SITE_CONTACT_COLUMNS, siteContacts, ctx.batch);
  return seeded;
}

const MANAGER_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  management_co: 'text',
  phone: 'text',
  fax: 'text',
  email: 'text',
  address1: 'text',
  city: 'text',
  state: 'text',
  postal_code: 'text',
};

const CONTACT_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_manager_id: 'int',
  full_name: 'text',
  email: 'text',
  phone: 'text',
  position: 'text',
  department: 'text',
  primary_contact: 'boolean',
  preferencial: 'boolean',
};

const PROPERTY_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_manager_id: 'int',
  property_manager_contact_id: 'int',
  property_name: 'text',
  property_type: 'text',
  property_location: 'text',
  phone: 'text',
  email: 'text',
  street1: 'text',
  city: 'text',
  state: 'text',
  postal_code: 'text',
  units_count: 'int',
  floors_count: 'int',
  buildings_count: 'int',
  pet_allowed: 'text',
  move_in_timeline: 'int',
};

const SITE_CONTACT_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_id: 'int',
  full_name: 'text',
  contact_type: 'text',
  email: 'text',
  primary_contact: 'boolean',
};
