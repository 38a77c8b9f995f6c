-- Management companies (property managers) and properties, each with its contacts.
--
-- References carry organization_id in composite foreign keys, so a row can only point at rows of
-- its own organization even if a query forgot to check. A property's company contact must be a
-- contact of the property's own company (FK on (contact id, manager id)).
--
-- Deleting a company that has properties, or a contact that is some property's company contact,
-- is refused by the foreign keys (NO ACTION) as well as by the services. Contacts go with their
-- company or property (ON DELETE CASCADE). Later tables that reference properties (units) are
-- covered the same way: any foreign-key refusal becomes 409 IN_USE.
--
-- Name filters (`q`, ILIKE '%text%') use trigram GiST indexes that lead with organization_id
-- (btree_gist lets the integer column share the index); name sorting uses lower(name) B-trees.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE property_managers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  management_co text NOT NULL CHECK (length(management_co) BETWEEN 1 AND 120),
  phone text CHECK (phone ~ '^[0-9]{10}$'),
  fax text CHECK (fax ~ '^[0-9]{10}$'),
  email text CHECK (length(email) <= 150),
  address1 text CHECK (length(address1) <= 120),
  address2 text CHECK (length(address2) <= 120),
  city text CHECK (length(city) <= 120),
  state text CHECK (length(state) <= 120),
  postal_code text CHECK (postal_code ~ '^[0-9]{1,9}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id)
);
CREATE INDEX property_managers_org_name_idx ON property_managers (organization_id, lower(management_co), id);
CREATE INDEX property_managers_org_name_trgm_idx
  ON property_managers USING gist (organization_id, management_co gist_trgm_ops);

CREATE TABLE property_manager_contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_manager_id integer NOT NULL,
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 150),
  email text CHECK (length(email) <= 150),
  phone text CHECK (phone ~ '^[0-9]{10}$'),
  position text CHECK (length(position) <= 150),
  department text CHECK (length(department) <= 150),
  primary_contact boolean NOT NULL DEFAULT false,
  preferencial boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, property_manager_id),
  FOREIGN KEY (property_manager_id, organization_id)
    REFERENCES property_managers (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX property_manager_contacts_org_manager_idx
  ON property_manager_contacts (organization_id, property_manager_id, lower(full_name), id);
-- At most one primary contact per company.
CREATE UNIQUE INDEX property_manager_contacts_primary_key
  ON property_manager_contacts (property_manager_id) WHERE primary_contact;

CREATE TABLE properties (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_manager_id integer NOT NULL,
  property_manager_contact_id integer NOT NULL,
  property_name text NOT NULL CHECK (length(property_name) BETWEEN 1 AND 150),
  -- property_type and property_location come from the spec's simpler details form
  -- (PUT /api/properties/{id}); its other fields map onto property_name, street1, street2,
  -- city, state and postal_code.
  property_type text CHECK (length(property_type) <= 150),
  property_location text CHECK (length(property_location) <= 150),
  phone text CHECK (phone ~ '^[0-9]{10}$'),
  fax text CHECK (fax ~ '^[0-9]{10}$'),
  email text CHECK (length(email) <= 150),
  neighborhood text CHECK (length(neighborhood) <= 150),
  street1 text CHECK (length(street1) <= 150),
  street2 text CHECK (length(street2) <= 150),
  city text CHECK (length(city) <= 150),
  state text CHECK (length(state) <= 150),
  postal_code text CHECK (postal_code ~ '^[0-9]{1,9}$'),
  due_at_lease_signing text CHECK (length(due_at_lease_signing) <= 150),
  move_in_timeline integer CHECK (move_in_timeline >= 0),
  utilities_heat text CHECK (utilities_heat IN ('tenant', 'property')),
  utilities_hot_water text CHECK (utilities_hot_water IN ('tenant', 'property')),
  utilities_sewage text CHECK (utilities_sewage IN ('tenant', 'property')),
  utilities_water text CHECK (utilities_water IN ('tenant', 'property')),
  utilities_electricity text CHECK (utilities_electricity IN ('tenant', 'property')),
  utilities_internet_cable text CHECK (utilities_internet_cable IN ('tenant', 'property')),
  utilities_gas text CHECK (utilities_gas IN ('tenant', 'property')),
  parking text CHECK (length(parking) <= 150),
  parking_details text CHECK (length(parking_details) <= 1000),
  stove_type text CHECK (stove_type IN ('Electric', 'Gas')),
  washer_dryer_included text CHECK (washer_dryer_included IN ('Yes', 'No')),
  pet_policy text CHECK (length(pet_policy) <= 1000),
  pet_allowed text CHECK (pet_allowed IN ('Yes', 'No')),
  pet_fee_cat numeric(10, 2) CHECK (pet_fee_cat >= 0),
  pet_fee_dog numeric(10, 2) CHECK (pet_fee_dog >= 0),
  pet_fee_other numeric(10, 2) CHECK (pet_fee_other >= 0),
  breed_restriction text CHECK (length(breed_restriction) <= 255),
  lottery_preferences text CHECK (length(lottery_preferences) <= 1000),
  min_income_language text CHECK (length(min_income_language) <= 1000),
  pre_app_url text CHECK (length(pre_app_url) <= 2048),
  pre_app_mail_url text CHECK (length(pre_app_mail_url) <= 2048),
  income_cert_rental_app_url text CHECK (length(income_cert_rental_app_url) <= 2048),
  income_cert_rental_app_mail_url text CHECK (length(income_cert_rental_app_mail_url) <= 2048),
  credit_docs_url text CHECK (length(credit_docs_url) <= 2048),
  appeal_url text CHECK (length(appeal_url) <= 2048),
  lottery_appeal_url text CHECK (length(lottery_appeal_url) <= 2048),
  website_url text CHECK (length(website_url) <= 2048),
  video_url text CHECK (length(video_url) <= 2048),
  tour_url text CHECK (length(tour_url) <= 2048),
  google_map_url text CHECK (length(google_map_url) <= 2048),
  property_image1_url text CHECK (length(property_image1_url) <= 2048),
  property_image2_url text CHECK (length(property_image2_url) <= 2048),
  property_image3_url text CHECK (length(property_image3_url) <= 2048),
  unit_selection_sheet_url text CHECK (length(unit_selection_sheet_url) <= 2048),
  timeline_url text CHECK (length(timeline_url) <= 2048),
  tour_dates text CHECK (length(tour_dates) <= 1000),
  contract_expiration date,
  contract_type text CHECK (length(contract_type) <= 150),
  contract_placement_fee numeric(10, 2) CHECK (contract_placement_fee >= 0),
  units_managed integer CHECK (units_managed >= 0),
  buildings_count integer CHECK (buildings_count >= 0),
  floors_count integer CHECK (floors_count >= 0),
  units_count integer CHECK (units_count >= 0),
  elevators_count integer CHECK (elevators_count >= 0),
  parking_spaces_count integer CHECK (parking_spaces_count >= 0),
  handicap_spaces_count integer CHECK (handicap_spaces_count >= 0),
  motorcycle_spaces_count integer CHECK (motorcycle_spaces_count >= 0),
  bicycle_spaces_count integer CHECK (bicycle_spaces_count >= 0),
  storage_units_count integer CHECK (storage_units_count >= 0),
  laundry_rooms_count integer CHECK (laundry_rooms_count >= 0),
  laundry_machines_count integer CHECK (laundry_machines_count >= 0),
  mailboxes_count integer CHECK (mailboxes_count >= 0),
  trash_chutes_count integer CHECK (trash_chutes_count >= 0),
  recycling_bins_count integer CHECK (recycling_bins_count >= 0),
  compost_bins_count integer CHECK (compost_bins_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id),
  FOREIGN KEY (property_manager_id, organization_id) REFERENCES property_managers (id, organization_id),
  FOREIGN KEY (property_manager_contact_id, property_manager_id)
    REFERENCES property_manager_contacts (id, property_manager_id)
);
CREATE INDEX properties_org_name_idx ON properties (organization_id, lower(property_name), id);
CREATE INDEX properties_org_name_trgm_idx
  ON properties USING gist (organization_id, property_name gist_trgm_ops);
CREATE INDEX properties_org_manager_idx ON properties (organization_id, property_manager_id);
CREATE INDEX properties_org_manager_contact_idx ON properties (organization_id, property_manager_contact_id);

CREATE TABLE property_contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 150),
  contact_type text CHECK (length(contact_type) <= 150),
  email text CHECK (length(email) <= 150),
  primary_contact boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX property_contacts_org_property_idx
  ON property_contacts (organization_id, property_id, lower(full_name), id);
-- At most one primary contact per property.
CREATE UNIQUE INDEX property_contacts_primary_key ON property_contacts (property_id) WHERE primary_contact;
