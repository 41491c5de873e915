import { browserApi } from './browser-api.ts';
import { detectUser } from './user.ts';

/**
 * VISITOR: "login pages call logout when no user is found". The login pages are /login and
 * its child /login/forgot (ROUTES); /password/reset is its own route, not a login page.
 * With no user (see ./user.ts), `POST logout` clears whatever is left of a session (an expired
 * cookie, the signed-in hint); a failure is of no interest to the visitor.
 *
 * A page script of the login pages runs it at load (src/pages/[...lang]/login.astro and
 * login/forgot.astro), not their islands, which start only when the visitor reaches for the form
 * (client:interaction, docs/decisions/032). It needs no React: `me` is called only with the
 * signed-in hint, so for most visitors this is one small POST.
 */
export function logoutWhenNoUser(
  detect: typeof detectUser = detectUser,
  logout: () => Promise<unknown> = () => browserApi().logout(),
): Promise<void> {
  return detect().then((state) => {
    if (state.status === 'anonymous') void logout().catch(() => undefined);
  });
}
