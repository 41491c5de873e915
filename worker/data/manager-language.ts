import { toSupportedLanguage } from '../../src/domain/language.ts';
import type { Language } from '../../src/domain/types.ts';

/** The manager's saved language when it is a supported one; null otherwise or if no such manager. */
export async function findManagerLanguage(db: D1Database, managerId: number): Promise<Language | null> {
  const row = await db
    .prepare('SELECT language FROM managers WHERE id = ?')
    .bind(managerId)
    .first<{ language: string }>();
  return toSupportedLanguage(row?.language);
}

/** Saves the manager's language; false when no such manager exists. */
export async function saveManagerLanguage(
  db: D1Database,
  managerId: number,
  language: Language,
): Promise<boolean> {
  const result = await db
    .prepare('UPDATE managers SET language = ? WHERE id = ?')
    .bind(language, managerId)
    .run();
  return result.meta.changes > 0;
}
