/**
 * Headers of the booking widget's files (dist/widget/). Hotels load the widget from their own
 * sites as a module script, which browsers fetch in CORS mode (and SRI needs CORS too), so the
 * scripts are public to every origin: `Access-Control-Allow-Origin: *` without credentials and
 * `Cross-Origin-Resource-Policy: cross-origin`. The booking API itself keeps its per-hotel
 * origin list (middleware/booking-cors.ts).
 *
 * Caching: `booking.js` is the moving "latest" entry (short max-age so fixes reach every host
 * within minutes); the content-hashed files (`booking.<hash>.js`, `chunks/*-<hash>.js`) never
 * change and are cached for a year.
 */
export const WIDGET_PREFIX = '/widget/';
export const LATEST_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const HASHED = /^\/widget\/(?:booking\.[A-Za-z0-9_-]{8,10}\.js|chunks\/[^/]+-[A-Za-z0-9_-]{8}\.js)$/;

export function isWidgetFile(path: string): boolean {
  return path.startsWith(WIDGET_PREFIX) && /\.(js|json|css)$/.test(path);
}

export function widgetCacheControl(path: string): string {
  return HASHED.test(path) ? IMMUTABLE_CACHE : LATEST_CACHE;
}

/** Sets the cross-origin and cache headers on a widget file's response. */
export function withWidgetHeaders(path: string, response: Response): Response {
  if (!isWidgetFile(path) || !response.ok) return response;
  const res = new Response(response.body, response);
  res.headers.set('Access-Control-Allow-Origin', '*');
  res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  res.headers.set('Cache-Control', widgetCacheControl(path));
  res.headers.append('Vary', 'Accept-Encoding');
  return res;
}
