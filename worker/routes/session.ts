import { Hono } from 'hono';
import { isEmail } from '../../src/domain/formats.ts';
import { loginSchema } from '../../src/schemas/auth.ts';
import { findManagerByEmail, findManagerByUsername, toMe } from '../data/managers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../security/password.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { endSession, startSession } from '../security/session.ts';
import { validate } from '../validation.ts';

/** The one answer to every failed login: it never says whether the account exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password';

const FIFTEEN_MINUTES = 15 * 60;

/** Log in (POST session) and log out (DELETE session, or POST logout as spec 001 calls it). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/session', failureMessage('Error logging in'), validate('json', loginSchema), async (c) => {
    const { email: login, password, rememberMe } = c.req.valid('json');
    const account = login.toLowerCase();
    await enforceRateLimit(c, 'login', [
      { key: `ip:${clientIp(c)}`, limit: 20, windowSeconds: FIFTEEN_MINUTES },
      { key: `account:${account}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
    ]);
    const manager = isEmail(login)
      ? await findManagerByEmail(c.env.DB, login)
      : await findManagerByUsername(c.env.DB, account);
    // Unknown accounts still pay for one PBKDF2 derivation, so timing does not tell them apart.
    const passwordMatches = await verifyPassword(password, manager?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!manager || !passwordMatches || manager.enabled !== 1) throw new ApiError(401, INVALID_LOGIN_MESSAGE);
    await startSession(c, manager.id, rememberMe);
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
