/** The top bar's reservation search: a form that opens the reservations list filtered by what was typed. */
import { type RefObject, useId } from 'react';
import type { Translate } from '../../../i18n/translate.ts';

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type ReservationSearchProps = {
  t: Translate;
  inputRef: RefObject<HTMLInputElement | null>;
  navigateTo: (to: string) => void;
  /** Escape in the field closes the compact search panel; null when the form is always shown. */
  onEscape: (() => void) | null;
};

export function ReservationSearch({ t, inputRef, navigateTo, onEscape }: ReservationSearchProps) {
  const searchId = useId();
  return (
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
          ref={inputRef}
          id={searchId}
          className="bo-search__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t('bo.app.search.placeholder')}
          maxLength={100}
          onKeyDown={(event) => {
            if (!onEscape || event.key !== 'Escape') return;
            event.preventDefault();
            onEscape();
          }}
        />
        <button type="submit" className="bo-search__button">
          <SearchIcon />
          <span className="ui-sr-only">{t('bo.app.search.submit')}</span>
        </button>
      </form>
    </search>
  );
}
