-- Each stored night of a room as a row (decision 060, amended): the revenue figures summed the
-- nights by opening every room's daily_rates_json with json_each, about 0.8 s for a year of a
-- busy hotel. These rows are kept by triggers on reservation_rooms, so every writer (the booking
-- engine, staff bookings, changes, early checkouts, cancellations, the iCal import, the seed)
-- keeps them true in the very statement that changes the room, with no code of its own.
-- status is the room's (CONFIRMED, CANCELLED, NO_SHOW, EARLY_CHECKOUT), copied so a sum needs no join.
CREATE TABLE reservation_room_nights (
  reservation_room_id INTEGER NOT NULL REFERENCES reservation_rooms (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL
);

-- Covering the revenue sum: a hotel's dates in a range, by status, with their amounts.
CREATE INDEX reservation_room_nights_hotel_date
  ON reservation_room_nights (hotel_id, date, status, amount_cents);
CREATE INDEX reservation_room_nights_room ON reservation_room_nights (reservation_room_id);

-- A damaged daily_rates_json or a night without a date adds no row; it never fails the write.
CREATE TRIGGER reservation_room_nights_on_insert AFTER INSERT ON reservation_rooms
BEGIN
  INSERT INTO reservation_room_nights (reservation_room_id, hotel_id, date, amount_cents, status)
  SELECT NEW.id, rt.hotel_id, json_extract(j.value, '$.date'),
         COALESCE(json_extract(j.value, '$.amountCents'), 0), NEW.status
  FROM room_types rt,
       json_each(CASE WHEN json_valid(NEW.daily_rates_json) THEN NEW.daily_rates_json ELSE '[]' END) j
  WHERE rt.id = NEW.room_type_id AND json_extract(j.value, '$.date') IS NOT NULL;
END;

CREATE TRIGGER reservation_room_nights_on_update
AFTER UPDATE OF daily_rates_json, status, room_type_id ON reservation_rooms
BEGIN
  DELETE FROM reservation_room_nights WHERE reservation_room_id = OLD.id;
  INSERT INTO reservation_room_nights (reservation_room_id, hotel_id, date, amount_cents, status)
  SELECT NEW.id, rt.hotel_id, json_extract(j.value, '$.date'),
         COALESCE(json_extract(j.value, '$.amountCents'), 0), NEW.status
  FROM room_types rt,
       json_each(CASE WHEN json_valid(NEW.daily_rates_json) THEN NEW.daily_rates_json ELSE '[]' END) j
  WHERE rt.id = NEW.room_type_id AND json_extract(j.value, '$.date') IS NOT NULL;
END;

CREATE TRIGGER reservation_room_nights_on_delete AFTER DELETE ON reservation_rooms
BEGIN
  DELETE FROM reservation_room_nights WHERE reservation_room_id = OLD.id;
END;

-- The rooms stored before this migration.
INSERT INTO reservation_room_nights (reservation_room_id, hotel_id, date, amount_cents, status)
SELECT rr.id, rt.hotel_id, json_extract(j.value, '$.date'),
       COALESCE(json_extract(j.value, '$.amountCents'), 0), rr.status
FROM reservation_rooms rr
JOIN room_types rt ON rt.id = rr.room_type_id,
     json_each(CASE WHEN json_valid(rr.daily_rates_json) THEN rr.daily_rates_json ELSE '[]' END) j
WHERE json_extract(j.value, '$.date') IS NOT NULL;
