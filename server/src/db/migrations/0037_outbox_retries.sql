-- The mailer's schedule for each unsent e-mail: when it may next be tried. A mailer claims a row
-- by moving this forward (a lease) in a short transaction of its own, so no database connection is
-- held while the SMTP server answers and a second instance skips the row; a failure moves it to the
-- next backoff step. NULL means at once (every row queued before this column existed, too).
ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz;
CREATE INDEX email_outbox_due_idx ON email_outbox (coalesce(next_attempt_at, '-infinity'::timestamptz), id)
  WHERE sent_at IS NULL;
