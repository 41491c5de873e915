import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { demoRequestSchema } from '../../src/contracts/demo-request.ts';
import type { MessageResponse } from '../../src/contracts/types.ts';
import { findAbout } from '../data/about.ts';
import {
  demoConfirmationEmail,
  demoNotificationEmail,
  insertDemoRequestStatement,
} from '../data/onboarding.ts';
import type { AppEnv } from '../env.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Per client address: 5 demo requests an hour. */
export const DEMO_REQUESTS_PER_IP_PER_HOUR = 5;
/** Per requester e-mail address: 3 demo requests a day. */
export const DEMO_REQUESTS_PER_EMAIL_PER_DAY = 3;
/** Used in the confirmation when no About row exists (the column's default). */
const DEFAULT_DEMO_TRIAL_DAYS = 30;

/**
 * POST /demo-request/ (PUBAPI; also without the trailing slash): stores the request and
 * queues, in the same batch, a confirmation to the requester and a notification to the
 * About info address. 201 {message}.
 */
const handlers = createFactory<AppEnv>().createHandlers(
  failureMessage('Error sending demo request'),
  async (c, next) => {
    // Counted before validation, so a flood of malformed requests is limited too.
    await enforceRateLimit(c, 'demo-request', [
      { key: `ip:${clientIp(c)}`, limit: DEMO_REQUESTS_PER_IP_PER_HOUR, windowSeconds: HOUR },
    ]);
    await next();
  },
  validate('json', demoRequestSchema),
  async (c) => {
    const demo = c.req.valid('json');
    await enforceRateLimit(c, 'demo-request', [
      {
        key: `email:${demo.email.toLowerCase()}`,
        limit: DEMO_REQUESTS_PER_EMAIL_PER_DAY,
        windowSeconds: DAY,
      },
    ]);
    const db = c.env.DB;
    const about = await findAbout(db);
    const now = new Date();
    const statements = [
      insertDemoRequestStatement(db, demo, now),
      queueEmailStatement(
        db,
        demoConfirmationEmail(demo, about?.demoTrialDays ?? DEFAULT_DEMO_TRIAL_DAYS),
        now,
      ),
    ];
    if (about) {
      statements.push(queueEmailStatement(db, demoNotificationEmail(demo, about.uiInfoEmail), now));
    } else {
      console.warn('demo-request: no About row, so no info address to notify');
    }
    await db.batch(statements);
    return c.json<MessageResponse>({ message: 'Demo request received' }, 201);
  },
);

export const demoRequestRoutes = new Hono<AppEnv>()
  .post('/demo-request/', ...handlers)
  .post('/demo-request', ...handlers);
