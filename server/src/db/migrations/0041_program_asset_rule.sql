-- The asset rule a program's agency follows (decision 046): HUD's older rule (income imputed at the
-- passbook rate on all net family assets over $5,000, the greater of actual and imputed counted), or
-- HOTMA from the date the agency adopted it (imputed only on assets whose return cannot be computed,
-- over an indexed threshold). Before that date a HOTMA program's certifications follow the older rule.
ALTER TABLE gov_programs ADD COLUMN asset_rule text NOT NULL DEFAULT 'PRE_HOTMA'
  CONSTRAINT gov_programs_asset_rule_check CHECK (asset_rule IN ('PRE_HOTMA', 'HOTMA'));
ALTER TABLE gov_programs ADD COLUMN hotma_effective_date date
  CONSTRAINT gov_programs_hotma_effective_date_check CHECK (
    (asset_rule = 'HOTMA' AND hotma_effective_date >= DATE '2024-01-01')
    OR (asset_rule = 'PRE_HOTMA' AND hotma_effective_date IS NULL)
  );
