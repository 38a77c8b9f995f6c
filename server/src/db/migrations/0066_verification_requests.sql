-- Third-party verification (issue 40, decision 079): staff, or a resident for their own household,
-- e-mail an employer or a benefits agency a link; the third party opens it, fills the answers and
-- signs with their typed name. Only the SHA-256 of the link's token is stored (as decision 075 does
-- for resident links); the token travels after `#` and in request bodies, never in a URL path.
CREATE TABLE verification_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  -- The certification the verification lands on: the one named when sent, else the household's
  -- newest draft when it is completed; null until there is one.
  certification_id integer,
  -- The member verified: their place in the certification in force when sent, and their name.
  member_index integer NOT NULL CHECK (member_index >= 0 AND member_index < 30),
  member_name text NOT NULL CHECK (length(member_name) <= 200),
  kind text NOT NULL CHECK (kind IN ('EMPLOYMENT', 'BENEFITS')),
  third_party_name text NOT NULL CHECK (length(third_party_name) BETWEEN 1 AND 200),
  third_party_email text NOT NULL CHECK (length(third_party_email) <= 150),
  language text NOT NULL CHECK (language IN ('en', 'pt', 'es')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  -- EXPIRED is also what a SENT request past expires_at reads as; no job has to write it.
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'COMPLETED', 'REVOKED', 'EXPIRED')),
  answers jsonb,
  -- The answers' yearly amount in cents, worked out when they arrive (decision 079).
  annual_cents bigint CHECK (annual_cents >= 0),
  signer_name text CHECK (length(signer_name) <= 200),
  signed_at timestamptz,
  signer_ip text CHECK (length(signer_ip) <= 100),
  signer_user_agent text CHECK (length(signer_user_agent) <= 500),
  -- A staff user's username, or `resident:<email>` when the resident sent it.
  created_by text NOT NULL CHECK (length(created_by) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((status = 'COMPLETED') = (signed_at IS NOT NULL AND answers IS NOT NULL AND signer_name IS NOT NULL)),
  UNIQUE (id, organization_id),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (certification_id, organization_id)
    REFERENCES income_certifications (id, organization_id) ON DELETE SET NULL (certification_id)
);
CREATE INDEX verification_requests_occupancy_idx ON verification_requests (organization_id, occupancy_id);
CREATE INDEX verification_requests_certification_idx ON verification_requests (organization_id, certification_id);
