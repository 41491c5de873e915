/**
 * Finding the logged-in manager (spec 000 §6: "a manager is detected through the me call")
 * without a failed request for every visitor: `me` answers 401 to visitors, and browsers log
 * every 401 as a console error (which also costs the Lighthouse best-practices score). The
 * session cookie is HttpOnly, so the login form leaves a hint in local storage; `me` is called
 * only when the hint is there, and a 401 removes it. The hint is never trusted for anything
 * else: the server decides who is logged in.
 */
import { browserApi } from '../../api/browser.ts';
import { loadUser, type UserState } from '../../stores/session.ts';

export const SIGNED_IN_HINT_KEY = 'X-ITACA-SIGNED-IN';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): HintStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function markSignedIn(store: HintStorage | null = storage()): void {
  try {
    store?.setItem(SIGNED_IN_HINT_KEY, '1');
  } catch {
    // No storage: the manager is simply not recognised on the public pages.
  }
}

export function clearSignedIn(store: HintStorage | null = storage()): void {
  try {
    store?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function maybeSignedIn(store: HintStorage | null = storage()): boolean {
  try {
    return store?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The current user, shared by every island of the page ($user); `me` only when a login hint exists. */
export function detectUser(): Promise<UserState> {
  const signedIn = maybeSignedIn();
  return loadUser(() => (signedIn ? browserApi().me() : Promise.reject(new Error('no session')))).then(
    (state) => {
      if (state.status === 'anonymous') clearSignedIn();
      return state;
    },
  );
}
