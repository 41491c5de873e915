/**
 * The back office's own small router over the History API (no router library): addresses are
 * `/secure/…` (English) and `/it/secure/…` (Italian); a route's pattern is relative to that base
 * (`/reservations/:code`). Pure functions here; the hook that follows the browser's history is
 * ./useLocation.ts.
 */
import type { Language } from '../../../contracts/types.ts';
import { setupComplete } from '../../../domain/setup-checklist.ts';
import { DEFAULT_ROUTE_PATH, ROUTES, type RouteDef, SETUP_ROUTE_PATH } from '../routes.ts';

/** `/secure` or `/it/secure`. */
export function secureBase(language: Language): string {
  return language === 'it' ? '/it/secure' : '/secure';
}

/**
 * The app path of a browser pathname (`/it/secure/reservations` → `/reservations`; the base
 * itself → `/`), or null when the pathname is not a back-office address.
 */
export function toAppPath(pathname: string): string | null {
  const match = /^(?:\/it)?\/secure(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const rest = match[1] ?? '/';
  // One trailing slash is the same address (`/secure/planning/`).
  return rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest;
}

/** The browser address of app path `to` (`/reservations?q=x` → `/it/secure/reservations?q=x`). */
export function secureHref(language: Language, to: string): string {
  const clean = to.startsWith('/') ? to : `/${to}`;
  return `${secureBase(language)}${clean === '/' ? '' : clean}`;
}

export type RouteMatch = {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
};

/**
 * The route of app path `path` (no query), with its decoded parameters; a literal segment beats
 * a parameter (`/reservations/new` is not reservation "new"). Null when none matches.
 */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const segments = path.split('/').filter(Boolean);
  let best: { match: RouteMatch; literals: number } | null = null;
  for (const route of routes) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let index = 0; index < pattern.length && ok; index += 1) {
      const expected = pattern[index] ?? '';
      const actual = segments[index] ?? '';
      if (expected.startsWith(':')) {
        try {
          params[expected.slice(1)] = decodeURIComponent(actual);
        } catch {
          ok = false;
        }
      } else if (expected === actual) {
        literals += 1;
      } else {
        ok = false;
      }
    }
    if (ok && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match ?? null;
}

export type Location = { pathname: string; search: string };

export type Resolved =
  | { kind: 'match'; match: RouteMatch; query: URLSearchParams; key: string }
  /** Not a screen: go to `to` (browser address) replacing this history entry. */
  | { kind: 'redirect'; to: string }
  /** The base itself (`/secure`, where a login leads): the hotel's state decides the screen (`landingPath`). */
  | { kind: 'landing' };

/** What the app shows at a browser location: a route, the landing, or a redirect to the default screen. */
export function resolveLocation(
  location: Location,
  language: Language,
  routes: readonly RouteDef[] = ROUTES,
): Resolved {
  const appPath = toAppPath(location.pathname);
  if (appPath === '/') return { kind: 'landing' };
  const match = appPath === null ? null : matchRoute(appPath, routes);
  if (!match) return { kind: 'redirect', to: secureHref(language, DEFAULT_ROUTE_PATH) };
  const query = new URLSearchParams(location.search);
  return { kind: 'match', match, query, key: screenKey(match) };
}

/**
 * The screen the back office lands on (its base, after a login): the setup checklist while the
 * hotel has steps to do or is not yet open for bookings, the planning once every one is done and
 * it is open, or when the checklist could not be read (null: the planning still works without it).
 * @example landingPath({ steps: [{ done: true }, { done: false }], open: true }) // '/setup'
 */
export function landingPath(
  checklist: { steps: ReadonlyArray<{ done: boolean }>; open?: boolean } | null,
): string {
  const toDo = checklist && (!setupComplete(checklist.steps) || checklist.open === false);
  return toDo ? SETUP_ROUTE_PATH : DEFAULT_ROUTE_PATH;
}

/** One screen instance per route and parameters (a query change keeps the screen: a "dynamic change"). */
export function screenKey(match: RouteMatch): string {
  const params = Object.entries(match.params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${match.route.id}?${params}`;
}

/**
 * BOSCREENS-2 "Page-change behaviour": which kind of change going from `previous` to `next` is.
 * - `initial`: the first screen;
 * - `dynamic`: the same screen with another query (filters, search): no loading indicator, no scroll;
 * - `dialog`: a dialog route opens or closes over its screen: no loading indicator, no scroll;
 * - `page`: anything else: loading indicator, then scroll to top and menu closed.
 */
export type ChangeKind = 'initial' | 'dynamic' | 'dialog' | 'page';

export function changeKind(
  previous: RouteMatch | null,
  next: RouteMatch,
  routes: readonly RouteDef[] = ROUTES,
): ChangeKind {
  if (!previous) return 'initial';
  if (screenKey(previous) === screenKey(next)) return 'dynamic';
  if (next.route.dialog) return 'dialog';
  if (previous.route.dialog && next.route.id === backgroundRouteId(previous.route, routes)) return 'dialog';
  return 'page';
}

/** The route a dialog route opens over when there is no previous screen (its back target). */
export function backgroundRouteId(route: RouteDef, routes: readonly RouteDef[] = ROUTES): string | null {
  if (!route.dialog || !route.back) return null;
  return matchRoute(route.back.to.split('?')[0] ?? '', routes)?.route.id ?? null;
}

/** The document title: the screen's own (a reservation code), else the route's text, then " · Itaca". */
export function documentTitle(title: string): string {
  return `${title} · Itaca`;
}

/**
 * True when a click on `anchor` should navigate inside the app: a plain left click on a same-origin
 * back-office link of this language that opens in this tab.
 */
export function isInAppClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  origin: string,
  language: Language,
): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const base = secureBase(language);
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  return url;
}
