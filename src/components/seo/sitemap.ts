/**
 * sitemap.xml: every public page in every language, each with its xhtml:link alternates
 * (hreflang and x-default), as Google documents for multilingual sites.
 */
import type { Language } from '../../contracts/types.ts';
import { localePath } from '../../i18n/paths.ts';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export type SitemapOptions = {
  site: URL | string;
  /** Language-neutral paths (`/`, `/faq`, `/info/pms`). */
  paths: readonly string[];
  languages: readonly Language[];
  defaultLanguage: Language;
};

export function buildSitemap({ site, paths, languages, defaultLanguage }: SitemapOptions): string {
  const url = (language: Language, path: string) => new URL(localePath(language, path), site).href;
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${xml(url(language, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(url(defaultLanguage, path))}"/>`,
    ].join('\n');
    return languages.map(
      (language) => `  <url>\n    <loc>${xml(url(language, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export type RobotsOptions = { site: URL | string; disallow: readonly string[] };

export function buildRobots({ site, disallow }: RobotsOptions): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
