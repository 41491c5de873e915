-- Issue 13, the small widgets of spec 002: a reservation's history (the back office timeline) and
-- a version guarding the hotel's check-in and check-out times.

-- What happened to a reservation, in order: written in the SAME db.batch as the change itself
-- (worker/data/reservation-events.ts), so a history line exists exactly when the change does.
-- type: CREATED, MOVED, NOTE_ADDED, NOTE_EDITED, NOTE_REMOVED, DOCUMENTS_SAVED, CANCELLED,
-- NO_SHOW, EARLY_CHECKOUT, EMAIL_SENT. actor_kind says who acted: STAFF (actor_json holds the
-- manager's name, actor_id the manager while the account exists), GUEST (the guest, online or
-- through the private link) or NULL when it is not known (rows backfilled below).
-- detail_json: the facts of the event ({ source }, { template, to }, { status, penalty }...).
CREATE TABLE reservation_events (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('CREATED', 'MOVED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_REMOVED',
    'DOCUMENTS_SAVED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT', 'EMAIL_SENT')),
  actor_kind TEXT CHECK (actor_kind IS NULL OR actor_kind IN ('STAFF', 'GUEST')),
  actor_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  actor_json TEXT CHECK (actor_json IS NULL OR json_valid(actor_json)),
  detail_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail_json)),
  created_date TEXT NOT NULL
);
CREATE INDEX reservation_events_reservation ON reservation_events (reservation_id, created_date, id);

-- Reservations made before this migration: their creation (with its source) and their
-- cancellation, from the reservations' own dates; who did it is not known.
INSERT INTO reservation_events (reservation_id, type, detail_json, created_date)
  SELECT id, 'CREATED', json_object('source', source), created_date FROM reservations;
INSERT INTO reservation_events (reservation_id, type, detail_json, created_date)
  SELECT id, 'CANCELLED', '{}', cancelled_date FROM reservations
   WHERE status = 'CANCELLED' AND cancelled_date IS NOT NULL;

-- The check-in and check-out times stay in hotels.policies_json (checkinFrom, checkinTo,
-- checkoutTo: the booking profile and the hotel page already read them there); their editor in
-- the property screen saves them as one form guarded by this version (409 when another manager
-- saved first).
ALTER TABLE hotels ADD COLUMN policies_version INTEGER NOT NULL DEFAULT 1 CHECK (policies_version >= 1);
