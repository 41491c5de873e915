/**
 * Links to back-office addresses navigate inside the app (history API, no page load) and close the
 * navigation drawer; a link to a fragment of the same address (the skip link) keeps the browser's own jump.
 */
import type { MouseEvent } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { isInAppClick } from './router.ts';

export function inAppLinkHandler(language: Language, go: (to: string) => void, closeDrawer: () => void) {
  return (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = isInAppClick(event.nativeEvent, anchor, window.location.origin, language);
    if (!url) return;
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
      return;
    event.preventDefault();
    go(`${url.pathname}${url.search}${url.hash}`);
    closeDrawer();
  };
}
