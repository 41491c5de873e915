-- Issue 13: the indexes the statistics queries read (worker/data/statistics.ts), so that a year of
-- a 50,000-reservation hotel is answered from index ranges alone (npm run bench:statistics).

-- Booked amount and sources by check-in: a covering range of the hotel's arrivals.
CREATE INDEX reservations_hotel_checkin_stats ON reservations (hotel_id, checkin, status, source, total_cents);

-- Occupation: the rooms of the hotel's room types staying in the period, covering.
CREATE INDEX reservation_rooms_type_stay ON reservation_rooms (room_type_id, start_date, end_date, status);

-- Transfers: only the rooms that carry services (most carry none).
CREATE INDEX reservation_rooms_type_services ON reservation_rooms (room_type_id, start_date)
  WHERE services_json <> '[]';
