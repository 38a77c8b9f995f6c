-- The applications list's total by organization, property and status, kept by triggers in the same
-- transaction as every change to applications (as occupancy_counts, migration 0007). Counting the
-- list's matches on each page view read up to 10,001 index entries: about 2.1 ms of the database's
-- time per request on the benchmark's 20,000 applications, more than the page itself.
--
-- Each property's statuses have a row, and so has the whole organization's, under property 0 (no
-- property has that id: ids start at 1). A list of one property, or of the organization, with or
-- without a status, sums at most one row per status: summing every property's rows instead read
-- 6,782 of them for the benchmark's organization, 1.5 ms, little better than counting.
CREATE TABLE application_counts (
  organization_id integer NOT NULL REFERENCES organizations (id),
  property_id integer NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, property_id, status)
);

-- Statement-level triggers with transition tables: a lottery that moves 10,000 applications to the
-- waitlist updates each (organization, property, status) once. Deltas are applied in key order,
-- so two transactions that change several keys lock their rows in the same order and cannot
-- deadlock; an update that leaves every key as it was touches no row at all.
CREATE FUNCTION application_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO application_counts AS c (organization_id, property_id, status, n)
  SELECT d.organization_id, scope.property_id, d.status, sum(d.n)
    FROM jsonb_to_recordset(deltas) AS d(organization_id integer, property_id integer, status text, n bigint)
   CROSS JOIN LATERAL (VALUES (d.property_id), (0)) AS scope (property_id)
   GROUP BY 1, 2, 3
  HAVING sum(d.n) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, property_id, status) DO UPDATE SET n = c.n + excluded.n
$$;

CREATE FUNCTION application_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, property_id, status, count(*) AS n FROM new_rows GROUP BY 1, 2, 3) d));
  RETURN NULL;
END $$;

CREATE FUNCTION application_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, property_id, status, -count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d));
  RETURN NULL;
END $$;

CREATE FUNCTION application_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_counts_add((
    SELECT coalesce(jsonb_agg(d), '[]') FROM (
      SELECT organization_id, property_id, status, sum(n) AS n
        FROM (SELECT organization_id, property_id, status, 1 AS n FROM new_rows
              UNION ALL
              SELECT organization_id, property_id, status, -1 AS n FROM old_rows) changes
       GROUP BY 1, 2, 3) d));
  RETURN NULL;
END $$;

CREATE FUNCTION application_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER application_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_insert();
CREATE TRIGGER application_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_delete();
CREATE TRIGGER application_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_update();
CREATE TRIGGER application_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_truncate();

INSERT INTO application_counts (organization_id, property_id, status, n)
SELECT organization_id, property_id, status, count(*) FROM applications GROUP BY 1, 2, 3
UNION ALL
SELECT organization_id, 0, status, count(*) FROM applications GROUP BY 1, 3;
