/**
 * A hotel's policies and taxes, as the manager sets them up, under /api/rs/secure (mounted by
 * secure-local.ts behind the hotel guard); schemas in src/contracts/secure/policies.ts and
 * taxes.ts, rules in worker/setup/policies.ts and taxes.ts:
 *
 *   GET /hotels/{hotelId}/policies → the cancellation and no-show policies and the deposit
 *   PUT /hotels/{hotelId}/policies → the saved document (409: stale, a removed policy in use)
 *   GET /hotels/{hotelId}/taxes    → VAT and city tax
 *   PUT /hotels/{hotelId}/taxes    → the saved taxes (409: stale)
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { type PoliciesView, policiesInput } from '../../src/contracts/secure/policies.ts';
import { type TaxesView, taxesInput } from '../../src/contracts/secure/taxes.ts';
import type { AppEnv } from '../env.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { editPolicies, readPolicies } from '../setup/policies.ts';
import { editTaxes, readTaxes } from '../setup/taxes.ts';
import { validate } from '../validation.ts';

const noStore = { 'Cache-Control': 'no-store' };

export const securePolicyRoutes = new Hono<AppEnv>()
  .get(
    '/policies',
    failureMessage('Error getting the policies'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const view = answerOf(await readPolicies(c.env.DB, c.req.valid('param').hotelId));
      return c.json<PoliciesView>(view, 200, noStore);
    },
  )
  .put(
    '/policies',
    failureMessage('Error saving the policies'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', policiesInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const saved = answerOf(await editPolicies(c.env.DB, actorOf(c, hotelId), c.req.valid('json')));
      return c.json<PoliciesView>(saved, 200, noStore);
    },
  )
  .get(
    '/taxes',
    failureMessage('Error getting the taxes'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const view = answerOf(await readTaxes(c.env.DB, c.req.valid('param').hotelId));
      return c.json<TaxesView>(view, 200, noStore);
    },
  )
  .put(
    '/taxes',
    failureMessage('Error saving the taxes'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', taxesInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const saved = answerOf(await editTaxes(c.env.DB, actorOf(c, hotelId), c.req.valid('json')));
      return c.json<TaxesView>(saved, 200, noStore);
    },
  );
