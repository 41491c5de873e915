/**
 * The published calendars (CHANNEL-1, decision 050): GET/HEAD /ical/{token}.ics, public by secret
 * (the token is the only key; no session, no cookies), outside /api so an OTA's calendar importer
 * gets a plain `text/calendar; charset=utf-8` answer with ETag and Last-Modified, and 304 when
 * nothing changed. `?channel=AIRBNB` leaves out the stays imported from Airbnb's own calendar;
 * `?days=730` covers two years instead of one. An unknown or regenerated token answers 404.
 *
 * Only failed lookups are limited per address: an unknown token is the only sign of someone
 * guessing, while an OTA polls thousands of good feeds from a few addresses and must never be
 * refused for that. Past the limit every lookup from the address answers 429 until the window ends.
 */
import { Hono } from 'hono';
import { icalFeedQuery } from '../../src/contracts/secure/ical.ts';
import type { AppEnv } from '../env.ts';
import { feedResponse } from '../ical/export.ts';
import { type ActionRule, clientIp, countOutcome, limitRequest } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

/** Unknown tokens per client address and hour. */
export const FEED_MISSES_PER_HOUR = 30;

const missRule = (address: string): ActionRule => ({
  action: 'ical-feed-miss',
  key: `ip:${address}`,
  limit: FEED_MISSES_PER_HOUR,
  windowSeconds: 3600,
});

export const icalFeedRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  '/:file',
  validate('query', icalFeedQuery),
  async (c) => {
    const query = c.req.valid('query');
    const misses = missRule(clientIp(c));
    const now = Date.now();
    await limitRequest(c, { check: [misses] }, now);
    const answer = await feedResponse(c.env.DB, c.req.raw, {
      now,
      siteUrl: c.env.SITE_URL,
      channel: query.channel ?? '',
      ...(query.days ? { days: query.days } : {}),
    });
    if (answer.status === 404) await countOutcome(c, [misses], now);
    return answer;
  },
);
