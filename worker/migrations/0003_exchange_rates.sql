-- Exchange rates for showing prices in the guest's currency (spec 001 §3 Exchange record, §9:
-- rates cached by the day, stored per base). Prices are always charged in the hotel's currency.

-- One row per base currency and rate day: what the provider answered (or the demo seed).
CREATE TABLE exchange_rates (
  base TEXT NOT NULL CHECK (length(base) = 3),
  -- The day the rates are of ('YYYY-MM-DD'), as published by the provider.
  date TEXT NOT NULL,
  -- {"USD": 1.158, "JPY": 178.5, ...}: 1 base = rate units of each currency.
  rates_json TEXT NOT NULL,
  -- When the rates were fetched (ISO-8601 UTC): the provider is asked at most once a day per base.
  fetched_at TEXT NOT NULL,
  -- The provider's host name, or 'seed' for the demo data of worker/seed/exchange-rates.ts.
  source TEXT NOT NULL,
  PRIMARY KEY (base, date)
);

-- The last failed call to the provider per base, so that a provider outage is not asked again on
-- every request (retried after an hour; the stored rates are served meanwhile).
CREATE TABLE exchange_rate_failures (
  base TEXT PRIMARY KEY,
  failed_at TEXT NOT NULL,
  error TEXT NOT NULL
);
