-- A restore (server/src/db/backup.ts) writes every row as it was backed up, buildings included:
-- the first building a new property gets (migration 0039) would collide with the restored ones.
-- The restore marks its transaction with lar.restoring, and the trigger leaves such inserts alone.
CREATE OR REPLACE FUNCTION buildings_first_of_property() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('lar.restoring', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO buildings (organization_id, property_id, name, street1, street2, city, state, postal_code)
  SELECT organization_id, id, property_name, street1, street2, city, state, postal_code FROM new_rows;
  RETURN NULL;
END $$;
