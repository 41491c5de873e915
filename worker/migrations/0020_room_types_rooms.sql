-- A hotel sets up its own room types and rooms (the back office's secure API; the demo seed wrote
-- them until now). The booking engine keeps reading the same rows (room_types, rooms, inventory),
-- so what the manager saves is what the public search and calendar sell.

-- Each room type and each room is edited on its own: a save or a removal based on an older
-- version changes nothing and answers 409.
ALTER TABLE room_types ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE rooms ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The staff's own notes on a physical room (never shown to guests).
ALTER TABLE rooms ADD COLUMN notes TEXT CHECK (notes IS NULL OR length(notes) <= 400);

-- Who changed the property's set-up, when, before and after: one row per room type or room
-- created, edited or removed (subject ROOM_TYPE or ROOM; later set-up steps add their own
-- subjects). before_json is NULL for a creation, after_json NULL for a removal.
-- The named CHECK is the write guard, as for rate_changes: a batch writes 0 in `guard` when what
-- the request was based on changed (a version, a future stay, a party larger than the new
-- occupancy), so the whole batch fails and writes nothing (worker/data/room-types.ts, rooms.ts).
CREATE TABLE property_changes (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  manager_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  changed_date TEXT NOT NULL,
  subject TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DELETE')),
  guard INTEGER NOT NULL DEFAULT 1 CONSTRAINT property_changes_stale CHECK (guard = 1),
  before_json TEXT CHECK (before_json IS NULL OR json_valid(before_json)),
  after_json TEXT CHECK (after_json IS NULL OR json_valid(after_json))
);
CREATE INDEX property_changes_subject ON property_changes (hotel_id, subject, subject_id, changed_date);
