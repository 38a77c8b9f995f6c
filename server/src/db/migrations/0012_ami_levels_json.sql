-- One program's answer carries all its AMI levels (450 for five years of a full table). Writing
-- them as JSON on every read was most of the route's database time, while levels change only when
-- a program is saved or a table imported. This table holds each program's levels as the JSON text
-- the answer carries, rewritten by triggers in the same transaction as every change to the levels.
--
-- Writers of a program's levels lock the program's row first (the program service and the import),
-- so two transactions never rewrite one program's text from different snapshots.
CREATE TABLE ami_levels_json (
  organization_id integer NOT NULL REFERENCES organizations (id),
  program_id integer NOT NULL,
  levels text NOT NULL,
  PRIMARY KEY (organization_id, program_id)
);

-- The levels in the tables' order: year, limit type, percentage, then household sizes '1'..'8' and
-- unit types SRO..5BR as UNIT_TYPE_ORDER (contracts/src/programs.ts) lists them, then id. Numbers
-- as float8, which PostgreSQL writes with the shortest digits, as JavaScript does.
CREATE FUNCTION ami_levels_json_of(organization integer, program integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT array_to_json(array_agg(l ORDER BY l.year, l.limit_type, l.percentage,
           array_position(ARRAY['1', '2', '3', '4', '5', '6', '7', '8', 'SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'], l.unit_type) NULLS LAST,
           l.id))::text
    FROM (SELECT id, year, percentage::float8 AS percentage, limit_type, unit_type,
                 limit_value::float8 AS limit_value, version
            FROM ami_levels
           WHERE organization_id = organization AND program_id = program) AS l
$$;

-- Each trigger names its transition table `changed_rows`. The programs it names get their text
-- again, in key order; a program left without levels loses its row (a deleted program's levels go
-- with it by cascade, and so does its text).
CREATE FUNCTION ami_levels_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ami_levels_json AS j (organization_id, program_id, levels)
  SELECT c.organization_id, c.program_id, ami_levels_json_of(c.organization_id, c.program_id)
    FROM (SELECT DISTINCT organization_id, program_id FROM changed_rows) AS c
   WHERE EXISTS (SELECT 1 FROM ami_levels l
                  WHERE l.organization_id = c.organization_id AND l.program_id = c.program_id)
   ORDER BY 1, 2
  ON CONFLICT (organization_id, program_id) DO UPDATE SET levels = excluded.levels;
  DELETE FROM ami_levels_json j
   USING (SELECT DISTINCT organization_id, program_id FROM changed_rows) AS c
   WHERE j.organization_id = c.organization_id AND j.program_id = c.program_id
     AND NOT EXISTS (SELECT 1 FROM ami_levels l
                      WHERE l.organization_id = c.organization_id AND l.program_id = c.program_id);
  RETURN NULL;
END $$;

CREATE FUNCTION ami_levels_json_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ami_levels_json;
  RETURN NULL;
END $$;

CREATE TRIGGER ami_levels_json_insert AFTER INSERT ON ami_levels
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_refresh();
CREATE TRIGGER ami_levels_json_update AFTER UPDATE ON ami_levels
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_refresh();
-- An update that moved a level to another program would leave the old program's text behind.
CREATE TRIGGER ami_levels_json_update_old AFTER UPDATE ON ami_levels
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_refresh();
CREATE TRIGGER ami_levels_json_delete AFTER DELETE ON ami_levels
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_refresh();
CREATE TRIGGER ami_levels_json_truncate AFTER TRUNCATE ON ami_levels
  FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_after_truncate();

INSERT INTO ami_levels_json (organization_id, program_id, levels)
SELECT organization_id, program_id, ami_levels_json_of(organization_id, program_id)
  FROM (SELECT DISTINCT organization_id, program_id FROM ami_levels) AS programs;
