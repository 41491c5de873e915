/**
 * The browser location as React state, following the History API: `navigate` pushes (or
 * replaces) an entry without loading a page, back and forward (`popstate`) update the state.
 * Both ask first when a screen has unsaved changes (./leave-guard.ts); a refused Back puts the
 * left address back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmLeave } from './leave-guard.ts';
import type { Location } from './router.ts';

function current(): Location {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function useLocation(): [Location, (href: string, options?: { replace?: boolean }) => void] {
  const [location, setLocation] = useState<Location>(current);
  // The address on screen, to put back when leaving it is refused.
  const shown = useRef(window.location.href);

  useEffect(() => {
    const onPop = () => {
      const from = new URL(shown.current);
      // A jump within the page (the skip link's fragment) leaves nothing.
      const samePage = from.pathname === window.location.pathname && from.search === window.location.search;
      if (!samePage && !confirmLeave()) {
        window.history.pushState(null, '', shown.current);
        return;
      }
      shown.current = window.location.href;
      setLocation(current());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((href: string, options?: { replace?: boolean }) => {
    const url = new URL(href, window.location.href);
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (!options?.replace && !confirmLeave()) return;
    if (options?.replace) window.history.replaceState(null, '', target);
    else if (target !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.pushState(null, '', target);
    }
    shown.current = window.location.href;
    setLocation(current());
  }, []);

  return [location, navigate];
}
