import { Hono } from 'hono';
import { pagingQuery } from '../../src/contracts/paging.ts';
import { listEnabledPlans } from '../data/plans.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { PUBLIC_READ_CACHE, publicEnabledParam } from '../public-lists.ts';
import { validate } from '../validation.ts';

/** Spec 002 §9: the plan list shows 3 plans a page. */
export const PLAN_PAGE_SIZE = 3;

export const plansQuery = pagingQuery(['classification', 'id'], PLAN_PAGE_SIZE).extend({
  enabled: publicEnabledParam,
});

/** Subscription plans for hotels (spec 002 §7 GET hotel-plans). */
export const hotelPlanRoutes = new Hono<AppEnv>().get(
  '/hotel-plans',
  failureMessage('Error getting hotel plans'),
  validate('query', plansQuery),
  async (c) => {
    const { page, size, sort } = c.req.valid('query');
    const result = await listEnabledPlans(c.env.DB, page, size, sort);
    return c.json(result, 200, { 'Cache-Control': PUBLIC_READ_CACHE });
  },
);
