/**
 * The signed-in person's own account ("My account"), under /api/rs/secure; not about one hotel, so
 * a session is enough (requireUser). Schemas in src/contracts/secure/account.ts:
 *
 *   PUT    /account/password       → the password changed (current one required); other sessions end
 *   GET    /account/sessions       → the live sessions, this one marked
 *   DELETE /account/sessions/{id}  → 204, that device signed out (404 when not one of theirs)
 *   GET    /account/two-factor, POST …/enrolment, …/confirmation, …/recovery-codes, …/disable
 *                                  → two-factor sign-in (decision 061; src/contracts/two-factor.ts)
 */
import { type Context, Hono } from 'hono';
import {
  type AccountSession,
  accountSessionParams,
  CURRENT_PASSWORD_WRONG,
  passwordChangeInput,
} from '../../src/contracts/secure/account.ts';
import {
  type RecoveryCodes,
  type TwoFactorEnrolment,
  TwoFactorError,
  type TwoFactorStatus,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorPasswordInput,
} from '../../src/contracts/two-factor.ts';
import {
  checkCode,
  confirmEnrolment,
  newRecoveryCodes,
  startEnrolment,
  twoFactorKey,
  twoFactorStatusOf,
} from '../account/two-factor.ts';
import { findManagerById, type ManagerRow } from '../data/managers.ts';
import { changePasswordStatements, deleteSessionById, listLiveSessions } from '../data/sessions.ts';
import { deleteTwoFactorStatements } from '../data/two-factor.ts';
import type { AppEnv, Bindings } from '../env.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requireUser, signedInUser } from '../security/hotel-access.ts';
import { loginSubjects, loginThrottled, loginWait, recordLoginFailure } from '../security/login-throttle.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { clientIp } from '../security/rate-limit.ts';
import { sessionToken } from '../security/session.ts';
import { sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** The SHA-256 of this request's session token (a signed-in request has one). */
async function currentTokenHash(token: string | null): Promise<string> {
  if (!token) throw unauthorized();
  return sha256Hex(token);
}

/** The sealing key of two-factor secrets; 503 when production has none (decision 061). */
function sealingKey(env: Bindings): string {
  const key = twoFactorKey(env);
  if (!key) {
    throw new ApiError(503, 'Two-factor sign-in is not configured on this server', [
      { field: 'twoFactor', code: TwoFactorError.unavailable },
    ]);
  }
  return key;
}

/** The signed-in account, its current password checked (400 on the field otherwise). */
async function withPassword(c: Context<AppEnv>, currentPassword: string): Promise<ManagerRow> {
  const manager = await findManagerById(c.env.DB, signedInUser(c).id);
  if (!manager) throw unauthorized();
  if (!(await verifyPassword(currentPassword, manager.password_hash))) {
    throw new ApiError(400, 'The current password is not right', [
      { field: 'currentPassword', code: CURRENT_PASSWORD_WRONG },
    ]);
  }
  return manager;
}

const wrongCode = () =>
  new ApiError(400, 'The code is not right', [{ field: 'code', code: TwoFactorError.codeWrong }]);
const wrongState = (message: string) =>
  new ApiError(409, message, [{ field: 'twoFactor', code: TwoFactorError.state }]);

export const secureAccountRoutes = new Hono<AppEnv>()
  .put(
    '/account/password',
    failureMessage('Error changing the password'),
    requireUser,
    validate('json', passwordChangeInput),
    async (c) => {
      const { currentPassword, password } = c.req.valid('json');
      const manager = await findManagerById(c.env.DB, signedInUser(c).id);
      if (!manager) throw unauthorized();
      if (!(await verifyPassword(currentPassword, manager.password_hash))) {
        throw new ApiError(400, 'The current password is not right', [
          { field: 'currentPassword', code: CURRENT_PASSWORD_WRONG },
        ]);
      }
      const [changed] = await c.env.DB.batch(
        changePasswordStatements(c.env.DB, {
          managerId: manager.id,
          previousHash: manager.password_hash,
          passwordHash: await hashPassword(password),
          keepTokenHash: await currentTokenHash(sessionToken(c)),
          now: new Date(),
        }),
      );
      if (changed?.meta.changes !== 1) {
        throw new ApiError(409, 'The password was changed meanwhile: sign in again', [
          { field: 'currentPassword', code: 'error.version.conflict' },
        ]);
      }
      return c.json({ message: 'Password changed' }, 200, noStore);
    },
  )
  .get('/account/sessions', failureMessage('Error getting the sessions'), requireUser, async (c) => {
    const current = await currentTokenHash(sessionToken(c));
    const rows = await listLiveSessions(c.env.DB, signedInUser(c).id, new Date());
    return c.json<AccountSession[]>(
      rows.map((row) => ({
        id: row.token_hash.slice(0, 16),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        userAgent: row.user_agent,
        current: row.token_hash === current,
      })),
      200,
      noStore,
    );
  })
  .delete(
    '/account/sessions/:id',
    failureMessage('Error signing the session out'),
    requireUser,
    validate('param', accountSessionParams),
    async (c) => {
      const removed = await deleteSessionById(c.env.DB, signedInUser(c).id, c.req.valid('param').id);
      if (removed === 0) {
        throw new ApiError(404, 'No such session', [{ field: 'id', code: 'error.account.session.unknown' }]);
      }
      return c.body(null, 204);
    },
  )
  .get('/account/two-factor', failureMessage('Error getting two-factor sign-in'), requireUser, async (c) =>
    c.json<TwoFactorStatus>(await twoFactorStatusOf(c.env.DB, signedInUser(c).id), 200, noStore),
  )
  .post(
    '/account/two-factor/enrolment',
    failureMessage('Error starting two-factor sign-in'),
    requireUser,
    async (c) => {
      const user = signedInUser(c);
      const enrolment = await startEnrolment(c.env.DB, sealingKey(c.env), user, new Date());
      if (!enrolment) throw wrongState('Two-factor sign-in is on already: turn it off first');
      return c.json<TwoFactorEnrolment>(enrolment, 200, noStore);
    },
  )
  .post(
    '/account/two-factor/confirmation',
    failureMessage('Error confirming two-factor sign-in'),
    requireUser,
    validate('json', twoFactorCodeInput),
    async (c) => {
      const outcome = await confirmEnrolment(
        c.env.DB,
        sealingKey(c.env),
        signedInUser(c).id,
        c.req.valid('json').code,
        new Date(),
      );
      if (outcome.kind === 'state') throw wrongState('No enrolment is waiting for its first code');
      if (outcome.kind !== 'confirmed') throw wrongCode();
      return c.json<RecoveryCodes>({ recoveryCodes: outcome.recoveryCodes }, 200, noStore);
    },
  )
  .post(
    '/account/two-factor/recovery-codes',
    failureMessage('Error making new recovery codes'),
    requireUser,
    validate('json', twoFactorPasswordInput),
    async (c) => {
      const manager = await withPassword(c, c.req.valid('json').currentPassword);
      if (!(await twoFactorStatusOf(c.env.DB, manager.id)).enabled) {
        throw wrongState('Two-factor sign-in is off');
      }
      const { codes, statements } = await newRecoveryCodes(c.env.DB, manager.id);
      await c.env.DB.batch(statements);
      return c.json<RecoveryCodes>({ recoveryCodes: codes }, 200, noStore);
    },
  )
  .post(
    '/account/two-factor/disable',
    failureMessage('Error turning two-factor sign-in off'),
    requireUser,
    validate('json', twoFactorDisableInput),
    async (c) => {
      const { currentPassword, code } = c.req.valid('json');
      // Wrong codes here count against the account like wrong sign-ins (decision 022's throttle).
      const subjects = loginSubjects(clientIp(c), signedInUser(c).id, '');
      const nowSeconds = Math.floor(Date.now() / 1000);
      const wait = await loginWait(c.env.DB, subjects, nowSeconds);
      if (wait > 0) throw loginThrottled(wait);
      const manager = await withPassword(c, currentPassword);
      const check = await checkCode(c.env.DB, sealingKey(c.env), manager.id, code, new Date());
      if (check.kind === 'state') throw wrongState('Two-factor sign-in is off');
      if (check.kind === 'wrong') {
        await recordLoginFailure(c.env.DB, subjects, nowSeconds);
        throw wrongCode();
      }
      await c.env.DB.batch(deleteTwoFactorStatements(c.env.DB, manager.id));
      return c.json<TwoFactorStatus>({ enabled: false, recoveryCodesLeft: 0 }, 200, noStore);
    },
  );
