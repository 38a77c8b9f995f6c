-- Company and property names are searched without regard to accents or case, as candidates' are:
-- "gestao" finds "Gestão", "esperanca" finds "Esperança". Each table keeps its name's search form
-- in `search_name`, written by a trigger from the name on every insert and rename, so every writer
-- (API, demo data, seed, restore) keeps it without knowing of it. The typed text goes through the
-- same function in the query, so stored and typed names compare alike whatever the locale does.

-- The name decomposed (NFD), without its combining marks, in lower case. The marks named are the
-- blocks Latin, Greek and Cyrillic letters decompose into: every accent of Portuguese and Spanish.
CREATE FUNCTION name_search_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize(name, NFD),
           '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))
$$;

ALTER TABLE property_managers ADD COLUMN search_name text;
UPDATE property_managers SET search_name = name_search_key(management_co);
ALTER TABLE property_managers ALTER COLUMN search_name SET NOT NULL;

ALTER TABLE properties ADD COLUMN search_name text;
UPDATE properties SET search_name = name_search_key(property_name);
ALTER TABLE properties ALTER COLUMN search_name SET NOT NULL;

-- One trigger function for both tables: its argument names the column the search name is of.
CREATE FUNCTION search_name_of_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := name_search_key(to_jsonb(NEW) ->> TG_ARGV[0]);
  RETURN NEW;
END
$$;

CREATE TRIGGER property_managers_search_name
  BEFORE INSERT OR UPDATE OF management_co, search_name ON property_managers
  FOR EACH ROW EXECUTE FUNCTION search_name_of_name('management_co');

CREATE TRIGGER properties_search_name
  BEFORE INSERT OR UPDATE OF property_name, search_name ON properties
  FOR EACH ROW EXECUTE FUNCTION search_name_of_name('property_name');

-- The name filters now read search_name; the trigram indexes on the names served only them.
DROP INDEX property_managers_org_name_trgm_idx;
CREATE INDEX property_managers_org_search_name_trgm_idx
  ON property_managers USING gist (organization_id, search_name gist_trgm_ops);

DROP INDEX properties_org_name_trgm_idx;
CREATE INDEX properties_org_search_name_trgm_idx
  ON properties USING gist (organization_id, search_name gist_trgm_ops);
