/**
 * The signed-in person's own account ("My account"), under /api/rs/secure; not about one hotel, so
 * a session is enough (requireUser). Schemas in src/contracts/secure/account.ts:
 *
 *   PUT    /account/password       → the password changed (current one required); other sessions end
 *   GET    /account/sessions       → the live sessions, this one marked
 *   DELETE /account/sessions/{id}  → 204, that device signed out (404 when not one of theirs)
 */
import { Hono } from 'hono';
import {
  type AccountSession,
  accountSessionParams,
  CURRENT_PASSWORD_WRONG,
  passwordChangeInput,
} from '../../src/contracts/secure/account.ts';
import { findManagerById } from '../data/managers.ts';
import { changePasswordStatements, deleteSessionById, listLiveSessions } from '../data/sessions.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requireUser, signedInUser } from '../security/hotel-access.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { sessionToken } from '../security/session.ts';
import { sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** The SHA-256 of this request's session token (a signed-in request has one). */
async function currentTokenHash(token: string | null): Promise<string> {
  if (!token) throw unauthorized();
  return sha256Hex(token);
}

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
  );
