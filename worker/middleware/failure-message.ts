import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';

/** Names the fallback text (SITEERR) that an unexpected failure of this route reports. */
export function failureMessage(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('failureMessage', message);
    await next();
  };
}
