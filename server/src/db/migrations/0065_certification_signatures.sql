-- Electronic signatures of a certification (issue 40, decision 078). Staff send a certification
-- DRAFT for signature: its PDF is rendered once and frozen here with its SHA-256, and every adult
-- member signs exactly those bytes, from the resident portal or on paper (recorded by staff). When
-- all have signed, the sealed PDF (the certification with a signature certificate page) is stored
-- with its own SHA-256. Frozen and sealed bytes are never rewritten: the trigger below refuses it.
CREATE TABLE signature_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  certification_id integer NOT NULL,
  -- The draft's version when it was frozen: a change of the draft voids the request.
  certification_version integer NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'pt', 'es')),
  -- The renderer's inputs besides the certification, so the seal renders the same pages again.
  generated_at timestamptz NOT NULL,
  organization_name text NOT NULL CHECK (length(organization_name) <= 300),
  pdf bytea NOT NULL,
  pdf_sha256 text NOT NULL CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL CHECK (length(created_by) <= 200),
  voided_at timestamptz,
  voided_by text CHECK (length(voided_by) <= 200),
  sealed_pdf bytea,
  sealed_sha256 text CHECK (sealed_sha256 ~ '^[0-9a-f]{64}$'),
  sealed_at timestamptz,
  CHECK ((sealed_pdf IS NULL) = (sealed_sha256 IS NULL) AND (sealed_pdf IS NULL) = (sealed_at IS NULL)),
  UNIQUE (id, organization_id),
  FOREIGN KEY (certification_id, organization_id)
    REFERENCES income_certifications (id, organization_id) ON DELETE CASCADE
);
-- One live (not voided) request per certification.
CREATE UNIQUE INDEX signature_requests_live_idx ON signature_requests (organization_id, certification_id)
  WHERE voided_at IS NULL;
CREATE INDEX signature_requests_certification_idx ON signature_requests (certification_id, organization_id);
CREATE INDEX signature_requests_sealed_idx ON signature_requests (organization_id, sealed_sha256)
  WHERE sealed_sha256 IS NOT NULL;

CREATE TABLE certification_signatures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  signature_request_id integer NOT NULL,
  member_index integer NOT NULL CHECK (member_index >= 0 AND member_index < 30),
  member_name text NOT NULL CHECK (length(member_name) <= 200),
  method text NOT NULL CHECK (method IN ('ELECTRONIC', 'PAPER')),
  -- ELECTRONIC: the signer's portal access (their e-mailed link), consent and request details.
  resident_access_id integer,
  consent_at timestamptz,
  ip text CHECK (length(ip) <= 100),
  user_agent text CHECK (length(user_agent) <= 500),
  -- PAPER: the staff member who recorded the signed paper.
  recorded_by text CHECK (length(recorded_by) <= 200),
  -- The SHA-256 of the frozen PDF the member signed (the printed one for a paper signature).
  signed_sha256 text NOT NULL CHECK (signed_sha256 ~ '^[0-9a-f]{64}$'),
  signed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (method <> 'ELECTRONIC' OR (resident_access_id IS NOT NULL AND consent_at IS NOT NULL)),
  CHECK (method <> 'PAPER' OR recorded_by IS NOT NULL),
  UNIQUE (signature_request_id, member_index),
  FOREIGN KEY (signature_request_id, organization_id)
    REFERENCES signature_requests (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (resident_access_id, organization_id) REFERENCES resident_access (id, organization_id)
);
CREATE INDEX certification_signatures_access_idx ON certification_signatures (resident_access_id, organization_id);
CREATE INDEX certification_signatures_request_idx ON certification_signatures (signature_request_id, organization_id);
CREATE INDEX certification_signatures_organization_idx ON certification_signatures (organization_id, signature_request_id);

-- What was frozen or sealed never changes (decision 078): the frozen PDF and its hash are never
-- updated, the sealed PDF is written once, and a signature is never edited.
CREATE FUNCTION signature_request_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pdf IS DISTINCT FROM OLD.pdf OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256
     OR NEW.certification_id IS DISTINCT FROM OLD.certification_id
     OR NEW.generated_at IS DISTINCT FROM OLD.generated_at
     OR NEW.organization_name IS DISTINCT FROM OLD.organization_name
     OR NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
    RAISE EXCEPTION 'a frozen signature PDF never changes' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.sealed_pdf IS NOT NULL AND (NEW.sealed_pdf IS DISTINCT FROM OLD.sealed_pdf
     OR NEW.sealed_sha256 IS DISTINCT FROM OLD.sealed_sha256 OR NEW.sealed_at IS DISTINCT FROM OLD.sealed_at) THEN
    RAISE EXCEPTION 'a sealed signature PDF never changes' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER signature_requests_frozen BEFORE UPDATE ON signature_requests
  FOR EACH ROW EXECUTE FUNCTION signature_request_frozen();

CREATE FUNCTION certification_signature_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signature is never changed' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER certification_signatures_unchanged BEFORE UPDATE ON certification_signatures
  FOR EACH ROW EXECUTE FUNCTION certification_signature_unchanged();
