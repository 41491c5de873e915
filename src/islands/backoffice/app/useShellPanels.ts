/** The compact layout's drawer and search panel, with the drawer's focus rules (useNavigationDrawer). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationDrawer } from './useNavigationDrawer.ts';

export type ShellPanels = ReturnType<typeof useShellPanels>;

/** Both close on a page change (closeMenus) and when the layout turns wide. */
export function useShellPanels(compact: boolean) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useNavigationDrawer(menuOpen, setMenuOpen, navRef, menuButtonRef);
  // Back to the wide layout: the drawer and the search panel have no meaning there.
  useEffect(() => {
    if (compact) return;
    setMenuOpen(false);
    setSearchOpen(false);
  }, [compact]);
  const closeMenus = useCallback(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, []);
  return { menuOpen, setMenuOpen, searchOpen, setSearchOpen, navRef, menuButtonRef, closeMenus };
}
