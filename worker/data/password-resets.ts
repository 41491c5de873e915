/** A row of `password_reset_tokens`: only the SHA-256 (hex) of the secret is stored. */
export type ResetTokenRow = {
  id: string;
  manager_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_date: string;
};

export async function findResetToken(db: D1Database, id: string): Promise<ResetTokenRow | null> {
  return db
    .prepare(
      'SELECT id, manager_id, token_hash, expires_at, used_at, created_date FROM password_reset_tokens WHERE id = ?',
    )
    .bind(id)
    .first<ResetTokenRow>();
}

/** Drops the manager's earlier tokens: only the newest link works. */
export function deleteManagerTokensStatement(db: D1Database, managerId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM password_reset_tokens WHERE manager_id = ?').bind(managerId);
}

export function insertResetTokenStatement(
  db: D1Database,
  token: { id: string; managerId: number; tokenHash: string; expiresAt: Date; now: Date },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO password_reset_tokens (id, manager_id, token_hash, expires_at, used_at, created_date)
       VALUES (?, ?, ?, ?, NULL, ?)`,
    )
    .bind(token.id, token.managerId, token.tokenHash, token.expiresAt.toISOString(), token.now.toISOString());
}

/** SQL true while token `?` (id) of the manager row in scope is unused and unexpired at `?` (now). */
const TOKEN_STILL_VALID = `EXISTS (
  SELECT 1 FROM password_reset_tokens t
  WHERE t.id = ? AND t.manager_id = ? AND t.used_at IS NULL AND t.expires_at > ?
)`;

/**
 * The writes of a completed reset, for ONE `db.batch` (D1's only transaction): new password,
 * every session of the manager deleted, the token marked used. The first two are guarded by
 * the token still being valid, so when two requests race with the same link the second batch
 * changes nothing; the last statement's `meta.changes` (1 or 0) says which request won.
 */
export function completeResetStatements(
  db: D1Database,
  reset: { tokenId: string; managerId: number; passwordHash: string; now: Date },
): D1PreparedStatement[] {
  const now = reset.now.toISOString();
  const guard = [reset.tokenId, reset.managerId, now] as const;
  return [
    db
      .prepare(
        `UPDATE managers SET password_hash = ?, password_changed_date = ? WHERE id = ? AND ${TOKEN_STILL_VALID}`,
      )
      .bind(reset.passwordHash, now, reset.managerId, ...guard),
    db
      .prepare(`DELETE FROM sessions WHERE manager_id = ? AND ${TOKEN_STILL_VALID}`)
      .bind(reset.managerId, ...guard),
    db
      .prepare(
        'UPDATE password_reset_tokens SET used_at = ? WHERE id = ? AND manager_id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .bind(now, ...guard),
  ];
}
