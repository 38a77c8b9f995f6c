-- Public listings and visit requests (issue 23, decision 030).

-- A property's minimum income as a multiple of the monthly rent (2.50: a household must earn 2.5
-- times the rent a month); null when it sets none. Voucher holders are exempt (the calculator's rule).
ALTER TABLE properties ADD COLUMN min_income_rent_multiple numeric(4,2)
  CHECK (min_income_rent_multiple > 0);

-- A unit's listing on the public site: one row per unit once staff first list it. `asking_rent` is
-- the tenant rent a month; `description` one text for every language of the site.
CREATE TABLE unit_listings (
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  listed boolean NOT NULL DEFAULT false,
  available_from date,
  asking_rent numeric(10,2) CHECK (asking_rent >= 0),
  description text CHECK (length(description) <= 4000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (organization_id, unit_id),
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE CASCADE,
  CHECK (NOT listed OR asking_rent IS NOT NULL)
);
-- The public search reads an organization's listed units only (about 2 % of its units), by rent
-- or by availability.
CREATE INDEX unit_listings_listed_by_rent
  ON unit_listings (organization_id, asking_rent, unit_id) WHERE listed;
CREATE INDEX unit_listings_listed_by_date
  ON unit_listings (organization_id, available_from, unit_id) WHERE listed;

-- A listing's photos, resized to WebP at upload (1600 and 400 px wide) and served from here with
-- their content hash as ETag. The original upload is not kept.
CREATE TABLE unit_listing_photos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  large_hash text NOT NULL,
  small_hash text NOT NULL,
  large bytea NOT NULL,
  small bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX unit_listing_photos_unit_idx ON unit_listing_photos (organization_id, unit_id, position, id);

-- A request to visit a listed unit, from the public site. Its status moves NEW -> SCHEDULED (with
-- the confirmed time) -> DONE / CANCELLED / NO_SHOW; each change is in the audit log.
CREATE TABLE visit_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  name text NOT NULL CHECK (length(name) <= 150),
  email text NOT NULL CHECK (length(email) <= 150),
  phone text,
  preferred_times timestamptz[] NOT NULL DEFAULT '{}' CHECK (cardinality(preferred_times) <= 3),
  message text CHECK (length(message) <= 2000),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pt', 'es')),
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'SCHEDULED', 'DONE', 'CANCELLED', 'NO_SHOW')),
  scheduled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE CASCADE,
  CHECK (status <> 'SCHEDULED' OR scheduled_at IS NOT NULL)
);
CREATE INDEX visit_requests_org_idx ON visit_requests (organization_id, created_at DESC, id DESC);
CREATE INDEX visit_requests_status_idx ON visit_requests (organization_id, status, created_at DESC, id DESC);
CREATE INDEX visit_requests_unit_idx ON visit_requests (organization_id, unit_id, created_at DESC, id DESC);
