/**
 * The screen area of the back office: the empty state when the manager runs no hotel, the load
 * failure with its retry, the page-loading indicator, and the route's screen (or the role's refusal)
 * under an error boundary keyed by hotel and route so a hotel change starts the screen afresh.
 */
import type { ReactNode, RefObject } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { routeAllowed } from '../routes.ts';
import type { RouteMatch } from './router.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import type { ScreenComponent } from './screen-loader.ts';

/** A loaded route: what `useScreenChange` shows. */
export type ShownScreen = {
  match: RouteMatch;
  query: URLSearchParams;
  key: string;
  Screen: ScreenComponent;
};

type ScreenContext = {
  hotel: ManagedHotel;
  language: Language;
  t: Translate;
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

/** The failure of a screen's load or render, with a retry. */
export function loadFailure(t: Translate, retry: () => void): ReactNode {
  return (
    <div className="bo-failure" role="alert">
      <p>{t('bo.app.load.error')}</p>
      <button type="button" className="bo-button" onClick={retry}>
        {t('bo.app.retry')}
      </button>
    </div>
  );
}

/** The route's screen, or the refusal when the person's role at the hotel does not open it. */
export function renderRouteScreen(
  entry: ShownScreen,
  { hotel, language, t, navigate }: ScreenContext,
): ReactNode {
  const key = `${hotel.id}:${entry.key}`;
  if (!routeAllowed(entry.match.route, hotel.permissions)) {
    return (
      <div className="bo-empty" key={key}>
        <h1>{t(entry.match.route.titleKey)}</h1>
        <p role="alert">{t('bo.app.role.refused')}</p>
      </div>
    );
  }
  const { Screen } = entry;
  return (
    <ScreenBoundary key={key} fallback={(retry) => loadFailure(t, retry)}>
      <Screen
        hotel={hotel}
        language={language}
        params={entry.match.params}
        query={entry.query}
        navigate={navigate}
      />
    </ScreenBoundary>
  );
}

type ShellMainProps = {
  context: ScreenContext | null;
  mainRef: RefObject<HTMLElement | null>;
  pending: boolean;
  loadError: { attempt: () => void } | null;
  pageEntry: ShownScreen | null;
  /** A dialog route shows over its background page; while it has none, no page-loading indicator. */
  dialogShown: boolean;
  t: Translate;
};

/** The `main` landmark: focus lands here after a page change. */
export function ShellMain({
  context,
  mainRef,
  pending,
  loadError,
  pageEntry,
  dialogShown,
  t,
}: ShellMainProps) {
  return (
    <main id="bo-main" ref={mainRef} tabIndex={-1} className="bo-main" aria-busy={pending}>
      {context === null && (
        <div className="bo-empty">
          <h1>{t('bo.app.hotel.none.title')}</h1>
          <p>{t('bo.app.hotel.none.text')}</p>
        </div>
      )}
      {context !== null && loadError && loadFailure(t, loadError.attempt)}
      {context !== null && !loadError && !pageEntry && !dialogShown && (
        <div className="bo-page-loading" role="status">
          <span className="bo-spinner" aria-hidden="true" />
          <span>{t('bo.app.loading')}</span>
        </div>
      )}
      {context !== null && !loadError && pageEntry && renderRouteScreen(pageEntry, context)}
    </main>
  );
}
