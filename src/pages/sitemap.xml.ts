/**
 * sitemap.xml: every public page in both languages with its hreflang alternates. Forms (login,
 * password reset, quote) and error pages are left out: they are not landing pages.
 */

import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { buildSitemap } from '../components/seo/sitemap.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../domain/language.ts';

export const GET: APIRoute = async ({ site }) => {
  const info = (await getCollection('info', (entry) => entry.id.startsWith(`${DEFAULT_LANGUAGE}/`)))
    .sort((a, b) => a.data.order - b.data.order)
    .map((entry) => `/info/${entry.id.slice(DEFAULT_LANGUAGE.length + 1)}`);
  const xml = buildSitemap({
    site: site ?? 'http://127.0.0.1:8787',
    paths: [
      '/',
      '/hotels',
      ...info,
      '/faq',
      '/contacts',
      '/terms',
      '/privacy',
      '/privacy-guest',
      '/security',
    ],
    languages: SUPPORTED_LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
