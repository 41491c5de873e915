-- Notifications of what happened at a hotel (issue 31, decision 056): one row per person told,
-- written in the same batch as the change itself. `event` and `params_json` make the message
-- (its key and values) in the reader's language; `kind` is spec 001's, what preferences choose.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('ALERT', 'PRE_AUTH', 'CHARGE', 'EXTERNAL_SERVICE', 'RATESHEET',
    'CHANNEL_MANAGER_SYNC', 'CHANNEL_MANAGER_RESERVATION', 'MESSAGE', 'REVIEW', 'STATS',
    'PWD_EXPIRATION', 'RATES', 'BILLING')),
  event TEXT NOT NULL CHECK (length(event) BETWEEN 3 AND 40 AND event NOT GLOB '*[^a-z.]*'),
  params_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params_json)),
  created_date TEXT NOT NULL,
  read_at TEXT
);
-- The list, newest first, and the bell's unread count with the newest id (the ETag): both per person.
CREATE INDEX notifications_manager ON notifications (manager_id, id);
CREATE INDEX notifications_unread ON notifications (manager_id, id) WHERE read_at IS NULL;
-- Retention sweeps by age.
CREATE INDEX notifications_created ON notifications (created_date);

-- A person's choice per kind (APP, EMAIL: in the app and by e-mail, OFF); no row is the kind's
-- default (src/domain/notifications.ts).
CREATE TABLE notification_preferences (
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('ALERT', 'PRE_AUTH', 'CHARGE', 'EXTERNAL_SERVICE', 'RATESHEET',
    'CHANNEL_MANAGER_SYNC', 'CHANNEL_MANAGER_RESERVATION', 'MESSAGE', 'REVIEW', 'STATS',
    'PWD_EXPIRATION', 'RATES', 'BILLING')),
  channel TEXT NOT NULL CHECK (channel IN ('APP', 'EMAIL', 'OFF')),
  PRIMARY KEY (manager_id, kind)
) WITHOUT ROWID;
