import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

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
});
