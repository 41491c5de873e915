/** The scroll-to-top button (BOLIM-6): shown after TOP_BUTTON_OFFSET px of scrolling; focus goes back to the screen. */
import { type RefObject, useEffect, useState } from 'react';
import type { Translate } from '../../../i18n/translate.ts';

/** The scroll-to-top button shows after this much scrolling. */
export const TOP_BUTTON_OFFSET = 500;

export function ShellTopButton({ t, mainRef }: { t: Translate; mainRef: RefObject<HTMLElement | null> }) {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > TOP_BUTTON_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!showTop) return null;
  return (
    <button
      type="button"
      className="bo-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        mainRef.current?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="ui-sr-only">{t('bo.app.top')}</span>
    </button>
  );
}
