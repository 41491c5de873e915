-- Issue 13: the public reviews of a hotel are answered from the edge cache (caches.default) under a
-- key holding `hotels.reviews_version`. Every change that alters what the public sees bumps it, by
-- trigger, so a writer (a guest's review, the hotel's reply written by the back office, a like or a
-- report) cannot forget to: the next read misses and recomputes, a stale answer is never served.

ALTER TABLE hotels ADD COLUMN reviews_version INTEGER NOT NULL DEFAULT 1;

CREATE TRIGGER guest_reviews_version_insert AFTER INSERT ON guest_reviews
BEGIN
  UPDATE hotels SET reviews_version = reviews_version + 1 WHERE id = NEW.hotel_id;
END;

CREATE TRIGGER guest_reviews_version_update AFTER UPDATE ON guest_reviews
BEGIN
  UPDATE hotels SET reviews_version = reviews_version + 1 WHERE id = NEW.hotel_id;
END;

CREATE TRIGGER guest_reviews_version_delete AFTER DELETE ON guest_reviews
BEGIN
  UPDATE hotels SET reviews_version = reviews_version + 1 WHERE id = OLD.hotel_id;
END;

CREATE TRIGGER guest_review_likes_version_insert AFTER INSERT ON guest_review_likes
BEGIN
  UPDATE hotels SET reviews_version = reviews_version + 1
  WHERE id = (SELECT hotel_id FROM guest_reviews WHERE id = NEW.review_id);
END;

CREATE TRIGGER guest_review_likes_version_delete AFTER DELETE ON guest_review_likes
BEGIN
  UPDATE hotels SET reviews_version = reviews_version + 1
  WHERE id = (SELECT hotel_id FROM guest_reviews WHERE id = OLD.review_id);
END;

-- The invitation job looks for stays that ended recently and have no invitation yet.
CREATE INDEX reservations_checkout_status ON reservations (checkout, status);
