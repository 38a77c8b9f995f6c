-- Resident documents (issue 40, decision 077): the verification documents a household sends from
-- the resident portal (or staff attach for it) for a recertification. Stored in the database as an
-- application's documents are (migrations 0033, 0038): PDF, JPEG or PNG by content (a HEIC photo
-- is converted to JPEG on upload), at most 10 MB, with its SHA-256.
--
-- `effective_date` is the recertification cycle the document is sent for: the anniversary being
-- recertified (the household's due date in `recertification_schedule`), so the finalize of the
-- ANNUAL certification with that effective date finds its documents. `submission_id` is the
-- resident submission of that cycle once there is one (`resident_submissions`, migration 0063); it
-- carries no foreign key here so this table stands without it.
CREATE TABLE resident_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  submission_id integer,
  effective_date date NOT NULL,
  member_key text CHECK (member_key ~ '^[0-9a-f-]{36}$'),
  income_source_id text CHECK (income_source_id ~ '^[0-9a-f-]{36}$'),
  asset_id text CHECK (asset_id ~ '^[0-9a-f-]{36}$'),
  kind text NOT NULL CHECK (kind IN (
    'PAY_STUB', 'EMPLOYER_LETTER', 'BENEFIT_LETTER', 'BANK_STATEMENT', 'TAX_RETURN', 'CHILD_SUPPORT',
    'IDENTITY', 'OTHER'
  )),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  -- The date on the document (a pay stub's, a letter's), as the uploader gave it.
  document_date date NOT NULL,
  -- The date of receipt (the upload's day in TIME_ZONE; a document attached again keeps the day it
  -- was first received): HUD Handbook 4350.3 REV-1 par. 5-16 B counts the 120 days of a
  -- verification's validity from it, up to the certification's effective date.
  received_on date NOT NULL,
  -- Where an attached document came from: an upload, or a copy of one already sent (the household's
  -- application's document, or a resident document of an earlier cycle).
  source text NOT NULL DEFAULT 'UPLOAD' CHECK (source IN ('UPLOAD', 'APPLICATION', 'RESIDENT')),
  source_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- `resident:<email>` for a resident's upload, the staff user's name otherwise.
  uploaded_by text NOT NULL CHECK (length(uploaded_by) BETWEEN 1 AND 200),
  UNIQUE (id, organization_id),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE,
  CHECK ((source = 'UPLOAD') = (source_id IS NULL))
);
CREATE INDEX resident_documents_occupancy_idx ON resident_documents (organization_id, occupancy_id, effective_date, id);

DO $$
BEGIN
  ALTER TABLE resident_documents ALTER COLUMN content SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
