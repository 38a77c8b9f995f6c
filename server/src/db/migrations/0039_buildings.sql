-- LIHTC buildings (decision 042). Credits are allocated per building (IRC 42; each building has the
-- BIN its housing credit agency assigns, Form 8609), so a property's units belong to one of its
-- buildings.
--
-- A building belongs to its property (deleted with it, ON DELETE CASCADE, like its contacts; the
-- property service refuses while units remain). A unit names its building by a composite foreign
-- key that also carries the unit's property: a unit cannot sit in another property's building, nor
-- in another organization's, even if a query forgot to check. A building that still has units
-- cannot be deleted (NO ACTION; the service answers 409 first).
--
-- Every property has a building from its creation: an AFTER INSERT trigger on properties adds one
-- named and addressed as the property, whatever path inserts the property (the API, the demo data,
-- tests). A unit inserted without a building gets its property's only building (BEFORE INSERT
-- trigger); with several, the service asks which, and a bare insert fails on NOT NULL.

CREATE TABLE buildings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id),
  property_id integer NOT NULL,
  bin text CHECK (bin ~ '^[A-Z]{2}-[0-9]{2}-[0-9]{5}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  street1 text CHECK (length(street1) <= 150),
  street2 text CHECK (length(street2) <= 150),
  city text CHECK (length(city) <= 150),
  state text CHECK (length(state) <= 150),
  postal_code text CHECK (postal_code ~ '^[0-9]{1,9}$'),
  placed_in_service_date date,
  -- IRC 42(f)(1): the year the building is placed in service, or at the taxpayer's election the next.
  first_credit_year integer CHECK (first_credit_year BETWEEN 1987 AND 2200),
  -- NULL: the property's election applies.
  set_aside_election text CHECK (set_aside_election IN ('NONE', '20_50', '40_60', 'AVERAGE_INCOME')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT buildings_first_credit_year_of_pis CHECK (
    first_credit_year IS NULL
    OR first_credit_year - extract(year FROM placed_in_service_date)::integer IN (0, 1)
  ),
  UNIQUE (id, organization_id),
  UNIQUE (organization_id, property_id, id),
  FOREIGN KEY (property_id, organization_id) REFERENCES properties (id, organization_id) ON DELETE CASCADE
);
-- A BIN names one building: at most one per organization (NULLs, buildings without one yet, repeat).
CREATE UNIQUE INDEX buildings_bin_key ON buildings (organization_id, bin);
CREATE INDEX buildings_property_idx ON buildings (organization_id, property_id, lower(name), id);

-- One building for every existing property, named and addressed as it.
INSERT INTO buildings (organization_id, property_id, name, street1, street2, city, state, postal_code)
SELECT organization_id, id, property_name, street1, street2, city, state, postal_code
  FROM properties
 ORDER BY organization_id, id;

ALTER TABLE units ADD COLUMN building_id integer;
UPDATE units u
   SET building_id = b.id
  FROM buildings b
 WHERE b.organization_id = u.organization_id AND b.property_id = u.property_id;
ALTER TABLE units ALTER COLUMN building_id SET NOT NULL;
ALTER TABLE units ADD CONSTRAINT units_building_fkey
  FOREIGN KEY (organization_id, property_id, building_id) REFERENCES buildings (organization_id, property_id, id);
CREATE INDEX units_building_idx ON units (organization_id, building_id);

CREATE FUNCTION buildings_first_of_property() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO buildings (organization_id, property_id, name, street1, street2, city, state, postal_code)
  SELECT organization_id, id, property_name, street1, street2, city, state, postal_code FROM new_rows;
  RETURN NULL;
END $$;

CREATE TRIGGER buildings_first_of_property AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buildings_first_of_property();

CREATE FUNCTION units_only_building() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.building_id IS NULL THEN
    SELECT CASE WHEN count(*) = 1 THEN min(id) END INTO NEW.building_id
      FROM buildings
     WHERE organization_id = NEW.organization_id AND property_id = NEW.property_id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER units_only_building BEFORE INSERT ON units
  FOR EACH ROW EXECUTE FUNCTION units_only_building();
