-- A program recertifies its households every year unless it says otherwise (decision 064): the
-- column's default follows PROGRAM_DEFAULTS in contracts/src/programs.ts. The 120 it replaces was
-- the notice window before an anniversary, not a period. Programs already stored keep their value:
-- a manager may have chosen it.
ALTER TABLE gov_programs ALTER COLUMN recertification_frequency SET DEFAULT 365;
