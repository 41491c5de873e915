/**
 * A hotel's "require two-factor sign-in" setting (decision 061), under /api/rs/secure behind the
 * hotel guard (secure-local.ts), next to the staff it is about:
 *
 *   GET /hotels/{hotelId}/staff/two-factor  → { required }   (staff.read)
 *   PUT /hotels/{hotelId}/staff/two-factor  { required } → { required }   (staff.write, owners only)
 *
 * When on, the guard refuses owners and managers without two-factor (403 error.two.factor.required).
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type HotelTwoFactorSetting,
  hotelTwoFactorSetting,
  TwoFactorError,
} from '../../src/contracts/two-factor.ts';
import { twoFactorStatusOf } from '../account/two-factor.ts';
import { findRequireTwoFactor, setRequireTwoFactor } from '../data/two-factor.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** Before the staff routes: 'two-factor' is not a member's id. */
export const TWO_FACTOR_SETTING_PATH = '/staff/two-factor';
const noStore = { 'Cache-Control': 'no-store' };

export const secureTwoFactorSettingRoutes = new Hono<AppEnv>()
  .get(
    TWO_FACTOR_SETTING_PATH,
    failureMessage('Error getting the two-factor setting'),
    requirePermission('staff.read'),
    validate('param', hotelParams),
    async (c) => {
      const required = await findRequireTwoFactor(c.env.DB, c.req.valid('param').hotelId);
      return c.json<HotelTwoFactorSetting>({ required }, 200, noStore);
    },
  )
  .put(
    TWO_FACTOR_SETTING_PATH,
    failureMessage('Error saving the two-factor setting'),
    requirePermission('staff.write'),
    validate('param', hotelParams),
    validate('json', hotelTwoFactorSetting),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { required } = c.req.valid('json');
      // The owner answers for the hotel's accounts; a manager must not lift a rule set for them.
      if (c.get('hotelAccess').role !== 'OWNER') {
        throw new ApiError(403, 'Only an owner changes this setting', [
          { field: 'required', code: TwoFactorError.ownerOnly },
        ]);
      }
      // Turning it on without two-factor of one's own would lock the owner out at the next request.
      if (required && !(await twoFactorStatusOf(c.env.DB, signedInUser(c).id)).enabled) {
        throw new ApiError(409, 'Turn on your own two-factor sign-in first', [
          { field: 'required', code: TwoFactorError.enrolFirst },
        ]);
      }
      await setRequireTwoFactor(c.env.DB, hotelId, required);
      return c.json<HotelTwoFactorSetting>({ required }, 200, noStore);
    },
  );
