-- A LIHTC property's minimum set-aside election (decision 027): 20-50, 40-60 or average income, or
-- none (not a LIHTC property). The property's compliance tests read it.
ALTER TABLE properties ADD COLUMN set_aside_election text NOT NULL DEFAULT 'NONE'
  CONSTRAINT properties_set_aside_election_check
  CHECK (set_aside_election IN ('NONE', '20_50', '40_60', 'AVERAGE_INCOME'));

-- A HOME Investment Partnerships program: a unit designated under it is a HOME unit, and a Low HOME
-- unit when that designation is at or below 50 % of AMI. Its designations count for the HOME test,
-- not for the LIHTC tests (decision 027).
ALTER TABLE gov_programs ADD COLUMN home_program boolean NOT NULL DEFAULT false;
