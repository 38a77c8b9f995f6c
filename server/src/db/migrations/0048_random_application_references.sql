-- Application references drawn at random (decision 055): `LAR-XXXX-XXXX` from the 30-character
-- alphabet of contracts/src/applications.ts (REFERENCE_ALPHABET: no 0/O, 1/I/L, nor U). The
-- references given before, `LAR-<year>-<number>`, stay valid, so the check accepts both forms.
ALTER TABLE applications DROP CONSTRAINT applications_reference_check;
ALTER TABLE applications ADD CONSTRAINT applications_reference_check
  CHECK (reference ~ '^LAR-([0-9]{4}-[0-9]{6,}|[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4})$');
