import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import {
  BACKOFFICE_TIMEOUT_MS,
  forwardToBackoffice,
  PROXY_MESSAGES,
  resolveBackofficeOrigin,
} from '../proxy/forward.ts';
import { localSecureApi } from './secure-local.ts';

export type SecureApiOptions = {
  /** Time the back office has to send its response headers; tests pass a short one. */
  timeoutMs?: number;
};

/** Misconfigurations already logged by this isolate (one line each, not one per request). */
const reportedMisconfigurations = new Set<string>();

/**
 * `/api/rs/secure/*`: proxied to BACKOFFICE_ORIGIN when it is set, otherwise served by
 * `localSecureApi`. Failures are thrown as ApiError and rendered by the app's `onError`.
 */
export function createSecureApi(options: SecureApiOptions = {}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const timeoutMs = options.timeoutMs ?? BACKOFFICE_TIMEOUT_MS;

  api.use('*', async (c, next) => {
    const target = resolveBackofficeOrigin(c.env.BACKOFFICE_ORIGIN);
    if (target.kind === 'local') return next();
    if (target.kind === 'invalid') {
      if (!reportedMisconfigurations.has(target.reason)) {
        reportedMisconfigurations.add(target.reason);
        console.error(`BACKOFFICE_ORIGIN is misconfigured (${target.reason}); /api/rs/secure/* answers 502`);
      }
      throw new ApiError(502, PROXY_MESSAGES.misconfigured);
    }
    return forwardToBackoffice(c.req.raw, { origin: target.origin, timeoutMs });
  });
  api.route('/', localSecureApi);
  return api;
}

export const secureApi = createSecureApi();
