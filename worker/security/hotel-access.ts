/**
 * Who may call the secure API. Every route under `/hotels/:hotelId` sits in one sub-app
 * (secure-local.ts) whose one guard checks the manager's link to the hotel before anything else
 * runs; each of its routes then names the permission it needs. The few secure routes that are
 * not about one hotel only need a signed-in manager.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { type HotelAccess, type Permission, roleAllows } from '../../src/domain/hotel-roles.ts';
import { TWO_FACTOR_REQUIRED_ROLES } from '../../src/domain/two-factor.ts';
import { findHotelAccess } from '../data/managed-hotels.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { parseInput } from '../validation.ts';
import type { SessionUser } from './session.ts';

export const HOTEL_NOT_MANAGED = 'You do not manage this hotel';
/** Field code of an owner or manager refused until they turn two-factor sign-in on (decision 061). */
export const TWO_FACTOR_REQUIRED = 'error.two.factor.required';

/** 401 without a manager session. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedInUser(c);
  await next();
};

/** The signed-in manager (401 without a session). */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/**
 * The guard of `/hotels/:hotelId/…`: 401 without a session, 400 for a hotel id that is not a
 * positive integer, 403 when the manager is not linked to the hotel (whatever the rest of the
 * path: nothing tells an outsider what exists there), 403 `error.two.factor.required` for an
 * owner or manager of a hotel that requires two-factor sign-in when they have not turned it on.
 * Then `c.var.hotelAccess` holds the hotel and the manager's role at it.
 */
export const hotelGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = signedInUser(c);
  const { hotelId } = await parseInput('param', hotelParams, { hotelId: c.req.param('hotelId') });
  const access = await findHotelAccess(c.env.DB, user.id, hotelId);
  if (!access) {
    throw new ApiError(403, HOTEL_NOT_MANAGED, [{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
  }
  if (access.twoFactorMissing && TWO_FACTOR_REQUIRED_ROLES.includes(access.role)) {
    throw new ApiError(403, 'This hotel requires two-factor sign-in: turn it on in My account', [
      { field: 'hotelId', code: TWO_FACTOR_REQUIRED },
    ]);
  }
  c.set('hotelAccess', { hotelId: access.hotelId, role: access.role });
  await next();
};

/** The permission each `requirePermission` middleware checks: read by the tests that walk the routes. */
export const permissionOf = new WeakMap<object, Permission>();

/** 403 unless the manager's role at the hotel allows `permission`. Runs after `hotelGuard`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const access = hotelAccessOf(c.get('hotelAccess'));
    if (!roleAllows(access.role, permission)) {
      throw new ApiError(403, 'Your role at this hotel does not allow this', [
        { field: 'hotelId', code: 'error.hotel.permission' },
      ]);
    }
    await next();
  };
  permissionOf.set(middleware, permission);
  return middleware;
}

/** The access `hotelGuard` set; a hotel route mounted outside the guard is a bug, not a request error. */
function hotelAccessOf(access: HotelAccess | null | undefined): HotelAccess {
  if (!access) throw new Error('A hotel route ran without hotelGuard: mount it under /hotels/:hotelId');
  return access;
}
