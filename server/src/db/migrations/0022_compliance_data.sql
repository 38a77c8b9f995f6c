-- What the compliance checks read besides the limit levels: when each year's limit table of a
-- program takes effect, the extra program designations of a unit, each property's utility
-- allowances, and the household and rent figures an occupancy was certified with.

-- A year's table takes effect on 1 January unless a row here says otherwise (HUD's tables usually
-- take effect in spring). Only explicit dates are stored.
CREATE TABLE program_limit_tables (
  organization_id integer NOT NULL REFERENCES organizations(id),
  program_id integer NOT NULL,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  effective_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (organization_id, program_id, year),
  FOREIGN KEY (organization_id, program_id) REFERENCES gov_programs (organization_id, id) ON DELETE CASCADE
);

-- A unit's designations besides its primary program and level: one AMI % per program. A program
-- a unit is designated for cannot be deleted (the foreign key refuses, answered as IN_USE).
CREATE TABLE unit_designations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  program_id integer NOT NULL,
  ami_percentage numeric(5,2) NOT NULL CHECK (ami_percentage BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, program_id) REFERENCES gov_programs (organization_id, id)
);
CREATE UNIQUE INDEX unit_designations_key ON unit_designations (organization_id, unit_id, program_id);
CREATE INDEX unit_designations_program_idx ON unit_designations (organization_id, program_id);

-- A property's utility allowance schedules: from each effective date, a monthly amount per unit
-- type. The API writes every unit type of a schedule, so the latest row on or before a date for a
-- unit type is that type's allowance in effect.
CREATE TABLE utility_allowances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  effective_date date NOT NULL,
  unit_type text NOT NULL CHECK (unit_type IN ('SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR')),
  amount numeric(12,2) NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX utility_allowances_key
  ON utility_allowances (organization_id, property_id, unit_type, effective_date);

-- The household and rent an occupancy was certified with. Missing charges count as none.
ALTER TABLE occupancies
  ADD COLUMN household_size integer CHECK (household_size BETWEEN 1 AND 20),
  ADD COLUMN annual_income numeric(12,2) CHECK (annual_income >= 0),
  ADD COLUMN non_optional_charges numeric(12,2) CHECK (non_optional_charges >= 0),
  ADD COLUMN rent_assistance numeric(12,2) CHECK (rent_assistance >= 0),
  ADD COLUMN override_reason text CHECK (length(override_reason) <= 1000);
