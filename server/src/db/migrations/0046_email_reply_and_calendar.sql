-- What an e-mail needs for its reader to act on it (decision 052): the address an answer goes to
-- (the property's or its company's e-mail; the From stays the configured sender, which may not be
-- able to receive), and a visit's calendar file (RFC 5545), sent as the attachment visit.ics.
ALTER TABLE email_outbox
  ADD COLUMN reply_to text CHECK (length(reply_to) <= 150),
  ADD COLUMN calendar text CHECK (length(calendar) <= 20000);
