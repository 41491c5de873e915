/**
 * Joining a hotel's staff from an invitation link (public API; decision 055):
 *
 *   POST /api/rs/public/invitations/preview  { token }                   → who invites whom to what
 *   POST /api/rs/public/invitations/accept   { token, name?, password } → 201; then sign in (POST session)
 *
 * Both are rate-limited per address: the token is 256 random bits, but nobody gets to try many.
 */
import { Hono } from 'hono';
import {
  type InvitationAccepted,
  type InvitationPreview,
  invitationAcceptInput,
  invitationTokenInput,
} from '../../src/contracts/secure/staff.ts';
import type { AppEnv } from '../env.ts';
import { answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requestLanguage } from '../middleware/language.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { acceptInvitation, previewInvitation } from '../staff/staff.ts';
import { validate } from '../validation.ts';

const FIFTEEN_MINUTES = 15 * 60;
const noStore = { 'Cache-Control': 'no-store' };

export const invitationRoutes = new Hono<AppEnv>()
  .post(
    '/invitations/preview',
    failureMessage('Error reading the invitation'),
    validate('json', invitationTokenInput),
    async (c) => {
      await enforceRateLimit(c, 'invitation-preview', [
        { key: `ip:${clientIp(c)}`, limit: 60, windowSeconds: FIFTEEN_MINUTES },
      ]);
      const preview = answerOf(await previewInvitation(c.env.DB, c.req.valid('json').token, new Date()));
      return c.json<InvitationPreview>(preview, 200, noStore);
    },
  )
  .post(
    '/invitations/accept',
    failureMessage('Error accepting the invitation'),
    validate('json', invitationAcceptInput),
    async (c) => {
      await enforceRateLimit(c, 'invitation-accept', [
        { key: `ip:${clientIp(c)}`, limit: 20, windowSeconds: FIFTEEN_MINUTES },
      ]);
      const accepted = answerOf(
        await acceptInvitation(c.env.DB, c.req.valid('json'), requestLanguage(c), new Date()),
      );
      return c.json<InvitationAccepted>(accepted, 201, noStore);
    },
  );
