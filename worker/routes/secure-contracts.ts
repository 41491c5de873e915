/**
 * Plans for partners and the hotel's current contract (INSIGHT-3), under /api/rs/secure (mounted
 * by secure-local.ts); schemas in src/contracts/secure/contracts.ts:
 *
 *   GET /partner-plans               → the enabled plans flagged for partners (decision 030)
 *   GET /hotels/{hotelId}/contract   → { contract } (null when the hotel has none yet)
 *
 * 401 without a manager session; the contract is mounted under the hotel guard
 * (worker/security/hotel-access.ts), which answers 400 and 403 for the hotel.
 */
import { Hono } from 'hono';
import type { Billing } from '../../src/contracts/register.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import type { HotelContractResponse, PartnerPlansResponse } from '../../src/contracts/secure/contracts.ts';
import type { PlanLengthDiscount, PlanPaymentOption } from '../../src/contracts/types.ts';
import { listEnabledPlans } from '../data/plans.ts';
import { findCurrentContract } from '../data/registrations.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, requireUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const noStore = { 'Cache-Control': 'no-store' };
/** Partner plans are few: one page holds them all. */
const PARTNER_PLANS_MAX = 50;

export const partnerPlanRoutes = new Hono<AppEnv>().get(
  '/partner-plans',
  failureMessage('Error getting partner plans'),
  requireUser,
  async (c) => {
    const { rows } = await listEnabledPlans(c.env.DB, 0, PARTNER_PLANS_MAX, [], true);
    return c.json<PartnerPlansResponse>(rows, 200, noStore);
  },
);

/** Mounted under `/hotels/:hotelId`. */
export const hotelContractRoutes = new Hono<AppEnv>().get(
  '/contract',
  failureMessage('Error getting the contract'),
  requirePermission('contract.read'),
  validate('param', hotelParams),
  async (c) => {
    const { hotelId } = c.req.valid('param');
    const row = await findCurrentContract(c.env.DB, hotelId, new Date());
    const body: HotelContractResponse = {
      contract: row
        ? {
            id: row.id,
            plan: { id: row.plan_id, nameKey: row.name_key },
            paymentOption: JSON.parse(row.option_json) as PlanPaymentOption,
            multiLengthDiscount: row.discount_json
              ? (JSON.parse(row.discount_json) as PlanLengthDiscount)
              : null,
            startDate: row.start_date,
            endDate: row.end_date,
            billing: JSON.parse(row.billing_json) as Billing,
          }
        : null,
    };
    return c.json<HotelContractResponse>(body, 200, noStore);
  },
);
