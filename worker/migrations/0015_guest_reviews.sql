-- Issue 13: guests review their stay (spec 002 §3 Review) and the hotel replies.
--
-- After check-out a guest receives a private link; only the SHA-256 of its token is stored, as
-- for the manage link. One invitation and at most one review per reservation (one review per
-- stay). The same token identifies the guest who likes or reports other reviews, so a like or a
-- report counts once per guest however often the request is replayed (primary keys below).

CREATE TABLE review_invitations (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  token_hash TEXT NOT NULL UNIQUE,
  created_date TEXT NOT NULL,
  expires_date TEXT NOT NULL,
  -- Set when the guest sent the review: the link then shows the review, not the form.
  used_date TEXT
);

CREATE TABLE guest_reviews (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id) ON DELETE CASCADE,
  language TEXT NOT NULL DEFAULT 'en',
  -- Overall score 0..10 with one decimal (spec 002 §9: labels 4 bad … 10 fabulous).
  score REAL NOT NULL CHECK (score >= 0 AND score <= 10),
  title TEXT,
  pro TEXT,
  con TEXT,
  hint TEXT,
  -- [{ type: 'RANK' | 'TEXT', titleKey, value }]: RANK values 0..10, TEXT values free text or null.
  feedbacks_json TEXT NOT NULL DEFAULT '[]',
  -- The author as the guest chose to appear (spec 002 §6: anonymous, real name or nickname, avatar).
  author_name TEXT NOT NULL,
  author_surname TEXT,
  nickname TEXT,
  anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1)),
  show_real_name INTEGER NOT NULL DEFAULT 1 CHECK (show_real_name IN (0, 1)),
  show_avatar INTEGER NOT NULL DEFAULT 0 CHECK (show_avatar IN (0, 1)),
  avatar_type TEXT NOT NULL DEFAULT 'PORTAL' CHECK (avatar_type IN ('PORTAL', 'FACEBOOK', 'GOOGLE')),
  avatar TEXT,
  -- The hotel's answer.
  reply TEXT,
  reply_date TEXT,
  -- Bumped by every change of the reply: two managers answering at once do not overwrite each other.
  version INTEGER NOT NULL DEFAULT 1,
  created_date TEXT NOT NULL
);
CREATE INDEX guest_reviews_hotel_created ON guest_reviews (hotel_id, created_date);

-- Photos of a review, stored in R2 (binding GALLERY) under reviews/<reviewId>/.
CREATE TABLE guest_review_photos (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES guest_reviews (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  object_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0)
);
CREATE INDEX guest_review_photos_review ON guest_review_photos (review_id, position);

-- A guest (by review invitation) likes a review at most once.
CREATE TABLE guest_review_likes (
  review_id INTEGER NOT NULL REFERENCES guest_reviews (id) ON DELETE CASCADE,
  invitation_id INTEGER NOT NULL REFERENCES review_invitations (id) ON DELETE CASCADE,
  created_date TEXT NOT NULL,
  PRIMARY KEY (review_id, invitation_id)
);

-- A guest reports a review at most once, with a type and an optional note.
CREATE TABLE guest_review_reports (
  review_id INTEGER NOT NULL REFERENCES guest_reviews (id) ON DELETE CASCADE,
  invitation_id INTEGER NOT NULL REFERENCES review_invitations (id) ON DELETE CASCADE,
  report_type TEXT NOT NULL,
  report_note TEXT,
  created_date TEXT NOT NULL,
  PRIMARY KEY (review_id, invitation_id)
);
CREATE INDEX guest_review_reports_review ON guest_review_reports (review_id);
