-- Government programs and their AMI limit levels (income limits by household size, rent limits by
-- unit type). Units and occupancies reference both tables by id in a later migration; those
-- foreign keys are what refuses deleting a program or level in use.
--
-- The name filter (`q`, ILIKE '%text%') uses a trigram GiST index that leads with organization_id.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE gov_programs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  scope text NOT NULL DEFAULT 'Municipal' CHECK (scope IN ('Federal', 'State', 'Municipal')),
  jurisdiction text NOT NULL CHECK (length(jurisdiction) BETWEEN 1 AND 150),
  subsidy_type text NOT NULL DEFAULT 'Rent restriction'
    CHECK (subsidy_type IN ('Rent restriction', 'Direct subsidy')),
  eligibility_criteria jsonb NOT NULL DEFAULT '{}',
  recertification_frequency integer NOT NULL DEFAULT 120 CHECK (recertification_frequency BETWEEN 1 AND 3650),
  limits_update_frequency integer NOT NULL DEFAULT 12 CHECK (limits_update_frequency BETWEEN 1 AND 120),
  required_documents text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- Lets levels (and later units) reference a program together with its organization.
CREATE UNIQUE INDEX gov_programs_org_id_key ON gov_programs (organization_id, id);
-- One program per name in an organization; also serves the list sorted by name.
CREATE UNIQUE INDEX gov_programs_org_name_key ON gov_programs (organization_id, lower(name));
CREATE INDEX gov_programs_org_name_trgm_idx ON gov_programs USING gist (organization_id, name gist_trgm_ops);
CREATE INDEX gov_programs_org_status_idx ON gov_programs (organization_id, status, lower(name));
CREATE INDEX gov_programs_org_scope_idx ON gov_programs (organization_id, scope, lower(name));

-- unit_type holds the household size '1'..'8' for income limits and SRO, Studio, 1BR..5BR for
-- rent limits: the API's shape, so a level's key is one plain unique index.
CREATE TABLE ami_levels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  program_id integer NOT NULL,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  percentage numeric(5, 2) NOT NULL CHECK (percentage BETWEEN 1 AND 200),
  limit_type text NOT NULL CHECK (limit_type IN ('Income Limit', 'Rent Limit')),
  unit_type text NOT NULL,
  limit_value numeric(12, 2) NOT NULL CHECK (limit_value >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (
    (limit_type = 'Income Limit' AND unit_type IN ('1', '2', '3', '4', '5', '6', '7', '8'))
    OR (limit_type = 'Rent Limit' AND unit_type IN ('SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'))
  ),
  -- A level cannot belong to another organization's program; deleting a program takes its levels
  -- with it unless a unit still points at one of them.
  FOREIGN KEY (organization_id, program_id) REFERENCES gov_programs (organization_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX ami_levels_key ON ami_levels (organization_id, program_id, year, percentage, limit_type, unit_type);
CREATE UNIQUE INDEX ami_levels_org_id_key ON ami_levels (organization_id, id);
