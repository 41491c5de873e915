import { Hono } from 'hono';
import { loginSchema } from '../../src/contracts/auth.ts';
import {
  TwoFactorError,
  type TwoFactorPending,
  twoFactorLoginInput,
} from '../../src/contracts/two-factor.ts';
import { isEmail } from '../../src/domain/formats.ts';
import { checkCode, spendRecoveryCode, twoFactorKey } from '../account/two-factor.ts';
import { findManagerByEmail, findManagerById, findManagerByUsername } from '../data/managers.ts';
import {
  challengeFailureStatements,
  deleteChallengeStatement,
  findChallenge,
  findTotp,
} from '../data/two-factor.ts';
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
import { endSession, startSession, toMe } from '../security/session.ts';
import {
  CHALLENGE_MAX_FAILURES,
  challengeTokenHash,
  clearChallengeCookie,
  startChallenge,
} from '../security/two-factor-challenge.ts';
import { validate } from '../validation.ts';

/** The one answer to every failed login: it never says whether the account exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password';

const FIFTEEN_MINUTES = 15 * 60;
/** Login attempts of any outcome per address in 15 minutes (a flood guard, apart from throttling). */
export const LOGIN_FLOOD_LIMIT = 200;

/** The answer to a pending sign-in that is gone (expired, failed too often, never started). */
function challengeGone(): ApiError {
  return new ApiError(401, 'Sign in again: the code step expired', [
    { field: 'code', code: TwoFactorError.expired },
  ]);
}

/**
 * Log in (POST session, then POST session/two-factor when the account has two-factor on) and log
 * out (DELETE session, or POST logout as PROPAPI-3 calls it).
 */
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
    // Two-factor on (decision 061): the password only opens the code step. The account's
    // failures are not reset yet, so wrong codes keep counting with wrong passwords.
    if ((await findTotp(c.env.DB, manager.id))?.confirmed_at) {
      await startChallenge(c, manager.id, rememberMe, new Date());
      return c.json<TwoFactorPending>({ twoFactor: true }, 200, { 'Cache-Control': 'no-store' });
    }
    // A success resets the account's failures, in the batch that starts the session.
    await startSession(c, manager.id, rememberMe, new Date(), [loginSuccessStatement(c.env.DB, subjects)]);
    return c.json(toMe(manager));
  })
  .post(
    '/session/two-factor',
    failureMessage('Error logging in'),
    validate('json', twoFactorLoginInput),
    async (c) => {
      const input = c.req.valid('json');
      const ip = clientIp(c);
      await limitRequest(c, {
        count: [
          { action: 'login', key: `ip:${ip}`, limit: LOGIN_FLOOD_LIMIT, windowSeconds: FIFTEEN_MINUTES },
        ],
      });
      const tokenHash = await challengeTokenHash(c);
      const challenge = tokenHash ? await findChallenge(c.env.DB, tokenHash) : null;
      const now = new Date();
      if (!tokenHash || !challenge || Date.parse(challenge.expires_at) <= now.getTime()) {
        if (tokenHash) await deleteChallengeStatement(c.env.DB, tokenHash).run();
        clearChallengeCookie(c);
        throw challengeGone();
      }
      // The login throttle (decision 022) counts wrong codes like wrong passwords.
      const subjects = loginSubjects(ip, challenge.manager_id, '');
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const wait = await loginWait(c.env.DB, subjects, nowSeconds);
      if (wait > 0) throw loginThrottled(wait);
      const manager = await findManagerById(c.env.DB, challenge.manager_id);
      const key = twoFactorKey(c.env);
      if (!manager || !key || manager.enabled !== 1) {
        await deleteChallengeStatement(c.env.DB, tokenHash).run();
        clearChallengeCookie(c);
        throw challengeGone();
      }
      const check =
        input.code !== undefined
          ? await checkCode(c.env.DB, key, manager.id, input.code, now)
          : await spendRecoveryCode(c.env.DB, manager.id, input.recoveryCode ?? '', now);
      if (check.kind === 'state') {
        // Two-factor was turned off meanwhile: sign in again with the password.
        await deleteChallengeStatement(c.env.DB, tokenHash).run();
        clearChallengeCookie(c);
        throw challengeGone();
      }
      if (check.kind === 'wrong') {
        await recordLoginFailure(c.env.DB, subjects, nowSeconds);
        await c.env.DB.batch(challengeFailureStatements(c.env.DB, tokenHash, CHALLENGE_MAX_FAILURES));
        throw input.code !== undefined
          ? new ApiError(400, 'The code is not right', [{ field: 'code', code: TwoFactorError.codeWrong }])
          : new ApiError(400, 'The recovery code is not right', [
              { field: 'recoveryCode', code: TwoFactorError.recoveryWrong },
            ]);
      }
      await startSession(c, manager.id, challenge.remember_me === 1, now, [
        loginSuccessStatement(c.env.DB, subjects),
        deleteChallengeStatement(c.env.DB, tokenHash),
      ]);
      clearChallengeCookie(c);
      return c.json(toMe(manager));
    },
  )
  .delete('/session', failureMessage('Error logging out'), async (c) => {
    await endSession(c);
    return c.json({ message: 'Logged out' });
  })
  .post('/logout', failureMessage('Error logging out'), async (c) => {
    await endSession(c);
    return c.json({ message: 'Logged out' });
  });
