-- The dashboard's stamps (migration 0031) also key the property compliance report (decision 058),
-- so they must move with everything the low-income unit rule reads: a household's certifications
-- (its move-in income, size and student status), the buildings (elections and dates) and HUD's
-- HERA special limits (an organization's, like the programs' tables). Rows that name their
-- occupancy move the property of the occupancy's unit.
CREATE FUNCTION dashboard_touch_by_occupancy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(u.organization_id), array_agg(u.property_id))
       FROM new_rows r
       JOIN occupancies o ON o.organization_id = r.organization_id AND o.id = r.occupancy_id
       JOIN units u ON u.organization_id = o.organization_id AND u.id = o.unit_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM dashboard_touch(array_agg(u.organization_id), array_agg(u.property_id))
       FROM old_rows r
       JOIN occupancies o ON o.organization_id = r.organization_id AND o.id = r.occupancy_id
       JOIN units u ON u.organization_id = o.organization_id AND u.id = o.unit_id;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('income_certifications', 'dashboard_touch_by_occupancy'),
      ('buildings', 'dashboard_touch_by_property'),
      ('hera_special_levels', 'dashboard_touch_organization')) AS t(tab, fn)
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
