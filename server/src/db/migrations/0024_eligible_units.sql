-- The eligible-units search (decision 021) reads the vacant units of an organization: those with no
-- ACTIVE or PENDING occupancy. The partial unique index on ACTIVE ones does not cover PENDING, and
-- the unit history index would visit every past occupancy; this one holds only the taken units.
CREATE INDEX occupancies_unit_taken_idx ON occupancies (organization_id, unit_id)
  WHERE status IN ('ACTIVE', 'PENDING');

-- The distinct (program, AMI %) pairs the units are designated at, read by an index-only scan.
CREATE INDEX unit_designations_pair_idx ON unit_designations (organization_id, program_id, ami_percentage)
  INCLUDE (unit_id);
