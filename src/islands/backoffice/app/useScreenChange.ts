/**
 * The location decides the screen, its module loaded lazily: a loading indicator while a page
 * change loads (not for dialog routes nor for "dynamic changes", the same screen with another
 * query); a dialog route keeps (or loads) the screen it opens over; the base leads to the
 * landing; a screen that fails to load is logged and offered again. `changeEnd` marks when a
 * change ended (the frame then scrolls, closes its menu and focuses the new heading).
 */

import { useEffect, useRef, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Language } from '../../../contracts/types.ts';
import type { RouteDef } from '../routes.ts';
import {
  backgroundRouteId,
  changeKind,
  landingPath,
  type RouteMatch,
  resolveLocation,
  screenKey,
  secureHref,
} from './router.ts';
import { loadedScreen, loadScreen, type ScreenComponent } from './screen-loader.ts';
import type { Landing } from './shell-menu.ts';
import type { useLocation } from './useLocation.ts';

export type Shown = {
  match: RouteMatch;
  query: URLSearchParams;
  key: string;
  Screen: ScreenComponent;
  /** Under a dialog route: the screen it opens over. */
  background: { match: RouteMatch; query: URLSearchParams; key: string; Screen: ScreenComponent } | null;
};

export type ChangeEnd = { kind: 'initial' | 'page' | 'dialog'; route: RouteDef; seq: number };

export function useScreenChange({
  location,
  language,
  go,
  routes,
  landing,
  hotel,
}: {
  location: ReturnType<typeof useLocation>[0];
  language: Language;
  go: ReturnType<typeof useLocation>[1];
  routes: readonly RouteDef[];
  landing: Landing;
  hotel: ManagedHotel | null;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const [loadError, setLoadError] = useState<{ route: RouteDef; attempt: () => void } | null>(null);
  const [changeEnd, setChangeEnd] = useState<ChangeEnd | null>(null);
  const shownRef = useRef<Shown | null>(null);
  shownRef.current = shown;
  // Read by the landing only: a hotel change must not re-run the location effect of every screen.
  const hotelRef = useRef(hotel);
  hotelRef.current = hotel;
  const seq = useRef(0);

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

  return { shown, pending, loadError, changeEnd };
}
