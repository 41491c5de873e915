-- Issue 13: registration (/register) and hotel contracts (spec 002 §3 Contract, §4 plan and
-- contract selection; decision 030).
--
-- Partner plans: a plan flagged `partner` is offered only to signed-in managers
-- (GET /api/rs/secure/partner-plans) and never in the public hotel-plans list.
ALTER TABLE plans ADD COLUMN partner INTEGER NOT NULL DEFAULT 0 CHECK (partner IN (0, 1));

-- A registration waiting for its e-mail to be verified. Nothing else exists until the link is
-- opened: then the manager, the hotel and the contract are created in one guarded batch and the
-- row is marked used. Only the SHA-256 of the link's secret is stored, like password resets.
CREATE TABLE pending_registrations (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  username TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  surname TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  language TEXT NOT NULL,
  -- The hotel info form's values: type, name, stars, roomsNumber, entireAccommodation.
  hotel_json TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  payment_option_id INTEGER NOT NULL REFERENCES plan_payment_options (id),
  length_discount_id INTEGER REFERENCES plan_length_discounts (id),
  billing_json TEXT NOT NULL,
  created_date TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX pending_registrations_email ON pending_registrations (email);
CREATE INDEX pending_registrations_username ON pending_registrations (username);

-- A hotel's contract: the chosen plan, payment option and length discount, with the terms as
-- they were when it was made (prices may change later), its period and billing details.
CREATE TABLE hotel_contracts (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  payment_option_id INTEGER NOT NULL REFERENCES plan_payment_options (id),
  length_discount_id INTEGER REFERENCES plan_length_discounts (id),
  -- The Plan's option and discount as the API showed them (PlanPaymentOption, PlanLengthDiscount).
  option_json TEXT NOT NULL,
  discount_json TEXT,
  start_date TEXT NOT NULL,
  end_date TEXT,
  billing_json TEXT NOT NULL,
  created_date TEXT NOT NULL
);
CREATE INDEX hotel_contracts_hotel ON hotel_contracts (hotel_id, start_date DESC, id DESC);
