-- Recertification notices e-mailed with a resident portal sign-in link (issue 40, decision 080).
-- The calendar's notices were letters staff print; the daily job also e-mails them. A notice row
-- now says how it went: LETTER (printed by staff, as before) or EMAIL (sent by the job). The job's
-- e-mail is sent at most once per occupancy, due date and stage: the unique index is its claim, so
-- two servers running the job at once cannot both send it. `reminder_sent_at` records the one
-- reminder the job sends when nothing was done 14 days after the e-mail.
ALTER TABLE recertification_notices
  ADD COLUMN channel text NOT NULL DEFAULT 'LETTER' CHECK (channel IN ('LETTER', 'EMAIL')),
  ADD COLUMN recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  ADD COLUMN reminder_sent_at timestamptz;
CREATE UNIQUE INDEX recertification_notices_email_once
  ON recertification_notices (organization_id, occupancy_id, due_date, bucket)
  WHERE channel = 'EMAIL';

-- Decision 075's known weakness: a resident e-mail's link and code rested in clear in the outbox
-- after it was sent. The e-mail is now queued with `redacted_body_text` too (the same text with
-- the secrets replaced by a placeholder), and the mailer puts it in `body_text`'s place when the
-- SMTP server has taken the e-mail.
ALTER TABLE email_outbox ADD COLUMN redacted_body_text text;
