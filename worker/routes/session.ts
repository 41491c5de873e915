import { Hono } from 'hono';
import { isEmail } from '../../src/domain/formats.ts';
import { loginSchema } from '../../src/schemas/auth.ts';
import { findManagerByEmail, findManagerByUsername, toMe } from '../data/managers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../security/password.ts';
import { type ActionRule, clientIp, countOutcome, limitRequest } from '../security/rate-limit.ts';
import { endSession, startSession } from '../security/session.ts';
import { validate } from '../validation.ts';

/** The one answer to every failed login: it never says whether the account exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password';

const FIFTEEN_MINUTES = 15 * 60;
/** Failed logins per account, and per address, in 15 minutes before the login locks. */
export const FAILED_LOGINS_PER_ACCOUNT = 5;
export const FAILED_LOGINS_PER_ADDRESS = 20;
/** Login attempts of any outcome per address in 15 minutes (a flood guard). */
export const LOGIN_FLOOD_LIMIT = 200;

function failedLoginRules(ip: string, account: string): ActionRule[] {
  return [
    {
      action: 'login-failed',
      key: `ip:${ip}`,
      limit: FAILED_LOGINS_PER_ADDRESS,
      windowSeconds: FIFTEEN_MINUTES,
    },
    {
      action: 'login-failed',
      key: `account:${account}`,
      limit: FAILED_LOGINS_PER_ACCOUNT,
      windowSeconds: FIFTEEN_MINUTES,
    },
  ];
}

/** Log in (POST session) and log out (DELETE session, or POST logout as spec 001 calls it). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/session', failureMessage('Error logging in'), validate('json', loginSchema), async (c) => {
    const { email: login, password, rememberMe } = c.req.valid('json');
    const account = login.toLowerCase();
    // Failed logins are what guessing produces: 5 per account and 20 per address in 15 minutes
    // lock the login (checked before the password is); a front desk that signs in on several
    // devices is never locked out by its own successes. Every attempt counts against a flood guard.
    const failed = failedLoginRules(clientIp(c), account);
    await limitRequest(c, {
      count: [
        {
          action: 'login',
          key: `ip:${clientIp(c)}`,
          limit: LOGIN_FLOOD_LIMIT,
          windowSeconds: FIFTEEN_MINUTES,
        },
      ],
      check: failed,
    });
    const manager = isEmail(login)
      ? await findManagerByEmail(c.env.DB, login)
      : await findManagerByUsername(c.env.DB, account);
    // Unknown accounts still pay for one PBKDF2 derivation, so timing does not tell them apart.
    const passwordMatches = await verifyPassword(password, manager?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!manager || !passwordMatches || manager.enabled !== 1) {
      await countOutcome(c, failed);
      throw new ApiError(401, INVALID_LOGIN_MESSAGE);
    }
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
