-- Issue 30, revenue figures (decision 060): pickup reads the reservations a hotel made, and those
-- it cancelled, per hour of a period; without these it scans every reservation of the hotel
-- (npm run bench:statistics: 50,000 reservations).
CREATE INDEX reservations_hotel_created ON reservations (hotel_id, created_date);
CREATE INDEX reservations_hotel_cancelled ON reservations (hotel_id, cancelled_date)
  WHERE cancelled_date IS NOT NULL;
