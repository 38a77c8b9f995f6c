-- Whether an update named the version its client had read (decision 018). An update without one
-- applies to whatever the record is by then (the last write wins), and its record says so: false.
-- Null where the question does not arise: creates, deletes, and records written before this.
ALTER TABLE audit_log ADD COLUMN version_given boolean;
