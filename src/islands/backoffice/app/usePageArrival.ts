/**
 * When a change ends: the menu closes; for a page, scroll to the top and focus its h1 (or, when
 * the screen shows none within 3 s, the main region, announced). The first screen's arrival
 * closes nothing: a menu or search the manager opened while it was loading stays open.
 */
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/translate.ts';

import type { ChangeEnd } from './useScreenChange.ts';

export function usePageArrival({
  changeEnd,
  mainRef,
  t,
  closeMenus,
}: {
  changeEnd: ChangeEnd | null;
  mainRef: RefObject<HTMLElement | null>;
  t: Translate;
  closeMenus: () => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const closeMenusRef = useRef(closeMenus);
  closeMenusRef.current = closeMenus;
  // When a change ends: menu closed; for a page, scroll to the top and focus its h1 (announced).
  // The first screen's arrival closes nothing: a menu or search the manager opened while it was
  // loading stays open.
  useEffect(() => {
    if (!changeEnd || changeEnd.kind === 'initial') return;
    closeMenusRef.current();
    if (changeEnd.kind === 'dialog') return;
    if (changeEnd.route.navigationEffect === false) return;
    window.scrollTo(0, 0);
    const main = mainRef.current;
    if (!main) return;
    let done = false;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || done) return false;
      done = true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // The screen may render its heading after its data: wait a little for it, else focus main.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done) {
        done = true;
        main.focus();
        setAnnouncement(t('bo.app.page.loaded', { title: document.title }));
      }
    }, 3000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [changeEnd, t, mainRef]);

  return announcement;
}
