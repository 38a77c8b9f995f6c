-- A move-in draft follows its placement until it is finalized (decision 062): when the occupancy's
-- rent, assistance, charges, start date, household size or income change, the draft takes them, and
-- this column keeps what the last such change took, from what to what, so the draft says so.
-- Null for a draft the placement never changed.
ALTER TABLE income_certifications ADD COLUMN placement_changes jsonb;

-- Drafts used to carry made-up names ("Household member 2") for members nobody had named yet; a
-- draft's unnamed member is empty instead. Finalized certifications never change.
UPDATE income_certifications
   SET members = (
         SELECT jsonb_agg(
                  CASE WHEN m ->> 'name' ~ '^Household member [0-9]+$'
                       THEN jsonb_set(m, '{name}', '""'::jsonb) ELSE m END
                  ORDER BY i)
           FROM jsonb_array_elements(members) WITH ORDINALITY AS e(m, i))
 WHERE status = 'DRAFT'
   AND EXISTS (SELECT 1 FROM jsonb_array_elements(members) x
                WHERE x ->> 'name' ~ '^Household member [0-9]+$');
