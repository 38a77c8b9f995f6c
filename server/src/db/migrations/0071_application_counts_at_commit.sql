-- A new application adds to the kept counts (migration 0070) when its transaction commits, not
-- when its row is inserted (decision 084). The counts of a status have one row for the whole
-- organization (property 0), so every submission to an organization updates that row; updated at
-- the insert, its lock was held while the submission went on to store its documents (up to 10 MB
-- each), its reporting data and its notice, and then committed. Every other submission to the
-- organization waited for all of that: with the benchmark's 2 MB PDF, 18 submissions a second at 8
-- connections with a p99 of 871-915 ms, against 26 a second and 425-434 ms with the insert trigger
-- turned off for the experiment.
--
-- A deferred constraint trigger runs at commit, after the rest of the transaction's work: the row
-- lock is then held only for the upsert and the commit itself. Constraint triggers are row-level
-- (no transition tables), so each inserted row adds its own two deltas. Changes of status and
-- removals keep the statement-level triggers, so a lottery that moves 10,000 applications still
-- updates each count once. Deltas commute: a row inserted and then updated or deleted in the same
-- transaction ends with the same counts whichever runs first, as the trigger's NEW is the row as
-- inserted. Each row's delta goes through application_counts_add, which adds it to the property's
-- row and the organization's in key order, as every other change does.
DROP TRIGGER application_counts_insert ON applications;
DROP FUNCTION application_counts_after_insert();

CREATE FUNCTION application_counts_after_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_counts_add(jsonb_build_array(jsonb_build_object(
    'organization_id', NEW.organization_id, 'property_id', NEW.property_id, 'status', NEW.status, 'n', 1)));
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER application_counts_insert AFTER INSERT ON applications
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION application_counts_after_insert_row();
