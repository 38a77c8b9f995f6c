-- Online applications, documents, waitlist, lottery and the e-mail outbox (issue 24, decision 031).

-- How a property allocates its units among eligible applicants within a preference group: by the
-- time an application was submitted, or by the rank a lottery gave it.
ALTER TABLE properties ADD COLUMN allocation_method text NOT NULL DEFAULT 'FIRST_COME'
  CHECK (allocation_method IN ('FIRST_COME', 'LOTTERY'));

-- The last day a listing takes applications; its lottery may run the day after.
ALTER TABLE unit_listings ADD COLUMN application_deadline date;

-- A property's preferences (lives or works in the city, veteran, ...), defined by staff. `rank`
-- orders the groups of the waitlist: an application belongs to the group of the best-ranked
-- preference it claims (1 first), and one claiming none comes after every group.
CREATE TABLE property_preferences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  rank integer NOT NULL CHECK (rank >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text CHECK (length(description) <= 1000),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id) ON DELETE CASCADE,
  UNIQUE (organization_id, property_id, rank) DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (id, organization_id)
);
CREATE INDEX property_preferences_property_idx ON property_preferences (organization_id, property_id, rank);

-- An application from the public site, for a listed unit (`unit_id`) or for the property's
-- waitlist (no unit). The household is a jsonb list of members shaped as a certification's (the
-- head first, each with its income by source; contracts/src/applications.ts), so an accepted
-- offer's move-in draft starts from it; `head_name` and `birth_date` are the head's, for duplicate
-- flags; `household_size` and `annual_income` are its totals, for filters and the verdict. `claimed_preference_ids` are
-- the property's preferences the household claims.
CREATE SEQUENCE application_reference_seq;
CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  unit_id integer,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^LAR-[0-9]{4}-[0-9]{6,}$'),
  status text NOT NULL DEFAULT 'SUBMITTED'
    CHECK (status IN ('SUBMITTED', 'WAITLISTED', 'DECLINED', 'WITHDRAWN', 'OFFERED', 'LEASED')),
  decline_reason text,
  status_note text CHECK (length(status_note) <= 2000),
  head_name text NOT NULL CHECK (length(head_name) BETWEEN 1 AND 150),
  email text NOT NULL CHECK (length(email) <= 150),
  phone text CHECK (length(phone) <= 40),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pt', 'es')),
  birth_date date NOT NULL,
  members jsonb NOT NULL CHECK (jsonb_typeof(members) = 'array'),
  household_size integer NOT NULL CHECK (household_size BETWEEN 1 AND 12),
  annual_income numeric(12,2) NOT NULL CHECK (annual_income >= 0),
  total_assets numeric(12,2) NOT NULL DEFAULT 0 CHECK (total_assets >= 0),
  claimed_preference_ids integer[] NOT NULL DEFAULT '{}',
  consent_at timestamptz NOT NULL,
  duplicate_flag boolean NOT NULL DEFAULT false,
  duplicate_of_ids integer[] NOT NULL DEFAULT '{}',
  duplicate_cleared_at timestamptz,
  duplicate_cleared_by text,
  lottery_rank integer CHECK (lottery_rank >= 1),
  offered_unit_id integer,
  candidate_id integer,
  occupancy_id integer,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE SET NULL (unit_id),
  FOREIGN KEY (offered_unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE SET NULL (offered_unit_id),
  FOREIGN KEY (candidate_id, organization_id) REFERENCES candidates (id, organization_id) ON DELETE SET NULL (candidate_id),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE SET NULL (occupancy_id),
  CHECK (status <> 'DECLINED' OR decline_reason IS NOT NULL),
  CHECK (status NOT IN ('OFFERED', 'LEASED') OR offered_unit_id IS NOT NULL),
  UNIQUE (id, organization_id)
);
CREATE INDEX applications_org_idx ON applications (organization_id, submitted_at DESC, id DESC);
CREATE INDEX applications_property_status_idx
  ON applications (organization_id, property_id, status, submitted_at, id);
CREATE INDEX applications_unit_idx ON applications (organization_id, unit_id, submitted_at, id)
  WHERE unit_id IS NOT NULL;
-- Duplicate detection within a property: the same e-mail, or the same name and birth date.
CREATE INDEX applications_property_email_idx ON applications (organization_id, property_id, lower(email));
CREATE INDEX applications_property_person_idx
  ON applications (organization_id, property_id, lower(head_name), birth_date);
CREATE INDEX applications_status_check_idx ON applications (reference, lower(email));

-- An application's documents, kept in the database with their SHA-256 so every instance serves
-- them and backups carry them. Written in the application's own transaction.
CREATE TABLE application_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  application_id integer NOT NULL,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (application_id, organization_id) REFERENCES applications (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX application_documents_application_idx ON application_documents (organization_id, application_id, id);

-- A listing's lottery: run once, after its deadline. The seed is stored so anyone can re-run the
-- documented shuffle over the same applications (their ids in `entry_ids`, in id order) and get
-- the same ranks (decision 031).
CREATE TABLE lottery_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  unit_id integer NOT NULL,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  algorithm text NOT NULL,
  entry_ids integer[] NOT NULL,
  ranked_ids integer[] NOT NULL,
  run_by text NOT NULL,
  run_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (unit_id, organization_id) REFERENCES units (id, organization_id) ON DELETE CASCADE,
  UNIQUE (organization_id, unit_id),
  CHECK (cardinality(entry_ids) = cardinality(ranked_ids))
);

-- E-mails to applicants, written in the transaction of the change they tell of and sent after it
-- by the mailer (SMTP_URL); without SMTP they stay here for admins to read.
CREATE TABLE email_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  application_id integer,
  kind text NOT NULL CHECK (length(kind) <= 60),
  to_address text NOT NULL CHECK (length(to_address) <= 150),
  language text NOT NULL CHECK (language IN ('en', 'pt', 'es')),
  subject text NOT NULL CHECK (length(subject) <= 300),
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  FOREIGN KEY (application_id, organization_id) REFERENCES applications (id, organization_id) ON DELETE SET NULL (application_id)
);
CREATE INDEX email_outbox_org_idx ON email_outbox (organization_id, created_at DESC, id DESC);
CREATE INDEX email_outbox_unsent_idx ON email_outbox (organization_id, id) WHERE sent_at IS NULL;

-- The waitlist's order, written once here so staff lists, the applicant's status check and the
-- lottery read the same positions: WAITLISTED applications of a property, by preference group
-- (the best rank among the active preferences claimed; none last), then by lottery rank where the
-- property allocates by lottery (unranked after ranked), then by submission time and id.
CREATE VIEW application_waitlist AS
SELECT a.organization_id, a.property_id, a.id AS application_id,
       g.preference_rank,
       row_number() OVER (
         PARTITION BY a.organization_id, a.property_id
         ORDER BY g.preference_rank ASC NULLS LAST,
                  CASE WHEN p.allocation_method = 'LOTTERY' THEN a.lottery_rank END ASC NULLS LAST,
                  a.submitted_at, a.id
       )::integer AS position
FROM applications a
JOIN properties p ON p.id = a.property_id AND p.organization_id = a.organization_id
LEFT JOIN LATERAL (
  SELECT min(pp.rank) AS preference_rank
  FROM property_preferences pp
  WHERE pp.organization_id = a.organization_id AND pp.property_id = a.property_id
    AND pp.active AND pp.id = ANY (a.claimed_preference_ids)
) g ON true
WHERE a.status = 'WAITLISTED';
