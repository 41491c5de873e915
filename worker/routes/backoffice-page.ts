/**
 * The back-office app's page (decision 019): every GET of `/secure`, `/secure/…`, `/it/secure`
 * and `/it/secure/…` answers the one built page of its language (`/secure`, `/it/secure`), whose
 * client-side app reads the address and opens that screen — so a deep link or a reload works.
 *
 * Only a signed-in manager gets it (the session is checked with the API's own loader,
 * security/session.ts): anyone else is sent to the login page of the language with
 * `next=<path and query>`, and comes back after logging in. The page is never cached nor indexed.
 * A session started before the anti-forgery cookie existed gets its `XSRF-TOKEN` here.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { hasCurrentXsrfCookie } from '../middleware/xsrf-guard.ts';
import { loadSession, sessionToken } from '../security/session.ts';
import { setXsrfCookie } from '../security/xsrf.ts';

/** `/secure`, `/secure/…`, `/it/secure`, `/it/secure/…` (not `/securex`). */
const BACKOFFICE_PATH = /^(\/it)?\/secure(\/.*)?$/;

/** True for the addresses the back-office page answers. */
export function isBackofficePath(path: string): boolean {
  return BACKOFFICE_PATH.test(path);
}

export async function serveBackofficePage(c: Context<AppEnv>, path: string): Promise<Response> {
  const italian = path === '/it/secure' || path.startsWith('/it/secure/');
  await loadSession()(c, async () => {});
  if (!c.get('user')) {
    const url = new URL(c.req.url);
    const next = `${url.pathname}${url.search}`;
    const login = `${italian ? '/it' : ''}/login?${new URLSearchParams({ next })}`;
    return withHeaders(c, c.redirect(login, 302));
  }
  const page = await c.env.ASSETS.fetch(
    new Request(new URL(italian ? '/it/secure' : '/secure', c.req.url), c.req.raw),
  );
  if (!page.ok) return page;
  const token = sessionToken(c);
  if (token && !(await hasCurrentXsrfCookie(c))) await setXsrfCookie(c, token);
  const headers = new Headers(page.headers);
  // One file stands for every address: no validators, never stored (it is for one manager).
  for (const name of ['ETag', 'Last-Modified']) headers.delete(name);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  return withHeaders(c, new Response(page.body, { status: 200, headers }));
}

/** The cookies the session loader or the XSRF step set on the context go out with the response. */
function withHeaders(c: Context<AppEnv>, response: Response): Response {
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const copy = new Response(response.body, response);
  for (const cookie of cookies) copy.headers.append('Set-Cookie', cookie);
  return copy;
}
