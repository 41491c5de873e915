/**
 * What the public read-only lists share (routes/hotels.ts, hotel-plans.ts, manager-reviews.ts):
 * their cache header and their `enabled` parameter.
 */
import { ErrorCode } from '../src/contracts/error-codes.ts';
import { booleanParam } from '../src/contracts/paging.ts';

/** Cache header of the public read-only lists. */
export const PUBLIC_READ_CACHE = 'public, max-age=60';

/**
 * `enabled` of the public lists: absent or true. The public never sees disabled items, so
 * `enabled=false` is refused rather than silently ignored.
 */
export const publicEnabledParam = booleanParam
  .default(true)
  .refine((enabled) => enabled, { message: ErrorCode.invalid });
