import { describe, expect, it } from 'vitest';
import { ABOUT } from '../../contracts/about.ts';
import { jsonLdText, organizationJsonLd, socialLinks } from './organization.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

describe('buildSitemap', () => {
  const xml = buildSitemap({
    site: 'https://itaca.test',
    paths: ['/', '/faq'],
    languages: ['en', 'it'],
    defaultLanguage: 'en',
  });

  it('lists every path in every language', () => {
    expect(Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1])).toEqual([
      'https://itaca.test/',
      'https://itaca.test/it',
      'https://itaca.test/faq',
      'https://itaca.test/it/faq',
    ]);
  });

  it('gives every URL its alternates and x-default', () => {
    expect(xml.match(/hreflang="it" href="https:\/\/itaca.test\/it\/faq"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/itaca.test\/faq"/g)).toHaveLength(2);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('escapes XML', () => {
    const escaped = buildSitemap({
      site: 'https://a.test',
      paths: ["/a&b'"],
      languages: ['en'],
      defaultLanguage: 'en',
    });
    expect(escaped).toContain('<loc>https://a.test/a&amp;b&apos;</loc>');
  });
});

describe('buildRobots', () => {
  it('disallows the given paths and points to the sitemap', () => {
    expect(buildRobots({ site: 'https://itaca.test', disallow: ['/api/', '/__local/'] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__local/\n\nSitemap: https://itaca.test/sitemap.xml\n',
    );
  });
});

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(ABOUT, 'https://itaca.test/it/contacts', 'it');

  it('carries the company facts of the About data', () => {
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: ABOUT.brand,
      legalName: ABOUT.company.legalName,
      url: 'https://itaca.test/',
      vatID: ABOUT.company.vat,
      email: ABOUT.uiInfoEmail,
      telephone: ABOUT.phone,
      address: { streetAddress: ABOUT.registeredOffice.address, postalCode: ABOUT.registeredOffice.zipcode },
      location: { address: { streetAddress: ABOUT.company.addressInfo.address } },
      identifier: { value: ABOUT.chamberCommerceNumber },
    });
    expect(data.sameAs).toEqual(socialLinks(ABOUT).map((l) => l.url));
    expect(data.sameAs.length).toBeGreaterThan(0);
  });

  it('serialises safely inside a script element', () => {
    expect(jsonLdText({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(jsonLdText({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
