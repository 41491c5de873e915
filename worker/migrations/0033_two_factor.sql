-- Two-factor sign-in (issue 31, decision 061). One authenticator per account: its secret sealed
-- with the worker's TWO_FACTOR_KEY (AES-GCM, security/sealed.ts), never stored in clear; the
-- enrolment counts only once a first code confirmed it (confirmed_at). last_step is the time step
-- of the last code accepted: a code of that step or an earlier one is refused (no replay).
CREATE TABLE manager_totp (
  manager_id INTEGER PRIMARY KEY REFERENCES managers (id) ON DELETE CASCADE,
  secret_sealed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0 CHECK (last_step >= 0)
);

-- Ten single-use recovery codes per account, stored as SHA-256 like every token of ours; a
-- regeneration replaces them all.
CREATE TABLE manager_recovery_codes (
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (manager_id, code_hash)
);

-- The step between a right password and the code: a random token in its own cookie, only its
-- SHA-256 here, valid 5 minutes and for a few wrong codes. It is not a session: the secure API
-- reads `sessions` only, so a pending sign-in opens nothing.
CREATE TABLE two_factor_challenges (
  token_hash TEXT PRIMARY KEY,
  manager_id INTEGER NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  remember_me INTEGER NOT NULL CHECK (remember_me IN (0, 1)),
  expires_at TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX two_factor_challenges_manager ON two_factor_challenges (manager_id);

-- A hotel may require two-factor sign-in of its owners and managers (ASVS 5.0 level 2, V6.3.3).
ALTER TABLE hotels ADD COLUMN require_two_factor INTEGER NOT NULL DEFAULT 0
  CHECK (require_two_factor IN (0, 1));
