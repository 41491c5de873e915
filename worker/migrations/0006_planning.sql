-- Planning calendar (spec 002 §4): rooms closed by the front desk on a date.
--
-- A closing takes the room off sale that night: the same batch that writes the row lowers its
-- room type's inventory.total by one (worker/data/planning.ts), and opening gives it back. The
-- automatic room assignment of new reservations skips closed rooms.
CREATE TABLE room_closings (
  room_id INTEGER NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (length(date) = 10),
  -- The manager who closed it (NULL once that manager is deleted).
  closed_by INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  -- When it was closed (ISO-8601 UTC).
  closed_date TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (room_id, date)
) WITHOUT ROWID;

-- Occupancy of a physical room over a stay (planning moves, closings, automatic assignment).
CREATE INDEX IF NOT EXISTS reservation_rooms_room ON reservation_rooms (room_id, start_date);

-- The reservation rooms of a date span, by room type, without scanning the past (planning grid).
CREATE INDEX IF NOT EXISTS reservation_rooms_type_end ON reservation_rooms (room_type_id, end_date);
