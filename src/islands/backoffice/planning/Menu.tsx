/**
 * A popup menu (WAI-ARIA APG menu / menu button): opened from an anchor (a button or a grid
 * cell with aria-haspopup="menu"), focus goes to the first enabled item; ArrowUp/ArrowDown move
 * (wrapping), Home/End go to the ends, a letter goes to the next item starting with it, Enter or
 * Space runs an item, Escape closes and returns focus to the anchor, Tab closes. Disabled items
 * stay focusable (aria-disabled) so their presence is announced. Positioned with floating-ui.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';

export type MenuItem = {
  id: string;
  label: string;
  disabled?: boolean;
  /** Styled as a destructive or closing action. */
  danger?: boolean;
  onSelect: () => void;
};

export type MenuProps = {
  anchor: HTMLElement;
  /** Accessible name of the menu. */
  label: string;
  items: readonly MenuItem[];
  onClose: (options: { returnFocus: boolean }) => void;
};

/** The items of a rendered menu, in order. */
function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function Menu({ anchor, label, items, onClose }: MenuProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  });

  const menuItems = () => itemsOf(listRef.current);

  // Focus the first enabled item once, when the menu opens.
  useLayoutEffect(() => {
    const all = itemsOf(listRef.current);
    (all.find((item) => item.getAttribute('aria-disabled') !== 'true') ?? all[0])?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (listRef.current?.contains(target) || anchor.contains(target)) return;
      onClose({ returnFocus: false });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [anchor, onClose]);

  const run = (item: MenuItem) => {
    if (item.disabled) return;
    onClose({ returnFocus: true });
    item.onSelect();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        onClose({ returnFocus: true });
        break;
      case 'Tab':
        onClose({ returnFocus: true });
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        for (let step = 1; step <= all.length; step++) {
          const candidate = all[(index + step) % all.length];
          if (candidate?.textContent?.trim().toLowerCase().startsWith(letter)) {
            candidate.focus();
            break;
          }
        }
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={(node) => {
        listRef.current = node;
        refs.setFloating(node);
      }}
      id={id}
      role="menu"
      aria-label={label}
      className="pg-menu"
      style={floatingStyles}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <div
          key={item.id}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled ? 'true' : undefined}
          className={`pg-menu__item${item.danger ? ' pg-menu__item--danger' : ''}`}
          data-action={item.id}
          onClick={() => run(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              event.stopPropagation();
              run(item);
            }
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  );
}
