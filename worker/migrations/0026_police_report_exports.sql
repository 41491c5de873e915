-- The police report of arrivals (Alloggiati Web; issue 29, decision 049): each file a manager
-- produces for the Polizia di Stato, and which guests went into it, so that a guest is never sent
-- twice by mistake nor forgotten, and a file can be downloaded again as it was produced.

-- One file: the arrival date it reports, its lines (CR LF, ASCII: src/domain/alloggiati.ts) kept
-- verbatim for the download again, who produced it and when. The id is a random UUID, made by the
-- worker, so the guests of the same batch can name it.
CREATE TABLE police_report_exports (
  id TEXT PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  arrival_date TEXT NOT NULL,
  line_count INTEGER NOT NULL CHECK (line_count >= 1),
  content TEXT NOT NULL,
  created_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  -- {name, surname} of the manager (kept if the manager is deleted).
  created_by_json TEXT NOT NULL,
  created_date TEXT NOT NULL
);
CREATE INDEX police_report_exports_hotel ON police_report_exports (hotel_id, arrival_date, created_date);

-- The guests of a file: a guest is a reservation's identity document (its uuid, stable across
-- saves). `resend` = 1: the manager asked to send again a guest already sent.
CREATE TABLE police_report_guests (
  export_id TEXT NOT NULL REFERENCES police_report_exports (id) ON DELETE CASCADE,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  document_uuid TEXT NOT NULL,
  resend INTEGER NOT NULL DEFAULT 0 CHECK (resend IN (0, 1)),
  PRIMARY KEY (export_id, reservation_id, document_uuid)
);
-- A guest goes out once unless re-sent on purpose: of two managers exporting the same guests at
-- once, the second batch fails as a whole (409) and records nothing.
CREATE UNIQUE INDEX police_report_guests_once ON police_report_guests (reservation_id, document_uuid)
  WHERE resend = 0;
