-- Staff booking and explicit overbooking (docs/decisions/018-staff-booking-and-overbooking.md).
--
-- `inventory.booked` stays guarded by CHECK (booked <= total): it counts the rooms SOLD within
-- what exists, and everyone who sells online is refused past it. A front desk may confirm an
-- overbooking on purpose: the rooms it books beyond `total` are counted in `overbooked`, never in
-- `booked`. Releasing a room (cancel, no-show, early checkout) gives back an overbooked room
-- first: while a night is overbooked a cancellation only resolves the overbooking, so the
-- public widget can never sell a room that does not exist. The CHECK itself is unchanged, so the
-- table needs no rebuild: one column is added.
ALTER TABLE inventory ADD COLUMN overbooked INTEGER NOT NULL DEFAULT 0 CHECK (overbooked >= 0);

-- Rooms closed on a date (the planning's close/open, migration 0006 of the planning work). The
-- automatic room assignment never picks a closed room; created here only when 0006 did not
-- (IF NOT EXISTS), so the assignment's query always has its table.
CREATE TABLE IF NOT EXISTS room_closings (
  room_id INTEGER NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (length(date) = 10),
  PRIMARY KEY (room_id, date)
) WITHOUT ROWID;

-- The assignment looks for reservation rooms holding a physical room over a stay.
CREATE INDEX IF NOT EXISTS reservation_rooms_room ON reservation_rooms (room_id, start_date);
