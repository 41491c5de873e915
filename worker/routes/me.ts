import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';

const ME_FAILURE = 'Error getting user info';

/** The logged-in manager (spec 000 §6: how the site detects one), or 401 for visitors. */
export const meRoutes = new Hono<AppEnv>().get('/me', failureMessage(ME_FAILURE), (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError(401, ME_FAILURE);
  return c.json(user);
});
