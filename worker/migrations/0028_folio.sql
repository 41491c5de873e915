-- Issue 30, the folio of every stay (decision 052). What the stay itself owes (nights, extras,
-- city tax, penalties) is read from reservation_rooms as the engine stored it; these tables hold
-- what staff add and the money that moves. Both are append-only: a correction is a new row, never
-- an edit (the triggers refuse any UPDATE); rows go only with their reservation.

-- Lines staff add: CHARGE (minibar, parking…; a negative one is a correction and needs a reason)
-- and WAIVER (a penalty waived, negative, with its reason). Money is integer cents in the
-- reservation's currency; vat_rate is the percent included in the amount (the hotel's rate of
-- the line's class when it was added).
CREATE TABLE folio_lines (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('CHARGE', 'WAIVER')),
  -- The hotel day the line is for.
  date TEXT NOT NULL CHECK (length(date) = 10),
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 100000000),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  vat_rate REAL CHECK (vat_rate IS NULL OR (vat_rate >= 0 AND vat_rate <= 100)),
  description TEXT CHECK (description IS NULL OR length(description) <= 80),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 200),
  -- Who added it: the manager while the account exists, and their name as it was then.
  actor_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  actor_json TEXT CHECK (actor_json IS NULL OR json_valid(actor_json)),
  created_date TEXT NOT NULL,
  CHECK (amount_cents > 0 OR reason IS NOT NULL),
  CHECK (kind <> 'WAIVER' OR amount_cents < 0)
);
CREATE INDEX folio_lines_reservation ON folio_lines (reservation_id, id);

-- Money received (PAYMENT) and given back (REFUND), always a positive amount.
CREATE TABLE folio_payments (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('PAYMENT', 'REFUND')),
  method TEXT NOT NULL CHECK (method IN ('CASH', 'CARD', 'BANK_TRANSFER', 'OTA_VIRTUAL_CARD', 'OTHER')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 100000000),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  -- The terminal's receipt number, the bank transfer's reference, the OTA's payout id…
  reference TEXT CHECK (reference IS NULL OR length(reference) <= 60),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 200),
  date TEXT NOT NULL CHECK (length(date) = 10),
  actor_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  actor_json TEXT CHECK (actor_json IS NULL OR json_valid(actor_json)),
  created_date TEXT NOT NULL
);
CREATE INDEX folio_payments_reservation ON folio_payments (reservation_id, id);
-- The daily cash report (payments per method per day) reads by date.
CREATE INDEX folio_payments_date ON folio_payments (date, method);

CREATE TRIGGER folio_lines_append_only BEFORE UPDATE ON folio_lines
BEGIN
  SELECT RAISE(ABORT, 'folio lines are never edited: add a correction');
END;
CREATE TRIGGER folio_payments_append_only BEFORE UPDATE ON folio_payments
BEGIN
  SELECT RAISE(ABORT, 'folio payments are never edited: add a refund');
END;

-- The folio's own version: every folio write is one batch whose inserts run only while the
-- version is the one the screen read, and whose last statement bumps it. Of two desks recording
-- the same payment at once, one wins and the other gets 409 with nothing written. Apart from the
-- reservation's version, so a note or a document saved meanwhile does not refuse a payment.
ALTER TABLE reservations ADD COLUMN folio_version INTEGER NOT NULL DEFAULT 1 CHECK (folio_version >= 1);

-- The history (migration 0019) tells folio events too: a charge, a payment, a refund, a penalty
-- waived. The list of event types lives in src/domain/reservation-history.ts; the table now only
-- checks the shape of a type, so a new kind of event (the front desk's, the folio's) needs no
-- rebuild of this table again. SQLite cannot alter a CHECK: the table is rebuilt, rows and ids kept.
CREATE TABLE reservation_events_new (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (length(type) BETWEEN 3 AND 40 AND type NOT GLOB '*[^A-Z_]*'),
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

-- Receipts numbered per hotel and year (issue 30 "Receipts"): a number is taken once, in order,
-- when staff issue the receipt of a folio (UNIQUE below: two desks at once cannot take the same
-- one; the loser retries with the next). A voided receipt keeps its number, with when, who and
-- why; numbers are never reused. The printed receipt shows the reservation's latest valid number.
CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  number INTEGER NOT NULL CHECK (number >= 1),
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  -- What the folio said when the receipt was issued.
  total_cents INTEGER NOT NULL,
  paid_cents INTEGER NOT NULL,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  folio_version INTEGER NOT NULL,
  actor_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  actor_json TEXT CHECK (actor_json IS NULL OR json_valid(actor_json)),
  issued_date TEXT NOT NULL,
  voided_date TEXT,
  void_reason TEXT CHECK (void_reason IS NULL OR length(void_reason) <= 200),
  void_actor_json TEXT CHECK (void_actor_json IS NULL OR json_valid(void_actor_json)),
  UNIQUE (hotel_id, year, number),
  CHECK ((voided_date IS NULL) = (void_reason IS NULL))
);
CREATE INDEX receipts_reservation ON receipts (reservation_id, id);
-- Only a void may change a receipt, and only once.
CREATE TRIGGER receipts_void_only BEFORE UPDATE ON receipts
WHEN OLD.voided_date IS NOT NULL OR NEW.hotel_id <> OLD.hotel_id OR NEW.year <> OLD.year
  OR NEW.number <> OLD.number OR NEW.reservation_id <> OLD.reservation_id OR NEW.total_cents <> OLD.total_cents
  OR NEW.paid_cents <> OLD.paid_cents OR NEW.issued_date <> OLD.issued_date
BEGIN
  SELECT RAISE(ABORT, 'a receipt is only ever voided, once');
END;
