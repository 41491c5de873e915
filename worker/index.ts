import { app } from './app.ts';
import { sendPreArrivalEmails } from './booking/pre-arrival.ts';
import { pruneNotificationsStatement } from './data/notifications.ts';
import { extendInventoryHorizon } from './data/room-inventory.ts';
import type { Bindings } from './env.ts';
import { refreshAllRates } from './exchange/rates.ts';
import { consumeSyncBatch, enqueueAllImports, type IcalSyncMessage } from './ical/schedule.ts';
import { deliverPending, sendsMail } from './mail/send.ts';
import { inviteReviews } from './reviews/invite.ts';

export default {
  fetch: app.fetch,
  /**
   * Cron (wrangler.jsonc triggers): retries e-mails that the request-time delivery could not send,
   * and fetches the day's exchange rates when a provider is configured (once a day per base); once
   * a day it opens the next nights of every room type's year of sales. Every run queues each
   * imported channel calendar for its sync (CHANNEL-1).
   */
  async scheduled(_controller, env, ctx) {
    if (sendsMail(env)) ctx.waitUntil(deliverPending(env, 50));
    ctx.waitUntil(refreshAllRates(env));
    // INSIGHT-1: stays that ended get their review link by e-mail (a bounded batch per run).
    ctx.waitUntil(inviteReviews(env));
    // TEAM-4: stays arriving soon get the check-in times, directions and online check-in link.
    ctx.waitUntil(sendPreArrivalEmails(env));
    // Once a day: every room type with rooms gets the next nights of its year of sales.
    ctx.waitUntil(extendInventoryHorizon(env.DB, new Date().toISOString().slice(0, 10)));
    ctx.waitUntil(enqueueAllImports(env));
    // Notifications past their retention (decision 056): read ones after 30 days, all after 90.
    ctx.waitUntil(pruneNotificationsStatement(env.DB, new Date()).run());
  },
  /** The calendar sync's queue (wrangler.jsonc queues): one imported feed per message. */
  async queue(batch, env) {
    await consumeSyncBatch(env, batch);
  },
} satisfies ExportedHandler<Bindings, IcalSyncMessage>;
