-- A hotel is a team (issue 31, decision 055): each link of a person to a hotel carries their role
-- there and whether it works today. Links made before roles existed are their hotel's owners, and
-- so is the link a registration makes (the column's default).
ALTER TABLE manager_hotels ADD COLUMN role TEXT NOT NULL DEFAULT 'OWNER'
  CHECK (role IN ('OWNER', 'MANAGER', 'FRONT_DESK', 'HOUSEKEEPING', 'REVENUE'));
-- A suspended member keeps their place in the staff list but cannot open the hotel.
ALTER TABLE manager_hotels ADD COLUMN status TEXT NOT NULL DEFAULT 'ACTIVE'
  CHECK (status IN ('ACTIVE', 'SUSPENDED'));
-- Two people changing the same member at once: the save based on an older version answers 409.
ALTER TABLE manager_hotels ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The staff list and the guard's "last owner" count read a hotel's links by role.
CREATE INDEX manager_hotels_hotel ON manager_hotels (hotel_id, role, status);

-- An invitation to join a hotel's staff with a role. Its link carries a random token; only the
-- token's SHA-256 is stored, as for password resets and sessions. It works once (used_at) and for
-- 7 days (expires_at); a new invitation to the same address at the same hotel replaces the old.
CREATE TABLE staff_invitations (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('OWNER', 'MANAGER', 'FRONT_DESK', 'HOUSEKEEPING', 'REVENUE')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  created_date TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  accepted_by INTEGER REFERENCES managers (id) ON DELETE SET NULL
);
CREATE INDEX staff_invitations_hotel ON staff_invitations (hotel_id, email);
