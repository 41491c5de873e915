-- A hotel sets up its own policies and taxes (the back office's Policies and Taxes screens; the
-- demo seed wrote them until now). The booking engine keeps reading the same rows, so what the
-- manager saves is what the widget quotes and says.

-- The manager's own name for a policy (the rate plan editor lists them by it). NULL: the seed's
-- policies, named by their name_key until a manager renames them.
ALTER TABLE cancellation_policies ADD COLUMN name TEXT CHECK (name IS NULL OR length(name) <= 60);
ALTER TABLE no_show_policies ADD COLUMN name TEXT CHECK (name IS NULL OR length(name) <= 60);

-- The deposit a policy with `deposit = 1` asks: deposit_percentage % of the total (as before), or,
-- when deposit_nights is set, the first deposit_nights nights. When it is due: NULL at booking,
-- else that many days before arrival.
ALTER TABLE hotels ADD COLUMN deposit_nights INTEGER
  CHECK (deposit_nights IS NULL OR (deposit_nights >= 1 AND deposit_nights <= 30));
ALTER TABLE hotels ADD COLUMN deposit_due_days INTEGER
  CHECK (deposit_due_days IS NULL OR (deposit_due_days >= 0 AND deposit_due_days <= 365));

-- VAT of extras (extra beds, bookable services) when it differs from the accommodation's
-- (hotels.vat_tax); NULL: the same rate, the single rate every hotel had until now.
ALTER TABLE hotels ADD COLUMN vat_tax_extras REAL
  CHECK (vat_tax_extras IS NULL OR (vat_tax_extras >= 0 AND vat_tax_extras <= 100));

-- Each document (the hotel's cancellation and no-show policies with its deposit; its taxes) is
-- edited as a whole (policies_version, 0019, guards the check-in times, another form): a save based on an
-- older version changes nothing and answers 409 (the guard of property_changes, migration 0020).
ALTER TABLE hotels ADD COLUMN booking_policies_version INTEGER NOT NULL DEFAULT 1 CHECK (booking_policies_version >= 1);
ALTER TABLE hotels ADD COLUMN taxes_version INTEGER NOT NULL DEFAULT 1 CHECK (taxes_version >= 1);
