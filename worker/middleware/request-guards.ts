import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Largest JSON body the public API accepts; every public payload is far smaller. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Rejects state-changing requests sent by another site (CSRF): browsers say so in
 * Sec-Fetch-Site; older ones only send Origin, which must then be our own origin.
 * Requests without either (curl, server-to-server) carry no ambient browser credentials risk.
 */
export function rejectCrossSite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Booking routes called from an origin their hotel allows (booking-cors.ts): they use no
    // cookies, so there is no ambient credential to protect.
    if (!SAFE_METHODS.has(c.req.method) && !c.get('corsOrigin')) {
      const fetchSite = c.req.header('Sec-Fetch-Site');
      if (fetchSite !== undefined) {
        if (fetchSite !== 'same-origin' && fetchSite !== 'none') {
          throw new ApiError(403, 'Cross-site request refused');
        }
      } else {
        const origin = c.req.header('Origin');
        if (origin !== undefined && origin !== new URL(c.req.url).origin) {
          throw new ApiError(403, 'Cross-site request refused');
        }
      }
    }
    await next();
  };
}

/**
 * JSON routes take JSON only (415 otherwise). A body-less POST (logout) needs no Content-Type.
 */
export function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const length = c.req.header('Content-Length');
      const hasBody = length === undefined ? c.req.raw.body !== null : Number(length) > 0;
      const type = c.req.header('Content-Type') ?? '';
      if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
        throw new ApiError(415, 'Content-Type must be application/json', [
          { field: 'Content-Type', code: 'error.field.generic.invalid' },
        ]);
      }
    }
    await next();
  };
}

/** Caps request bodies (413), also when they arrive chunked without a Content-Length. */
export function limitBody(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, `Request body larger than ${MAX_JSON_BODY_BYTES} bytes`, [
        { field: 'body', code: 'error.field.generic.maxlength' },
      ]);
    },
  });
}
