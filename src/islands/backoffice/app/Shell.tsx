/**
 * The back office's frame and its page-change behaviour (BOSCREENS):
 * - a loading indicator while a page change loads its screen, except for dialog routes and
 *   "dynamic changes" (the same screen with another query);
 * - when a change ends: scroll to the top, the left menu closes, the title is set (the screen's
 *   own, else the route's text, then " · Itaca"), the current menu item is marked, focus goes to
 *   the new screen's h1;
 * - route data: back button (text and target), flags hiding the navigation, the search and the
 *   top button, `navigationEffect: false` to keep scroll and focus where they are;
 * - a screen that fails to load is logged and shown with a retry.
 * Layout: top bar (title, back, hotel picker, reservation search, the manager and Log out), left
 * navigation, the screen, a scroll-to-top button after 500 px (BOLIM-6). Under 1024 px the
 * bar is one compact row (menu button, title over the hotel's name, a search button that opens the
 * search field below it) and the hotel picker and the account move into the navigation drawer.
 */
import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language, Me } from '../../../contracts/types.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { type MenuItem, ROUTES, type RouteDef, routeAllowed } from '../routes.ts';
import type { ScreenProps } from '../screen.ts';
import { HotelPicker } from './HotelPicker.tsx';
import { loadSetupChecklist, logout } from './request.ts';
import {
  backgroundRouteId,
  changeKind,
  documentTitle,
  isInAppClick,
  landingPath,
  type RouteMatch,
  resolveLocation,
  screenKey,
  secureHref,
} from './router.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { loadedScreen, loadScreen, type ScreenComponent } from './screen-loader.ts';
import { ScreenTitleContext } from './screen-title.ts';
import { useLocation } from './useLocation.ts';
import './shell.css';

/** BOLIM-6: the scroll-to-top button shows after this much scrolling. */
export const TOP_BUTTON_OFFSET = 500;

/** Below this width the navigation is a drawer and the top bar one compact row (shell.css agrees). */
export const COMPACT_QUERY = '(max-width: 1023.98px)';

function subscribeCompact(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isCompact = () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches;

/** Whether the window is narrower than 1024 px (the drawer layout), following resizes. */
function useCompact(): boolean {
  return useSyncExternalStore(subscribeCompact, isCompact, () => false);
}

type MenuEntry = {
  item: MenuItem;
  to: string;
  key:
    | 'bo.today.title'
    | 'bo.menu.planning'
    | 'bo.menu.housekeeping'
    | 'bo.menu.reservations'
    | 'bo.menu.new.reservation'
    | 'bo.police.menu'
    | 'bo.ratesheet.menu'
    | 'bo.promotions.title'
    | 'bo.channels.title'
    | 'bo.widget.title'
    | 'bo.property.title'
    | 'bo.roomtypes.title'
    | 'bo.rooms.title'
    | 'bo.rateplans.title'
    | 'bo.policies.title'
    | 'bo.taxes.title'
    | 'bo.reviews.menu'
    | 'bo.statistics.menu'
    | 'bo.cash.menu'
    | 'bo.setup.menu'
    | 'bo.staff.menu'
    | 'bo.notifications.menu'
    | 'bo.account.title';
};

/** The day's work: what the front desk and the revenue manager open every day. */
const MENU: ReadonlyArray<MenuEntry> = [
  { item: 'today', to: '/today', key: 'bo.today.title' },
  { item: 'planning', to: '/planning', key: 'bo.menu.planning' },
  { item: 'reservations', to: '/reservations', key: 'bo.menu.reservations' },
  { item: 'new-reservation', to: '/reservations/new', key: 'bo.menu.new.reservation' },
  { item: 'housekeeping', to: '/housekeeping', key: 'bo.menu.housekeeping' },
  { item: 'police-report', to: '/police-report', key: 'bo.police.menu' },
  { item: 'ratesheet', to: '/ratesheet', key: 'bo.ratesheet.menu' },
  { item: 'promotions', to: '/promotions', key: 'bo.promotions.title' },
  { item: 'reviews', to: '/reviews', key: 'bo.reviews.menu' },
  { item: 'statistics', to: '/statistics', key: 'bo.statistics.menu' },
  { item: 'cash-report', to: '/cash-report', key: 'bo.cash.menu' },
  { item: 'staff', to: '/staff', key: 'bo.staff.menu' },
  { item: 'notifications', to: '/notifications', key: 'bo.notifications.menu' },
  { item: 'account', to: '/account', key: 'bo.account.title' },
];

/** The hotel's set-up, in the checklist's order, under its own heading. */
const SETUP_MENU: ReadonlyArray<MenuEntry> = [
  { item: 'setup', to: '/setup', key: 'bo.setup.menu' },
  { item: 'property', to: '/property', key: 'bo.property.title' },
  { item: 'room-types', to: '/room-types', key: 'bo.roomtypes.title' },
  { item: 'rooms', to: '/rooms', key: 'bo.rooms.title' },
  { item: 'rate-plans', to: '/rate-plans', key: 'bo.rateplans.title' },
  { item: 'policies', to: '/policies', key: 'bo.policies.title' },
  { item: 'taxes', to: '/taxes', key: 'bo.taxes.title' },
  { item: 'channels', to: '/channels', key: 'bo.channels.title' },
  { item: 'widget', to: '/widget', key: 'bo.widget.title' },
];

type Shown = {
  match: RouteMatch;
  query: URLSearchParams;
  key: string;
  Screen: ScreenComponent;
  /** Under a dialog route: the screen it opens over. */
  background: { match: RouteMatch; query: URLSearchParams; key: string; Screen: ScreenComponent } | null;
};

type ChangeEnd = { kind: 'initial' | 'page' | 'dialog'; route: RouteDef; seq: number };

/** Where the base leads for `hotel`: its setup checklist while steps are to do (router.ts `landingPath`). */
export type Landing = (hotel: ManagedHotel) => Promise<string>;

/**
 * The base leads to the setup checklist or the planning for those who may read the property; a
 * role that may not lands on the first of its screens (decision 055).
 */
const checklistLanding: Landing = async (hotel) => {
  if (hotel.permissions.includes('property.read')) {
    return landingPath(await loadSetupChecklist(hotel.id).catch(() => null));
  }
  return roleLanding(hotel);
};

/** Where a role without the property lands: the front desk on Today, a housekeeper on the rooms, others on the planning. */
export function roleLanding(
  hotel: Pick<ManagedHotel, 'permissions'>,
  routes: readonly RouteDef[] = ROUTES,
): string {
  const first = ROLE_LANDINGS.find((path) => {
    const route = routes.find((r) => r.pattern === path);
    return route !== undefined && routeAllowed(route, hotel.permissions);
  });
  return first ?? '/account';
}
const ROLE_LANDINGS = ['/today', '/housekeeping', '/planning', '/reservations', '/account'];

export type ShellProps = {
  language: Language;
  t: Translate;
  me: Me;
  hotels: readonly ManagedHotel[];
  /** Null: the manager runs no hotel (the empty state). */
  hotel: ManagedHotel | null;
  onHotelChange: (hotel: ManagedHotel) => void;
  /** The route table (the app's own by default). */
  routes?: readonly RouteDef[];
  /** Where the base (`/secure`) leads (the hotel's setup checklist decides, by default). */
  landing?: Landing;
};

export function Shell({
  language,
  t,
  me,
  hotels,
  hotel,
  onHotelChange,
  routes = ROUTES,
  landing = checklistLanding,
}: ShellProps) {
  const [location, go] = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const [loadError, setLoadError] = useState<{ route: RouteDef; attempt: () => void } | null>(null);
  const [changeEnd, setChangeEnd] = useState<ChangeEnd | null>(null);
  const [screenTitle, setScreenTitle] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const compact = useCompact();
  const [showTop, setShowTop] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownRef = useRef<Shown | null>(null);
  shownRef.current = shown;
  // Read by the landing only: a hotel change must not re-run the location effect of every screen.
  const hotelRef = useRef(hotel);
  hotelRef.current = hotel;
  const seq = useRef(0);
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const setupGroupId = useId();
  const searchPanelId = useId();

  const navigateTo = useCallback(
    (to: string, options?: { replace?: boolean }) => go(secureHref(language, to), options),
    [go, language],
  );

  // The location decides the screen; its module loads lazily.
  useEffect(() => {
    const resolved = resolveLocation(location, language, routes);
    if (resolved.kind === 'redirect') {
      go(resolved.to, { replace: true });
      return;
    }
    if (resolved.kind === 'landing') {
      // A new hotel lands on its setup checklist until every step is done, then on the planning.
      const asked = ++seq.current;
      const current = hotelRef.current;
      const target = current
        ? landing(current).catch(() => landingPath(null))
        : Promise.resolve(landingPath(null));
      void target.then((to) => {
        if (asked === seq.current) go(secureHref(language, to), { replace: true });
      });
      return;
    }
    const previous = shownRef.current;
    const kind = changeKind(previous?.match ?? null, resolved.match, routes);
    if (kind === 'dynamic' && previous) {
      setShown({ ...previous, query: resolved.query });
      return;
    }
    const current = ++seq.current;
    const { route } = resolved.match;
    const attempt = () => {
      setLoadError(null);
      const ready = loadedScreen(route);
      if (!ready && kind !== 'dialog') setPending(true);
      const backgroundId = route.dialog ? backgroundRouteId(route, routes) : null;
      const keepBackground =
        route.dialog && previous && !previous.match.route.dialog ? previous : (previous?.background ?? null);
      const backgroundRoute = backgroundId ? routes.find((r) => r.id === backgroundId) : undefined;
      const backgroundLoad: Promise<Shown['background']> = !route.dialog
        ? Promise.resolve(null)
        : keepBackground
          ? Promise.resolve({
              match: keepBackground.match,
              query: keepBackground.query,
              key: keepBackground.key,
              Screen: keepBackground.Screen,
            })
          : backgroundRoute
            ? loadScreen(backgroundRoute).then((Screen) => {
                const match: RouteMatch = { route: backgroundRoute, params: {} };
                return { match, query: new URLSearchParams(), key: screenKey(match), Screen };
              })
            : Promise.resolve(null);
      Promise.all([loadScreen(route), backgroundLoad]).then(
        ([Screen, background]) => {
          if (current !== seq.current) return;
          setShown({ match: resolved.match, query: resolved.query, key: resolved.key, Screen, background });
          setPending(false);
          setChangeEnd({ kind: kind === 'dynamic' ? 'page' : kind, route, seq: current });
        },
        (error: unknown) => {
          if (current !== seq.current) return;
          // BOSCREENS: a load failure is logged.
          console.error(`Back office: the screen "${route.id}" could not be loaded`, error);
          setPending(false);
          setLoadError({ route, attempt });
        },
      );
    };
    attempt();
  }, [location, language, go, routes, landing]);

  // A screen's own title (useScreenTitle) is cleared by the screen itself when it unmounts.
  const route = shown?.match.route ?? null;
  const title =
    hotel === null
      ? t('bo.app.hotel.none.title')
      : (screenTitle ?? (route ? t(route.titleKey) : t('bo.app.title')));

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  // When a change ends: menu closed; for a page, scroll to the top and focus its h1 (announced).
  // The first screen's arrival closes nothing: a menu or search the manager opened while it was
  // loading stays open.
  useEffect(() => {
    if (!changeEnd || changeEnd.kind === 'initial') return;
    setMenuOpen(false);
    setSearchOpen(false);
    if (changeEnd.kind === 'dialog') return;
    if (changeEnd.route.navigationEffect === false) return;
    window.scrollTo(0, 0);
    const main = mainRef.current;
    if (!main) return;
    let done = false;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || done) return false;
      done = true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // The screen may render its heading after its data: wait a little for it, else focus main.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done) {
        done = true;
        main.focus();
        setAnnouncement(t('bo.app.page.loaded', { title: document.title }));
      }
    }, 3000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [changeEnd, t]);

  // The top button (BOLIM-6: after 500 px).
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > TOP_BUTTON_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The drawer: focus goes in when it opens; Escape closes it and gives focus back to its button;
  // focus leaving it for the page (Tab past its end, a click behind it) closes it too.
  useEffect(() => {
    if (!menuOpen) return;
    const nav = navRef.current;
    nav?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || nav?.contains(target) || menuButtonRef.current?.contains(target))
        return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [menuOpen]);

  // Back to the wide layout: the drawer and the search panel have no meaning there.
  useEffect(() => {
    if (compact) return;
    setMenuOpen(false);
    setSearchOpen(false);
  }, [compact]);

  // The compact search panel: its field takes focus when it opens.
  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  // Links to back-office addresses navigate inside the app.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = isInAppClick(event.nativeEvent, anchor, window.location.origin, language);
    if (!url) return;
    // Same address with a fragment (the skip link): the browser's own jump.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
      return;
    event.preventDefault();
    go(`${url.pathname}${url.search}${url.hash}`);
    if (menuOpen) setMenuOpen(false);
  };

  const screenProps = (match: RouteMatch, query: URLSearchParams): ScreenProps | null =>
    hotel ? { hotel, language, params: match.params, query, navigate: navigateTo } : null;

  // The menu shows what the person's role at the hotel opens; the API refuses the rest anyway.
  const permissions = hotel?.permissions ?? [];
  const opens = (entry: MenuEntry) => {
    const target = routes.find((r) => r.pattern === entry.to);
    return target !== undefined && routeAllowed(target, permissions);
  };
  const menu = MENU.filter(opens);
  const setupMenu = SETUP_MENU.filter(opens);
  const hideNavigation = route?.hideNavigation === true;
  // The search opens the reservations: a role that cannot read them has no search.
  const hideSearch =
    route?.hideSearch === true || hotel === null || !permissions.includes('reservations.read');
  const hideTop = route?.hideTopButton === true;
  const activeMenu = route?.menu ?? null;
  const loadFailure = (retry: () => void): ReactNode => (
    <div className="bo-failure" role="alert">
      <p>{t('bo.app.load.error')}</p>
      <button type="button" className="bo-button" onClick={retry}>
        {t('bo.app.retry')}
      </button>
    </div>
  );

  const renderScreen = (entry: {
    match: RouteMatch;
    query: URLSearchParams;
    key: string;
    Screen: ScreenComponent;
  }) => {
    const props = screenProps(entry.match, entry.query);
    if (!props) return null;
    if (!routeAllowed(entry.match.route, props.hotel.permissions)) {
      return (
        <div className="bo-empty" key={`${props.hotel.id}:${entry.key}`}>
          <h1>{t(entry.match.route.titleKey)}</h1>
          <p role="alert">{t('bo.app.role.refused')}</p>
        </div>
      );
    }
    const { Screen } = entry;
    return (
      <ScreenBoundary key={`${props.hotel.id}:${entry.key}`} fallback={loadFailure}>
        <Screen {...props} />
      </ScreenBoundary>
    );
  };

  const dialogRoute = shown?.match.route.dialog ? shown : null;
  const pageEntry = dialogRoute ? dialogRoute.background : shown;
  const backLink = route?.back && !route.dialog ? route.back : null;

  const body = useMemo(() => {
    if (hotel === null) {
      return (
        <div className="bo-empty">
          <h1>{t('bo.app.hotel.none.title')}</h1>
          <p>{t('bo.app.hotel.none.text')}</p>
        </div>
      );
    }
    return null;
  }, [hotel, t]);

  const searchIcon = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  const closeSearch = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };
  const searchForm = (
    <search>
      <form
        className="bo-search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          navigateTo(q ? `/reservations?${new URLSearchParams({ q })}` : '/reservations');
        }}
      >
        <label className="ui-sr-only" htmlFor={searchId}>
          {t('bo.app.search.label')}
        </label>
        <input
          ref={searchInputRef}
          id={searchId}
          className="bo-search__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t('bo.app.search.placeholder')}
          maxLength={100}
          onKeyDown={(event) => {
            if (!compact || event.key !== 'Escape') return;
            event.preventDefault();
            closeSearch();
          }}
        />
        <button type="submit" className="bo-search__button">
          {searchIcon}
          <span className="ui-sr-only">{t('bo.app.search.submit')}</span>
        </button>
      </form>
    </search>
  );
  const hotelPicker = hotel && <HotelPicker hotels={hotels} hotel={hotel} onChange={onHotelChange} t={t} />;
  const notificationBell = (
    <NotificationBell language={language} t={t} hotels={hotels} hotel={hotel} onHotelChange={onHotelChange} />
  );
  const account = (
    <div className="bo-account">
      <a
        className="bo-account__name"
        title={me.email}
        href={secureHref(language, '/account')}
        aria-current={activeMenu === 'account' ? 'page' : undefined}
      >
        <span className="ui-sr-only">
          {t('bo.app.account.label', { name: `${me.name} ${me.surname}`.trim() })}
        </span>
        <span aria-hidden="true">{`${me.name} ${me.surname}`.trim()}</span>
      </a>
      <button
        type="button"
        className="bo-account__logout"
        onClick={async () => {
          await logout();
          window.location.assign(localePath(language, '/'));
        }}
      >
        {t('bo.app.logout')}
      </button>
    </div>
  );

  return (
    <ScreenTitleContext.Provider value={setScreenTitle}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: link clicks bubble here; the links themselves are the keyboard path */}
      <div className={`bo-app${hideNavigation ? ' bo-app--no-nav' : ''}`} onClick={onClick}>
        <a className="bo-skip" href="#bo-main">
          {t('bo.app.skip')}
        </a>
        {pending && (
          <div className="bo-progress" role="progressbar" aria-label={t('bo.app.loading')}>
            <span className="bo-progress__bar" />
          </div>
        )}
        <header className={`bo-topbar${compact ? ' bo-topbar--compact' : ''}`}>
          <div className="bo-topbar__start">
            {!hideNavigation && (
              <button
                ref={menuButtonRef}
                type="button"
                className="bo-menu-button"
                aria-expanded={menuOpen}
                aria-controls="bo-nav"
                onClick={() => setMenuOpen((open) => !open)}
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path
                    d="M3 6h18M3 12h18M3 18h18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="ui-sr-only">{t('bo.app.menu.open')}</span>
              </button>
            )}
            {!compact && (
              <a className="bo-brand" href={secureHref(language, '/')}>
                Itaca
              </a>
            )}
            {backLink && (
              <a className="bo-back" href={secureHref(language, backLink.to)}>
                <span aria-hidden="true">←</span>{' '}
                <span className={compact ? 'ui-sr-only' : undefined}>{t(backLink.textKey)}</span>
              </a>
            )}
            <p className="bo-topbar__title">
              <span className="bo-topbar__screen" aria-hidden="true">
                {title}
              </span>
              {compact && hotel && (
                <span className="bo-topbar__hotel">
                  <span className="ui-sr-only">{t('bo.app.hotel.label')}: </span>
                  {hotel.name}
                </span>
              )}
            </p>
          </div>
          {compact && hideNavigation && account}
          {compact && notificationBell}
          {compact ? (
            !hideSearch && (
              <button
                ref={searchButtonRef}
                type="button"
                className="bo-search-toggle"
                aria-expanded={searchOpen}
                aria-controls={searchPanelId}
                onClick={() => setSearchOpen((open) => !open)}
              >
                {searchIcon}
                <span className="ui-sr-only">{t('bo.app.search.label')}</span>
              </button>
            )
          ) : (
            <>
              <div className="bo-topbar__end">
                {hotelPicker}
                {!hideSearch && searchForm}
              </div>
              {notificationBell}
              {account}
            </>
          )}
          {compact && !hideSearch && (
            <div id={searchPanelId} className="bo-search-panel" hidden={!searchOpen}>
              {searchForm}
            </div>
          )}
        </header>
        <div className="bo-body">
          {!hideNavigation && (
            <>
              {menuOpen && (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the menu button close by keyboard
                <div className="bo-backdrop" onClick={() => setMenuOpen(false)} />
              )}
              <nav
                id="bo-nav"
                ref={navRef}
                className={`bo-nav${menuOpen ? ' bo-nav--open' : ''}`}
                aria-label={t('bo.app.nav.label')}
              >
                <button
                  type="button"
                  className="bo-nav__close"
                  onClick={() => {
                    setMenuOpen(false);
                    menuButtonRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span> {t('bo.app.menu.close')}
                </button>
                {compact && hotelPicker && <div className="bo-nav__hotel">{hotelPicker}</div>}
                <ul className="bo-nav__list">
                  {menu.map((entry) => (
                    <li key={entry.item}>
                      <a
                        className="bo-nav__link"
                        href={secureHref(language, entry.to)}
                        aria-current={activeMenu === entry.item ? 'page' : undefined}
                      >
                        {t(entry.key)}
                      </a>
                    </li>
                  ))}
                  {setupMenu.length > 0 && (
                    <li className="bo-nav__group">
                      <span id={setupGroupId} className="bo-nav__group-title">
                        {t('bo.menu.setup.group')}
                      </span>
                      <ul className="bo-nav__sublist" aria-labelledby={setupGroupId}>
                        {setupMenu.map((entry) => (
                          <li key={entry.item}>
                            <a
                              className="bo-nav__link"
                              href={secureHref(language, entry.to)}
                              aria-current={activeMenu === entry.item ? 'page' : undefined}
                            >
                              {t(entry.key)}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </li>
                  )}
                </ul>
                {compact && <div className="bo-nav__account">{account}</div>}
              </nav>
            </>
          )}
          <main id="bo-main" ref={mainRef} tabIndex={-1} className="bo-main" aria-busy={pending}>
            {body}
            {hotel !== null && loadError && loadFailure(loadError.attempt)}
            {hotel !== null && !loadError && !pageEntry && !dialogRoute && (
              <div className="bo-page-loading" role="status">
                <span className="bo-spinner" aria-hidden="true" />
                <span>{t('bo.app.loading')}</span>
              </div>
            )}
            {hotel !== null && !loadError && pageEntry && renderScreen(pageEntry)}
          </main>
        </div>
        {/* A dialog route's screen renders its own dialog (it closes by navigating back), over its screen. */}
        {dialogRoute && hotel !== null && <div className="bo-route-dialog">{renderScreen(dialogRoute)}</div>}
        {!hideTop && showTop && (
          <button
            type="button"
            className="bo-top"
            onClick={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
              mainRef.current?.focus({ preventScroll: true });
            }}
          >
            <span aria-hidden="true">↑</span>
            <span className="ui-sr-only">{t('bo.app.top')}</span>
          </button>
        )}
        <p className="ui-sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </ScreenTitleContext.Provider>
  );
}
