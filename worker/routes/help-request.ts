import { Hono } from 'hono';
import { helpRequestSchema } from '../../src/contracts/help-request.ts';
import type { MessageResponse } from '../../src/contracts/types.ts';
import { findAbout } from '../data/about.ts';
import { helpRequestEmail, insertHelpRequestStatement } from '../data/onboarding.ts';
import type { AppEnv } from '../env.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

/** Per client address: 10 help requests an hour. */
export const HELP_REQUESTS_PER_IP_PER_HOUR = 10;

/**
 * POST /help-request/join (PROPAPI): a call-back or e-mail help request from the help bar.
 * Stores it and queues a notification to the About info address in one batch. 201 {message}.
 */
export const helpRequestRoutes = new Hono<AppEnv>().post(
  '/help-request/join',
  failureMessage('Error sending help request'),
  async (c, next) => {
    await enforceRateLimit(c, 'help-request', [
      { key: `ip:${clientIp(c)}`, limit: HELP_REQUESTS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    ]);
    await next();
  },
  validate('json', helpRequestSchema),
  async (c) => {
    const help = c.req.valid('json');
    const db = c.env.DB;
    const about = await findAbout(db);
    const now = new Date();
    const statements = [insertHelpRequestStatement(db, help, now)];
    if (about) {
      const user = c.get('user');
      statements.push(queueEmailStatement(db, helpRequestEmail(help, about.uiInfoEmail, user), now));
    } else {
      console.warn('help-request: no About row, so no info address to notify');
    }
    await db.batch(statements);
    return c.json<MessageResponse>({ message: 'Help request received. We will contact you soon.' }, 201);
  },
);
