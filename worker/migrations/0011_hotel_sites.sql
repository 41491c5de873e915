-- Issue 15: the hotel's own websites that may take bookings through the widget, edited by its
-- managers in the back office (/secure/widget), and the sites that tried and were refused.

-- One row per site: the canonical origin (scheme + host + port, lowercase, no default port; see
-- src/domain/site-origin.ts), when and by whom it was added and last edited. The CORS check of
-- the reservation routes reads this table (worker/middleware/booking-cors.ts); it replaces
-- hotel_booking_settings.allowed_origins_json, which nothing reads any more.
CREATE TABLE hotel_sites (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  origin TEXT NOT NULL CHECK (
    length(origin) BETWEEN 9 AND 270
    AND origin = lower(origin)
    AND (origin LIKE 'https://%' OR origin LIKE 'http://%')
    AND substr(origin, -1) <> '/'
  ),
  added_date TEXT NOT NULL,
  -- NULL: set up by Itaca (migrated from the old column, or demo data).
  added_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  -- {name, surname} of the manager who added it (kept if the manager is deleted).
  added_by_json TEXT CHECK (added_by_json IS NULL OR json_valid(added_by_json)),
  updated_date TEXT,
  updated_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  updated_by_json TEXT CHECK (updated_by_json IS NULL OR json_valid(updated_by_json)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (hotel_id, origin)
);

-- The origins the hotels allowed until now, canonical (lowercase, no trailing slash, no default
-- port); anything that is not an http(s) origin (or a column that is not JSON) is dropped.
INSERT OR IGNORE INTO hotel_sites (hotel_id, origin, added_date)
SELECT s.hotel_id, o.origin, COALESCE(s.updated_date, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
FROM hotel_booking_settings s,
  (
    SELECT s2.hotel_id AS hotel_id,
      CASE
        WHEN lower(rtrim(j.value, '/')) LIKE 'https://%:443'
          THEN substr(lower(rtrim(j.value, '/')), 1, length(rtrim(j.value, '/')) - 4)
        WHEN lower(rtrim(j.value, '/')) LIKE 'http://%:80'
          THEN substr(lower(rtrim(j.value, '/')), 1, length(rtrim(j.value, '/')) - 3)
        ELSE lower(rtrim(j.value, '/'))
      END AS origin
    FROM hotel_booking_settings s2,
      json_each(CASE WHEN json_valid(s2.allowed_origins_json) THEN s2.allowed_origins_json ELSE '[]' END) j
    WHERE j.type = 'text'
  ) o
WHERE o.hotel_id = s.hotel_id
  AND (o.origin LIKE 'https://%' OR o.origin LIKE 'http://%')
  AND instr(substr(o.origin, 9), '/') = 0
  AND length(o.origin) BETWEEN 9 AND 270;

UPDATE hotel_booking_settings SET allowed_origins_json = '[]';

-- Sites that loaded the widget of a hotel, or tried to book, and are not among its sites: the
-- back office lists those seen in the last 7 days with a one-click 'Add'. Written at most once an
-- hour per hotel and origin (the upsert's WHERE), never on every request; at most
-- REFUSED_ORIGINS_PER_HOTEL rows per hotel (worker/data/hotel-sites.ts), older rows pruned.
CREATE TABLE refused_origins (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  origin TEXT NOT NULL CHECK (length(origin) BETWEEN 9 AND 270),
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  -- Hours in which it was seen (the row is touched at most once an hour).
  seen_count INTEGER NOT NULL DEFAULT 1 CHECK (seen_count >= 1),
  PRIMARY KEY (hotel_id, origin)
) WITHOUT ROWID;

CREATE INDEX refused_origins_by_last_seen ON refused_origins (hotel_id, last_seen);
