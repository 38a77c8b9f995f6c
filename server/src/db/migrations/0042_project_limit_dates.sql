-- The dates a project's limits are held by (decision 048): the date it was placed in service (MTSP
-- hold harmless, IRC 142(d)(2)(E); HERA special limits for projects placed in service by
-- 2008-12-31) and the date its gross rent floor fixes rents at (Rev. Proc. 94-57: the allocation
-- date, or the placed-in-service date where the owner elected it). Kept on the property until
-- buildings carry their own placed-in-service dates; the compliance module reads them in one place
-- (project-dates.repository.ts).
ALTER TABLE properties ADD COLUMN placed_in_service_date date;
ALTER TABLE properties ADD COLUMN gross_rent_floor_date date;

-- HUD's HERA special income limits of an area (the MTSP file's HERA special columns), by program,
-- year, AMI % and household size. Apart from ami_levels: they are not the program's limits but
-- those of its projects placed in service by 2008-12-31, and no unit is designated at them.
CREATE TABLE hera_special_levels (
  organization_id integer NOT NULL REFERENCES organizations(id),
  program_id integer NOT NULL,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  percentage numeric(5, 2) NOT NULL CHECK (percentage IN (50, 60)),
  household_size smallint NOT NULL CHECK (household_size BETWEEN 1 AND 8),
  limit_value numeric(12, 2) NOT NULL CHECK (limit_value > 0),
  PRIMARY KEY (organization_id, program_id, year, percentage, household_size),
  FOREIGN KEY (organization_id, program_id) REFERENCES gov_programs (organization_id, id) ON DELETE CASCADE
);
