-- An index for every foreign key that had none, led by the key's own columns. PostgreSQL indexes
-- the referenced side of a key, not the referencing one: deleting a referenced row (a candidate,
-- an occupancy, a unit, a building, an application, a company's contact, a user) made it read the
-- whole referencing table once per deleted row. With 20,000 applications, removing a few thousand
-- candidates ran past the statement timeout. `server/test/platform/foreign-key-indexes.test.ts`
-- keeps every key indexed from now on.
CREATE INDEX applications_candidate_idx ON applications (organization_id, candidate_id)
  WHERE candidate_id IS NOT NULL;
CREATE INDEX applications_occupancy_idx ON applications (organization_id, occupancy_id)
  WHERE occupancy_id IS NOT NULL;
CREATE INDEX applications_offered_unit_idx ON applications (organization_id, offered_unit_id)
  WHERE offered_unit_id IS NOT NULL;
CREATE INDEX email_outbox_application_idx ON email_outbox (organization_id, application_id)
  WHERE application_id IS NOT NULL;
CREATE INDEX properties_by_manager_contact_idx ON properties (property_manager_id, property_manager_contact_id)
  WHERE property_manager_contact_id IS NOT NULL;
CREATE INDEX sessions_by_user_idx ON sessions (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX sessions_by_subuser_idx ON sessions (subuser_id) WHERE subuser_id IS NOT NULL;
CREATE INDEX subusers_by_admin_idx ON subusers (admin_id);
CREATE INDEX units_by_building_idx ON units (organization_id, building_id, property_id);
