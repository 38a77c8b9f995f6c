-- A deep rent-skewed project (IRC 42(g)(2)(D)(ii), elected under 142(d)(4)(B)): its households are
-- over income above 170 % of the limit instead of 140 % (decision 044).
ALTER TABLE properties ADD COLUMN deep_rent_skewed boolean NOT NULL DEFAULT false;
