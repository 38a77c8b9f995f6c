-- Whether a unit is held by an ACTIVE or PENDING occupancy, kept on the unit. The units a household
-- qualifies for are searched among the vacant ones (decision 021); finding those by an anti-join
-- of every unit against every current occupancy read 100,000 units and hashed 90,000 occupancies
-- on each search of the large data set, most of the search's time. With the mark, the vacant
-- units are one partial index. Triggers keep it in the transaction of every occupancy change, so a
-- reader never sees it behind; the application never writes it.
ALTER TABLE units ADD COLUMN taken boolean NOT NULL DEFAULT false;

UPDATE units u
   SET taken = true
 WHERE EXISTS (SELECT 1 FROM occupancies o
                WHERE o.organization_id = u.organization_id AND o.unit_id = u.id
                  AND o.status IN ('ACTIVE', 'PENDING'));

-- Covering: the search reads every vacant unit of an organization (or a property) from the index
-- alone, not from the 100,000 rows of the table.
CREATE INDEX units_vacant_idx ON units (organization_id, property_id, id)
  INCLUDE (unit_type, unit_number, gov_program_id, ami_level_id) WHERE NOT taken;

-- Sets the mark of the named units from their occupancies as they are now.
CREATE FUNCTION units_taken_refresh(changed_units int[], organization int) RETURNS void
LANGUAGE sql AS $$
  UPDATE units u
     SET taken = t.taken
    FROM (SELECT c.unit_id,
                 EXISTS (SELECT 1 FROM occupancies o
                          WHERE o.organization_id = organization AND o.unit_id = c.unit_id
                            AND o.status IN ('ACTIVE', 'PENDING')) AS taken
            FROM unnest(changed_units) AS c(unit_id)) t
   WHERE u.organization_id = organization AND u.id = t.unit_id AND u.taken IS DISTINCT FROM t.taken
$$;

CREATE FUNCTION units_taken_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN SELECT organization_id, array_agg(DISTINCT unit_id) AS unit_ids
                 FROM changed_rows
                WHERE status IN ('ACTIVE', 'PENDING')
                GROUP BY organization_id
  LOOP
    PERFORM units_taken_refresh(batch.unit_ids, batch.organization_id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE FUNCTION units_taken_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN SELECT organization_id, array_agg(DISTINCT unit_id) AS unit_ids
                 FROM (SELECT o.organization_id, o.unit_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                        WHERE n.status IS DISTINCT FROM o.status OR n.unit_id IS DISTINCT FROM o.unit_id
                       UNION ALL
                       SELECT n.organization_id, n.unit_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                        WHERE n.status IS DISTINCT FROM o.status OR n.unit_id IS DISTINCT FROM o.unit_id) moved
                GROUP BY organization_id
  LOOP
    PERFORM units_taken_refresh(batch.unit_ids, batch.organization_id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER units_taken_insert AFTER INSERT ON occupancies
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION units_taken_after_change();
CREATE TRIGGER units_taken_delete AFTER DELETE ON occupancies
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION units_taken_after_change();
CREATE TRIGGER units_taken_update AFTER UPDATE ON occupancies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_taken_after_update();

CREATE FUNCTION units_taken_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET taken = false WHERE taken;
  RETURN NULL;
END $$;

CREATE TRIGGER units_taken_truncate AFTER TRUNCATE ON occupancies
  FOR EACH STATEMENT EXECUTE FUNCTION units_taken_after_truncate();
