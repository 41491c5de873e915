-- Foundation schema: everything the public site needs. Money is stored in integer cents,
-- dates as ISO-8601 UTC strings, structured sub-documents (addresses, settings) as JSON text.

CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Single-row entity describing the company behind the platform (spec 000 §3 About).
CREATE TABLE about (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  brand TEXT NOT NULL,
  company_name TEXT NOT NULL,
  company_legal_name TEXT NOT NULL,
  company_vat TEXT NOT NULL,
  company_address_json TEXT NOT NULL,
  registered_office_json TEXT NOT NULL,
  chamber_commerce_number TEXT NOT NULL,
  facebook TEXT,
  twitter TEXT,
  instagram TEXT,
  linkedin TEXT,
  ui_info_email TEXT NOT NULL,
  phone TEXT NOT NULL,
  ui_url TEXT NOT NULL,
  demo_trial_days INTEGER NOT NULL DEFAULT 30
);

-- Named JSON configuration documents: storage, amz, cc, reservation sources and channels.
CREATE TABLE app_config (
  key TEXT PRIMARY KEY,
  value_json TEXT NOT NULL
);

CREATE TABLE hotels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_alias TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  stars INTEGER,
  classification INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  rooms_number INTEGER,
  currency TEXT NOT NULL DEFAULT 'EUR',
  time_zone TEXT NOT NULL DEFAULT 'Europe/Rome',
  address_json TEXT NOT NULL,
  payment_settings_json TEXT NOT NULL DEFAULT '{}',
  -- House rules shown to guests: check-in/out times, children, pets, smoking.
  policies_json TEXT NOT NULL DEFAULT '{}',
  description_json TEXT NOT NULL DEFAULT '{}',
  vat_tax REAL NOT NULL DEFAULT 10,
  deposit_percentage REAL NOT NULL DEFAULT 0,
  city_tax_cents INTEGER NOT NULL DEFAULT 0,
  city_tax_limit INTEGER NOT NULL DEFAULT 0,
  created_date TEXT NOT NULL,
  updated_date TEXT NOT NULL
);
CREATE INDEX hotels_enabled_classification ON hotels (enabled, classification DESC);

CREATE TABLE hotel_gallery (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  cover INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  caption TEXT
);
CREATE INDEX hotel_gallery_hotel ON hotel_gallery (hotel_id, position);

CREATE TABLE managers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  surname TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  avatar TEXT,
  avatar_type TEXT NOT NULL DEFAULT 'PORTAL',
  language TEXT NOT NULL DEFAULT 'en',
  enabled INTEGER NOT NULL DEFAULT 1,
  created_date TEXT NOT NULL,
  password_changed_date TEXT NOT NULL
);

CREATE TABLE manager_hotels (
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  PRIMARY KEY (manager_id, hotel_id)
);

-- Subscription plans (hotel-plans) with payment options and contract-length discounts.
CREATE TABLE plans (
  id INTEGER PRIMARY KEY,
  name_key TEXT NOT NULL,
  classification INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  background TEXT,
  features_json TEXT NOT NULL DEFAULT '[]',
  feature_groups_json TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE plan_payment_options (
  id INTEGER PRIMARY KEY,
  plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  frequency TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  initial_cents INTEGER NOT NULL,
  final_cents INTEGER NOT NULL,
  vat_rate REAL NOT NULL DEFAULT 22,
  min_length_count INTEGER NOT NULL DEFAULT 1,
  min_length_unit TEXT NOT NULL DEFAULT 'MONTHS',
  favorite INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE plan_length_discounts (
  id INTEGER PRIMARY KEY,
  plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  size_count INTEGER NOT NULL,
  size_unit TEXT NOT NULL DEFAULT 'MONTHS',
  discount_type TEXT NOT NULL CHECK (discount_type IN ('PRICE', 'PERCENTAGE')),
  -- Percentage points for PERCENTAGE, cents for PRICE.
  discount_value INTEGER NOT NULL
);

-- Reviews that hotel managers leave about the platform (home page testimonials).
CREATE TABLE manager_reviews (
  id INTEGER PRIMARY KEY,
  manager_name TEXT NOT NULL,
  manager_surname TEXT NOT NULL,
  nickname TEXT,
  avatar_type TEXT NOT NULL CHECK (avatar_type IN ('PORTAL', 'FACEBOOK', 'GOOGLE')),
  avatar TEXT,
  facebook_image TEXT,
  google_image TEXT,
  show_real_name INTEGER NOT NULL DEFAULT 1,
  hotel_name TEXT,
  language TEXT NOT NULL DEFAULT 'en',
  score REAL NOT NULL CHECK (score >= 0 AND score <= 10),
  title TEXT,
  pro TEXT NOT NULL,
  feedbacks_json TEXT NOT NULL DEFAULT '[]',
  created_date TEXT NOT NULL
);
CREATE INDEX manager_reviews_created ON manager_reviews (created_date DESC);

CREATE TABLE demo_requests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  surname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  hotel_name TEXT NOT NULL,
  hotel_type TEXT,
  rooms_number INTEGER,
  message TEXT,
  language TEXT NOT NULL DEFAULT 'en',
  privacy_accepted INTEGER NOT NULL,
  created_date TEXT NOT NULL
);

CREATE TABLE join_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  send_email INTEGER NOT NULL DEFAULT 0,
  is_continue INTEGER NOT NULL,
  created_date TEXT NOT NULL
);
CREATE INDEX join_requests_email ON join_requests (email);

CREATE TABLE quote_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  manager_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  building_type TEXT NOT NULL,
  count INTEGER NOT NULL,
  group_flag INTEGER NOT NULL DEFAULT 0,
  group_name TEXT,
  language TEXT NOT NULL DEFAULT 'en',
  created_date TEXT NOT NULL
);
CREATE INDEX quote_requests_email ON quote_requests (email);

-- Hotels proposed in a quote: "temporary hotels" pending until the platform activates them.
CREATE TABLE quote_hotels (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_alias TEXT NOT NULL,
  type TEXT NOT NULL,
  stars INTEGER,
  rooms_number INTEGER,
  address_json TEXT,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED')),
  created_date TEXT NOT NULL
);
CREATE INDEX quote_hotels_quote ON quote_hotels (quote_id);

CREATE TABLE help_requests (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('PHONE', 'EMAIL')),
  hours TEXT,
  phone TEXT,
  email TEXT,
  sender TEXT,
  text TEXT NOT NULL,
  created_date TEXT NOT NULL
);

CREATE TABLE password_reset_tokens (
  id TEXT PRIMARY KEY,
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_date TEXT NOT NULL
);
CREATE INDEX password_reset_tokens_manager ON password_reset_tokens (manager_id);

-- Session tokens are never stored: only their SHA-256.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  idle_expires_at TEXT NOT NULL,
  absolute_expires_at TEXT NOT NULL,
  user_agent TEXT
);
CREATE INDEX sessions_manager ON sessions (manager_id);

CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT,
  template TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_date TEXT NOT NULL,
  sent_date TEXT
);
CREATE INDEX email_outbox_status ON email_outbox (status, created_date);

-- Public content pages (terms, privacy, FAQ...) per language, served by template/*.
CREATE TABLE content_templates (
  key TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  updated_date TEXT NOT NULL,
  PRIMARY KEY (key, language)
);

-- Fixed-window counters for rate limits, keyed by action and subject (IP or account).
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

-- Language chosen by anonymous visitors is kept in a cookie; a manager's lives on managers.language.
