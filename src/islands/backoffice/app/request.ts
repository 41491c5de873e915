/**
 * Every back-office call goes through `secureRequest`: the shared request core (src/api/http.ts)
 * pointed at `/api/rs/secure/`, with the response rules of spec 002 §7:
 *
 * - 401: the session ended; the browser goes to `/login?error=expired&next={this screen}` and
 *   comes back here after logging in;
 * - 403: the browser goes to `/login`;
 * - a timeout is an ApiRequestError with status 408 (shown as 'error.request.generic' followed
 *   by 'error.request.retry', see src/islands/shared/request-error.ts).
 *
 * State-changing calls carry the anti-forgery token: the worker's script-readable cookie
 * `XSRF-TOKEN`, echoed in the `X-XSRF-TOKEN` header (the worker checks it on every secure write).
 */
import { createHttp, instanceId, type RequestOptions } from '../../../api/http.ts';
import type { Language } from '../../../api/types.ts';
import { localePath } from '../../../i18n/paths.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of cookie `name` in `cookieHeader` (document.cookie), or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The back-office path the login page should bring the manager back to (only /secure paths). */
export function currentSecurePath(): string {
  const { pathname, search } = window.location;
  return `${pathname}${search}`;
}

/** The login page of `language`, with the reason and the way back. */
export function loginUrl(language: Language, error: 'expired' | null, next: string | null): string {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
  if (next) params.set('next', next);
  const query = params.toString();
  return `${localePath(language, '/login')}${query ? `?${query}` : ''}`;
}

let language: Language = 'en';

/** The app tells the request core its language once, so redirects to /login keep it. */
export function setRequestLanguage(value: Language): void {
  language = value;
}

const http = createHttp({
  apiPath: '/api/rs/secure/',
  instanceId: typeof sessionStorage === 'undefined' ? 'backoffice' : instanceId(sessionStorage),
  dynamicHeaders: (method) => {
    if (method === 'GET' || typeof document === 'undefined') return {};
    const token = readCookie(document.cookie, XSRF_COOKIE);
    return token ? { [XSRF_HEADER]: token } : {};
  },
  onUnauthorized: () => window.location.assign(loginUrl(language, 'expired', currentSecurePath())),
  onForbidden: () => window.location.assign(loginUrl(language, null, null)),
});

/**
 * One call to the secure API: `path` is relative to `/api/rs/secure/` (`hotels/1/planning`).
 * Fails with ApiRequestError (status, server message, field errors).
 */
export function secureRequest<T>(path: string, options: RequestOptions): Promise<T> {
  return http<T>(path, options);
}
