import type { Context } from 'hono';
import { hotelRefParam } from '../../src/contracts/booking.ts';
import type { Language } from '../../src/contracts/types.ts';
import { hotelJsonLd, jsonLdScript } from '../../src/domain/hotel-json-ld.ts';
import { type HotelPath, parseHotelPath } from '../../src/domain/hotel-path.ts';
import { shareDescription, titleFor } from '../../src/domain/share-preview.ts';
import { findHotelPagePreview, type HotelPagePreview } from '../data/hotels.ts';
import type { AppEnv } from '../env.ts';
import { missingHintCookie } from '../security/session.ts';
import { weatherProvider } from '../weather/current.ts';
import { isBackofficePath, serveBackofficePage } from './backoffice-page.ts';
import { withWidgetHeaders } from './widget-assets.ts';

/**
 * Serves the built site and the widget from Workers static assets. ROUTES: any unknown
 * route goes to the home page, so a missing page redirects to `/` (or `/it` for Italian paths).
 * PUBAPI: `/hotel/{ref}/{checkin}/{checkout}/{adults}/{boys}/{children}/{kids}` (and
 * `/hotel/{ref}`, its canonical address) serve the one built hotel page; other `/hotel` paths
 * are unknown routes.
 */
export async function serveSite(c: Context<AppEnv>): Promise<Response> {
  return withSignedInHint(c, await serveAsset(c));
}

/** Pages carry the signed-in hint when the request has a session cookie without one (security/session.ts). */
function withSignedInHint(c: Context<AppEnv>, response: Response): Response {
  const hint = response.headers.get('Content-Type')?.startsWith('text/html') ? missingHintCookie(c) : null;
  if (!hint) return response;
  const copy = new Response(response.body, response);
  copy.headers.append('Set-Cookie', hint);
  return copy;
}

async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    // The islands' forms say method="post", so one submitted before its script has run never puts
    // what was typed (a password, an e-mail) in the address; the browser is sent back to the page
    // (303, with its own query such as ?next=), which is ready by then; the body is never read.
    if (c.req.method === 'POST' && isFormPost(c.req.header('Content-Type')) && !isAssetLike(path)) {
      return c.redirect(`${path}${new URL(c.req.url).search}`, 303);
    }
    return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
  }
  // The back-office app: one page per language for every /secure address, signed-in managers only.
  if (isBackofficePath(path)) return serveBackofficePage(c, path);
  if (HOTEL_PAGE.test(path)) {
    const hotel = parseHotelPath(path);
    if (hotel) return serveHotelPage(c, hotel);
    return redirectHome(c, path);
  }
  const response = await c.env.ASSETS.fetch(assetRequest(c.req.raw, path));
  if (response.status !== 404) return withWidgetHeaders(path, response);
  if (isAssetLike(path)) return response;
  // ROUTES-6: /error/:code takes any integer; codes without a prebuilt page get the generic
  // error page, which reads the code from the URL.
  const errorPage = /^(\/it)?\/error\/\d{1,9}\/?$/.exec(path);
  if (errorPage) {
    const generic = await c.env.ASSETS.fetch(
      new Request(new URL(`${errorPage[1] ?? ''}/error`, c.req.url), c.req.raw),
    );
    if (generic.ok) return generic;
  }
  return redirectHome(c, path);
}

function redirectHome(c: Context<AppEnv>, path: string): Response {
  return c.redirect(path === '/it' || path.startsWith('/it/') ? '/it' : '/', 302);
}

/** Every path of the hotel page, well-formed or not (the built page itself is `/hotel`). */
const HOTEL_PAGE = /^(\/it)?\/hotel(\/|$)/;

/**
 * The built hotel page of the path's language, answered 200 at the hotel's address (the page's
 * script reads the address and configures the widget). Its canonical, alternate and og:url
 * links name the hotel without the stay: `…/hotel/{ref}`.
 */
async function serveHotelPage(c: Context<AppEnv>, hotel: HotelPath): Promise<Response> {
  const hotelRef = hotelRefParam.safeParse(hotel.hotel);
  const [page, preview] = await Promise.all([
    c.env.ASSETS.fetch(new Request(new URL(`${hotel.prefix}/hotel`, c.req.url), c.req.raw)),
    hotelRef.success
      ? findHotelPagePreview(c.env.DB, hotelRef.data).catch((error: unknown) => {
          // The page still works without it: its script fills everything in.
          console.error('hotel page preview failed', error);
          return null;
        })
      : null,
  ]);
  if (!page.ok) return page;
  const ref = `/hotel/${encodeURIComponent(hotel.hotel)}`;
  const withHotel = (value: string | null): string | null => {
    if (!value) return null;
    const url = new URL(value, c.req.url);
    url.pathname = url.pathname.replace(/\/hotel\/?$/, ref);
    return url.href;
  };
  const rewrite = (attribute: string) => ({
    element(element: Element) {
      const value = withHotel(element.getAttribute(attribute));
      if (value) element.setAttribute(attribute, value);
    },
  });
  const language: Language = hotel.prefix === '/it' ? 'it' : 'en';
  const rewriter = new HTMLRewriter()
    .on('link[rel="canonical"]', {
      element(element: Element) {
        const canonical = withHotel(element.getAttribute('href'));
        if (!canonical) return;
        element.setAttribute('href', canonical);
        // CONSIST: the hotel's schema.org description in the page as served (crawlers that run
        // no script read it), beside the canonical address it names.
        if (preview) element.after(hotelJsonLdElement(preview, canonical, language), { html: true });
      },
    })
    .on('link[rel="alternate"][hreflang]', rewrite('href'))
    .on('meta[property="og:url"]', rewrite('content'));
  if (preview) withPreview(rewriter, preview, language);
  // CONSIST: without a weather provider the page has no weather to show, so it is served
  // without the section, and its script (which mounts the weather only where the section is)
  // requests nothing.
  if (!weatherProvider(c.env)) {
    rewriter.on('[data-hotel-section="weather"]', {
      element(element) {
        element.remove();
      },
    });
  }
  return rewriter.transform(
    new Response(page.body, { status: 200, headers: rewrittenHeaders(page.headers) }),
  );
}

/** The `<script type="application/ld+json">` of the hotel page at `canonical`, photos on its origin. */
function hotelJsonLdElement(preview: HotelPagePreview, canonical: string, language: Language): string {
  const photos = preview.photoPaths.map((path) => new URL(`${preview.storageUrl}/${path}`, canonical).href);
  const data = hotelJsonLd(preview, canonical, photos, language);
  return `<script type="application/ld+json">${jsonLdScript(data)}</script>`;
}

/**
 * The hotel's own name, description and cover photo in the page as served, for what does not run
 * the page's script: link previews (Open Graph readers such as messaging apps and social
 * networks), search results, and a browser without JavaScript (the heading).
 */
function withPreview(rewriter: HTMLRewriter, preview: HotelPagePreview, language: Language): void {
  // setAttribute escapes quotes only: an '&' stays raw, and '&amp;' in a name would be read as '&'.
  const attribute = (value: string) => value.replace(/&/g, '&amp;');
  let title = '';
  const description = shareDescription(preview.description[language] ?? preview.description.en ?? '');
  rewriter
    .on('title', {
      text(chunk) {
        title += chunk.text;
        if (chunk.lastInTextNode) chunk.replace(titleFor(preview.name, title));
        else chunk.remove();
      },
    })
    .on('meta[property="og:title"]', {
      element(element) {
        element.setAttribute(
          'content',
          attribute(titleFor(preview.name, element.getAttribute('content') ?? '')),
        );
      },
    })
    .on('h1[data-hotel-name]', {
      element(element) {
        element.setInnerContent(preview.name);
      },
    });
  if (description) {
    rewriter.on('meta[name="description"], meta[property="og:description"]', {
      element(element) {
        element.setAttribute('content', attribute(description));
      },
    });
  }
  if (preview.coverPath) {
    const path = preview.coverPath;
    rewriter.on('meta[property="og:image"]', {
      element(element) {
        // On the site's own origin, like the built page's image.
        const site = new URL(element.getAttribute('content') ?? '/', 'http://invalid');
        element.setAttribute(
          'content',
          attribute(new URL(`${preview.storageUrl}/${path}`, site.origin).href),
        );
      },
    });
  }
}

/** The rewritten body has another length, and one file's validator must not stand for every hotel. */
function rewrittenHeaders(source: Headers): Headers {
  const headers = new Headers(source);
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) headers.delete(name);
  return headers;
}

/**
 * The widget's demo host pages answer at their documented `.html` addresses (the site's assets
 * drop `.html` with a redirect; a host page's address should not move).
 */
function assetRequest(request: Request, path: string): Request {
  const demo = /^(\/widget\/[\w-]+)\.html$/.exec(path);
  if (demo === null) return request;
  const url = new URL(request.url);
  url.pathname = demo[1] ?? path;
  return new Request(url, request);
}

function isFormPost(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** Files (a dot in the last segment) stay 404s: redirecting a missing image to HTML helps no one. */
function isAssetLike(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return last.includes('.') || path.startsWith('/_astro/') || path.startsWith('/widget/');
}
