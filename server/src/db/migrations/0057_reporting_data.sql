-- Household data for the agencies' reports (issue 39, decision 066): race and ethnicity,
-- disability, last 4 of the SSN and rental assistance of a certification's or an application's
-- household. One row per record, its content sealed with AES-256-GCM by the app (the key never
-- reaches the database): `sealed` is version byte, 12-byte nonce, 16-byte tag and ciphertext.
CREATE TABLE reporting_data (
  organization_id integer NOT NULL REFERENCES organizations (id),
  record_kind text NOT NULL CHECK (record_kind IN ('certification', 'application')),
  record_id integer NOT NULL,
  sealed bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, record_kind, record_id)
);

-- Each read of that data is audit-logged: a read is its own kind of entry on the record's history.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('create', 'update', 'delete', 'download', 'read'));

-- The data goes with its record: a deleted draft certification or a purged application takes it.
CREATE FUNCTION reporting_data_of_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reporting_data r
  USING old_rows o
  WHERE r.organization_id = o.organization_id AND r.record_kind = TG_ARGV[0] AND r.record_id = o.id;
  RETURN NULL;
END $$;

CREATE TRIGGER income_certifications_reporting_data_deleted
  AFTER DELETE ON income_certifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reporting_data_of_deleted('certification');

CREATE TRIGGER applications_reporting_data_deleted
  AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reporting_data_of_deleted('application');
