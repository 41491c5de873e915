/** A session joined with its manager, as `loadSession` needs it. */
export type SessionWithManager = {
  token_hash: string;
  manager_id: number;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  email: string;
  username: string;
  name: string;
  surname: string;
  avatar: string | null;
  language: string;
  enabled: number;
};

export type NewSession = {
  tokenHash: string;
  managerId: number;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  userAgent: string | null;
};

export function insertSessionStatement(db: D1Database, session: NewSession): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sessions (token_hash, manager_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      session.tokenHash,
      session.managerId,
      session.now.toISOString(),
      session.now.toISOString(),
      session.idleExpiresAt.toISOString(),
      session.absoluteExpiresAt.toISOString(),
      session.userAgent,
    );
}

export async function findSessionWithManager(
  db: D1Database,
  tokenHash: string,
): Promise<SessionWithManager | null> {
  return db
    .prepare(
      `SELECT s.token_hash, s.manager_id, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at,
              m.email, m.username, m.name, m.surname, m.avatar, m.language, m.enabled
       FROM sessions s JOIN managers m ON m.id = s.manager_id
       WHERE s.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<SessionWithManager>();
}

export function deleteSessionStatement(db: D1Database, tokenHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(tokenHash);
}

/** Every session of the manager (after a password change). */
export function deleteManagerSessionsStatement(db: D1Database, managerId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE manager_id = ?').bind(managerId);
}

/** The manager's sessions that have expired by either clock (housekeeping at login). */
export function deleteExpiredSessionsStatement(
  db: D1Database,
  managerId: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      'DELETE FROM sessions WHERE manager_id = ? AND (idle_expires_at <= ? OR absolute_expires_at <= ?)',
    )
    .bind(managerId, now.toISOString(), now.toISOString());
}

/** Slides the idle deadline; the `last_seen_at` guard makes concurrent refreshes write once. */
export async function touchSession(
  db: D1Database,
  tokenHash: string,
  previousLastSeen: string,
  now: Date,
  idleExpiresAt: Date,
): Promise<void> {
  await db
    .prepare(
      'UPDATE sessions SET last_seen_at = ?, idle_expires_at = ? WHERE token_hash = ? AND last_seen_at = ?',
    )
    .bind(now.toISOString(), idleExpiresAt.toISOString(), tokenHash, previousLastSeen)
    .run();
}
