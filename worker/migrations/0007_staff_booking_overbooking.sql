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

-- (room_closings and the reservation_rooms (room_id, start_date) index the automatic room
-- assignment reads come from 0006_planning.sql.)
