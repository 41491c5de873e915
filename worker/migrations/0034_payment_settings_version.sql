-- Issue 30: the hotel edits its payment settings (which cards it accepts, whether a guarantee card
-- is asked at all) from the property screen; a version guards them like the check-in times'
-- policies_version (0019), so two managers saving at once never overwrite each other silently.
ALTER TABLE hotels ADD COLUMN payment_settings_version INTEGER NOT NULL DEFAULT 1;
