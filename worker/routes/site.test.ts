import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app.ts';

// These tests read the built site (dist/), which `npm test` builds before the worker tests.
const SITE = 'https://itaca.test';

describe('site and fallbacks', () => {
  it('serves the home page with the security headers', async () => {
    const res = await SELF.fetch(`${SITE}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // Only data blocks (JSON-LD) may be inline: every executable script is a file (strict CSP).
    const inline = [...(await res.text()).matchAll(/<script([^>]*)>\s*\S/g)].map((m) => m[1] ?? '');
    expect(inline.filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))).toEqual(
      [],
    );
  });

  it('redirects unknown pages home, keeping the Italian prefix', async () => {
    const en = await SELF.fetch(`${SITE}/no/such/page`, { redirect: 'manual' });
    expect(en.status).toBe(302);
    expect(new URL(en.headers.get('Location') ?? '', SITE).pathname).toBe('/');
    const it = await SELF.fetch(`${SITE}/it/nessuna-pagina`, { redirect: 'manual' });
    expect(new URL(it.headers.get('Location') ?? '', SITE).pathname).toBe('/it');
  });

  it('answers 404 for missing files instead of redirecting them', async () => {
    const res = await SELF.fetch(`${SITE}/images/nothing-here.png`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  it('serves the demo images from the site itself', async () => {
    const res = await SELF.fetch(`${SITE}/images/no-gallery.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/svg/);
  });

  it('serves the generic error page for any integer code', async () => {
    const res = await SELF.fetch(`${SITE}/error/418`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html/);
    const notInteger = await SELF.fetch(`${SITE}/error/abc`, { redirect: 'manual' });
    expect(notInteger.status).toBe(302);
  });

  it('refuses writes to pages', async () => {
    const res = await SELF.fetch(`${SITE}/`, { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('sends a form posted before its island ran back to its page, keeping nothing of it', async () => {
    const res = await SELF.fetch(`${SITE}/it/login?next=%2Fsecure`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=manager%40example.com&password=Secret1234',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/it/login?next=%2Fsecure');
    const file = await SELF.fetch(`${SITE}/favicon.svg`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(file.status).toBe(405);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await SELF.fetch(`${SITE}/api/rs/public/nothing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { message: string; errors: unknown[] };
    expect(body.errors).toEqual([]);
    expect(body.message).toMatch(/nothing/);
  });

  it('uses no-referrer on the password reset page', async () => {
    const res = await SELF.fetch(`${SITE}/password/reset?id=a&hashCode=b`, { redirect: 'manual' });
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('uses no-referrer on the reservation manage page (its URL carries the manage token)', async () => {
    for (const path of ['/booking/manage', '/it/booking/manage']) {
      const res = await SELF.fetch(`${SITE}${path}?code=ABCDEF1234&token=secret`, { redirect: 'manual' });
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });
});

describe('hotel page (PUBAPI)', () => {
  const STAY = '20270130/20270203/2/0/0/0';

  it('serves the hotel page at a card link, in both languages, with a canonical without the stay', async () => {
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/it', 'it'],
    ] as const) {
      const res = await SELF.fetch(`${SITE}${prefix}/hotel/ca-dei-dogi-venezia/${STAY}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<itaca-booking');
      expect(html).not.toMatch(/name="robots"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(`${prefix}/hotel/ca-dei-dogi-venezia`);
      const og = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(og).toBe(canonical);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => [m[1], new URL(m[2] ?? '').pathname],
      );
      expect(alternates).toEqual([
        ['en', '/hotel/ca-dei-dogi-venezia'],
        ['it', '/it/hotel/ca-dei-dogi-venezia'],
        ['x-default', '/hotel/ca-dei-dogi-venezia'],
      ]);
    }
  });

  it("serves the hotel's own title, heading, description and cover photo, for link previews and search results", async () => {
    const now = new Date().toISOString();
    const description = `Sei camere affacciate sul Canal Grande. ${'Colazione in giardino, gondole alla porta. '.repeat(6)}`;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency,
           time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
           deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
         VALUES (9301, 'Palazzo <Preview> & "Co" &amp;', 'preview-hotel', 'HOTEL', 4, 1, 1, 8, 'EUR', 'Europe/Rome',
           '{}', '{}', '{}', ?, 10, 30, 0, 0, ?, ?)`,
      ).bind(JSON.stringify({ en: 'Six rooms on the Grand Canal.', it: description }), now, now),
      env.DB.prepare(
        `INSERT INTO hotel_gallery (hotel_id, path, cover, position, caption) VALUES
           (9301, 'gallery/9301/11111111-1111-4111-8111-111111111111.webp', 0, 0, 'Lobby'),
           (9301, 'gallery/9301/22222222-2222-4222-8222-222222222222.webp', 1, 1, 'Facade')`,
      ),
      env.DB.prepare(
        `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency,
           time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
           deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
         VALUES (9302, 'Hidden Hotel', 'hidden-preview-hotel', 'HOTEL', 4, 1, 0, 8, 'EUR', 'Europe/Rome',
           '{}', '{}', '{}', '{"en":"Not public."}', 10, 30, 0, 0, ?, ?)`,
      ).bind(now, now),
    ]);
    const page = async (path: string) => (await SELF.fetch(`${SITE}${path}`)).text();
    // An attribute's value as a browser reads it.
    const decode = (text: string) =>
      text.replace(
        /&(lt|gt|quot|#34|#39|amp);/g,
        (_, entity: string) =>
          ({ lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'", amp: '&' })[entity] ?? '',
      );
    const meta = (html: string, attribute: string) => {
      const value = new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
      return value === undefined ? null : decode(value);
    };
    const name = 'Palazzo <Preview> & "Co" &amp;';

    const en = await page(`/hotel/preview-hotel/${STAY}`);
    const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title(en)).toBe(`${name} · Itaca`);
    expect(decode(/<h1 data-hotel-name[^>]*>([^<]*)<\/h1>/.exec(en)?.[1] ?? '')).toBe(name);
    expect(meta(en, 'property="og:title"')).toBe(`${name} · Itaca`);
    expect(meta(en, 'name="description"')).toBe('Six rooms on the Grand Canal.');
    expect(meta(en, 'property="og:description"')).toBe('Six rooms on the Grand Canal.');
    // The cover (not the first photo), absolute on the site's origin, from the storage url.
    const image = new URL(meta(en, 'property="og:image"') ?? '');
    expect(image.pathname).toBe('/images/gallery/9301/22222222-2222-4222-8222-222222222222.webp');
    // CONSIST: its schema.org description is in the page as served (crawlers run no script), once,
    // naming the canonical address and every photo in the gallery's order.
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
      );
    const [ld, ...more] = jsonLd(en);
    expect(more).toEqual([]);
    // The page's own canonical address, on the origin the built page names (as og:url).
    const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(en)?.[1] ?? '');
    expect(canonical.pathname).toBe('/hotel/preview-hotel');
    const origin = canonical.origin;
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      name,
      url: canonical.href,
      description: 'Six rooms on the Grand Canal.',
      starRating: { ratingValue: 4 },
      image: [
        `${origin}/images/gallery/9301/11111111-1111-4111-8111-111111111111.webp`,
        `${origin}/images/gallery/9301/22222222-2222-4222-8222-222222222222.webp`,
      ],
    });
    expect(en.indexOf('application/ld+json')).toBeLessThan(en.indexOf('</head>'));

    // Italian: the Italian description, cut for a preview at a word boundary.
    const it = await page('/it/hotel/9301');
    const cut = meta(it, 'name="description"') ?? '';
    expect(cut.startsWith('Sei camere affacciate sul Canal Grande. Colazione')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(title(it)).toBe(`${name} · Itaca`);
    expect(jsonLd(it)[0]).toMatchObject({ url: `${origin}/it/hotel/9301`, description });

    // A disabled or unknown hotel keeps the page's own texts (its script says it was not found).
    for (const path of ['/hotel/hidden-preview-hotel', '/hotel/no-such-hotel']) {
      const html = await page(path);
      expect(html, path).toContain('<title>Book your stay · Itaca</title>');
      expect(meta(html, 'property="og:image"'), path).toMatch(/\/images\/og-image\.png$/);
      expect(jsonLd(html), path).toEqual([]);
    }
  });

  it('serves the weather section only when a weather provider is configured', async () => {
    // Without a provider the page would request the weather and get 404: it has no section at all.
    const without = await (await SELF.fetch(`${SITE}/it/hotel/ca-dei-dogi-venezia`)).text();
    expect(without).toContain('<itaca-booking');
    expect(without).not.toContain('data-hotel="weather"');
    expect(without).not.toContain('id="hotel-weather"');
    const configured = { ...env, WEATHER_URL: 'https://weather.example/data/2.5/weather' };
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${SITE}/hotel/ca-dei-dogi-venezia`), configured, ctx);
    await waitOnExecutionContext(ctx);
    const html = await res.text();
    expect(html).toContain('data-hotel="weather"');
    expect(html).toContain('id="hotel-weather"');
  });

  it('serves the canonical address (no stay) and a trailing slash too', async () => {
    for (const path of ['/hotel/3', '/it/hotel/3/', `/hotel/3/${STAY}/`, '/hotel/ca%20dei%20dogi']) {
      const res = await SELF.fetch(`${SITE}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
    }
  });

  it('redirects malformed hotel addresses home, like any unknown route', async () => {
    for (const [path, home] of [
      ['/hotel', '/'],
      ['/hotel/', '/'],
      ['/it/hotel', '/it'],
      ['/hotel/1/20270130', '/'],
      ['/hotel/1/20270130/20270203/2/0/0', '/'],
      ['/hotel/1/20270230/20270303/2/0/0/0', '/'],
      ['/it/hotel/1/20270203/20270130/2/0/0/0', '/it'],
      ['/hotel/1/20270130/20270203/0/0/0/0', '/'],
      ['/hotel/1/20270130/20270203/2/0/0/0/more', '/'],
      ['/hotel/%E0%A4%A', '/'],
    ] as const) {
      const res = await SELF.fetch(`${SITE}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get('Location') ?? '', SITE).pathname, path).toBe(home);
    }
  });

  it('refuses writes to the hotel page', async () => {
    const res = await SELF.fetch(`${SITE}/hotel/1/${STAY}`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe('booking widget files', () => {
  it('serves the widget entry to every origin with a short cache', async () => {
    const res = await SELF.fetch(`${SITE}/widget/booking.js`, {
      headers: { Origin: 'https://hotel.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(res.headers.get('Cache-Control')).toMatch(/max-age=300\b/);
  });

  it('publishes a pinned, immutable copy with its integrity in the manifest', async () => {
    const manifest = (await (await SELF.fetch(`${SITE}/widget/manifest.json`)).json()) as {
      pinned: string;
      integrity: string;
    };
    expect(manifest.pinned).toMatch(/^booking\.[A-Za-z0-9_-]{8,10}\.js$/);
    const pinned = await SELF.fetch(`${SITE}/widget/${manifest.pinned}`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await pinned.arrayBuffer());
    const digest = await crypto.subtle.digest('SHA-384', body);
    const expected = `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    expect(manifest.integrity).toBe(expected);
  });

  it('serves the demo host pages at their .html address under the strict host policy', async () => {
    for (const page of ['demo.html', 'demo-plain.html']) {
      const res = await SELF.fetch(`${SITE}/widget/${page}`, { redirect: 'manual' });
      expect(res.status, page).toBe(200);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(await res.text()).toContain('<itaca-booking');
    }
  });
});
