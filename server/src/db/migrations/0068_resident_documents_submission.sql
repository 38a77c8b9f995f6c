-- Issue 40's parts wired together (decisions 076, 077, 079). A resident document's `submission_id`
-- is filled when staff accept the cycle's questionnaire; migration 0064 left it without a foreign
-- key so its table stood without 0063. A submission leaves with its occupancy (both cascade), so
-- SET NULL only covers a submission removed alone.
ALTER TABLE resident_documents
  ADD FOREIGN KEY (submission_id, organization_id)
    REFERENCES resident_submissions (id, organization_id) ON DELETE SET NULL (submission_id);
CREATE INDEX resident_documents_submission_idx ON resident_documents (organization_id, submission_id);
