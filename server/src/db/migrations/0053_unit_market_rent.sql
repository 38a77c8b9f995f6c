-- A unit's market rent per month (decision 061): the rent of a comparable unassisted unit, which
-- caps what a HOME tenant over 80 % AMI pays (24 CFR 92.252(i)(2), decision 059). Optional: null
-- until staff record it.
ALTER TABLE units ADD COLUMN market_rent numeric(10,2)
  CONSTRAINT units_market_rent_check CHECK (market_rent >= 0);
