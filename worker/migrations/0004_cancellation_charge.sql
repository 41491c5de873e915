-- Spec 002 §3 Cancellation policy "cancellation (chargeNights, percentage)" and §4 early checkout:
-- what an early checkout of a NOT_REFUNDABLE rate charges for the nights not stayed, the first
-- chargeNights of them at percentage % (null or 0 = 100; below 100 discounts them):
-- {"chargeNights": 2, "percentage": 100}. NULL = the check-in penalty's chargeNights and
-- percentage, what early checkouts charged before this column (src/domain/booking/actions.ts).
ALTER TABLE cancellation_policies ADD COLUMN cancellation_json TEXT
  CHECK (cancellation_json IS NULL OR json_valid(cancellation_json));
