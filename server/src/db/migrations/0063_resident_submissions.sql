-- The recertification questionnaire (issue 40, decision 076): one submission per occupancy and
-- recertification cycle (the anniversary it recertifies). The resident saves the answers as they
-- go (`version` for optimistic locking) and submits; staff accept it as the ANNUAL draft
-- (`certification_id`, with each figure's `trace`) or ask for a correction (`correction_note`).
CREATE TABLE resident_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  effective_date date NOT NULL,
  status text NOT NULL DEFAULT 'IN_PROGRESS'
    CHECK (status IN ('IN_PROGRESS', 'SUBMITTED', 'CORRECTION_REQUESTED', 'ACCEPTED')),
  answers jsonb NOT NULL,
  -- The certification in force when the questionnaire was first read: its members (with the
  -- member_key given to each) and their income, what "what changed" compares with.
  baseline jsonb NOT NULL,
  correction_note text CHECK (length(correction_note) <= 2000),
  submitted_at timestamptz,
  -- Who submitted last: the correction's e-mail goes to them, in their language.
  submitted_by_email text,
  submitted_language text CHECK (submitted_language IN ('en', 'pt', 'es')),
  reviewed_at timestamptz,
  reviewed_by text,
  certification_id integer,
  -- Where each figure of the draft came from (answers, documents), written on accept.
  trace jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id),
  UNIQUE (organization_id, occupancy_id, effective_date),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (certification_id, organization_id)
    REFERENCES income_certifications (id, organization_id) ON DELETE SET NULL (certification_id)
);
CREATE INDEX resident_submissions_certification_idx ON resident_submissions (organization_id, certification_id);
