-- Issue 40's parts wired together (decisions 076, 077, 079). A resident document's `submission_id`
-- is filled when staff accept the cycle's questionnaire; migration 0064 left it without a foreign
-- key so its table stood without 0063. A submission leaves with its occupancy (both cascade), so
-- SET NULL only covers a submission removed alone.
ALTER TABLE resident_documents
  ADD FOREIGN KEY (submission_id, organization_id)
    REFERENCES resident_submissions (id, organization_id) ON DELETE SET NULL (submission_id);
CREATE INDEX resident_documents_submission_idx ON resident_documents (organization_id, submission_id);

-- A resident's third-party verification request names the member by the questionnaire's
-- `member_key` when the household has a questionnaire (decision 079), so a member who joined this
-- year (in no certification yet) can be verified: `member_index` (the place in the certification
-- in force, what staff choose by) is then that member's place when they are in it, else null.
ALTER TABLE verification_requests
  ADD COLUMN member_key text CHECK (member_key ~ '^[0-9a-f-]{36}$'),
  ALTER COLUMN member_index DROP NOT NULL,
  ADD CHECK (member_index IS NOT NULL OR member_key IS NOT NULL);
