/**
 * The navigation drawer of the compact layout: focus goes in when it opens; Escape closes it and
 * gives focus back to its button; focus leaving it for the page (Tab past its end, a click behind
 * it) closes it too.
 */
import type { RefObject } from 'react';
import { useEffect } from 'react';

export function useNavigationDrawer(
  menuOpen: boolean,
  setMenuOpen: (open: boolean) => void,
  navRef: RefObject<HTMLElement | null>,
  menuButtonRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!menuOpen) return;
    const nav = navRef.current;
    nav?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || nav?.contains(target) || menuButtonRef.current?.contains(target))
        return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [menuOpen, setMenuOpen, navRef, menuButtonRef]);
}
