-- Promotions editor and channel manager list (spec 002 §3 Channel settings, Room type and Rate
-- plan linkedChannels, Promotion; issue 11).
--
-- Channel settings: the channels a hotel sells through (our own WEBSITE plus OTA/GDS channels,
-- codes of src/domain/channels.ts), each enabled or disabled. Room types and rate plans list
-- the channels they are linked to. A new hotel starts with WEBSITE, BOOKING, EXPEDIA and AIRBNB
-- enabled, and a new room type or rate plan is linked to every channel its hotel has (triggers
-- below): that is how the demo hotels get their rows, since the demo data is loaded after the
-- migrations; hotels that exist already get the same rows here.
CREATE TABLE hotel_channels (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel GLOB '[A-Z]*' AND length(channel) <= 20),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (hotel_id, channel)
);

CREATE TABLE room_type_channels (
  room_type_id INTEGER NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  channel_id INTEGER NOT NULL REFERENCES hotel_channels (id) ON DELETE CASCADE,
  PRIMARY KEY (room_type_id, channel_id)
) WITHOUT ROWID;
CREATE INDEX room_type_channels_channel ON room_type_channels (channel_id);

CREATE TABLE rate_plan_channels (
  rate_plan_id INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  channel_id INTEGER NOT NULL REFERENCES hotel_channels (id) ON DELETE CASCADE,
  PRIMARY KEY (rate_plan_id, channel_id)
) WITHOUT ROWID;
CREATE INDEX rate_plan_channels_channel ON rate_plan_channels (channel_id);

-- One version per hotel guards the channel settings, saved as a whole (a PUT based on an older
-- version changes nothing and answers 409). No row = version 0.
CREATE TABLE hotel_channel_versions (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1)
);

-- Promotions are edited in the back office: each row carries the version its edits are based on.
ALTER TABLE promotions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Default channels of every hotel, existing and new.
INSERT INTO hotel_channels (hotel_id, channel, disabled, position)
  SELECT h.id, c.channel, 0, c.position
    FROM hotels h,
         (SELECT 'WEBSITE' AS channel, 0 AS position UNION ALL SELECT 'BOOKING', 1
          UNION ALL SELECT 'EXPEDIA', 2 UNION ALL SELECT 'AIRBNB', 3) c;
INSERT INTO room_type_channels (room_type_id, channel_id)
  SELECT rt.id, hc.id FROM room_types rt JOIN hotel_channels hc ON hc.hotel_id = rt.hotel_id;
INSERT INTO rate_plan_channels (rate_plan_id, channel_id)
  SELECT rp.id, hc.id FROM rate_plans rp JOIN hotel_channels hc ON hc.hotel_id = rp.hotel_id;

CREATE TRIGGER hotels_default_channels AFTER INSERT ON hotels
BEGIN
  INSERT OR IGNORE INTO hotel_channels (hotel_id, channel, disabled, position) VALUES
    (NEW.id, 'WEBSITE', 0, 0), (NEW.id, 'BOOKING', 0, 1), (NEW.id, 'EXPEDIA', 0, 2), (NEW.id, 'AIRBNB', 0, 3);
END;

CREATE TRIGGER room_types_default_channels AFTER INSERT ON room_types
BEGIN
  INSERT OR IGNORE INTO room_type_channels (room_type_id, channel_id)
    SELECT NEW.id, id FROM hotel_channels WHERE hotel_id = NEW.hotel_id;
END;

CREATE TRIGGER rate_plans_default_channels AFTER INSERT ON rate_plans
BEGIN
  INSERT OR IGNORE INTO rate_plan_channels (rate_plan_id, channel_id)
    SELECT NEW.id, id FROM hotel_channels WHERE hotel_id = NEW.hotel_id;
END;
