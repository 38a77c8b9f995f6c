import { properties, propertyContacts } from '../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../db/schema/property-managers.ts';
import type { DemoContext } from './demo-data.ts';

type ContactSeed = Omit<
  typeof propertyManagerContacts.$inferInsert,
  'organizationId' | 'property_manager_id'
>;
type PropertySeed = Omit<
  typeof properties.$inferInsert,
  'organizationId' | 'property_manager_id' | 'property_manager_contact_id'
> & { contacts?: Array<Omit<typeof propertyContacts.$inferInsert, 'organizationId' | 'property_id'>> };

interface CompanySeed {
  company: Omit<typeof propertyManagers.$inferInsert, 'organizationId'>;
  contacts: ContactSeed[];
  /** Each property's company contact is the company contact at this index. */
  properties: Array<PropertySeed & { contactIndex: number }>;
}

// Phone numbers use 555-01xx, which is reserved for fiction.
const seeds: CompanySeed[] = [
  {
    company: {
      management_co: 'Harborview Property Management',
      phone: '6175550101',
      fax: '6175550102',
      email: 'office@harborview.example.com',
      address1: '200 Atlantic Avenue',
      address2: 'Suite 400',
      city: 'Boston',
      state: 'MA',
      postal_code: '02110',
    },
    contacts: [
      {
        full_name: 'Maria Oliveira',
        email: 'maria.oliveira@harborview.example.com',
        phone: '6175550111',
        position: 'Regional Manager',
        department: 'Operations',
        primary_contact: true,
        preferencial: true,
      },
      {
        full_name: 'James Carter',
        email: 'james.carter@harborview.example.com',
        phone: '6175550112',
        position: 'Compliance Specialist',
        department: 'Compliance',
      },
    ],
    properties: [
      {
        contactIndex: 0,
        property_name: 'Dorchester Commons',
        property_type: 'Multifamily',
        // A LIHTC property: its compliance page shows the 40-60 test and the applicable fraction.
        set_aside_election: '40_60',
        phone: '6175550121',
        email: 'leasing@dorchestercommons.example.com',
        neighborhood: 'Dorchester',
        street1: '1450 Dorchester Avenue',
        city: 'Boston',
        state: 'MA',
        postal_code: '02122',
        due_at_lease_signing: 'First month and security deposit',
        move_in_timeline: 30,
        utilities_heat: 'property',
        utilities_hot_water: 'property',
        utilities_sewage: 'property',
        utilities_water: 'property',
        utilities_electricity: 'tenant',
        utilities_internet_cable: 'tenant',
        utilities_gas: 'tenant',
        parking: 'Yes',
        parking_details: 'Gated lot, one space per unit',
        stove_type: 'Gas',
        washer_dryer_included: 'No',
        pet_policy: 'Cats and dogs under 40 lb',
        pet_allowed: 'Yes',
        pet_fee_cat: '25.00',
        pet_fee_dog: '40.00',
        lottery_preferences:
          'Boston residents; households with a member with a disability for accessible units',
        min_income_language: 'Household income of at least 2x the annual rent',
        // The wording's rule as the calculator checks it: 2 x the monthly rent, a month.
        min_income_rent_multiple: '2.00',
        website_url: 'https://dorchestercommons.example.com',
        google_map_url: 'https://maps.example.com/?q=1450+Dorchester+Ave+Boston+MA',
        contract_expiration: '2027-12-31',
        contract_type: 'Management agreement',
        contract_placement_fee: '1500.00',
        units_managed: 84,
        buildings_count: 2,
        floors_count: 6,
        units_count: 84,
        elevators_count: 2,
        parking_spaces_count: 60,
        handicap_spaces_count: 4,
        bicycle_spaces_count: 30,
        laundry_rooms_count: 2,
        laundry_machines_count: 12,
        mailboxes_count: 84,
        contacts: [
          {
            full_name: 'Luis Fernández',
            contact_type: 'Superintendent',
            email: 'luis@dorchestercommons.example.com',
            primary_contact: true,
          },
          {
            full_name: 'Grace Kim',
            contact_type: 'Leasing agent',
            email: 'grace@dorchestercommons.example.com',
          },
        ],
      },
      {
        contactIndex: 1,
        property_name: 'Jamaica Plain Residences',
        property_type: 'Mixed income',
        phone: '6175550122',
        neighborhood: 'Jamaica Plain',
        street1: '35 Centre Street',
        city: 'Boston',
        state: 'MA',
        postal_code: '02130',
        move_in_timeline: 45,
        stove_type: 'Electric',
        washer_dryer_included: 'Yes',
        pet_allowed: 'No',
        units_managed: 42,
        buildings_count: 1,
        floors_count: 4,
        units_count: 42,
        elevators_count: 1,
      },
    ],
  },
  {
    company: {
      management_co: 'Mystic River Housing Partners',
      phone: '7815550103',
      email: 'contact@mysticriver.example.com',
      address1: '88 Main Street',
      city: 'Medford',
      state: 'MA',
      postal_code: '02155',
    },
    contacts: [
      {
        full_name: 'Ana Souza',
        email: 'ana.souza@mysticriver.example.com',
        phone: '7815550113',
        position: 'Leasing Director',
        department: 'Leasing',
        primary_contact: true,
      },
      {
        full_name: 'Daniel Reyes',
        email: 'daniel.reyes@mysticriver.example.com',
        phone: '7815550114',
        position: 'Property Manager',
        department: 'Operations',
        preferencial: true,
      },
    ],
    properties: [
      {
        contactIndex: 1,
        property_name: 'Riverside Lofts',
        property_type: 'Senior housing',
        neighborhood: 'Wellington',
        street1: '12 Riverside Avenue',
        city: 'Medford',
        state: 'MA',
        postal_code: '02155',
        move_in_timeline: 60,
        utilities_heat: 'tenant',
        utilities_electricity: 'tenant',
        stove_type: 'Electric',
        washer_dryer_included: 'Yes',
        pet_allowed: 'Yes',
        pet_fee_cat: '20.00',
        breed_restriction: 'No aggressive breeds',
        units_managed: 36,
        units_count: 36,
        floors_count: 5,
        elevators_count: 2,
        contacts: [{ full_name: 'Helen Park', contact_type: 'Resident services', primary_contact: true }],
      },
    ],
  },
  {
    company: {
      management_co: 'Nuevo Hogar Management',
      phone: '9785550104',
      email: 'info@nuevohogar.example.com',
      address1: '5 Essex Street',
      city: 'Lawrence',
      state: 'MA',
      postal_code: '01840',
    },
    contacts: [
      {
        full_name: 'Rosa Martínez',
        email: 'rosa.martinez@nuevohogar.example.com',
        phone: '9785550115',
        position: 'Owner',
        primary_contact: true,
        preferencial: true,
      },
    ],
    properties: [],
  },
];

/** Management companies with contacts and properties, so a newcomer sees a working CRM. */
export async function crmDemo({ tx, organizationId }: DemoContext): Promise<void> {
  for (const seed of seeds) {
    const [company] = await tx
      .insert(propertyManagers)
      .values({ ...seed.company, organizationId })
      .returning({ id: propertyManagers.id });
    if (!company) continue;
    const contacts = await tx
      .insert(propertyManagerContacts)
      .values(seed.contacts.map((c) => ({ ...c, organizationId, property_manager_id: company.id })))
      .returning({ id: propertyManagerContacts.id });
    for (const { contactIndex, contacts: propertyContactSeeds = [], ...fields } of seed.properties) {
      const contact = contacts[contactIndex];
      if (!contact) throw new Error(`demo: ${fields.property_name} names a missing contact`);
      const [property] = await tx
        .insert(properties)
        .values({
          ...fields,
          organizationId,
          property_manager_id: company.id,
          property_manager_contact_id: contact.id,
        })
        .returning({ id: properties.id });
      if (property && propertyContactSeeds.length > 0) {
        await tx
          .insert(propertyContacts)
          .values(propertyContactSeeds.map((c) => ({ ...c, organizationId, property_id: property.id })));
      }
    }
  }
}
