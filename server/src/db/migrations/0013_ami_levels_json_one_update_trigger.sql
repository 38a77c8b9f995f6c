-- Migration 0012 kept levels JSON current on UPDATE with two triggers, one over the new rows and
-- one over the old, so every edit of a program's levels wrote its text twice. One trigger now sees
-- both transition tables and rewrites each program the old or the new rows name, once.
--
-- The rewrite itself moves into a function over (organization, program) keys that every trigger
-- calls with the keys its transition tables hold.
CREATE FUNCTION ami_levels_json_rewrite(organizations integer[], programs integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ami_levels_json AS j (organization_id, program_id, levels)
  SELECT c.organization_id, c.program_id, ami_levels_json_of(c.organization_id, c.program_id)
    FROM (SELECT DISTINCT k.organization_id, k.program_id
            FROM unnest(organizations, programs) AS k (organization_id, program_id)) AS c
   WHERE EXISTS (SELECT 1 FROM ami_levels l
                  WHERE l.organization_id = c.organization_id AND l.program_id = c.program_id)
   ORDER BY 1, 2
  ON CONFLICT (organization_id, program_id) DO UPDATE SET levels = excluded.levels;
  DELETE FROM ami_levels_json j
   USING unnest(organizations, programs) AS c (organization_id, program_id)
   WHERE j.organization_id = c.organization_id AND j.program_id = c.program_id
     AND NOT EXISTS (SELECT 1 FROM ami_levels l
                      WHERE l.organization_id = c.organization_id AND l.program_id = c.program_id);
END $$;

-- INSERT and DELETE triggers name their one transition table `changed_rows`.
CREATE OR REPLACE FUNCTION ami_levels_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ami_levels_json_rewrite(array_agg(organization_id), array_agg(program_id))
     FROM (SELECT DISTINCT organization_id, program_id FROM changed_rows) AS c;
  RETURN NULL;
END $$;

-- An update can move a level to another program: both programs get their text again.
CREATE FUNCTION ami_levels_json_refresh_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ami_levels_json_rewrite(array_agg(organization_id), array_agg(program_id))
     FROM (SELECT organization_id, program_id FROM old_rows
           UNION
           SELECT organization_id, program_id FROM new_rows) AS c;
  RETURN NULL;
END $$;

DROP TRIGGER ami_levels_json_update ON ami_levels;
DROP TRIGGER ami_levels_json_update_old ON ami_levels;
CREATE TRIGGER ami_levels_json_update AFTER UPDATE ON ami_levels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ami_levels_json_refresh_update();
