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
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language, Me } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ROUTES, type RouteDef, routeAllowed } from '../routes.ts';
import type { ScreenProps } from '../screen.ts';
import { HotelPicker } from './HotelPicker.tsx';
import { useQueryClient } from './query.ts';
import { documentTitle, isInAppClick, type RouteMatch, secureHref } from './router.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { ShellAccount } from './ShellAccount.tsx';
import { ShellNavigation } from './ShellNavigation.tsx';
import { ShellTopBar } from './ShellTopBar.tsx';
import type { ScreenComponent } from './screen-loader.ts';
import { ScreenTitleContext } from './screen-title.ts';
import { checklistLanding, type Landing, MENU, type MenuEntry, SETUP_MENU } from './shell-menu.ts';
import { useCompact } from './useCompact.ts';
import { useLocation } from './useLocation.ts';
import { useNavigationDrawer } from './useNavigationDrawer.ts';
import { usePageArrival } from './usePageArrival.ts';
import { useScreenChange } from './useScreenChange.ts';
import './shell.css';

/** The scroll-to-top button shows after this much scrolling. */
export const TOP_BUTTON_OFFSET = 500;

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
  landing: chosenLanding,
}: ShellProps) {
  const queryClient = useQueryClient();
  // One function for the Shell's life: the location effect re-runs when it changes.
  const landing = useMemo(() => chosenLanding ?? checklistLanding(queryClient), [chosenLanding, queryClient]);
  const [location, go] = useLocation();
  const { shown, pending, loadError, changeEnd } = useScreenChange({
    location,
    language,
    go,
    routes,
    landing,
    hotel,
  });
  const [screenTitle, setScreenTitle] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const compact = useCompact();
  const [showTop, setShowTop] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const navigateTo = useCallback(
    (to: string, options?: { replace?: boolean }) => go(secureHref(language, to), options),
    [go, language],
  );

  // A screen's own title (useScreenTitle) is cleared by the screen itself when it unmounts.
  const route = shown?.match.route ?? null;
  const title =
    hotel === null
      ? t('bo.app.hotel.none.title')
      : (screenTitle ?? (route ? t(route.titleKey) : t('bo.app.title')));

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const announcement = usePageArrival({
    changeEnd,
    mainRef,
    t,
    closeMenus: () => {
      setMenuOpen(false);
      setSearchOpen(false);
    },
  });

  // The top button, after TOP_BUTTON_OFFSET px of scrolling.
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > TOP_BUTTON_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useNavigationDrawer(menuOpen, setMenuOpen, navRef, menuButtonRef);

  // Back to the wide layout: the drawer and the search panel have no meaning there.
  useEffect(() => {
    if (compact) return;
    setMenuOpen(false);
    setSearchOpen(false);
  }, [compact]);

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

  const hotelPicker = hotel && <HotelPicker hotels={hotels} hotel={hotel} onChange={onHotelChange} t={t} />;
  const account = <ShellAccount t={t} language={language} me={me} activeMenu={activeMenu} />;

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
        <ShellTopBar
          t={t}
          language={language}
          hotels={hotels}
          hotel={hotel}
          onHotelChange={onHotelChange}
          title={title}
          compact={compact}
          hideNavigation={hideNavigation}
          hideSearch={hideSearch}
          backLink={backLink}
          menuOpen={menuOpen}
          setMenuOpen={setMenuOpen}
          menuButtonRef={menuButtonRef}
          searchOpen={searchOpen}
          setSearchOpen={setSearchOpen}
          navigateTo={navigateTo}
          hotelPicker={hotelPicker}
          account={account}
        />
        <div className="bo-body">
          {!hideNavigation && (
            <>
              {menuOpen && (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the menu button close by keyboard
                <div className="bo-backdrop" onClick={() => setMenuOpen(false)} />
              )}
              <ShellNavigation
                t={t}
                language={language}
                menu={menu}
                setupMenu={setupMenu}
                activeMenu={activeMenu}
                menuOpen={menuOpen}
                compact={compact}
                navRef={navRef}
                close={() => {
                  setMenuOpen(false);
                  menuButtonRef.current?.focus();
                }}
                hotelPicker={hotelPicker}
                account={account}
              />
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
