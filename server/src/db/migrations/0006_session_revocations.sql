-- Session revocation reaches every server process at once.
--
-- Each process keeps the sessions it has recently looked up in memory for a few seconds and clears
-- them whenever something on this channel arrives (server/src/modules/auth/session-changes.ts).
-- These triggers announce every change that can end a session or change what it may do, whoever
-- makes it: another instance, the CLI or plain SQL. The payload is only the table's name: PostgreSQL
-- delivers identical notifications of one transaction once, so a bulk change is one message.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lar_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- The last-seen touch (an UPDATE of last_seen_at every 30 s per active session) must not notify,
-- or every process would drop its cache all the time; moving last_seen_at back (an administrative
-- change) does.
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
     OR NEW.last_seen_at < OLD.last_seen_at
     OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
     OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
     OR OLD.user_id IS DISTINCT FROM NEW.user_id
     OR OLD.subuser_id IS DISTINCT FROM NEW.subuser_id)
  EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER subusers_changed AFTER UPDATE ON subusers FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
     OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
     OR OLD.username IS DISTINCT FROM NEW.username
     OR OLD.admin_id IS DISTINCT FROM NEW.admin_id
     OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin
     OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
     OR OLD.username IS DISTINCT FROM NEW.username
     OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER organizations_changed AFTER UPDATE ON organizations FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_session_change();

-- Deletions, per statement (one per bulk delete, even of no rows: harmless). TRUNCATE fires no
-- row triggers; a restore (server/src/db/backup.ts) truncates these tables.
CREATE TRIGGER sessions_removed AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER subusers_removed AFTER DELETE OR TRUNCATE ON subusers FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_removed AFTER DELETE OR TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER organizations_removed AFTER DELETE OR TRUNCATE ON organizations FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();
