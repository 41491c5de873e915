-- Issue 12: the hotel's photo gallery is edited in the back office and its files live in R2
-- (binding GALLERY). Each photo keeps its byte size (the 500 MB per hotel limit of spec 002 §9 is
-- checked against the sum) and its content type (checked by magic bytes on upload). The gallery
-- as a whole carries a version: cover, order and delete are based on the version the screen
-- showed, and a stale one answers 409.
ALTER TABLE hotel_gallery ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hotel_gallery ADD COLUMN content_type TEXT;
ALTER TABLE hotel_gallery ADD COLUMN created_date TEXT;
ALTER TABLE hotels ADD COLUMN gallery_version INTEGER NOT NULL DEFAULT 1;
