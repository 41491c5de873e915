/**
 * Two-factor sign-in's tables (migration 0033, decision 061): the sealed authenticator secret of an
 * account, its recovery codes (SHA-256), the pending sign-ins between password and code, and the
 * hotel's "require two-factor" setting. Writes that must not race carry their guard in SQL.
 */

export type TotpRow = {
  manager_id: number;
  secret_sealed: string;
  confirmed_at: string | null;
  last_step: number;
};

export async function findTotp(db: D1Database, managerId: number): Promise<TotpRow | null> {
  return db
    .prepare(
      'SELECT manager_id, secret_sealed, confirmed_at, last_step FROM manager_totp WHERE manager_id = ?',
    )
    .bind(managerId)
    .first<TotpRow>();
}

/**
 * Starts (or starts again) an enrolment: a new sealed secret, unconfirmed. An account whose
 * two-factor is on keeps it (the WHERE of the upsert): turning it off comes first.
 */
export async function startTotpEnrolment(
  db: D1Database,
  managerId: number,
  secretSealed: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO manager_totp (manager_id, secret_sealed, created_at, confirmed_at, last_step)
       VALUES (?, ?, ?, NULL, 0)
       ON CONFLICT (manager_id) DO UPDATE SET secret_sealed = excluded.secret_sealed,
         created_at = excluded.created_at, last_step = 0
       WHERE manager_totp.confirmed_at IS NULL`,
    )
    .bind(managerId, secretSealed, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

/**
 * Records that a code of `step` was accepted: only when the step is later than the last one (two
 * requests with the same code at once: one wins, the other changes nothing and is refused).
 */
export function spendStepStatement(db: D1Database, managerId: number, step: number): D1PreparedStatement {
  return db
    .prepare('UPDATE manager_totp SET last_step = ? WHERE manager_id = ? AND last_step < ?')
    .bind(step, managerId, step);
}

/** Confirms the enrolment with the first code's step (guarded like `spendStepStatement`). */
export function confirmTotpStatement(
  db: D1Database,
  managerId: number,
  step: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE manager_totp SET confirmed_at = ?, last_step = ?
       WHERE manager_id = ? AND confirmed_at IS NULL AND last_step < ?`,
    )
    .bind(now.toISOString(), step, managerId, step);
}

/** The statements that replace an account's recovery codes with new ones (hashes). */
export function replaceRecoveryCodesStatements(
  db: D1Database,
  managerId: number,
  codeHashes: readonly string[],
): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM manager_recovery_codes WHERE manager_id = ?').bind(managerId),
    ...codeHashes.map((hash) =>
      db
        .prepare('INSERT INTO manager_recovery_codes (manager_id, code_hash) VALUES (?, ?)')
        .bind(managerId, hash),
    ),
  ];
}

/** Uses a recovery code: 1 change when it was the account's and unused, 0 otherwise. */
export function spendRecoveryCodeStatement(
  db: D1Database,
  managerId: number,
  codeHash: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE manager_recovery_codes SET used_at = ? WHERE manager_id = ? AND code_hash = ? AND used_at IS NULL',
    )
    .bind(now.toISOString(), managerId, codeHash);
}

/** Recovery codes still unused. */
export async function countRecoveryCodesLeft(db: D1Database, managerId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS left FROM manager_recovery_codes WHERE manager_id = ? AND used_at IS NULL')
    .bind(managerId)
    .first<{ left: number }>();
  return row?.left ?? 0;
}

/** Turns two-factor off: the secret and the recovery codes go. */
export function deleteTwoFactorStatements(db: D1Database, managerId: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM manager_totp WHERE manager_id = ?').bind(managerId),
    db.prepare('DELETE FROM manager_recovery_codes WHERE manager_id = ?').bind(managerId),
    db.prepare('DELETE FROM two_factor_challenges WHERE manager_id = ?').bind(managerId),
  ];
}

export type ChallengeRow = {
  manager_id: number;
  remember_me: number;
  expires_at: string;
  failures: number;
};

/** A pending sign-in; expired ones of the account are dropped in the same batch. */
export function insertChallengeStatements(
  db: D1Database,
  challenge: { tokenHash: string; managerId: number; rememberMe: boolean; expiresAt: Date; now: Date },
): D1PreparedStatement[] {
  return [
    db
      .prepare('DELETE FROM two_factor_challenges WHERE manager_id = ? AND expires_at <= ?')
      .bind(challenge.managerId, challenge.now.toISOString()),
    db
      .prepare(
        'INSERT INTO two_factor_challenges (token_hash, manager_id, remember_me, expires_at) VALUES (?, ?, ?, ?)',
      )
      .bind(
        challenge.tokenHash,
        challenge.managerId,
        challenge.rememberMe ? 1 : 0,
        challenge.expiresAt.toISOString(),
      ),
  ];
}

export async function findChallenge(db: D1Database, tokenHash: string): Promise<ChallengeRow | null> {
  return db
    .prepare(
      'SELECT manager_id, remember_me, expires_at, failures FROM two_factor_challenges WHERE token_hash = ?',
    )
    .bind(tokenHash)
    .first<ChallengeRow>();
}

/** A wrong code against a pending sign-in; past `maxFailures` the pending sign-in is gone. */
export function challengeFailureStatements(
  db: D1Database,
  tokenHash: string,
  maxFailures: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE two_factor_challenges SET failures = failures + 1 WHERE token_hash = ?')
      .bind(tokenHash),
    db
      .prepare('DELETE FROM two_factor_challenges WHERE token_hash = ? AND failures >= ?')
      .bind(tokenHash, maxFailures),
  ];
}

export function deleteChallengeStatement(db: D1Database, tokenHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM two_factor_challenges WHERE token_hash = ?').bind(tokenHash);
}

/** Whether the hotel requires two-factor sign-in of its owners and managers. */
export async function findRequireTwoFactor(db: D1Database, hotelId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT require_two_factor FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ require_two_factor: number }>();
  return row?.require_two_factor === 1;
}

export async function setRequireTwoFactor(db: D1Database, hotelId: number, required: boolean): Promise<void> {
  await db
    .prepare('UPDATE hotels SET require_two_factor = ? WHERE id = ?')
    .bind(required ? 1 : 0, hotelId)
    .run();
}

/** The staff of a hotel with two-factor on (confirmed), for the staff list. */
export async function listTwoFactorStaff(db: D1Database, hotelId: number): Promise<Set<number>> {
  const { results } = await db
    .prepare(
      `SELECT t.manager_id FROM manager_totp t JOIN manager_hotels mh ON mh.manager_id = t.manager_id
       WHERE mh.hotel_id = ? AND t.confirmed_at IS NOT NULL`,
    )
    .bind(hotelId)
    .all<{ manager_id: number }>();
  return new Set(results.map((row) => row.manager_id));
}
