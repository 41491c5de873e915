/**
 * Finding the logged-in manager (VISITOR: "a manager is detected through the me call")
 * without a failed request for every visitor: `me` answers 401 to visitors, and browsers log
 * every 401 as a console error (which also costs the Lighthouse best-practices score). The
 * session cookie is HttpOnly, so the worker sets a script-readable hint cookie with it
 * (`__Host-itaca_signed_in`, worker/security/session.ts) and clears it on logout and whenever the
 * session cookie is not valid; `me` is called only when the hint is there, and a 401 clears it.
 * The hint is never trusted for anything else: the server decides who is logged in.
 *
 * The islands share the header's call (src/scripts/manager.ts): one `me` per page.
 */

import { loadUser, type UserState } from '../stores/session.ts';
import { loadManager } from './manager.ts';

/** The current user, shared by every island of the page ($user); `me` only when the hint exists. */
export function detectUser(): Promise<UserState> {
  return loadUser(() => loadManager().then((me) => me ?? Promise.reject(new Error('no session'))));
}
