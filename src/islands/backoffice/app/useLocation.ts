/**
 * The browser location as React state, following the History API: `navigate` pushes (or
 * replaces) an entry without loading a page, back and forward (`popstate`) update the state.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Location } from './router.ts';

function current(): Location {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function useLocation(): [Location, (href: string, options?: { replace?: boolean }) => void] {
  const [location, setLocation] = useState<Location>(current);

  useEffect(() => {
    const onPop = () => setLocation(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((href: string, options?: { replace?: boolean }) => {
    const url = new URL(href, window.location.href);
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (options?.replace) window.history.replaceState(null, '', target);
    else if (target !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.pushState(null, '', target);
    }
    setLocation(current());
  }, []);

  return [location, navigate];
}
