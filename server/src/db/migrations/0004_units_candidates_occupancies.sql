-- Units of a property, candidates (applicants and tenants) and occupancies (a candidate in a unit).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE units (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  unit_number text CHECK (length(unit_number) <= 50),
  unit_type text NOT NULL CHECK (unit_type IN ('SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR')),
  unit_style text CHECK (length(unit_style) <= 255),
  bathrooms numeric(3,1) CHECK (bathrooms >= 0 AND bathrooms * 2 = trunc(bathrooms * 2)),
  square_feet integer CHECK (square_feet >= 0),
  gov_program_id integer,
  ami_level_id integer,
  is_ada_compliant boolean NOT NULL DEFAULT false,
  amenities text[] NOT NULL DEFAULT '{}',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id),
  -- Composite keys: a unit can only point at rows of its own organization.
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id),
  FOREIGN KEY (organization_id, gov_program_id) REFERENCES gov_programs (organization_id, id),
  FOREIGN KEY (organization_id, ami_level_id) REFERENCES ami_levels (organization_id, id)
);
-- Unit numbers are unique within a property, ignoring case.
CREATE UNIQUE INDEX units_number_key ON units (organization_id, property_id, lower(unit_number));
CREATE INDEX units_property_idx ON units (organization_id, property_id, unit_number, id);
CREATE INDEX units_program_idx ON units (organization_id, gov_program_id) WHERE gov_program_id IS NOT NULL;
CREATE INDEX units_ami_level_idx ON units (organization_id, ami_level_id) WHERE ami_level_id IS NOT NULL;
CREATE INDEX units_number_search_idx ON units USING gin (organization_id, lower(unit_number) gin_trgm_ops);

CREATE TABLE candidates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  id_wp text,
  full_name text NOT NULL,
  -- Lowercase, accents removed: what name search matches against.
  search_name text NOT NULL,
  email text NOT NULL,
  phone_number text,
  birth_date date,
  income numeric(12,2) CHECK (income >= 0),
  household_size integer CHECK (household_size BETWEEN 1 AND 20),
  is_disabled boolean NOT NULL DEFAULT false,
  is_senior boolean NOT NULL DEFAULT false,
  postal_code text,
  document_type text CHECK (document_type IN
    ('cpf', 'rg', 'cnh', 'passport', 'ssn', 'itin', 'drivers_license', 'state_id', 'other')),
  document_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id)
);
CREATE UNIQUE INDEX candidates_email_key ON candidates (organization_id, email);
CREATE INDEX candidates_name_idx ON candidates (organization_id, search_name, id);
CREATE INDEX candidates_name_search_idx ON candidates USING gin (organization_id, search_name gin_trgm_ops);
CREATE INDEX candidates_email_search_idx ON candidates USING gin (organization_id, email gin_trgm_ops);
CREATE INDEX candidates_phone_search_idx ON candidates USING gin (organization_id, phone_number gin_trgm_ops);
CREATE INDEX candidates_postal_search_idx ON candidates USING gin (organization_id, postal_code gin_trgm_ops);

CREATE TABLE occupancies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  tenant_id integer NOT NULL,
  program_id integer,
  ami_percentage numeric(5,2) CHECK (ami_percentage BETWEEN 0 AND 200),
  rent_amount numeric(12,2) NOT NULL CHECK (rent_amount >= 0),
  start_date date NOT NULL,
  end_date date CHECK (end_date >= start_date),
  placement_fee numeric(12,2) CHECK (placement_fee >= 0),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING', 'ENDED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id),
  FOREIGN KEY (tenant_id, organization_id) REFERENCES candidates (id, organization_id),
  FOREIGN KEY (organization_id, program_id) REFERENCES gov_programs (organization_id, id)
);
-- At most one ACTIVE occupancy per unit and per tenant: enforced here, so two concurrent
-- requests cannot both win.
CREATE UNIQUE INDEX occupancies_one_active_per_unit ON occupancies (organization_id, unit_id) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX occupancies_one_active_per_tenant ON occupancies (organization_id, tenant_id) WHERE status = 'ACTIVE';
CREATE INDEX occupancies_history_idx ON occupancies (organization_id, start_date DESC, id DESC);
CREATE INDEX occupancies_status_idx ON occupancies (organization_id, status, start_date DESC, id DESC);
CREATE INDEX occupancies_unit_idx ON occupancies (organization_id, unit_id, start_date DESC);
CREATE INDEX occupancies_tenant_idx ON occupancies (organization_id, tenant_id, start_date DESC);
CREATE INDEX occupancies_program_idx ON occupancies (organization_id, program_id) WHERE program_id IS NOT NULL;
