-- The dates a unit's limits are held by are its building's (decisions 042 and 048): the
-- placed-in-service date already on the building (MTSP hold harmless, IRC 142(d)(2)(E); HERA
-- special limits) and, new here, the date its gross rent floor fixes rents at (Rev. Proc. 94-57,
-- per building: the credit allocation date, or the placed-in-service date where the owner elected
-- it). Credits are allocated per building, so two buildings of one project can be held at different
-- years.
ALTER TABLE buildings ADD COLUMN gross_rent_floor_date date
  CHECK (gross_rent_floor_date >= DATE '1987-01-01');

-- The property columns of migration 0042 held these dates for the whole project; no API wrote
-- them, but whatever they hold goes to the property's buildings that have none of their own.
UPDATE buildings b
   SET placed_in_service_date = p.placed_in_service_date
  FROM properties p
 WHERE p.organization_id = b.organization_id AND p.id = b.property_id
   AND b.placed_in_service_date IS NULL AND p.placed_in_service_date IS NOT NULL
   -- A first credit year without a date stays as it is rather than break its check (IRC 42(f)(1)).
   AND (b.first_credit_year IS NULL
        OR b.first_credit_year - extract(year FROM p.placed_in_service_date)::integer IN (0, 1));
UPDATE buildings b
   SET gross_rent_floor_date = p.gross_rent_floor_date
  FROM properties p
 WHERE p.organization_id = b.organization_id AND p.id = b.property_id
   AND b.gross_rent_floor_date IS NULL AND p.gross_rent_floor_date IS NOT NULL
   AND p.gross_rent_floor_date >= DATE '1987-01-01';

ALTER TABLE properties DROP COLUMN placed_in_service_date;
ALTER TABLE properties DROP COLUMN gross_rent_floor_date;
