-- The front desk's day (issue 29, decision 047): where a reservation's guests are, kept apart
-- from its status of spec 002 (CONFIRMED stays CONFIRMED while the guests are in house), and the
-- history lines of a check-in, its undo and a check-out.

-- One row per reservation whose guests have been checked in; no row is EXPECTED. Per
-- reservation, not per room: the party arrives and leaves together (every room of a reservation
-- shares its dates, and a room leaving early is the early checkout of spec 002 §4). Who checked
-- in and out is kept as {name, surname} like the notes' authors, so it survives the manager.
-- checked_in_day is the hotel's date of the check-in: its undo is allowed on that day only.
CREATE TABLE reservation_stays (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('IN_HOUSE', 'DEPARTED')),
  checked_in_date TEXT NOT NULL,
  checked_in_day TEXT NOT NULL,
  checked_in_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  checked_in_by_json TEXT CHECK (checked_in_by_json IS NULL OR json_valid(checked_in_by_json)),
  checked_out_date TEXT,
  checked_out_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  checked_out_by_json TEXT CHECK (checked_out_by_json IS NULL OR json_valid(checked_out_by_json)),
  CHECK ((state = 'DEPARTED') = (checked_out_date IS NOT NULL))
);
CREATE INDEX reservation_stays_state ON reservation_stays (state);

-- The history gains CHECKED_IN, CHECKIN_UNDONE and CHECKED_OUT. SQLite cannot change a CHECK:
-- the table is built again with the longer list and its rows copied (nothing references it).
CREATE TABLE reservation_events_new (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('CREATED', 'MOVED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_REMOVED',
    'DOCUMENTS_SAVED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT', 'EMAIL_SENT',
    'CHECKED_IN', 'CHECKIN_UNDONE', 'CHECKED_OUT')),
  actor_kind TEXT CHECK (actor_kind IS NULL OR actor_kind IN ('STAFF', 'GUEST')),
  actor_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  actor_json TEXT CHECK (actor_json IS NULL OR json_valid(actor_json)),
  detail_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail_json)),
  created_date TEXT NOT NULL
);
INSERT INTO reservation_events_new (id, reservation_id, type, actor_kind, actor_id, actor_json, detail_json, created_date)
  SELECT id, reservation_id, type, actor_kind, actor_id, actor_json, detail_json, created_date FROM reservation_events;
DROP TABLE reservation_events;
ALTER TABLE reservation_events_new RENAME TO reservation_events;
CREATE INDEX reservation_events_reservation ON reservation_events (reservation_id, created_date, id);
