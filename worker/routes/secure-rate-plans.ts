/**
 * A hotel's rate plans, as the manager sets them up, under /api/rs/secure (mounted by
 * secure-local.ts behind the hotel guard); schemas in src/contracts/secure/rate-plans.ts, rules
 * in worker/setup/rate-plans.ts:
 *
 *   GET    /hotels/{hotelId}/rate-plans                → the hotel's plans and what they choose from
 *   POST   /hotels/{hotelId}/rate-plans                → 201 the new plan
 *   PUT    /hotels/{hotelId}/rate-plans/{id}           → the saved plan (409: stale, last primary, future stays)
 *   DELETE /hotels/{hotelId}/rate-plans/{id}?version=  → 204 (409: stale, last primary, derived plans, stays)
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type RatePlansResponse,
  type RatePlanView,
  ratePlanIdParams,
  ratePlanInput,
  ratePlanUpdate,
  setupDeleteQuery,
} from '../../src/contracts/secure/rate-plans.ts';
import { listRatePlans, loadPlanChoices } from '../data/rate-plans.ts';
import type { AppEnv } from '../env.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { createRatePlan, editRatePlan, ratePlansAnswer, removeRatePlan } from '../setup/rate-plans.ts';
import { validate } from '../validation.ts';

const LIST = '/rate-plans';
const ONE = `${LIST}/:id`;

const noStore = { 'Cache-Control': 'no-store' };

export const secureRatePlanRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the rate plans'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const [ratePlans, choices] = await Promise.all([
        listRatePlans(c.env.DB, hotelId),
        loadPlanChoices(c.env.DB, hotelId),
      ]);
      return c.json<RatePlansResponse>(ratePlansAnswer(ratePlans, choices), 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error saving the rate plan'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', ratePlanInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const created = answerOf(await createRatePlan(c.env.DB, actorOf(c, hotelId), c.req.valid('json')));
      return c.json<RatePlanView>(created, 201, noStore);
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the rate plan'),
    requirePermission('property.write'),
    validate('param', ratePlanIdParams),
    validate('json', ratePlanUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      const saved = answerOf(await editRatePlan(c.env.DB, actorOf(c, hotelId), { id, version, input }));
      return c.json<RatePlanView>(saved, 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the rate plan'),
    requirePermission('property.write'),
    validate('param', ratePlanIdParams),
    validate('query', setupDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      answerOf(await removeRatePlan(c.env.DB, actorOf(c, hotelId), { id, version }));
      return c.body(null, 204);
    },
  );
