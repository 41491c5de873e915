-- Back office: guest identity documents and staff notes of a reservation (spec 001 §3 Guest
-- document and Note; issue 10).

-- One row per reservation: its documents as one JSON array (one per guest, trimmed or padded to
-- the guest count when read). The list is edited and saved as a whole, so one version guards it:
-- a PUT based on an older version changes nothing and answers 409. A reservation without a row
-- has only blank documents (version 0 in the API).
CREATE TABLE reservation_guest_documents (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
  -- [{uuid, name, surname, gender, birthDate, maxDate, birthPlace, province, nationality,
  --   citizenship, type, issuer, number, guestType, resident, exemption, roomId, status}]
  documents_json TEXT NOT NULL CHECK (json_valid(documents_json)),
  complete_count INTEGER NOT NULL DEFAULT 0 CHECK (complete_count >= 0),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  -- {name, surname} of the manager who saved last (kept if the manager is deleted).
  updated_by_json TEXT NOT NULL,
  updated_date TEXT NOT NULL
);

-- Staff notes (at most 400 characters each), newest first in the list. Authors are kept as
-- {name, surname} so a note still says who wrote it after the manager is gone.
CREATE TABLE reservation_notes (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 400),
  created_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  created_by_json TEXT NOT NULL,
  created_date TEXT NOT NULL,
  last_modified_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  last_modified_by_json TEXT,
  last_modified_date TEXT,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX reservation_notes_reservation ON reservation_notes (reservation_id, created_date);
