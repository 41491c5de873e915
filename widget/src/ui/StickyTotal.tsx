/**
 * The total and the step's buttons, kept in view at the bottom of the widget's panel while the
 * guest fills a long step on a phone (JOURNEY-2 'The phone flow'): `position: sticky` in a step
 * narrower than 600 px (the step must be a size container, as .guest-step is), so it
 * sits in the flow after the step's last field and never floats over the page below the widget.
 * WCAG 2.4.11 (focus not obscured): when a field gets the focus under the bar (Tab, a browser's
 * autofill, focus moved to an invalid field), the field is scrolled above it. Shared by the guest
 * and summary steps: `label` and `amount` say what the total is, the children are the buttons.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import './StickyTotal.css';

export type StickyTotalProps = {
  /** 'Total', 'Total with extras'… */
  label: string;
  /** The formatted total. */
  amount: string;
  /** A short line under the total ('of which €… paid at the hotel'), optional. */
  note?: string;
  /** The step's buttons (Back, Continue / Confirm). */
  children: ReactNode;
};

/** The gap kept between a focused field and the bar (px). */
const FOCUS_GAP = 8;

export function StickyTotal({ label, amount, note, children }: StickyTotalProps) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    const panel = element?.parentElement;
    if (!element || !panel) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const hidden = target.getBoundingClientRect().bottom + FOCUS_GAP - element.getBoundingClientRect().top;
      if (hidden > 0) scrollBy(target, hidden);
    };
    panel.addEventListener('focusin', onFocus);
    return () => panel.removeEventListener('focusin', onFocus);
  }, []);

  return (
    <div className="sticky-total" ref={bar}>
      <p className="sticky-total-figure" aria-live="polite" aria-atomic="true">
        <span className="sticky-total-label">{label}</span> <strong>{amount}</strong>
        {note ? <span className="sticky-total-note">{note}</span> : null}
      </p>
      <div className="sticky-total-actions">{children}</div>
    </div>
  );
}

/** Scrolls the nearest scrolling ancestor of `target` (the dialog, or the host page) by `amount` px. */
function scrollBy(target: Element, amount: number): void {
  let node: Element | null = target.parentElement;
  while (node) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      node.scrollTop += amount;
      return;
    }
    node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
  }
  window.scrollBy(0, amount);
}
