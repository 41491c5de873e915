-- Housekeeping (issue 29): each room's last recorded state, its note, an out-of-order period, and
-- how often stay-overs are serviced. The status a date SHOWS is computed on read from the last
-- recorded state and the room's stays (src/domain/housekeeping.ts, decision 048): nothing is
-- written at the day change. A room without a row was never recorded (CLEAN until a stay leaves it).
CREATE TABLE room_housekeeping (
  room_id INTEGER PRIMARY KEY REFERENCES rooms (id) ON DELETE CASCADE,
  -- OUT_OF_ORDER is never stored here: it is the period below covering the date.
  status TEXT NOT NULL CHECK (status IN ('CLEAN', 'DIRTY', 'INSPECTED')),
  -- When and by whom the status was recorded (ISO-8601 UTC; NULL once that manager is deleted).
  changed_date TEXT NOT NULL,
  changed_by INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  -- The housekeepers' note on the room ("extra towels"); NULL: none.
  note TEXT CHECK (note IS NULL OR length(note) <= 200),
  -- The room is out of order the nights out_of_order_from..out_of_order_to (both included); its
  -- room_closings rows of those nights carry out_of_order = 1.
  out_of_order_from TEXT CHECK (out_of_order_from IS NULL OR length(out_of_order_from) = 10),
  out_of_order_to TEXT CHECK (out_of_order_to IS NULL OR length(out_of_order_to) = 10),
  out_of_order_reason TEXT CHECK (out_of_order_reason IS NULL OR length(out_of_order_reason) <= 200),
  -- Bumped by every write; a write based on another version changes nothing (409).
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- The write guard of an out-of-order batch (as property_changes_stale, migration 0020): the batch
  -- writes 0 here when the room changed meanwhile, so the whole batch fails and writes nothing.
  guard INTEGER NOT NULL DEFAULT 1 CONSTRAINT room_housekeeping_stale CHECK (guard = 1),
  CHECK ((out_of_order_from IS NULL) = (out_of_order_to IS NULL)
    AND (out_of_order_from IS NULL) = (out_of_order_reason IS NULL)
    AND (out_of_order_from IS NULL OR out_of_order_from <= out_of_order_to))
);

-- The closings an out-of-order period wrote (1), as opposed to the planning's own (0): ending the
-- period reopens its nights and leaves the planning's closings alone.
ALTER TABLE room_closings ADD COLUMN out_of_order INTEGER NOT NULL DEFAULT 0 CHECK (out_of_order IN (0, 1));

-- How often a hotel's stay-overs are serviced: every N days from the arrival (1: daily).
CREATE TABLE housekeeping_settings (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  stay_over_every INTEGER NOT NULL DEFAULT 1 CHECK (stay_over_every BETWEEN 1 AND 14),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_date TEXT NOT NULL
);
