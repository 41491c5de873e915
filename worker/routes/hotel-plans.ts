import { Hono } from 'hono';
import { toPage } from '../../src/contracts/paging.ts';
import { plansQuery } from '../../src/contracts/public-lists.ts';
import { listEnabledPlans } from '../data/plans.ts';
import type { AppEnv } from '../env.ts';
import { PUBLIC_READ_CACHE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** Subscription plans for hotels (BOAPI GET hotel-plans). */
export const hotelPlanRoutes = new Hono<AppEnv>().get(
  '/hotel-plans',
  failureMessage('Error getting hotel plans'),
  validate('query', plansQuery),
  async (c) => {
    const { page, size, sort } = c.req.valid('query');
    const { rows, total } = await listEnabledPlans(c.env.DB, page, size, sort);
    return c.json(toPage(rows, total, page, size), 200, { 'Cache-Control': PUBLIC_READ_CACHE });
  },
);
