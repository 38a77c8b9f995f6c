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

-- Sets the mark of the named units (organization and unit, pair by pair) from their occupancies.
CREATE FUNCTION units_taken_refresh(organizations int[], unit_ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE units u
     SET taken = t.taken
    FROM (SELECT DISTINCT c.organization_id, c.unit_id,
                 EXISTS (SELECT 1 FROM occupancies o
                          WHERE o.organization_id = c.organization_id AND o.unit_id = c.unit_id
                            AND o.status IN ('ACTIVE', 'PENDING')) AS taken
            FROM unnest(organizations, unit_ids) AS c(organization_id, unit_id)) t
   WHERE u.organization_id = t.organization_id AND u.id = t.unit_id AND u.taken IS DISTINCT FROM t.taken
$$;

-- Inserted or deleted occupancies: only ACTIVE and PENDING ones can change a unit's mark.
CREATE FUNCTION units_taken_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM units_taken_refresh(array_agg(organization_id), array_agg(unit_id))
     FROM changed_rows WHERE status IN ('ACTIVE', 'PENDING');
  RETURN NULL;
END $$;

-- Updated occupancies: the old and the new unit of each row whose status or unit changed.
CREATE FUNCTION units_taken_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM units_taken_refresh(array_agg(moved.organization_id), array_agg(moved.unit_id))
     FROM old_rows o
     JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.organization_id, o.unit_id), (n.organization_id, n.unit_id))
          AS moved(organization_id, unit_id)
    WHERE n.status IS DISTINCT FROM o.status OR n.unit_id IS DISTINCT FROM o.unit_id;
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
