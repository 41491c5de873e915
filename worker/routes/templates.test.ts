import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderTemplateMarkdown } from '../../src/contracts/templates/render-template.ts';
import { TEMPLATE_KEYS, TEMPLATES } from '../../src/contracts/templates/template-keys.ts';
import type { ContentTemplate } from '../../src/contracts/types.ts';

const BASE = 'https://itaca.test/api/rs/public/template';

/** Fixture source of one page: node:fs is not available in workerd, so the Markdown is inline. */
function fixture(key: string, language: 'en' | 'it'): string {
  const title = language === 'en' ? `Page ${key}` : `Pagina ${key}`;
  const text = language === 'en' ? 'English text' : 'Testo italiano';
  return `---\ntitle: ${title}\nkey: ${key}\nupdated: 2026-11-01\n---\n## Section\n\n${text} <b>raw</b>.\n`;
}

async function insertTemplate(key: string, language: 'en' | 'it') {
  const { title, html } = renderTemplateMarkdown(fixture(key, language));
  await env.DB.prepare(
    'INSERT OR REPLACE INTO content_templates (key, language, title, content_html, updated_date) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(key, language, title, html, '2026-11-01T00:00:00.000Z')
    .run();
}

beforeAll(async () => {
  await env.DB.prepare('DELETE FROM content_templates').run();
  for (const key of TEMPLATE_KEYS) {
    await insertTemplate(key, 'en');
    await insertTemplate(key, 'it');
  }
});

async function getTemplate(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`${BASE}/${path}`, init);
  return { res, body: (await res.json()) as ContentTemplate & { message?: string; errors?: unknown[] } };
}

describe('GET /api/rs/public/template/<key>', () => {
  it.each(TEMPLATE_KEYS)('serves %s in English and Italian', async (key) => {
    const en = await getTemplate(`${key}?language=en`);
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(en.res.headers.get('Content-Language')).toBe('en');
    expect(en.body).toEqual({
      key,
      language: 'en',
      title: `Page ${key}`,
      content: '<h2 id="section">Section</h2>\n<p>English text &lt;b&gt;raw&lt;/b&gt;.</p>',
      updatedDate: '2026-11-01T00:00:00.000Z',
    });

    const it = await getTemplate(`${key}?language=it`);
    expect(it.res.status).toBe(200);
    expect(it.body.language).toBe('it');
    expect(it.body.title).toBe(`Pagina ${key}`);
    expect(it.body.content).toContain('Testo italiano');
  });

  it.each([
    ['it-IT', 'it'],
    ['it_it', 'it'],
    ['en-GB', 'en'],
    ['EN', 'en'],
  ])('accepts language=%s', async (language, expected) => {
    const { res, body } = await getTemplate(`faq?language=${language}`);
    expect(res.status).toBe(200);
    expect(body.language).toBe(expected);
    expect(res.headers.get('Vary')).toBeNull();
  });

  it('uses the locale cookie, then Accept-Language, then English when no language is given', async () => {
    const byCookie = await getTemplate('cookies', {
      headers: { Cookie: 'X-ITACA-LOCALE=it', 'Accept-Language': 'en' },
    });
    expect(byCookie.body.language).toBe('it');
    expect(byCookie.res.headers.get('Vary')).toBe('Cookie, Accept-Language');

    const byHeader = await getTemplate('cookies', {
      headers: { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' },
    });
    expect(byHeader.body.language).toBe('it');

    const unsupportedCookie = await getTemplate('cookies', {
      headers: { Cookie: 'X-ITACA-LOCALE=fr', 'Accept-Language': 'de' },
    });
    expect(unsupportedCookie.body.language).toBe('en');

    const none = await getTemplate('cookies');
    expect(none.body.language).toBe('en');
  });

  it('the query language wins over the cookie', async () => {
    const { body } = await getTemplate('aboutUs?language=en', { headers: { Cookie: 'X-ITACA-LOCALE=it' } });
    expect(body.language).toBe('en');
  });

  it('falls back to English when the page has no row in the language', async () => {
    await env.DB.prepare("DELETE FROM content_templates WHERE key = 'security' AND language = 'it'").run();
    try {
      const { res, body } = await getTemplate('security?language=it');
      expect(res.status).toBe(200);
      expect(body.language).toBe('en');
      expect(body.title).toBe('Page security');
      expect(res.headers.get('Content-Language')).toBe('en');
    } finally {
      await insertTemplate('security', 'it');
    }
  });

  it.each(TEMPLATE_KEYS)('answers 404 with the message when %s has no row at all', async (key) => {
    await env.DB.prepare('DELETE FROM content_templates WHERE key = ?').bind(key).run();
    try {
      const { res, body } = await getTemplate(`${key}?language=it`);
      expect(res.status).toBe(404);
      expect(body).toEqual({ message: TEMPLATES[key].failure, errors: [] });
    } finally {
      await insertTemplate(key, 'en');
      await insertTemplate(key, 'it');
    }
  });

  it.each(['unknown', 'terms', 'terms/owner', 'reviews/guidelines', 'faq/extra'])(
    'answers 404 JSON for the unknown key %s',
    async (key) => {
      const { res, body } = await getTemplate(key);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(body.message).toBe(`Unknown content template: ${key}`);
      expect(body.errors).toEqual([]);
    },
  );

  it.each([
    ['fr', 'error.language.not.supported', 'Language not supported'],
    ['xx-YY', 'error.language.not.supported', 'Language not supported'],
    ['', 'error.required', 'Invalid query: language'],
  ])('rejects language=%j with 400', async (language, code, message) => {
    const { res, body } = await getTemplate(`terms/manager?language=${language}`);
    expect(res.status).toBe(400);
    expect(body).toEqual({ message, errors: [{ field: 'language', code }] });
  });

  it('rejects a repeated language parameter', async () => {
    const { res, body } = await getTemplate('terms/guest?language=en&language=it');
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'language', code: 'error.field.generic.invalid' }]);
  });
});
