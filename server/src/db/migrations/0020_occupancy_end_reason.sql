-- Why an occupancy ended, recorded by Terminate with the move-out date. Occupancies ended before
-- this change, and those ended by the original client's DELETE, name no reason, so it stays
-- nullable. The codes are the contract's OCCUPANCY_END_REASONS; `end_reason_details` holds the
-- words of "other".
ALTER TABLE occupancies ADD COLUMN end_reason text
  CHECK (end_reason IN ('moved_out', 'lease_ended', 'eviction', 'transfer', 'death', 'other'));
ALTER TABLE occupancies ADD COLUMN end_reason_details text;
