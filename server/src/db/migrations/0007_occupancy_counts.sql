-- The occupancy list's total by organization and status, kept by triggers in the same transaction
-- as every change to occupancies. Counting a status's rows on each page view read up to 10,001
-- index entries (about 1 ms of the database's time per request on the benchmark data set, more than
-- the page itself); reading one or three rows of this table costs next to nothing and is exact.
CREATE TABLE occupancy_counts (
  organization_id integer NOT NULL REFERENCES organizations (id),
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, status)
);

-- One statement-level trigger per kind of change, each with its transition tables: a bulk load of
-- thousands of rows updates each (organization, status) once. Deltas are applied in key order, so
-- two transactions that change several statuses lock their rows in the same order and cannot
-- deadlock; an update that leaves every status as it was touches no row at all.
CREATE FUNCTION occupancy_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO occupancy_counts AS c (organization_id, status, n)
  SELECT d.organization_id, d.status, d.n
    FROM jsonb_to_recordset(deltas) AS d(organization_id integer, status text, n bigint)
   WHERE d.n <> 0
   ORDER BY d.organization_id, d.status
  ON CONFLICT (organization_id, status) DO UPDATE SET n = c.n + excluded.n
$$;

CREATE FUNCTION occupancy_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupancy_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, status, count(*) AS n FROM new_rows GROUP BY 1, 2) d));
  RETURN NULL;
END $$;

CREATE FUNCTION occupancy_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupancy_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, status, -count(*) AS n FROM old_rows GROUP BY 1, 2) d));
  RETURN NULL;
END $$;

CREATE FUNCTION occupancy_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupancy_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, status, sum(n) AS n
        FROM (SELECT organization_id, status, 1 AS n FROM new_rows
              UNION ALL
              SELECT organization_id, status, -1 AS n FROM old_rows) changes
       GROUP BY 1, 2) d));
  RETURN NULL;
END $$;

CREATE FUNCTION occupancy_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM occupancy_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER occupancy_counts_insert AFTER INSERT ON occupancies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION occupancy_counts_after_insert();
CREATE TRIGGER occupancy_counts_delete AFTER DELETE ON occupancies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION occupancy_counts_after_delete();
CREATE TRIGGER occupancy_counts_update AFTER UPDATE ON occupancies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_counts_after_update();
CREATE TRIGGER occupancy_counts_truncate AFTER TRUNCATE ON occupancies
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_counts_after_truncate();

INSERT INTO occupancy_counts (organization_id, status, n)
SELECT organization_id, status, count(*) FROM occupancies GROUP BY 1, 2;
