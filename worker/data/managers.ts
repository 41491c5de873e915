import type { Language } from '../../src/domain/types.ts';

/** A row of `managers` with what authentication needs. */
export type ManagerRow = {
  id: number;
  email: string;
  username: string;
  name: string;
  surname: string;
  password_hash: string;
  avatar: string | null;
  language: string;
  enabled: number;
};

const COLUMNS = 'id, email, username, name, surname, password_hash, avatar, language, enabled';

export function toLanguage(value: string): Language {
  return value === 'it' ? 'it' : 'en';
}

/** Case-insensitive look-up by e-mail (the column is COLLATE NOCASE). */
export async function findManagerByEmail(db: D1Database, email: string): Promise<ManagerRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM managers WHERE email = ?`).bind(email).first<ManagerRow>();
}

/** Case-insensitive look-up by username (the column is COLLATE NOCASE). */
export async function findManagerByUsername(db: D1Database, username: string): Promise<ManagerRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM managers WHERE username = ?`).bind(username).first<ManagerRow>();
}

export async function findManagerById(db: D1Database, id: number): Promise<ManagerRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM managers WHERE id = ?`).bind(id).first<ManagerRow>();
}

export type NewManager = {
  email: string;
  username: string;
  name: string;
  surname: string;
  passwordHash: string;
  language?: string;
  avatar?: string | null;
  enabled?: boolean;
};

/** Creates a manager (seed data and tests); returns the new id. */
export async function insertManager(db: D1Database, manager: NewManager, now = new Date()): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO managers (email, username, name, surname, password_hash, avatar, language, enabled, created_date, password_changed_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      manager.email,
      manager.username,
      manager.name,
      manager.surname,
      manager.passwordHash,
      manager.avatar ?? null,
      manager.language ?? 'en',
      manager.enabled === false ? 0 : 1,
      now.toISOString(),
      now.toISOString(),
    )
    .first<{ id: number }>();
  if (!row) throw new Error('Manager not inserted');
  return row.id;
}
