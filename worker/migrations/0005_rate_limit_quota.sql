-- Quotas: a counter that may never go past its limit inside the batch that counts it (decision
-- 014). The reservation batch counts the reservations a client address created with
-- `quota` = the limit: a reservation past it fails the CHECK, and the whole batch with it (nothing
-- booked), like the inventory's CHECK. Plain attempt counters leave `quota` NULL.
ALTER TABLE rate_limits ADD COLUMN quota INTEGER
  CONSTRAINT rate_limit_quota CHECK (quota IS NULL OR count <= quota);
