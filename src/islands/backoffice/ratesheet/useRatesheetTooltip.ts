/**
 * The ratesheet's one tooltip: a cell's disabled reason, its last change or a day's action
 * (`data-info`), on hover or focus, described by the anchor while shown. A write changes what the
 * focused cell says, so a change under the grid shows it anew; a focused cell replaced under the
 * focus (its window was read, it was saved) gives the focus back to the same place.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

type Options = {
  gridRef: RefObject<HTMLDivElement | null>;
  /** The grid element exists once the first window is read. */
  structure: unknown;
  /** Gives the focus back to the last focused cell. */
  refocus: () => void;
};

export function useRatesheetTooltip({ gridRef, structure, refocus }: Options) {
  const tooltipId = useId();
  const [tip, setTip] = useState<{ anchor: HTMLElement; text: string } | null>(null);
  const tipAnchor = useRef<HTMLElement | null>(null);
  /** The focus is in the grid (kept when the focused cell is re-rendered away). */
  const hadFocus = useRef(false);

  const showTip = (element: HTMLElement | null) => {
    const anchor = element?.closest<HTMLElement>('[data-info]') ?? null;
    const text = anchor?.dataset.info;
    tipAnchor.current = anchor && text ? anchor : null;
    setTip((current) => {
      if (current?.anchor && current.anchor !== anchor) current.anchor.removeAttribute('aria-describedby');
      if (!anchor || !text) return null;
      if (!anchor.getAttribute('aria-describedby')) anchor.setAttribute('aria-describedby', tooltipId);
      return current?.anchor === anchor && current.text === text ? current : { anchor, text };
    });
  };

  const refocusRef = useRef(refocus);
  refocusRef.current = refocus;
  const showTipRef = useRef(showTip);
  showTipRef.current = showTip;
  // `structure`: the grid element exists once the first window is read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement as HTMLElement | null;
      const hovered = tipAnchor.current;
      if (hovered?.isConnected && hovered !== active) showTipRef.current(hovered);
      else if (active && grid.contains(active)) showTipRef.current(active);
      else if (hadFocus.current && (!active || active === document.body)) refocusRef.current();
    });
    observer.observe(grid, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-info'],
    });
    return () => observer.disconnect();
  }, [structure]);

  return { tooltipId, tip, showTip, hadFocus };
}
