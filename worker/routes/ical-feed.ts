/**
 * The published calendars (issue 28, decision 050): GET/HEAD /ical/{token}.ics, public by secret
 * (the token is the only key; no session, no cookies), outside /api so an OTA's calendar importer
 * gets a plain `text/calendar; charset=utf-8` answer with ETag and Last-Modified, and 304 when
 * nothing changed. `?channel=AIRBNB` leaves out the stays imported from Airbnb's own calendar;
 * `?days=730` covers two years instead of one. An unknown or regenerated token answers 404.
 */
import { Hono } from 'hono';
import { icalFeedQuery } from '../../src/contracts/secure/ical.ts';
import type { AppEnv } from '../env.ts';
import { feedResponse } from '../ical/export.ts';
import { validate } from '../validation.ts';

export const icalFeedRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  '/:file',
  validate('query', icalFeedQuery),
  async (c) => {
    const query = c.req.valid('query');
    return feedResponse(c.env.DB, c.req.raw, {
      now: Date.now(),
      siteUrl: c.env.SITE_URL,
      channel: query.channel ?? '',
      ...(query.days ? { days: query.days } : {}),
    });
  },
);
