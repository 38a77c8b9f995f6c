-- The vacant units counted by class (decision 025). The units a household qualifies for are
-- searched among the vacant ones (decision 021). A unit with only its primary designation has the
-- limits of its type, program and level, and ten thousand vacant units of the large data set fall
-- into about a thousand such classes: the search judges the classes from these counts instead of
-- reading, hashing and grouping every vacant unit on each request, and reads units again only for
-- the classes whose rent the page shows. Triggers keep the counts in the transaction of every
-- change; the application never writes them.

-- Whether a unit has designations besides its primary program: kept by triggers on
-- unit_designations. Such units are judged one by one, not by class.
ALTER TABLE units ADD COLUMN layered boolean NOT NULL DEFAULT false;

UPDATE units u
   SET layered = true
 WHERE EXISTS (SELECT 1 FROM unit_designations d WHERE d.organization_id = u.organization_id AND d.unit_id = u.id);

-- Sets the mark of the named units (organization and unit, pair by pair) from their designations.
CREATE FUNCTION units_layered_refresh(organizations int[], unit_ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE units u
     SET layered = t.layered
    FROM (SELECT DISTINCT c.organization_id, c.unit_id,
                 EXISTS (SELECT 1 FROM unit_designations d
                          WHERE d.organization_id = c.organization_id AND d.unit_id = c.unit_id) AS layered
            FROM unnest(organizations, unit_ids) AS c(organization_id, unit_id)) t
   WHERE u.organization_id = t.organization_id AND u.id = t.unit_id AND u.layered IS DISTINCT FROM t.layered
$$;

-- One function for every change of designations: a statement's inserted or deleted rows, or the
-- old and new unit of each updated row, or all of them when the table is emptied.
CREATE FUNCTION units_layered_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE units SET layered = false WHERE layered;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM units_layered_refresh(array_agg(moved.organization_id), array_agg(moved.unit_id))
       FROM old_rows o
       JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.organization_id, o.unit_id), (n.organization_id, n.unit_id))
            AS moved(organization_id, unit_id)
      WHERE n.unit_id IS DISTINCT FROM o.unit_id;
  ELSE
    PERFORM units_layered_refresh(array_agg(organization_id), array_agg(unit_id)) FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER units_layered_insert AFTER INSERT ON unit_designations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION units_layered_after_change();
CREATE TRIGGER units_layered_delete AFTER DELETE ON unit_designations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION units_layered_after_change();
CREATE TRIGGER units_layered_update AFTER UPDATE ON unit_designations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_layered_after_change();
CREATE TRIGGER units_layered_truncate AFTER TRUNCATE ON unit_designations
  FOR EACH STATEMENT EXECUTE FUNCTION units_layered_after_change();

-- A class: the unit type, the primary program and its level (0 where there is none). Only the
-- units that are vacant (not taken) and not layered are counted.
CREATE TABLE vacant_unit_classes (
  organization_id integer NOT NULL REFERENCES organizations (id),
  unit_type text NOT NULL,
  gov_program_id integer NOT NULL,
  ami_level_id integer NOT NULL,
  vacant integer NOT NULL,
  PRIMARY KEY (organization_id, unit_type, gov_program_id, ami_level_id)
);

INSERT INTO vacant_unit_classes (organization_id, unit_type, gov_program_id, ami_level_id, vacant)
SELECT organization_id, unit_type, coalesce(gov_program_id, 0), coalesce(ami_level_id, 0), count(*)
  FROM units
 WHERE NOT taken AND NOT layered
 GROUP BY 1, 2, 3, 4;

-- Adds each class's change: +1 for each counted unit among `added`, -1 for each among `removed`
-- (rows of units as JSON). Deltas, not recounts: two transactions changing one class both add
-- theirs under the class row's lock. Classes are taken in key order so that two statements
-- changing the same classes lock them in the same order.
CREATE FUNCTION vacant_unit_classes_add(added jsonb, removed jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO vacant_unit_classes AS c (organization_id, unit_type, gov_program_id, ami_level_id, vacant)
  SELECT r.organization_id, r.unit_type, coalesce(r.gov_program_id, 0), coalesce(r.ami_level_id, 0), sum(r.delta)
    FROM (SELECT u.*, 1 AS delta FROM jsonb_populate_recordset(NULL::units, added) u
          UNION ALL
          SELECT u.*, -1 FROM jsonb_populate_recordset(NULL::units, removed) u) r
   WHERE NOT r.taken AND NOT r.layered
   GROUP BY 1, 2, 3, 4
  HAVING sum(r.delta) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, unit_type, gov_program_id, ami_level_id)
  DO UPDATE SET vacant = c.vacant + excluded.vacant;
  -- A class left with no vacant unit goes: the table holds exactly the classes that have some.
  DELETE FROM vacant_unit_classes c
   USING (SELECT DISTINCT u.organization_id, u.unit_type, coalesce(u.gov_program_id, 0) AS gov_program_id,
                 coalesce(u.ami_level_id, 0) AS ami_level_id
            FROM jsonb_populate_recordset(NULL::units, removed) u) r
   WHERE c.vacant = 0 AND c.organization_id = r.organization_id AND c.unit_type = r.unit_type
     AND c.gov_program_id = r.gov_program_id AND c.ami_level_id = r.ami_level_id
$$;

-- Inserted units count in their class, deleted ones leave it, updated ones may move; emptied
-- units leave no class.
CREATE FUNCTION vacant_unit_classes_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM vacant_unit_classes;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM vacant_unit_classes_add((SELECT jsonb_agg(to_jsonb(n)) FROM new_rows n), NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM vacant_unit_classes_add(NULL, (SELECT jsonb_agg(to_jsonb(o)) FROM old_rows o));
  ELSE
    PERFORM vacant_unit_classes_add((SELECT jsonb_agg(to_jsonb(n)) FROM new_rows n),
                                    (SELECT jsonb_agg(to_jsonb(o)) FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER vacant_unit_classes_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacant_unit_classes_after_change();
CREATE TRIGGER vacant_unit_classes_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacant_unit_classes_after_change();
CREATE TRIGGER vacant_unit_classes_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacant_unit_classes_after_change();
CREATE TRIGGER vacant_unit_classes_truncate AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION vacant_unit_classes_after_change();

-- The vacant units of the classes whose rent a page shows, by class: keyed as the counts are.
CREATE INDEX units_vacant_class_idx
  ON units (organization_id, unit_type, (coalesce(gov_program_id, 0)), (coalesce(ami_level_id, 0)))
  INCLUDE (id, property_id, unit_number) WHERE NOT taken AND NOT layered;

-- The layered vacant units, judged one by one: a tenth of the vacant units on the large data set.
CREATE INDEX units_vacant_layered_idx ON units (organization_id, property_id, id)
  INCLUDE (unit_type, unit_number, gov_program_id, ami_level_id) WHERE NOT taken AND layered;
