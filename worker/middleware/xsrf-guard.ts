import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sessionToken } from '../security/session.ts';
import { constantTimeEqualText } from '../security/tokens.ts';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_INVALID, xsrfTokenFor } from '../security/xsrf.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a state-changing request of a signed-in manager whose `X-XSRF-TOKEN` header is
 * not the anti-forgery token of its session (security/xsrf.ts). Runs after `loadSession()`;
 * requests without a session are left to the routes, which answer 401.
 */
export function requireXsrfToken(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.get('user')) {
      const token = sessionToken(c);
      const sent = c.req.header(XSRF_HEADER) ?? '';
      if (!token || !constantTimeEqualText(sent, await xsrfTokenFor(token))) {
        throw new ApiError(403, XSRF_INVALID, [{ field: XSRF_HEADER, code: 'error.xsrf.invalid' }]);
      }
    }
    await next();
  };
}

/** True when the request's `XSRF-TOKEN` cookie is the one of its session (no need to send it again). */
export async function hasCurrentXsrfCookie(c: Context<AppEnv>): Promise<boolean> {
  const token = sessionToken(c);
  const cookie = getCookie(c, XSRF_COOKIE);
  return token !== null && cookie !== undefined && constantTimeEqualText(cookie, await xsrfTokenFor(token));
}
