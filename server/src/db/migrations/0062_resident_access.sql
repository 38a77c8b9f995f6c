-- Resident access (issue 40, decision 075): an adult member of a household's certification in
-- force signs in to the resident portal with an e-mailed link, or the 6-digit code sent with it,
-- and gets a resident session. Only SHA-256 hashes of the link token, the code and the session
-- token are stored. Resident sessions are a table apart from staff `sessions`, so a staff lookup
-- can never find one: a resident token is no staff session anywhere.
CREATE TABLE resident_access (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  -- The certification in force when access was sent, and the member's place in it.
  certification_id integer NOT NULL,
  member_index integer NOT NULL CHECK (member_index >= 0 AND member_index < 30),
  member_name text NOT NULL CHECK (length(member_name) <= 200),
  email text NOT NULL CHECK (length(email) <= 150),
  language text NOT NULL CHECK (language IN ('en', 'pt', 'es')),
  link_hash text NOT NULL UNIQUE,
  link_expires_at timestamptz NOT NULL,
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  code_tries integer NOT NULL DEFAULT 0 CHECK (code_tries >= 0),
  -- Set when the link or the code signed in: both are spent together, they were sent together.
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (certification_id, organization_id)
    REFERENCES income_certifications (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX resident_access_occupancy_idx ON resident_access (organization_id, occupancy_id, member_index);
CREATE INDEX resident_access_certification_idx ON resident_access (organization_id, certification_id);
-- The code's sign-in finds the live invitations of an e-mail.
CREATE INDEX resident_access_email_idx ON resident_access (lower(email)) WHERE used_at IS NULL AND revoked_at IS NULL;

CREATE TABLE resident_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  resident_access_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (resident_access_id, organization_id) REFERENCES resident_access (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX resident_sessions_access_idx ON resident_sessions (organization_id, resident_access_id);
