import type { MiddlewareHandler } from 'hono';
import { mapPolicy } from '../../src/domain/map-tiles.ts';
import type { AppEnv } from '../env.ts';

/**
 * Content-Security-Policy of every response. Scripts come only from our own origin: the build
 * moves Astro's inline scripts into files (scripts/build.ts), so no hash or 'unsafe-inline' is
 * needed. Styles keep 'unsafe-inline' for the style attributes React and Leaflet write.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of the widget's demo host pages (/widget/demo*.html): exactly the lines the widget
 * documentation asks a host to add for our origin, with no 'unsafe-inline' anywhere, so the
 * demo proves the widget runs under a strict host CSP (its CSS is adopted by its shadow root,
 * never injected as <style>).
 */
export const WIDGET_HOST_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const isWidgetDemo = (path: string) => /^\/widget\/demo[\w-]*(\.html)?$/.test(path);

/** Pages whose URL carries a secret (reset token, reservation manage token) must not leak it through Referer. */
const NO_REFERRER_PATHS = [
  '/password/reset',
  '/it/password/reset',
  '/booking/manage',
  '/it/booking/manage',
  '/invitation',
  '/it/invitation',
];

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = new URL(c.req.url).pathname.replace(/\/$/, '');
    // Responses from env.ASSETS.fetch or fetch() have immutable headers: copy them first.
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    h.set(
      'Content-Security-Policy',
      isWidgetDemo(path) ? WIDGET_HOST_POLICY : mapPolicy(CONTENT_SECURITY_POLICY, path, c.env.MAP_TILES_URL),
    );
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set(
      'Referrer-Policy',
      NO_REFERRER_PATHS.includes(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (path.startsWith('/api/')) h.set('Cache-Control', h.get('Cache-Control') ?? 'no-store');
  };
}
