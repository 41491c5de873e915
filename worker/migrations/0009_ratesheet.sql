-- Ratesheet (issue 11): the per-hotel rates version that keys the edge cache of public calendar
-- and search answers, and the audit of every rate, restriction and sale-closing change.

-- Bumped in the same batch as every change to rates, inventory, closings, promotions, channels or
-- reservations (worker/data/rates-version.ts); the cache key of public answers includes it.
ALTER TABLE hotels ADD COLUMN rates_version INTEGER NOT NULL DEFAULT 1;

-- Who changed what, when, before and after. One row per cell edit (CELL, one room type × plan ×
-- date), per room type and plan of a bulk edit (BULK: its period, weekdays and target; before is
-- the pair's prior rows as JSON), per room type and date of a sale closing (CLOSING, no plan).
-- The ratesheet shows the latest row covering each cell.
CREATE TABLE rate_changes (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  manager_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  changed_date TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('CELL', 'BULK', 'CLOSING')),
  room_type_id INTEGER NOT NULL,
  -- NULL for CLOSING (the room type's sale closing, every plan).
  rate_plan_id INTEGER,
  start_date TEXT NOT NULL CHECK (length(start_date) = 10),
  end_date TEXT NOT NULL CHECK (length(end_date) = 10),
  -- ISO weekdays covered, bit (weekday - 1): 127 = every day. The named CHECK doubles as the
  -- write guard: a batch inserts 0 here when what it was based on changed (stale cell values or
  -- rates version), so the whole batch fails and writes nothing (worker/data/ratesheet.ts).
  weekdays INTEGER NOT NULL DEFAULT 127 CONSTRAINT rate_changes_stale CHECK (weekdays BETWEEN 1 AND 127),
  -- CELL: {amountCents, minLOS, maxLOS, closed, cta, ctd} before and after (before null: no row).
  -- BULK: before [[date, amountCents, minLOS, maxLOS, closed, cta, ctd], …], after the target.
  -- CLOSING: {closed} before and after.
  before_json TEXT,
  after_json TEXT NOT NULL
);
CREATE INDEX rate_changes_span ON rate_changes (hotel_id, end_date, start_date);
