-- Main accounts are managed like sub-users: an e-mail, an active flag, and a password an admin
-- reset that the account must replace at its next login.
--
-- Accounts made before this change (first start, create-org) have no e-mail, so it stays
-- nullable; the API asks for one on every new account.
ALTER TABLE users ADD COLUMN email text;
ALTER TABLE users ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- The "one active admin per organization" check locks these rows; the index finds them without
-- reading the organization's other accounts.
CREATE INDEX users_org_active_admins_idx ON users (organization_id, id) WHERE is_admin AND is_active;

-- Deactivation and a forced password change alter what a session may do, so they are announced to
-- every process's session cache like the changes of migration 0006.
DROP TRIGGER users_changed ON users;
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin
     OR OLD.is_active IS DISTINCT FROM NEW.is_active
     OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
     OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
     OR OLD.username IS DISTINCT FROM NEW.username
     OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION notify_session_change();
