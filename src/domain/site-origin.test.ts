import { describe, expect, it } from 'vitest';
import {
  parseSiteOrigin,
  requestOrigin,
  SITE_ORIGIN_MAX_LENGTH,
  SiteOriginError,
  similarSites,
  siteOriginRules,
} from './site-origin.ts';

const production = siteOriginRules('production');
const local = siteOriginRules('local');

describe('parseSiteOrigin', () => {
  it.each([
    ['https://www.hotel-example.it', 'https://www.hotel-example.it', false],
    ['  HTTPS://WWW.Hotel-Example.IT  ', 'https://www.hotel-example.it', false],
    ['www.hotel-example.it', 'https://www.hotel-example.it', false],
    ['//www.hotel-example.it', 'https://www.hotel-example.it', false],
    ['https://www.hotel-example.it/', 'https://www.hotel-example.it', false],
    ['https://www.hotel-example.it/en/book?x=1#top', 'https://www.hotel-example.it', true],
    ['https://www.hotel-example.it:443', 'https://www.hotel-example.it', false],
    ['https://www.hotel-example.it:8443', 'https://www.hotel-example.it:8443', false],
    ['https://www.hotel-example.it.', 'https://www.hotel-example.it', false],
    ['https://hôtel-exemple.fr', 'https://xn--htel-exemple-eib.fr', false],
    ['https://203.0.113.7', 'https://203.0.113.7', false],
  ])('%s → %s (production)', (input, origin, trimmed) => {
    expect(parseSiteOrigin(input, production)).toEqual({ ok: true, origin, trimmed });
  });

  it.each([
    ['http://localhost:8801', 'http://localhost:8801'],
    ['http://127.0.0.1:8801/page.html', 'http://127.0.0.1:8801'],
    ['http://127.0.0.1:80', 'http://127.0.0.1'],
    ['localhost:3000', 'https://localhost:3000'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('%s → %s outside production', (input, origin) => {
    expect(parseSiteOrigin(input, local)).toMatchObject({ ok: true, origin });
  });

  it.each([
    ['', SiteOriginError.required],
    ['   ', SiteOriginError.required],
    ['x'.repeat(SITE_ORIGIN_MAX_LENGTH + 1), SiteOriginError.tooLong],
    ['https://www.hotel example.it', SiteOriginError.invalid],
    ['https://', SiteOriginError.invalid],
    ['ftp://www.hotel-example.it', SiteOriginError.scheme],
    ['javascript://alert(1)', SiteOriginError.scheme],
    ['http://www.hotel-example.it', SiteOriginError.https],
    ['http://localhost:8801', SiteOriginError.https],
    ['https://user:pass@www.hotel-example.it', SiteOriginError.credentials],
    ['https://intranet', SiteOriginError.host],
    ['https://-bad-.example.it', SiteOriginError.host],
    ['https://example.123', SiteOriginError.invalid],
    ['https://999.1.1.1', SiteOriginError.invalid],
    ['*', SiteOriginError.host],
  ])('refuses %j in production (%s)', (input, code) => {
    expect(parseSiteOrigin(input, production)).toEqual({ ok: false, code });
  });

  it('refuses plain http for a public host outside production too', () => {
    expect(parseSiteOrigin('http://www.hotel-example.it', local)).toEqual({
      ok: false,
      code: SiteOriginError.https,
    });
  });
});

describe('requestOrigin (a browser Origin header)', () => {
  it.each([
    ['https://www.hotel-example.it', 'https://www.hotel-example.it'],
    ['http://127.0.0.1:8801', 'http://127.0.0.1:8801'],
    [undefined, null],
    ['null', null],
    ['https://www.hotel-example.it/', null],
    ['https://www.hotel-example.it/path', null],
    ['https://www.hotel-example.it:443', null],
    ['www.hotel-example.it', null],
  ])('%s → %s', (header, expected) => {
    expect(requestOrigin(header, local)).toBe(expected);
  });
});

describe('similarSites', () => {
  const sites = ['https://www.hotel-example.it', 'https://booking.hotel-example.it'];
  it.each([
    ['https://hotel-example.it', ['https://www.hotel-example.it']],
    ['http://www.hotel-example.it', ['https://www.hotel-example.it']],
    ['https://www.hotel-example.it', []],
    ['https://www.other.it', []],
  ])('%s resembles %j', (origin, expected) => {
    expect(similarSites(origin, sites)).toEqual(expected);
  });
});
