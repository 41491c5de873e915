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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language, Me } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ROUTES, type RouteDef } from '../routes.ts';
import { HotelPicker } from './HotelPicker.tsx';
import { inAppLinkHandler } from './in-app-links.ts';
import { useQueryClient } from './query.ts';
import { documentTitle, secureHref } from './router.ts';
import { ShellAccount } from './ShellAccount.tsx';
import { ShellNavigation } from './ShellNavigation.tsx';
import { renderRouteScreen, ShellMain } from './ShellScreen.tsx';
import { ShellTopBar } from './ShellTopBar.tsx';
import { ShellTopButton } from './ShellTopButton.tsx';
import { ScreenTitleContext } from './screen-title.ts';
import { shellChrome } from './shell-chrome.ts';
import { checklistLanding, type Landing } from './shell-menu.ts';
import { useCompact } from './useCompact.ts';
import { useLocation } from './useLocation.ts';
import { usePageArrival } from './usePageArrival.ts';
import { useScreenChange } from './useScreenChange.ts';
import { useShellPanels } from './useShellPanels.ts';
import './shell.css';

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
  const compact = useCompact();
  const panels = useShellPanels(compact);
  const { menuOpen, setMenuOpen, menuButtonRef } = panels;
  const mainRef = useRef<HTMLElement>(null);

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

  const announcement = usePageArrival({ changeEnd, mainRef, t, closeMenus: panels.closeMenus });
  const onClick = inAppLinkHandler(language, go, () => {
    if (menuOpen) setMenuOpen(false);
  });
  const chrome = shellChrome(route, hotel?.permissions ?? null, routes);
  const context = hotel && { hotel, language, t, navigate: navigateTo };
  const dialogRoute = shown?.match.route.dialog ? shown : null;
  const pageEntry = dialogRoute ? dialogRoute.background : shown;

  const hotelPicker = hotel && <HotelPicker hotels={hotels} hotel={hotel} onChange={onHotelChange} t={t} />;
  const account = <ShellAccount t={t} language={language} me={me} activeMenu={chrome.activeMenu} />;

  return (
    <ScreenTitleContext.Provider value={setScreenTitle}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: link clicks bubble here; the links themselves are the keyboard path */}
      <div className={`bo-app${chrome.hideNavigation ? ' bo-app--no-nav' : ''}`} onClick={onClick}>
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
          chrome={chrome}
          panels={panels}
          navigateTo={navigateTo}
          hotelPicker={hotelPicker}
          account={account}
        />
        <div className="bo-body">
          {!chrome.hideNavigation && (
            <>
              {menuOpen && (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the menu button close by keyboard
                <div className="bo-backdrop" onClick={() => setMenuOpen(false)} />
              )}
              <ShellNavigation
                t={t}
                language={language}
                menu={chrome.menu}
                setupMenu={chrome.setupMenu}
                activeMenu={chrome.activeMenu}
                menuOpen={menuOpen}
                compact={compact}
                navRef={panels.navRef}
                close={() => {
                  setMenuOpen(false);
                  menuButtonRef.current?.focus();
                }}
                hotelPicker={hotelPicker}
                account={account}
              />
            </>
          )}
          <ShellMain
            context={context}
            mainRef={mainRef}
            pending={pending}
            loadError={loadError}
            pageEntry={pageEntry}
            dialogShown={dialogRoute !== null}
            t={t}
          />
        </div>
        {/* A dialog route's screen renders its own dialog (it closes by navigating back), over its screen. */}
        {dialogRoute && context && (
          <div className="bo-route-dialog">{renderRouteScreen(dialogRoute, context)}</div>
        )}
        {!chrome.hideTop && <ShellTopButton t={t} mainRef={mainRef} />}
        <p className="ui-sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </ScreenTitleContext.Provider>
  );
}
