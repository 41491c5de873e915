import { app } from './app.ts';
import type { Bindings } from './env.ts';
import { deliverPending, sendsMail } from './mail/send.ts';

export default {
  fetch: app.fetch,
  /** Cron (wrangler.jsonc triggers): retries e-mails that the request-time delivery could not send. */
  async scheduled(_controller, env, ctx) {
    if (sendsMail(env)) ctx.waitUntil(deliverPending(env, 50));
  },
} satisfies ExportedHandler<Bindings>;
