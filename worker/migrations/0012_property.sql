-- The property screen (spec 001 §3 Hotel, Hotel service, Bed, Contact info, Note; issue 12).
-- Services and beds stay in the tables the booking engine reads (services, room_type_services,
-- room_types.beds_json/extra_beds_json), so the widget sells exactly what the screen configures;
-- this migration adds only what did not exist: versions guarding each editor's writes, the
-- entire-accommodation flag, the hotel's contacts and the notes on the hotel.

-- Hotel info (type, name, stars, rooms number, entire accommodation) is saved as one form:
-- a save based on an older property_version changes nothing and answers 409.
ALTER TABLE hotels ADD COLUMN property_version INTEGER NOT NULL DEFAULT 1 CHECK (property_version >= 1);
-- Spec 001 §4: the whole property is let as one unit (apartment-like types with one room).
ALTER TABLE hotels ADD COLUMN entire_accommodation INTEGER NOT NULL DEFAULT 0 CHECK (entire_accommodation IN (0, 1));

-- Each service is edited on its own (toggle, edit panel): its own version.
ALTER TABLE services ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A room type's beds (standard and extra) are saved as one list: its own version.
ALTER TABLE room_types ADD COLUMN beds_version INTEGER NOT NULL DEFAULT 1 CHECK (beds_version >= 1);

-- The hotel's contacts [{type, value}], edited and saved as one list (spec 001 §4 contact editor).
-- A hotel without a row has no contacts (version 0 in the API: the first save inserts the row).
CREATE TABLE hotel_contacts (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  contacts_json TEXT NOT NULL CHECK (json_valid(contacts_json)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  updated_date TEXT NOT NULL
);

-- Staff notes on the hotel (spec 001 Note: at most 400 characters), like reservation_notes.
CREATE TABLE hotel_notes (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 400),
  created_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  created_by_json TEXT NOT NULL,
  created_date TEXT NOT NULL,
  last_modified_by_id INTEGER REFERENCES managers (id) ON DELETE SET NULL,
  last_modified_by_json TEXT,
  last_modified_date TEXT,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX hotel_notes_hotel ON hotel_notes (hotel_id, created_date);
