import { useEffect } from 'react';
import { browserApi } from '../../api/browser.ts';
import { detectUser } from './user.ts';

/**
 * Spec 000 §6: "login pages call logout when no user is found". The login pages are /login and
 * its child /login/forgot (spec 000 §2); /password/reset is its own route, not a login page.
 * With no user (see ./user.ts), `POST logout` clears whatever is left of a session (an expired
 * cookie, the signed-in hint); a failure is of no interest to the visitor.
 */
export function logoutWhenNoUser(
  detect: typeof detectUser = detectUser,
  logout: () => Promise<unknown> = () => browserApi().logout(),
): Promise<void> {
  return detect().then((state) => {
    if (state.status === 'anonymous') void logout().catch(() => undefined);
  });
}

/** Calls logout once, after the island mounts, when no user is found. */
export function useLogoutWhenNoUser(): void {
  useEffect(() => {
    void logoutWhenNoUser();
  }, []);
}
