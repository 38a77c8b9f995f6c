-- Staff review of applications (issue 24, decision 032).

-- Staff downloads of an application's documents are audit-logged (issue 24, decision 032): who
-- read which document, written before the file is sent. A download is its own kind of entry, on
-- the application's history, so nobody mistakes it for a change.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('create', 'update', 'delete', 'download'));

-- The staff list of one property's applications, newest first (decision 032): an index range in the
-- list's order whatever the property's share of the organization's applications.
CREATE INDEX applications_property_submitted_idx
  ON applications (organization_id, property_id, submitted_at DESC, id DESC);
