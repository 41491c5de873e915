-- Login throttling (decision 022): the failed logins in a row of each subject, 'account:<id>' (the
-- e-mail and the username of one account share it), 'login:<text>' for login texts that match no
-- account (so that they take the same path as real ones) and 'ip:<address>'. The wait before the
-- next attempt is computed from `failures` and `last_failure_at` (src/domain/login-throttle.ts); a
-- successful login deletes its account's row; rows an hour past their last failure are deleted.
CREATE TABLE login_throttle (
  subject TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
CREATE INDEX login_throttle_last_failure ON login_throttle (last_failure_at);
