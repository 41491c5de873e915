-- A room type's own photos (in R2, binding GALLERY, keys room-types/{hotelId}/{roomTypeId}/…) and
-- its amenities, set up by the manager (issue 27). The photos stay in room_types.photos_json
-- ([{path, cover, caption}], paths relative to the storage url), which the booking engine and the
-- widget already read; what is new is who writes them.

-- The photos carry their own version, like the beds (beds_version, migration 0012): an upload,
-- a new cover, an order or a removal is based on the photos the screen showed (stale: 409), and
-- none of them makes the room type's form stale, nor a form save the photos.
ALTER TABLE room_types ADD COLUMN photos_version INTEGER NOT NULL DEFAULT 1 CHECK (photos_version >= 1);

-- The amenities a guest reads in the room's details, codes of a fixed list
-- (src/domain/room-amenities.ts), saved with the room type's form (its `version`).
ALTER TABLE room_types ADD COLUMN amenities_json TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(amenities_json) AND json_type(amenities_json) = 'array');
