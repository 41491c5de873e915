-- A hotel sets up its own rate plans (the back office's secure API; the demo seed wrote them
-- until now). The booking engine keeps reading the same rows (rate_plans, rate_plan_channels),
-- so what the manager saves is what the public search and calendar sell.

-- Each rate plan is edited on its own: a save or a removal based on an older version changes
-- nothing and answers 409 (the guard of property_changes, migration 0020, subject 'RATE_PLAN').
ALTER TABLE rate_plans ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The plan's default minimum and maximum stay in nights (NULL: none), for the nights whose
-- daily rate row names none of its own.
ALTER TABLE rate_plans ADD COLUMN min_stay INTEGER CHECK (min_stay IS NULL OR (min_stay >= 1 AND min_stay <= 365));
ALTER TABLE rate_plans ADD COLUMN max_stay INTEGER CHECK (max_stay IS NULL OR (max_stay >= 1 AND max_stay <= 365));
