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

/** A live session of the account, as "My account" lists it: the id is its hash's first 16 hex digits. */
export type AccountSessionRow = {
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
};

/** The manager's sessions still live at `now`, the most recently used first. */
export async function listLiveSessions(
  db: D1Database,
  managerId: number,
  now: Date,
): Promise<AccountSessionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT token_hash, created_at, last_seen_at, user_agent FROM sessions
       WHERE manager_id = ? AND idle_expires_at > ? AND absolute_expires_at > ?
       ORDER BY last_seen_at DESC`,
    )
    .bind(managerId, now.toISOString(), now.toISOString())
    .all<AccountSessionRow>();
  return results;
}

/** Ends one of the manager's sessions by its public id (nothing when it is not theirs). */
export async function deleteSessionById(db: D1Database, managerId: number, id: string): Promise<number> {
  const result = await db
    .prepare('DELETE FROM sessions WHERE manager_id = ? AND substr(token_hash, 1, 16) = ?')
    .bind(managerId, id)
    .run();
  return result.meta.changes;
}

/**
 * A password changed from "My account", as one batch: the new hash, guarded by the old one still
 * being the stored one (two changes at once: the second changes nothing), and every other session
 * of the account ended. The first statement's `meta.changes` says whether it happened.
 */
export function changePasswordStatements(
  db: D1Database,
  change: { managerId: number; previousHash: string; passwordHash: string; keepTokenHash: string; now: Date },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        'UPDATE managers SET password_hash = ?, password_changed_date = ? WHERE id = ? AND password_hash = ?',
      )
      .bind(change.passwordHash, change.now.toISOString(), change.managerId, change.previousHash),
    db
      .prepare(
        `DELETE FROM sessions WHERE manager_id = ? AND token_hash <> ?
           AND EXISTS (SELECT 1 FROM managers WHERE id = ? AND password_hash = ?)`,
      )
      .bind(change.managerId, change.keepTokenHash, change.managerId, change.passwordHash),
  ];
}
