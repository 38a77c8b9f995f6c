-- The household's adjusted income (24 CFR 5.611) as staff enter it on a certification (decision 059):
-- HOME's rent for a household over 80 % AMI is 30 % of it per month (24 CFR 92.252(i)(2)). Lar does
-- not capture the deductions, so it is never computed here. Null until entered; never above the
-- annual income (deductions only lower it).
ALTER TABLE income_certifications ADD COLUMN adjusted_income numeric(14,2)
  CONSTRAINT income_certifications_adjusted_income_check CHECK (
    adjusted_income >= 0 AND adjusted_income <= annual_income
  );
