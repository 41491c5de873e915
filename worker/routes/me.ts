import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { SESSION_COOKIE } from '../security/session.ts';

const ME_FAILURE = 'Error getting user info';
/** The 401 of a request without a live session: an authentication answer, not a failure. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
/** The message key of a session that ended (expired, logged out, unknown): the login page's. */
export const SESSION_ENDED_CODE = 'login.error.expired';

/**
 * The logged-in manager (VISITOR: how the site detects one), or 401 for visitors; a request
 * whose session cookie names an ended or unknown session is told so with its message key.
 */
export const meRoutes = new Hono<AppEnv>().get('/me', failureMessage(ME_FAILURE), (c) => {
  const user = c.get('user');
  if (!user) {
    const ended = getCookie(c, SESSION_COOKIE) !== undefined;
    throw new ApiError(
      401,
      AUTHENTICATION_REQUIRED,
      ended ? [{ field: 'session', code: SESSION_ENDED_CODE }] : [],
    );
  }
  return c.json(user);
});
