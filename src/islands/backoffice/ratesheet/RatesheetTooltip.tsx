/** The ratesheet's tooltip, under its anchor (flipped or shifted to stay in view); one line a `\n`. */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect } from 'react';

export function RatesheetTooltip({ id, anchor, text }: { id: string; anchor: HTMLElement; text: string }) {
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom',
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  });
  useEffect(() => () => anchor.removeAttribute('aria-describedby'), [anchor]);
  return (
    <div ref={refs.setFloating} id={id} role="tooltip" className="rs-tooltip" style={floatingStyles}>
      {text.split('\n').map((line) => (
        <span key={line}>{line}</span>
      ))}
    </div>
  );
}
