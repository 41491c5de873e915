import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../src/domain/language.ts';
import type { Language } from '../../src/domain/types.ts';

/** A content page in one language: its title and the HTML rendered from its Markdown source. */
export type TemplateRecord = {
  key: string;
  /** The language found: the one asked for, or English when that one has no page. */
  language: Language;
  title: string;
  contentHtml: string;
  updatedDate: string;
};

type TemplateRow = {
  key: string;
  language: string;
  title: string;
  content_html: string;
  updated_date: string;
};

/**
 * The content page `key` in `language`, or in English when that language has no row; null when
 * neither exists. `language` of the result says which one was found.
 */
export async function findTemplate(
  db: D1Database,
  key: string,
  language: Language,
): Promise<TemplateRecord | null> {
  const row = await db
    .prepare(
      `SELECT key, language, title, content_html, updated_date FROM content_templates
       WHERE key = ?1 AND language IN (?2, ?3)
       ORDER BY CASE WHEN language = ?2 THEN 0 ELSE 1 END
       LIMIT 1`,
    )
    .bind(key, language, DEFAULT_LANGUAGE)
    .first<TemplateRow>();
  if (!row) return null;
  return {
    key: row.key,
    language: isSupportedLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    title: row.title,
    contentHtml: row.content_html,
    updatedDate: row.updated_date,
  };
}
