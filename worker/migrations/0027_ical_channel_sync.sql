-- Calendar sync with the online travel agencies (issue 28, docs/decisions/050-ical-connector.md).
--
-- A published feed (/ical/{token}.ics): one per physical room and per room type. The token is a
-- random id of 192 bits, not a person's credential: it only opens a calendar of blocked nights
-- with no guest's data, so it is stored as is and the back office can show the URL again.
-- Regenerating replaces it: the old URL answers 404.
CREATE TABLE ical_exports (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  room_id INTEGER UNIQUE REFERENCES rooms (id) ON DELETE CASCADE,
  room_type_id INTEGER UNIQUE REFERENCES room_types (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 32),
  created_date TEXT NOT NULL,
  CHECK ((room_id IS NULL) <> (room_type_id IS NULL))
);
CREATE INDEX ical_exports_hotel ON ical_exports (hotel_id);

-- What each feed last served, per channel it is read by ('' = every block): the hash of its
-- content and when that content changed, for ETag, Last-Modified and DTSTAMP.
CREATE TABLE ical_export_states (
  export_id INTEGER NOT NULL REFERENCES ical_exports (id) ON DELETE CASCADE,
  channel TEXT NOT NULL DEFAULT '',
  content_hash TEXT NOT NULL,
  modified_date TEXT NOT NULL,
  PRIMARY KEY (export_id, channel)
) WITHOUT ROWID;

-- A channel's feed the worker polls: into a room (room_id set, of room_type_id) or a room type.
-- etag and last_modified are the validators of the last good answer (conditional requests).
CREATE TABLE ical_imports (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  room_id INTEGER REFERENCES rooms (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  url TEXT NOT NULL CHECK (length(url) <= 2000),
  etag TEXT,
  last_modified TEXT,
  created_date TEXT NOT NULL
);
CREATE INDEX ical_imports_hotel ON ical_imports (hotel_id);

-- Each event of a feed that became a reservation, by its UID. Created in the same batch as the
-- reservation: the primary key makes a second sync of the same feed (cron and 'Sync now' at once)
-- fail its batch instead of booking the stay twice. Removing an import keeps its reservations.
CREATE TABLE ical_stays (
  import_id INTEGER NOT NULL REFERENCES ical_imports (id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id) ON DELETE CASCADE,
  summary TEXT NOT NULL DEFAULT '',
  checkin TEXT NOT NULL,
  checkout TEXT NOT NULL,
  PRIMARY KEY (import_id, uid)
);

-- The log of every sync of an import (the newest 50 are kept): what was read and done, or the
-- error with the channel's HTTP status.
CREATE TABLE ical_sync_runs (
  id INTEGER PRIMARY KEY,
  import_id INTEGER NOT NULL REFERENCES ical_imports (id) ON DELETE CASCADE,
  started_by TEXT NOT NULL CHECK (started_by IN ('SCHEDULED', 'MANUAL')),
  outcome TEXT NOT NULL CHECK (outcome IN ('OK', 'NOT_MODIFIED', 'ERROR')),
  http_status INTEGER,
  error TEXT,
  events_read INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  cancelled INTEGER NOT NULL DEFAULT 0,
  conflicts INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  started_date TEXT NOT NULL,
  duration_ms INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ical_sync_runs_import ON ical_sync_runs (import_id, id);
