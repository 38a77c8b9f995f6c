-- Income certifications (issue 21, decision 026): a household's income and rent certified at
-- move-in, every year and between years, each a document that never changes once finalized; and
-- the recertification calendar kept from them.

-- 100 % low-income buildings may be excused from annual recertification after the first year.
ALTER TABLE properties ADD COLUMN annual_recertification_waived boolean NOT NULL DEFAULT false;

-- Certifications and notices name their occupancy with its organization, so that a foreign
-- occupancy id can never be referenced.
ALTER TABLE occupancies ADD CONSTRAINT occupancies_id_organization_id_key UNIQUE (id, organization_id);

-- One certification of an occupancy's household. Members and assets are the document's own lists
-- (jsonb: they are read and written whole, with the certification). The server computes the
-- totals and the determination (the limits and rent it used, its verdict) at every save of a
-- draft and freezes them at finalization. A correction of a finalized certification is a new one
-- that names it in `supersedes_id`; both are kept.
CREATE TABLE income_certifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('MOVE_IN', 'ANNUAL', 'INTERIM')),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'FINALIZED')),
  effective_date date NOT NULL,
  supersedes_id integer,
  members jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(members) = 'array'),
  assets jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(assets) = 'array'),
  student_exception text CHECK (student_exception IN
    ('TANF', 'JOB_TRAINING', 'SINGLE_PARENT', 'MARRIED_JOINT', 'FORMER_FOSTER_CARE')),
  tenant_rent numeric(12,2) NOT NULL DEFAULT 0 CHECK (tenant_rent >= 0),
  rent_assistance numeric(12,2) NOT NULL DEFAULT 0 CHECK (rent_assistance >= 0),
  non_optional_charges numeric(12,2) NOT NULL DEFAULT 0 CHECK (non_optional_charges >= 0),
  household_size integer NOT NULL DEFAULT 0 CHECK (household_size >= 0),
  annual_income numeric(14,2) NOT NULL DEFAULT 0 CHECK (annual_income >= 0),
  qualified boolean,
  over_income boolean NOT NULL DEFAULT false,
  determination jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(determination) = 'object'),
  finalized_at timestamptz,
  finalized_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (id, organization_id),
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (supersedes_id, organization_id) REFERENCES income_certifications (id, organization_id),
  CHECK ((status = 'FINALIZED') = (finalized_at IS NOT NULL))
);
CREATE INDEX income_certifications_occupancy_idx
  ON income_certifications (organization_id, occupancy_id, effective_date DESC, id DESC);
-- An occupancy has one draft at a time: the one being prepared.
CREATE UNIQUE INDEX income_certifications_one_draft
  ON income_certifications (organization_id, occupancy_id) WHERE status = 'DRAFT';
-- A finalized certification is corrected once; a later correction corrects the correction.
CREATE UNIQUE INDEX income_certifications_one_correction
  ON income_certifications (organization_id, supersedes_id) WHERE supersedes_id IS NOT NULL;

-- A finalized certification never changes, whoever writes (the API, the CLI, plain SQL).
CREATE FUNCTION income_certifications_finalized_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'income certification % is finalized and never changes', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER income_certifications_finalized_unchanged BEFORE UPDATE ON income_certifications
  FOR EACH ROW WHEN (OLD.status = 'FINALIZED') EXECUTE FUNCTION income_certifications_finalized_unchanged();

-- Notices sent to households about their recertification, by bucket and due date.
CREATE TABLE recertification_notices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  due_date date NOT NULL,
  bucket text NOT NULL CHECK (bucket IN ('DUE_120', 'DUE_90', 'DUE_60', 'DUE_30', 'OVERDUE')),
  language text NOT NULL CHECK (language IN ('en', 'pt', 'es')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  sent_by text NOT NULL,
  FOREIGN KEY (occupancy_id, organization_id) REFERENCES occupancies (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX recertification_notices_occupancy_idx
  ON recertification_notices (organization_id, occupancy_id, due_date, sent_at DESC);

-- The recertification calendar: one row per ACTIVE occupancy, with the date its next annual
-- certification is due (the anniversary of the last finalized, uncorrected MOVE_IN or ANNUAL
-- certification's effective date, else of the move-in; none when the property waives annual
-- recertification and one annual certification is done) and whether its current certification
-- found the household over 140 % of the limit. Triggers keep it in the transaction of every
-- change of occupancies, certifications, units and properties; the application never writes it.
CREATE TABLE recertification_schedule (
  organization_id integer NOT NULL REFERENCES organizations(id),
  occupancy_id integer NOT NULL,
  property_id integer NOT NULL,
  unit_id integer NOT NULL,
  due_date date,
  over_income boolean NOT NULL,
  PRIMARY KEY (organization_id, occupancy_id)
);
CREATE INDEX recertification_schedule_due_idx
  ON recertification_schedule (organization_id, due_date, occupancy_id) WHERE due_date IS NOT NULL;
CREATE INDEX recertification_schedule_property_idx
  ON recertification_schedule (organization_id, property_id, due_date, occupancy_id) WHERE due_date IS NOT NULL;
CREATE INDEX recertification_schedule_over_income_idx
  ON recertification_schedule (organization_id, property_id) WHERE over_income;

-- Recomputes the rows of the named occupancies (organization and occupancy, pair by pair).
CREATE FUNCTION recertification_schedule_refresh(organizations int[], occupancy_ids int[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM recertification_schedule s
   USING unnest(organizations, occupancy_ids) AS c(organization_id, occupancy_id)
   WHERE s.organization_id = c.organization_id AND s.occupancy_id = c.occupancy_id;
  INSERT INTO recertification_schedule (organization_id, occupancy_id, property_id, unit_id, due_date, over_income)
  SELECT o.organization_id, o.id, u.property_id, o.unit_id,
         CASE WHEN p.annual_recertification_waived AND last.has_annual THEN NULL
              ELSE (coalesce(last.base_date, o.start_date) + interval '1 year')::date END,
         coalesce(cur.over_income, false)
    FROM (SELECT DISTINCT organization_id, occupancy_id
            FROM unnest(organizations, occupancy_ids) AS c(organization_id, occupancy_id)) c
    -- Each occupancy by its key. OFFSET 0 keeps the status test below out of this lookup: with it,
    -- a bulk load's stale statistics led the planner to the partial index of ACTIVE occupancies
    -- per unit, reading every ACTIVE occupancy of the organization for each row.
    CROSS JOIN LATERAL (SELECT o.* FROM occupancies o
                         WHERE o.organization_id = c.organization_id AND o.id = c.occupancy_id
                        OFFSET 0) o
    JOIN units u ON u.organization_id = o.organization_id AND u.id = o.unit_id
    JOIN properties p ON p.organization_id = u.organization_id AND p.id = u.property_id
    CROSS JOIN LATERAL (
      SELECT max(f.effective_date) FILTER (WHERE f.type IN ('MOVE_IN', 'ANNUAL')) AS base_date,
             coalesce(bool_or(f.type = 'ANNUAL'), false) AS has_annual
        FROM income_certifications f
       WHERE f.organization_id = o.organization_id AND f.occupancy_id = o.id AND f.status = 'FINALIZED'
         AND NOT EXISTS (SELECT 1 FROM income_certifications s
                          WHERE s.organization_id = f.organization_id AND s.supersedes_id = f.id
                            AND s.status = 'FINALIZED')) last
    LEFT JOIN LATERAL (
      SELECT f.over_income
        FROM income_certifications f
       WHERE f.organization_id = o.organization_id AND f.occupancy_id = o.id AND f.status = 'FINALIZED'
         AND NOT EXISTS (SELECT 1 FROM income_certifications s
                          WHERE s.organization_id = f.organization_id AND s.supersedes_id = f.id
                            AND s.status = 'FINALIZED')
       ORDER BY f.effective_date DESC, f.id DESC
       LIMIT 1) cur ON true
   WHERE o.status = 'ACTIVE'
$$;

CREATE FUNCTION recertification_schedule_after_occupancies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recertification_schedule_refresh(array_agg(organization_id), array_agg(id)) FROM changed_rows;
  RETURN NULL;
END $$;
CREATE FUNCTION recertification_schedule_after_occupancy_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recertification_schedule_refresh(array_agg(n.organization_id), array_agg(n.id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status IS DISTINCT FROM o.status OR n.unit_id IS DISTINCT FROM o.unit_id
       OR n.start_date IS DISTINCT FROM o.start_date;
  RETURN NULL;
END $$;
CREATE TRIGGER recertification_schedule_insert AFTER INSERT ON occupancies
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_occupancies();
CREATE TRIGGER recertification_schedule_delete AFTER DELETE ON occupancies
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_occupancies();
CREATE TRIGGER recertification_schedule_update AFTER UPDATE ON occupancies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_occupancy_update();

CREATE FUNCTION recertification_schedule_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM recertification_schedule;
  RETURN NULL;
END $$;
CREATE TRIGGER recertification_schedule_truncate AFTER TRUNCATE ON occupancies
  FOR EACH STATEMENT EXECUTE FUNCTION recertification_schedule_after_truncate();

-- Certifications: any insert, delete or finalization changes what is due.
CREATE FUNCTION recertification_schedule_after_certifications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recertification_schedule_refresh(array_agg(organization_id), array_agg(occupancy_id))
     FROM changed_rows WHERE status = 'FINALIZED';
  RETURN NULL;
END $$;
CREATE TRIGGER recertification_schedule_certification_insert AFTER INSERT ON income_certifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_certifications();
CREATE TRIGGER recertification_schedule_certification_update AFTER UPDATE ON income_certifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_certifications();
CREATE TRIGGER recertification_schedule_certification_delete AFTER DELETE ON income_certifications
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_certifications();

-- A unit moved to another property, a property's waiver changed: their active occupancies.
-- Units are updated in bulk by other triggers (the taken and layered marks), never moving
-- property: the moved units are found first, so those updates cost one pass over their rows.
CREATE FUNCTION recertification_schedule_after_unit_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved_organizations int[];
  moved_units int[];
BEGIN
  SELECT array_agg(nu.organization_id), array_agg(nu.id) INTO moved_organizations, moved_units
    FROM old_rows ou JOIN new_rows nu ON nu.id = ou.id
   WHERE nu.property_id IS DISTINCT FROM ou.property_id;
  IF moved_units IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM recertification_schedule_refresh(array_agg(o.organization_id), array_agg(o.id))
     FROM unnest(moved_organizations, moved_units) AS m(organization_id, unit_id)
     JOIN occupancies o ON o.organization_id = m.organization_id AND o.unit_id = m.unit_id
                       AND o.status = 'ACTIVE';
  RETURN NULL;
END $$;
CREATE TRIGGER recertification_schedule_unit_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_unit_update();

CREATE FUNCTION recertification_schedule_after_property_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recertification_schedule_refresh(array_agg(s.organization_id), array_agg(s.occupancy_id))
     FROM old_rows op JOIN new_rows np ON np.id = op.id
     JOIN recertification_schedule s ON s.organization_id = np.organization_id AND s.property_id = np.id
    WHERE np.annual_recertification_waived IS DISTINCT FROM op.annual_recertification_waived;
  RETURN NULL;
END $$;
CREATE TRIGGER recertification_schedule_property_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recertification_schedule_after_property_update();

-- The occupancies that are ACTIVE now.
SELECT recertification_schedule_refresh(array_agg(organization_id), array_agg(id))
  FROM occupancies WHERE status = 'ACTIVE';

-- The language a household reads its letters in (recertification notices); none means English.
ALTER TABLE candidates ADD COLUMN language text CHECK (language IN ('en', 'pt', 'es'));
