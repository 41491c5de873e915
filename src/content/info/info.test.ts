import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../contracts/templates/render-template.ts';

/** The information pages (src/content/info/<lang>/<page>.mdx): real text, in both languages, linked per locale. */
const PAGES = ['booking', 'channel-manager', 'manage-property', 'new-property', 'own-property', 'pms'];
const LANGUAGES = ['en', 'it'] as const;

const load = async (language: string, page: string) => {
  const { data, body } = parseFrontMatter(await readFile(`src/content/info/${language}/${page}.mdx`, 'utf8'));
  return { data, body, words: body.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length };
};

describe('info pages', () => {
  it.each(LANGUAGES)('exist for the six routes of ROUTES in %s', async (language) => {
    const files = (await readdir(`src/content/info/${language}`)).filter((f) => f.endsWith('.mdx'));
    expect(files.map((f) => f.replace(/\.mdx$/, '')).sort()).toEqual(PAGES);
  });

  for (const language of LANGUAGES) {
    it.each(PAGES)(
      `%s (${language}) is a real page of 400 to 700 words with headings and lists`,
      async (page) => {
        const { body, words } = await load(language, page);
        expect(words).toBeGreaterThanOrEqual(400);
        expect(words).toBeLessThanOrEqual(700);
        expect(body).not.toMatch(/lorem|ipsum|TODO/i);
        expect(body.match(/^## /gm)?.length).toBeGreaterThanOrEqual(4);
        expect(body).toMatch(/^(- |1\. )/m);
        expect(body).not.toMatch(/^# /m);
      },
    );

    it(`links to the other pages in ${language} only`, async () => {
      for (const page of PAGES) {
        const { body } = await load(language, page);
        for (const [, href] of body.matchAll(/\]\((\/[^)]*)\)/g)) {
          expect(href?.startsWith('/it/'), `${page}: ${href}`).toBe(language === 'it');
          expect(PAGES.map((p) => `${language === 'it' ? '/it' : ''}/info/${p}`)).toContain(href);
        }
      }
    });
  }

  it('gives every page a unique title, heading and description, ordered 1 to 6', async () => {
    const all = await Promise.all(
      LANGUAGES.flatMap((language) =>
        PAGES.map(async (page) => ({ language, page, data: (await load(language, page)).data })),
      ),
    );
    for (const field of ['title', 'heading', 'description'] as const) {
      expect(new Set(all.map((entry) => entry.data[field])).size).toBe(all.length);
    }
    for (const entry of all) expect((entry.data.description ?? '').length).toBeLessThanOrEqual(160);
    for (const language of LANGUAGES) {
      const orders = all
        .filter((entry) => entry.language === language)
        .map((entry) => Number(entry.data.order));
      expect(orders.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});
