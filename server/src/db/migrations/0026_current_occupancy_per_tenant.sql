-- A candidate's current occupancy (the ACTIVE one, else the first PENDING one) is read for every row
-- of the candidates list. The tenant index holds every occupancy a tenant ever had, ended ones
-- included, so that look-up read them all and filtered; this index holds only the ACTIVE and PENDING
-- ones, so it is one probe that finds at most a few rows. The predicate is written as the query
-- writes it (candidate-shape.ts), so that generic plans can prove it.
CREATE INDEX occupancies_current_per_tenant
  ON occupancies (organization_id, tenant_id, start_date, id)
  WHERE status IN ('ACTIVE', 'PENDING');
