import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';

export type SessionUser = { id: number; email: string };

/** Sets `c.var.user` from the session cookie (placeholder until sessions land). */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    await next();
  };
}
