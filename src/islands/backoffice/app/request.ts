/**
 * Every back-office call goes through `secureApi` (screens reach it through the query cache,
 * app/query.ts): the shared request core (src/contracts/client/http.ts) with the response rules of BOAPI:
 *
 * - 401: the session ended; the browser goes to `/login?error=expired&next={this screen}` and
 *   comes back here after logging in;
 * - 403: the browser goes to `/login`, except for a refusal of the person's role at the hotel
 *   (`error.hotel.permission`, decision 055): the screen shows it and the session stays; and a
 *   hotel that requires two-factor sign-in of an owner or manager who has not turned it on
 *   (`error.two.factor.required`, decision 061): My account, where they turn it on;
 * - a timeout is an ApiRequestError with status 408 (shown as 'error.request.generic' followed
 *   by 'error.request.retry', see src/islands/shared/request-error.ts).
 *
 * State-changing calls carry the anti-forgery token: the worker's script-readable cookie
 * `XSRF-TOKEN`, echoed in the `X-XSRF-TOKEN` header (the worker checks it on every secure write).
 */
import { endpointCaller } from '../../../contracts/client/endpoint-call.ts';
import { createHttp, instanceId } from '../../../contracts/client/http.ts';
import { hotelsEndpoints } from '../../../contracts/routes/hotels.ts';
import { setupChecklistEndpoints } from '../../../contracts/routes/setup-checklist.ts';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { SetupChecklistResponse } from '../../../contracts/secure/setup-checklist.ts';
import type { Language, Me } from '../../../contracts/types.ts';
import { localePath } from '../../../i18n/paths.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The guard's code when the role at the hotel does not allow a route (worker/security/hotel-access.ts). */
export const ROLE_REFUSED = 'error.hotel.permission';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The guard's code when the hotel requires two-factor sign-in of this person (decision 061). */
export const TWO_FACTOR_REQUIRED = 'error.two.factor.required';
/** The query My account reads to say why the person was sent there. */
export const TWO_FACTOR_REQUIRED_QUERY = 'two-factor=required';

/**
 * My account's address with the reason (router.ts's `secureHref` would be the tool, but the
 * router imports the screens, which import this module).
 */
export function twoFactorEnrolmentUrl(language: Language): string {
  return `${language === 'it' ? '/it/secure' : '/secure'}/account?${TWO_FACTOR_REQUIRED_QUERY}`;
}

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

/**
 * A request core with the back office's response rules (BOAPI): 401 → the login page with
 * `error=expired` and the way back, 403 → the login page; `go` opens an address (the browser's
 * `location.assign`; a test passes its own).
 */
export function createAppHttp(
  apiPath: '/api/rs/secure/' | '/api/rs/public/' | '',
  go: (url: string) => void = (url) => window.location.assign(url),
  fetcher?: typeof fetch,
) {
  return createHttp({
    apiPath,
    ...(fetcher ? { fetch: fetcher } : {}),
    instanceId: typeof sessionStorage === 'undefined' ? 'backoffice' : instanceId(sessionStorage),
    dynamicHeaders: (method): Record<string, string> => {
      if (method === 'GET' || typeof document === 'undefined') return {};
      const token = readCookie(document.cookie, XSRF_COOKIE);
      return token ? { [XSRF_HEADER]: token } : {};
    },
    onUnauthorized: () => go(loginUrl(language, 'expired', currentSecurePath())),
    onForbidden: (error) => {
      if (error.errors.some((e) => e.code === TWO_FACTOR_REQUIRED)) {
        // Already there (a hotel call of the shell while My account is open): stay.
        if (!/\/secure\/account$/.test(window.location.pathname)) go(twoFactorEnrolmentUrl(language));
      } else if (!error.errors.some((e) => e.code === ROLE_REFUSED)) {
        go(loginUrl(language, null, null));
      }
    },
  });
}

/** The site's public API with the same rules (the app's own `me` and logout). */
const publicHttp = createAppHttp('/api/rs/public/');

/**
 * One call to a secure endpoint, named by its route (src/contracts/routes/, decisions 062 and 068):
 * `secureApi(staffEndpoints.listStaff, { params: { hotelId } }, { fallback })`. The path, the
 * query and the body are checked against the endpoint's schemas at compile time and the answer is
 * typed by its response schema; the bundle holds only the method and the path. Fails with ApiRequestError (status, server message, field errors).
 */
export const secureApi = endpointCaller(createAppHttp(''), '/api/rs/secure/');

/** The signed-in manager (`GET me`): a 401 here is an ended session, like any back-office call. */
export function loadManager(): Promise<Me> {
  return publicHttp<Me>('me', { fallback: 'Error getting user info' });
}

/** The manager's hotels (`GET secure/hotels`, sorted by name). */
export function loadManagedHotels(): Promise<ManagedHotel[]> {
  return secureApi(hotelsEndpoints.listManagedHotels, {}, { fallback: 'Error getting hotel list' });
}

/** The hotel's setup checklist (`GET secure/hotels/{id}/setup`): the landing and the /setup screen read it. */
export function loadSetupChecklist(hotelId: number): Promise<SetupChecklistResponse> {
  return secureApi(
    setupChecklistEndpoints.getSetupChecklist,
    { params: { hotelId } },
    { fallback: 'Error getting the setup checklist' },
  );
}

/** Opens the hotel for bookings (`POST secure/hotels/{id}/setup/open`): answers the checklist. */
export function openHotelForBookings(hotelId: number): Promise<SetupChecklistResponse> {
  return secureApi(
    setupChecklistEndpoints.openHotelForBookings,
    { params: { hotelId } },
    { fallback: 'Error opening the hotel for bookings' },
  );
}

/** Closes the hotel for bookings (`DELETE secure/hotels/{id}/setup/open`): answers the checklist. */
export function closeHotelForBookings(hotelId: number): Promise<SetupChecklistResponse> {
  return secureApi(
    setupChecklistEndpoints.closeHotelForBookings,
    { params: { hotelId } },
    { fallback: 'Error closing the hotel for bookings' },
  );
}

/** POST logout (PROPAPI): on success or failure the caller goes home. */
export async function logout(): Promise<void> {
  try {
    await publicHttp('logout', { method: 'POST', fallback: 'Error logging out', allowUnauthorized: true });
  } catch {
    // Home either way: the session is gone or will expire.
  }
}
