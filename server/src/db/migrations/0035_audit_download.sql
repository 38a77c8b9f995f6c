-- Staff downloads of an application's documents are audit-logged (issue 24, decision 032): who
-- read which document, written before the file is sent. A download is its own kind of entry, on
-- the application's history, so nobody mistakes it for a change.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('create', 'update', 'delete', 'download'));
