/**
 * The back-office app (client-only island of /secure and /it/secure): loads the signed-in manager
 * and their hotels (with the BOAPI response rules: an ended session goes to the login page
 * and comes back), keeps the chosen hotel (remembered per manager), and renders the shell, whose
 * router opens the screen of the address.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ManagedHotel } from '../../contracts/secure/hotels.ts';
import type { Language, Me } from '../../contracts/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { $user } from '../../stores/session.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import { chooseHotel, currentHotel, readStoredHotel, storeHotel } from './app/hotel-choice.ts';
import { useBackofficeTranslations } from './app/i18n.ts';
import { primeManagedHotels, useManagedHotels } from './app/managed-hotels.ts';
import { createBackofficeQueryClient } from './app/query.ts';
import { loadManagedHotels, loadManager, setRequestLanguage } from './app/request.ts';
import { matchRoute, resolveLocation } from './app/router.ts';
import { Shell } from './app/Shell.tsx';
import { loadScreen } from './app/screen-loader.ts';
import { DEFAULT_ROUTE_PATH, SETUP_ROUTE_PATH } from './routes.ts';
import '../../ui/field.css';

export type BackOfficeProps = { language: Language };

type Session = { me: Me; hotels: ManagedHotel[] };

const LANDING_PATHS = [SETUP_ROUTE_PATH, DEFAULT_ROUTE_PATH];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export default function BackOffice({ language }: BackOfficeProps) {
  const t = useBackofficeTranslations(language);
  const [session, setSession] = useState<Session | null>(null);
  const [hotel, setHotel] = useState<ManagedHotel | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One cache for the page's life: the screens' reads survive moving between them.
  const [queryClient] = useState(createBackofficeQueryClient);
  setRequestLanguage(language);

  const start = useCallback(async () => {
    setError(null);
    // The screen of the address loads while the session does, not after it (one round trip
    // less before its data call); a failure here is the router's to report, when it asks again.
    const resolved = resolveLocation(window.location, language);
    if (resolved.kind === 'match') loadScreen(resolved.match.route).catch(() => undefined);
    // The base lands on one of two screens once the setup checklist answers: fetch both meanwhile.
    if (resolved.kind === 'landing') {
      for (const path of LANDING_PATHS) {
        const match = matchRoute(path);
        if (match) loadScreen(match.route).catch(() => undefined);
      }
    }
    try {
      const [me, hotels] = await Promise.all([loadManager(), loadManagedHotels()]);
      // Shared with the screens (planning settings are per manager): no second `me` call.
      $user.set({ status: 'manager', me });
      primeManagedHotels(queryClient, hotels);
      setSession({ me, hotels });
      setHotel(chooseHotel(hotels, readStoredHotel(storage(), me.id)));
    } catch (failure) {
      console.error('Back office: start-up failed', failure);
      const timedOut = timeoutMessage(failure, t);
      setError(timedOut ?? (failure instanceof Error ? failure.message : String(failure)));
    }
  }, [t, language, queryClient]);

  useEffect(() => {
    void start();
  }, [start]);

  const changeHotel = useCallback(
    (next: ManagedHotel) => {
      if (session) storeHotel(storage(), session.me.id, next.id);
      setHotel(next);
    },
    [session],
  );

  if (error !== null) {
    return (
      <main id="bo-main" className="bo-start">
        <h1>{t('bo.app.start.error')}</h1>
        <p role="alert">{error}</p>
        <button type="button" className="bo-button" onClick={() => void start()}>
          {t('bo.app.retry')}
        </button>
      </main>
    );
  }
  if (!session) {
    return (
      <main id="bo-main" className="bo-start" aria-busy="true">
        <div className="bo-page-loading" role="status">
          <span className="bo-spinner" aria-hidden="true" />
          <span>{t('bo.app.loading')}</span>
        </div>
      </main>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <SessionShell language={language} t={t} session={session} hotel={hotel} onHotelChange={changeHotel} />
    </QueryClientProvider>
  );
}

/** The shell over the cached list of hotels (inside the cache's provider): a renamed hotel shows its new name. */
function SessionShell(props: {
  language: Language;
  t: Translate;
  session: Session;
  hotel: ManagedHotel | null;
  onHotelChange: (hotel: ManagedHotel) => void;
}) {
  const hotels = useManagedHotels(props.session.hotels);
  return (
    <Shell
      language={props.language}
      t={props.t}
      me={props.session.me}
      hotels={hotels}
      hotel={currentHotel(hotels, props.hotel)}
      onHotelChange={props.onHotelChange}
    />
  );
}
