-- Uploaded documents are stored as they come (STORAGE EXTERNAL: out of line, never compressed) on
-- every server (decision 085). They are PDF, JPEG and PNG files, whose streams are already
-- compressed. Without LZ4 (the embedded PostgreSQL's npm binaries have none) pglz got past its
-- first kilobyte on a PDF's readable start, worked through most of the file and kept it
-- uncompressed anyway: about half of the database's CPU for a 2 MB submission. With LZ4
-- (migrations 0038 and 0064) the pass was cheaper but still saved nothing on such files. Both
-- engines now store a document the same way. Existing values stay as they are and read the same.
ALTER TABLE application_documents ALTER COLUMN content SET STORAGE EXTERNAL;
ALTER TABLE resident_documents ALTER COLUMN content SET STORAGE EXTERNAL;
