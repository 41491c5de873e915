/**
 * A screen's own title (BOSCREENS: "the page title is set from a resolved title, a title key or
 * the route's data"): a screen that knows a better title than its route's text — the reservation
 * screen and its code — calls `useScreenTitle(title)`; the shell then shows it in the top bar and
 * the document title. `null` (or unmounting) gives the route's title back.
 */
import { createContext, useContext, useEffect } from 'react';

export const ScreenTitleContext = createContext<(title: string | null) => void>(() => {});

export function useScreenTitle(title: string | null): void {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
