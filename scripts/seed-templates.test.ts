import { describe, expect, it } from 'vitest';
import { TEMPLATE_KEYS } from '../src/contracts/templates/template-keys.ts';
import { buildTemplateStatements, loadTemplateRows } from '../worker/seed/templates.ts';

const now = new Date('2026-11-20T10:00:00.000Z');
/** The Markdown sources themselves (src/content/templates), read and rendered as the seed does. */
const rows = await loadTemplateRows(now);

describe('content templates', () => {
  it('exist for every key in English and Italian', () => {
    const found = rows.map((row) => `${row.language}:${row.key}`).sort();
    const expected = TEMPLATE_KEYS.flatMap((key) => [`en:${key}`, `it:${key}`]).sort();
    expect(found).toEqual(expected);
  });

  it.each(rows.map((row) => [`${row.language}:${row.key}`, row] as const))('%s is a real page', (_, row) => {
    expect(row.title.length).toBeGreaterThan(3);
    expect(row.updatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(row.contentHtml).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(row.contentHtml).not.toMatch(/lorem ipsum|<script|&lt;/i);
    expect(row.contentHtml).not.toMatch(/\bTODO\b/);
    const words = row.contentHtml
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThan(150);
    expect(words).toBeLessThan(1400);
  });

  it('translates every page: the Italian text differs from the English one', () => {
    for (const key of TEMPLATE_KEYS) {
      const en = rows.find((row) => row.key === key && row.language === 'en');
      const it = rows.find((row) => row.key === key && row.language === 'it');
      expect(it?.title).not.toBe(en?.title);
      expect(it?.contentHtml).not.toBe(en?.contentHtml);
    }
  });

  it('gives the FAQ the sidebar sections of the spec in both languages', () => {
    const sections = (language: string) =>
      Array.from(
        rows
          .find((row) => row.key === 'faq' && row.language === language)
          ?.contentHtml.matchAll(/<h2 id="([^"]+)">/g) ?? [],
        (m) => m[1],
      );
    expect(sections('en')).toEqual([
      'pms',
      'channel-manager',
      'booking-engine',
      'plans-and-billing',
      'security',
      'support',
    ]);
    expect(sections('it')).toEqual([
      'pms',
      'channel-manager',
      'booking-engine',
      'piani-e-fatturazione',
      'sicurezza',
      'assistenza',
    ]);
  });

  it('names the cookies the site sets in the cookie policy', () => {
    for (const language of ['en', 'it']) {
      const html = rows.find((row) => row.key === 'cookies' && row.language === language)?.contentHtml ?? '';
      expect(html).toContain('<code>cookiesPolicy</code>');
      expect(html).toContain('<code>X-ITACA-LOCALE</code>');
      expect(html).toContain('<code>__Host-itaca_session</code>');
      expect(html).toContain('<code>__Host-itaca_signed_in</code>');
    }
  });

  it('builds one INSERT OR REPLACE statement per page', async () => {
    const statements = await buildTemplateStatements(now);
    expect(statements).toHaveLength(TEMPLATE_KEYS.length * 2);
    for (const statement of statements) {
      expect(statement.sql).toMatch(
        /^INSERT OR REPLACE INTO content_templates \(key, language, title, content_html, updated_date\)/,
      );
      expect(statement.params).toHaveLength(5);
    }
  });
});
