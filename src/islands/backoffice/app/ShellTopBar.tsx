/**
 * The back office's top bar: the menu button, the brand, the back link and the title (over the
 * hotel's name when compact), the hotel picker, the reservation search (a panel under a search
 * button when compact), the notifications and the account.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { ReservationSearch, SearchIcon } from './ReservationSearch.tsx';
import { secureHref } from './router.ts';
import type { ShellChrome } from './shell-chrome.ts';
import type { ShellPanels } from './useShellPanels.ts';

export type ShellTopBarProps = {
  t: Translate;
  language: Language;
  hotels: readonly ManagedHotel[];
  hotel: ManagedHotel | null;
  onHotelChange: (hotel: ManagedHotel) => void;
  title: string;
  compact: boolean;
  /** The route's back link and whether it hides the navigation and the search. */
  chrome: Pick<ShellChrome, 'hideNavigation' | 'hideSearch' | 'backLink'>;
  /** The drawer's and the compact search panel's state. */
  panels: Pick<ShellPanels, 'menuOpen' | 'setMenuOpen' | 'menuButtonRef' | 'searchOpen' | 'setSearchOpen'>;
  navigateTo: (to: string) => void;
  /** Shown in the top bar when wide, in the drawer when compact. */
  hotelPicker: ReactNode;
  account: ReactNode;
};

export function ShellTopBar({
  t,
  language,
  hotels,
  hotel,
  onHotelChange,
  title,
  compact,
  chrome,
  panels,
  navigateTo,
  hotelPicker,
  account,
}: ShellTopBarProps) {
  const { hideNavigation, hideSearch, backLink } = chrome;
  const { menuOpen, setMenuOpen, menuButtonRef, searchOpen, setSearchOpen } = panels;
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const searchPanelId = useId();

  // The compact search panel: its field takes focus when it opens.
  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  const closeSearch = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };
  const searchForm = (
    <ReservationSearch
      t={t}
      inputRef={searchInputRef}
      navigateTo={navigateTo}
      onEscape={compact ? closeSearch : null}
    />
  );
  const notificationBell = (
    <NotificationBell language={language} t={t} hotels={hotels} hotel={hotel} onHotelChange={onHotelChange} />
  );
  return (
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
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
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
            <SearchIcon />
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
  );
}
