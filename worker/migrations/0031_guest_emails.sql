-- Guest e-mails (issue 31, decision 057).
-- How many days before arrival a stay's guest gets the pre-arrival e-mail (check-in times,
-- directions, online check-in); 0 sends none. Edited with the hotel's check-in times.
ALTER TABLE hotels ADD COLUMN pre_arrival_days INTEGER NOT NULL DEFAULT 3
  CHECK (pre_arrival_days BETWEEN 0 AND 14);
-- When the pre-arrival e-mail of a reservation was queued: set in the batch that queues it, and
-- the cron only picks stays where it is NULL, so each guest gets it once.
ALTER TABLE reservations ADD COLUMN pre_arrival_sent_date TEXT;
-- The address a guest's reply goes to (the hotel's), carried to the provider as reply_to.
ALTER TABLE email_outbox ADD COLUMN reply_to TEXT;
