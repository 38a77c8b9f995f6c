-- The staff dashboard (decision 029) keeps each property's figures in the process, keyed by a
-- stamp that every write changing them moves, in the same transaction: occupancies, units,
-- designations, allowances, the property itself and its recertification schedule move the
-- property's stamp; programs, their levels and their tables' dates move the organization's
-- (property_id 0), since a program's limits reach every property using it. Stamps are drawn from
-- one sequence, so a value is never seen twice, even after a truncate or a restore.
CREATE SEQUENCE dashboard_stamp_seq;

CREATE TABLE dashboard_stamps (
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  stamp bigint NOT NULL,
  PRIMARY KEY (organization_id, property_id)
);

-- Moves the stamps of the named properties (organization and property, pair by pair). Rows are
-- locked in key order, so concurrent writers of the same properties cannot deadlock here.
CREATE FUNCTION dashboard_touch(organizations int[], property_ids int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dashboard_stamps (organization_id, property_id, stamp)
  SELECT c.organization_id, c.property_id, nextval('dashboard_stamp_seq')
    FROM (SELECT DISTINCT organization_id, property_id
            FROM unnest(organizations, property_ids) AS c(organization_id, property_id)
           WHERE organization_id IS NOT NULL AND property_id IS NOT NULL
           ORDER BY organization_id, property_id) c
  ON CONFLICT (organization_id, property_id) DO UPDATE SET stamp = excluded.stamp
$$;

-- Rows that name their property: units, allowances, the schedule.
CREATE FUNCTION dashboard_touch_by_property() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(property_id)) FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(property_id)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;

-- Rows that name their unit: occupancies, designations (the unit's property at the time).
CREATE FUNCTION dashboard_touch_by_unit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(u.organization_id), array_agg(u.property_id))
       FROM new_rows r JOIN units u ON u.organization_id = r.organization_id AND u.id = r.unit_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(u.organization_id), array_agg(u.property_id))
       FROM old_rows r JOIN units u ON u.organization_id = r.organization_id AND u.id = r.unit_id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION dashboard_touch_property() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(id)) FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(id)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;

-- Programs, levels, limit tables: the organization's stamp (property 0).
CREATE FUNCTION dashboard_touch_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(0)) FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(organization_id), array_agg(0)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;

-- A truncate of any of them: every stamp moves.
CREATE FUNCTION dashboard_touch_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dashboard_stamps SET stamp = nextval('dashboard_stamp_seq');
  RETURN NULL;
END $$;

DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('occupancies', 'dashboard_touch_by_unit'),
      ('unit_designations', 'dashboard_touch_by_unit'),
      ('units', 'dashboard_touch_by_property'),
      ('utility_allowances', 'dashboard_touch_by_property'),
      ('recertification_schedule', 'dashboard_touch_by_property'),
      ('properties', 'dashboard_touch_property'),
      ('gov_programs', 'dashboard_touch_organization'),
      ('ami_levels', 'dashboard_touch_organization'),
      ('program_limit_tables', 'dashboard_touch_organization')) AS t(tab, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER dashboard_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.tab, target.fn);
    EXECUTE format('CREATE TRIGGER dashboard_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.tab, target.fn);
    EXECUTE format('CREATE TRIGGER dashboard_update AFTER UPDATE ON %I '
                   'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.tab, target.fn);
    EXECUTE format('CREATE TRIGGER dashboard_truncate AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION dashboard_touch_all()', target.tab);
  END LOOP;
END $$;

-- Whether an admin has read a contact message: the dashboard counts the unread ones from the
-- partial index, and the messages list can show only those.
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
CREATE INDEX contact_messages_unread_idx ON contact_messages (organization_id, created_at, id)
  WHERE read_at IS NULL;
