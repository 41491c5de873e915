/** The compact layout (under 1024 px): the navigation is a drawer, the top bar one compact row. */
import { useSyncExternalStore } from 'react';

/** Below this width the navigation is a drawer and the top bar one compact row (shell.css agrees). */
export const COMPACT_QUERY = '(max-width: 1023.98px)';

function subscribeCompact(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isCompact = () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches;

/** Whether the window is narrower than 1024 px (the drawer layout), following resizes. */
export function useCompact(): boolean {
  return useSyncExternalStore(subscribeCompact, isCompact, () => false);
}
