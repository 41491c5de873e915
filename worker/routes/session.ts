import { Hono } from 'hono';
import { loginSchema } from '../../src/contracts/auth.ts';
import { isEmail } from '../../src/domain/formats.ts';
import { findManagerByEmail, findManagerByUsername, toMe } from '../data/managers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import {
  loginSubjects,
  loginSuccessStatement,
  loginThrottled,
  loginWait,
  recordLoginFailure,
} from '../security/login-throttle.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../security/password.ts';
import { clientIp, limitRequest } from '../security/rate-limit.ts';
import { endSession, startSession } from '../security/session.ts';
import { validate } from '../validation.ts';

/** The one answer to every failed login: it never says whether the account exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password';

const FIFTEEN_MINUTES = 15 * 60;
/** Login attempts of any outcome per address in 15 minutes (a flood guard, apart from throttling). */
export const LOGIN_FLOOD_LIMIT = 200;

/** Log in (POST session) and log out (DELETE session, or POST logout as spec 001 calls it). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/session', failureMessage('Error logging in'), validate('json', loginSchema), async (c) => {
    const { email: login, password, rememberMe } = c.req.valid('json');
    const ip = clientIp(c);
    await limitRequest(c, {
      count: [{ action: 'login', key: `ip:${ip}`, limit: LOGIN_FLOOD_LIMIT, windowSeconds: FIFTEEN_MINUTES }],
    });
    const manager = isEmail(login)
      ? await findManagerByEmail(c.env.DB, login)
      : await findManagerByUsername(c.env.DB, login.toLowerCase());
    // Throttling (decision 022): only failures count, per account and per address, and past the
    // free ones every attempt waits a growing delay; checked before the password is.
    const subjects = loginSubjects(ip, manager?.id ?? null, login);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const wait = await loginWait(c.env.DB, subjects, nowSeconds);
    if (wait > 0) throw loginThrottled(wait);
    // Unknown accounts still pay for one PBKDF2 derivation, so timing does not tell them apart.
    const passwordMatches = await verifyPassword(password, manager?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!manager || !passwordMatches || manager.enabled !== 1) {
      await recordLoginFailure(c.env.DB, subjects, nowSeconds);
      throw new ApiError(401, INVALID_LOGIN_MESSAGE);
    }
    // A success resets the account's failures, in the batch that starts the session.
    await startSession(c, manager.id, rememberMe, new Date(), [loginSuccessStatement(c.env.DB, subjects)]);
    return c.json(toMe(manager));
  })
  .delete('/session', failureMessage('Error logging out'), async (c) => {
    await endSession(c);
    return c.json({ message: 'Logged out' });
  })
  .post('/logout', failureMessage('Error logging out'), async (c) => {
    await endSession(c);
    return c.json({ message: 'Logged out' });
  });
