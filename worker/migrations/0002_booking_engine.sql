-- Booking engine: room types, rooms, services, policies, rate plans, daily rates, inventory,
-- closings, promotions, per-hotel booking settings, reservations and idempotency keys.
-- Money is integer cents, dates are 'YYYY-MM-DD' strings of the hotel's calendar (a night is named
-- by its date), instants are ISO-8601 UTC strings, structured sub-documents are JSON text.
-- The rules that read these rows live in src/domain/booking (types.ts is the contract);
-- worker/data/booking*.ts maps rows to those types.

-- Per-hotel settings of the public booking engine (VAT, deposit and city tax live on hotels).
CREATE TABLE hotel_booking_settings (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  -- Origins allowed to call the booking API from a browser (CORS), e.g. ["https://www.hotel.example"].
  allowed_origins_json TEXT NOT NULL DEFAULT '[]',
  -- Longest stay bookable online, in nights (booking form maxRange).
  max_range INTEGER NOT NULL DEFAULT 30 CHECK (max_range BETWEEN 1 AND 365),
  -- Age bands paying city tax (JSON array of adults/boys/children/kids); NULL = adults and boys.
  city_tax_bands_json TEXT,
  booking_enabled INTEGER NOT NULL DEFAULT 1,
  updated_date TEXT NOT NULL
);

CREATE TABLE room_types (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name_key TEXT NOT NULL,
  -- Display name and description per language: {"en": "...", "it": "..."}.
  name_json TEXT NOT NULL DEFAULT '{}',
  description_json TEXT NOT NULL DEFAULT '{}',
  category TEXT NOT NULL,
  max_adults INTEGER NOT NULL CHECK (max_adults >= 1),
  max_boys INTEGER NOT NULL DEFAULT 0 CHECK (max_boys >= 0),
  max_children INTEGER NOT NULL DEFAULT 0 CHECK (max_children >= 0),
  max_kids INTEGER NOT NULL DEFAULT 0 CHECK (max_kids >= 0),
  max_occupancy INTEGER NOT NULL CHECK (max_occupancy >= 1),
  -- Guests covered by the nightly rate (OCCUPANCY_BASED_PRICING) when the plan names none.
  base_occupancy INTEGER NOT NULL CHECK (base_occupancy >= 1),
  -- Nightly price of each guest beyond the base occupancy, per age band.
  extra_adult_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_adult_cents >= 0),
  extra_boy_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_boy_cents >= 0),
  extra_child_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_child_cents >= 0),
  extra_kid_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_kid_cents >= 0),
  -- Standard beds [{type, count, maxPerson}] and extra beds [{id, type, maxCount, maxPerson,
  -- pricesCents {adults, boys, children, kids}, frequency}].
  beds_json TEXT NOT NULL DEFAULT '[]',
  extra_beds_json TEXT NOT NULL DEFAULT '[]',
  -- Photos [{path, cover, caption}], paths relative to the storage url.
  photos_json TEXT NOT NULL DEFAULT '[]',
  size_sqm INTEGER,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  UNIQUE (hotel_id, name_key),
  CHECK (base_occupancy <= max_occupancy)
);
CREATE INDEX room_types_hotel ON room_types (hotel_id, position);

-- Physical rooms; inventory.total of a room type is normally its number of enabled rooms.
CREATE TABLE rooms (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  floor INTEGER,
  enabled INTEGER NOT NULL DEFAULT 1,
  UNIQUE (hotel_id, name)
);
CREATE INDEX rooms_room_type ON rooms (room_type_id);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name_key TEXT NOT NULL,
  name_json TEXT NOT NULL DEFAULT '{}',
  description_json TEXT NOT NULL DEFAULT '{}',
  category TEXT NOT NULL DEFAULT 'HOTEL' CHECK (category IN ('ROOM', 'HOTEL', 'EXTERNAL')),
  bookability TEXT NOT NULL CHECK (bookability IN ('INCLUDED', 'BOOKABLE')),
  payment_type TEXT NOT NULL CHECK (payment_type IN ('FREE', 'SINGLE', 'PER_PERSON')),
  frequency TEXT NOT NULL CHECK (frequency IN ('LUMP_SUM', 'DAILY', 'NIGHTLY', 'MONTHLY', 'YEARLY')),
  -- [{size: SINGLE|PER_ADULT|PER_BOY|PER_CHILD|PER_KID, amountCents}]
  options_json TEXT NOT NULL DEFAULT '[]',
  -- Maximum count per room; -1 = no cap.
  max_count INTEGER NOT NULL DEFAULT -1 CHECK (max_count >= -1),
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX services_hotel ON services (hotel_id, position);

-- Services attached to a room type: INCLUDED ones are always charged, BOOKABLE ones on request.
CREATE TABLE room_type_services (
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (room_type_id, service_id)
) WITHOUT ROWID;

CREATE TABLE cancellation_policies (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name_key TEXT NOT NULL,
  -- Deadline before check-in; NULL count = the reservation penalty applies up to check-in.
  deadline_count INTEGER CHECK (deadline_count IS NULL OR deadline_count >= 0),
  deadline_unit TEXT CHECK (deadline_unit IS NULL OR deadline_unit IN ('DAYS', 'HOURS', 'MONTHS')),
  -- Penalty documents {percentage, firstNight, additionalNights, chargeNights, chargeAmountCents};
  -- NULL = free.
  reservation_penalty_json TEXT,
  checkin_penalty_json TEXT,
  deposit INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cancellation_policies_hotel ON cancellation_policies (hotel_id);

CREATE TABLE no_show_policies (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name_key TEXT NOT NULL,
  percentage REAL CHECK (percentage IS NULL OR (percentage >= 0 AND percentage <= 100)),
  charge_nights INTEGER NOT NULL DEFAULT 0 CHECK (charge_nights >= 0),
  stay_nights INTEGER NOT NULL DEFAULT 0,
  charge_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (charge_amount_cents >= 0)
);
CREATE INDEX no_show_policies_hotel ON no_show_policies (hotel_id);

CREATE TABLE rate_plans (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name_key TEXT NOT NULL,
  name_json TEXT NOT NULL DEFAULT '{}',
  type TEXT NOT NULL CHECK (type IN ('STANDARD', 'NOT_REFUNDABLE')),
  -- Derived plans follow their parent: value is a signed percentage (PERCENTAGE) or cents (AMOUNT).
  parent_rate_plan_id INTEGER REFERENCES rate_plans (id) ON DELETE CASCADE,
  derivation_kind TEXT CHECK (derivation_kind IS NULL OR derivation_kind IN ('PERCENTAGE', 'AMOUNT')),
  derivation_value REAL,
  pricing_model TEXT NOT NULL DEFAULT 'PER_ROOM' CHECK (pricing_model IN ('PER_ROOM', 'OCCUPANCY_BASED_PRICING')),
  occupants_for_base_rate INTEGER CHECK (occupants_for_base_rate IS NULL OR occupants_for_base_rate >= 1),
  cancellation_policy_id INTEGER REFERENCES cancellation_policies (id) ON DELETE SET NULL,
  no_show_policy_id INTEGER REFERENCES no_show_policies (id) ON DELETE SET NULL,
  -- Meal plans included in the rate, e.g. ["BREAKFAST"].
  included_meal_plans_json TEXT NOT NULL DEFAULT '[]',
  -- Room types the plan is sold for (JSON array of ids); NULL = all.
  room_type_ids_json TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  CHECK ((parent_rate_plan_id IS NULL) = (derivation_kind IS NULL)),
  CHECK ((derivation_kind IS NULL) = (derivation_value IS NULL)),
  CHECK (parent_rate_plan_id IS NULL OR parent_rate_plan_id <> id)
);
CREATE INDEX rate_plans_hotel ON rate_plans (hotel_id, position);

-- One row per room type, rate plan and night. Derived plans usually have no rows (their amounts
-- and restrictions follow the parent). Clustered on (room type, date, plan): a hotel's date span
-- is one range seek per room type.
CREATE TABLE daily_rates (
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (length(date) = 10),
  rate_plan_id INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  -- NULL = no rate that night (not sellable).
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
  min_los INTEGER CHECK (min_los IS NULL OR min_los >= 1),
  max_los INTEGER CHECK (max_los IS NULL OR max_los >= 0),
  closed INTEGER NOT NULL DEFAULT 0,
  cta INTEGER NOT NULL DEFAULT 0,
  ctd INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (room_type_id, date, rate_plan_id)
) WITHOUT ROWID;
CREATE INDEX daily_rates_plan ON daily_rates (rate_plan_id, date);

-- Rooms of a type sold per night. The CHECK is the overbooking guard: a reservation batch that
-- pushes `booked` past `total` fails as a whole (worker/data/booking-write.ts).
CREATE TABLE inventory (
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (length(date) = 10),
  total INTEGER NOT NULL CHECK (total >= 0),
  booked INTEGER NOT NULL DEFAULT 0,
  room_closed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (room_type_id, date),
  CHECK (booked >= 0 AND booked <= total)
) WITHOUT ROWID;

-- Nights the whole hotel is closed.
CREATE TABLE hotel_closings (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (length(date) = 10),
  PRIMARY KEY (hotel_id, date)
) WITHOUT ROWID;

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (
    type IN ('STANDARD', 'MINIMUM_STAY', 'BOOK_TODAY', 'EARLY_BOOKING', 'LAST_MINUTE', 'LAST_SECOND')
  ),
  name_json TEXT NOT NULL DEFAULT '{}',
  -- PERCENTAGE: value % off each eligible night; PRICE: value cents off each eligible night.
  discount_type TEXT NOT NULL CHECK (discount_type IN ('PERCENTAGE', 'PRICE')),
  discount_value REAL NOT NULL CHECK (discount_value >= 0),
  -- EARLY_BOOKING min days ahead, LAST_MINUTE max days ahead, LAST_SECOND max hours ahead.
  days INTEGER CHECK (days IS NULL OR days >= 0),
  min_stay INTEGER CHECK (min_stay IS NULL OR min_stay >= 1),
  enabled INTEGER NOT NULL DEFAULT 1,
  valid_from TEXT,
  valid_to TEXT,
  on_arrival INTEGER NOT NULL DEFAULT 0,
  -- Secret promotions apply only with this code (compared case-insensitively); never published.
  secret_code TEXT,
  rate_plan_ids_json TEXT,
  room_type_ids_json TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  CHECK (discount_type <> 'PERCENTAGE' OR discount_value <= 100)
);
CREATE INDEX promotions_hotel ON promotions (hotel_id, enabled);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- Public confirmation code; the manage token is never stored, only its SHA-256.
  code TEXT NOT NULL UNIQUE,
  manage_token_hash TEXT NOT NULL,
  checkin TEXT NOT NULL,
  checkout TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'CONFIRMED' CHECK (status IN ('CONFIRMED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT')),
  -- 'free' or 'penalty' after a cancellation (spec 002 §4).
  status_text TEXT CHECK (status_text IS NULL OR status_text IN ('free', 'penalty')),
  delete_checkin INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT 'WIDGET',
  language TEXT NOT NULL DEFAULT 'en',
  guest_email TEXT NOT NULL COLLATE NOCASE,
  -- {email, name, surname, phone {prefix, number}, nationality, countryIso, consents}
  guest_json TEXT NOT NULL,
  -- Card guarantee: {circuit, holder, last4, expiryMonth, expiryYear} only; never number or CVV.
  card_json TEXT,
  promo_code TEXT,
  -- Guest's requests to the hotel (plain text).
  notes TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR',
  initial_total_cents INTEGER NOT NULL CHECK (initial_total_cents >= 0),
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  taxable_cents INTEGER NOT NULL DEFAULT 0,
  vat_cents INTEGER NOT NULL DEFAULT 0,
  city_tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (city_tax_cents >= 0),
  deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
  grand_total_cents INTEGER NOT NULL CHECK (grand_total_cents >= 0),
  charged_cents INTEGER NOT NULL DEFAULT 0 CHECK (charged_cents >= 0),
  cancel_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (cancel_amount_cents >= 0),
  -- SHA-256 of the Idempotency-Key (per hotel) and of the request it created this reservation for.
  idempotency_key_hash TEXT,
  request_hash TEXT,
  -- Bumped by every change; guarded statements of a batch check it (optimistic concurrency).
  version INTEGER NOT NULL DEFAULT 1,
  created_date TEXT NOT NULL,
  updated_date TEXT NOT NULL,
  cancelled_date TEXT,
  UNIQUE (hotel_id, idempotency_key_hash)
);
CREATE INDEX reservations_hotel_checkin ON reservations (hotel_id, checkin);
CREATE INDEX reservations_hotel_guest ON reservations (hotel_id, guest_email);

CREATE TABLE reservation_rooms (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  room_type_id INTEGER NOT NULL REFERENCES room_types (id),
  rate_plan_id INTEGER NOT NULL REFERENCES rate_plans (id),
  -- Physical room, assigned later by the back office.
  room_id INTEGER REFERENCES rooms (id) ON DELETE SET NULL,
  rate_type TEXT NOT NULL CHECK (rate_type IN ('STANDARD', 'NOT_REFUNDABLE')),
  status TEXT NOT NULL DEFAULT 'CONFIRMED' CHECK (status IN ('CONFIRMED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT')),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  adults INTEGER NOT NULL CHECK (adults >= 1),
  boys INTEGER NOT NULL DEFAULT 0 CHECK (boys >= 0),
  children INTEGER NOT NULL DEFAULT 0 CHECK (children >= 0),
  kids INTEGER NOT NULL DEFAULT 0 CHECK (kids >= 0),
  -- [{date, amountCents}] final nightly amounts (after promotions).
  daily_rates_json TEXT NOT NULL,
  -- Snapshots at booking time: extra beds, services, applied promotions, policies, meal plans.
  beds_json TEXT NOT NULL DEFAULT '[]',
  services_json TEXT NOT NULL DEFAULT '[]',
  promotions_json TEXT NOT NULL DEFAULT '[]',
  cancellation_policy_json TEXT,
  no_show_policy_json TEXT,
  included_meal_plans_json TEXT NOT NULL DEFAULT '[]',
  initial_total_cents INTEGER NOT NULL CHECK (initial_total_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  city_tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (city_tax_cents >= 0),
  deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
  charged_cents INTEGER NOT NULL DEFAULT 0 CHECK (charged_cents >= 0),
  cancel_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (cancel_amount_cents >= 0),
  penalty INTEGER NOT NULL DEFAULT 0,
  CHECK (end_date > start_date)
);
CREATE INDEX reservation_rooms_reservation ON reservation_rooms (reservation_id, position);
CREATE INDEX reservation_rooms_room_type ON reservation_rooms (room_type_id, start_date);

-- Idempotency-Key claims of POST reservations (per hotel, the key stored only as a SHA-256).
-- A request first claims its key (PENDING); concurrent requests with the same key wait for the
-- answer, which is stored encrypted with a key derived from the Idempotency-Key itself (the
-- answer holds the manage token). Failed requests release their claim. Rows live 24 hours.
CREATE TABLE idempotency_keys (
  hotel_id INTEGER NOT NULL,
  key_hash TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'DONE')),
  reservation_id INTEGER,
  response_status INTEGER,
  response_enc TEXT,
  created_date TEXT NOT NULL,
  PRIMARY KEY (hotel_id, key_hash)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_date);
