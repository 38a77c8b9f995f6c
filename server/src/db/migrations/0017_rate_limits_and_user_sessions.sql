-- Rate-limit counters shared by every server process on this database, so instances behind a load
-- balancer enforce one limit instead of one each (server/src/lib/rate-limiter.ts).
--
-- One row per counted key: login attempts per address, per account and address and per account,
-- password-change attempts, contact-form messages per address, and the addresses an account has
-- logged in from. `key` is a SHA-256 of what is counted, so the table holds no address or username
-- in clear. Windows are fixed: the first hit opens one that ends at window_ends_at, and a hit after
-- that opens the next. Rows whose window has ended are deleted by the processes as they count.
--
-- Not tenant data (login names no organization). UNLOGGED: counters need not survive a crash or
-- reach a standby, and every login writes here, so skipping the write-ahead log is worth it.
CREATE UNLOGGED TABLE rate_limit_windows (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_windows_ends ON rate_limit_windows (window_ends_at);

-- A password change and "log out everywhere" revoke every live session of one main account; sub-users
-- have had this index since migration 0001.
CREATE INDEX sessions_user_idx ON sessions (organization_id, user_id) WHERE revoked_at IS NULL;
