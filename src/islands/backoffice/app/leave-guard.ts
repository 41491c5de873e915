/**
 * Unsaved changes survive a slip (CONSIST: moving the address marker and leaving lost it without
 * a word). A screen with changes not yet saved registers the sentence to ask; leaving it through
 * the app (a link, the menu, the browser's Back) asks first with the browser's own confirmation,
 * and closing or reloading the tab gets the browser's "Leave site?" prompt.
 */
import { useEffect } from 'react';

const guards = new Set<{ message: string }>();

/** True when nothing unsaved is open, or the user agreed to leave it. */
export function confirmLeave(): boolean {
  for (const guard of guards) return window.confirm(guard.message);
  return true;
}

/** While `message` is not null (the screen has unsaved changes), leaving asks it first. */
export function useLeaveGuard(message: string | null): void {
  useEffect(() => {
    if (message === null) return;
    const guard = { message };
    guards.add(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [message]);
}
