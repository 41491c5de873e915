/**
 * The signed-in person's notifications, under /api/rs/secure (decision 056); per person, of every
 * hotel where they work, so a session is enough (requireUser) and each query is bound to them.
 * Schemas in src/contracts/secure/notifications.ts:
 *
 *   GET  /notifications               → { unread, total, items } with an ETag; 304 when unchanged
 *   POST /notifications/read          { ids } or { all: true } → { unread, total }
 *   GET  /notifications/preferences   → { preferences: [{ kind, channel }] }
 *   PUT  /notifications/preferences   the same → the same, saved
 */
import { Hono } from 'hono';
import {
  type NotificationItem,
  type NotificationPreferences,
  notificationListQuery,
  notificationPreferences,
  notificationReadInput,
} from '../../src/contracts/secure/notifications.ts';
import {
  defaultChannel,
  NOTIFIED_KINDS,
  type NotificationParams,
  notificationPath,
} from '../../src/domain/notifications.ts';
import {
  listNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  notificationSummary,
  saveNotificationPreferences,
} from '../data/notifications.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requireUser, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** Private to the person, and revalidated on each poll (the ETag makes that cheap). */
const PRIVATE = { 'Cache-Control': 'private, no-cache' };

/** The stored values, kept only when they are what the message can print. */
function storedParams(json: string): NotificationParams {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

async function preferencesOf(db: D1Database, managerId: number): Promise<NotificationPreferences> {
  const chosen = await listNotificationPreferences(db, managerId);
  return {
    preferences: NOTIFIED_KINDS.map((kind) => ({ kind, channel: chosen.get(kind) ?? defaultChannel(kind) })),
  };
}

export const secureNotificationRoutes = new Hono<AppEnv>()
  .get(
    '/notifications',
    failureMessage('Error getting the notifications'),
    requireUser,
    validate('query', notificationListQuery),
    async (c) => {
      const managerId = signedInUser(c).id;
      const query = c.req.valid('query');
      // The poll's cost: one indexed count. Same counts, same newest id, same page: nothing new.
      const summary = await notificationSummary(c.env.DB, managerId);
      const etag = `W/"n${summary.unread}-${summary.total}-${summary.lastId}-${query.offset}-${query.limit}-${query.unread ? 1 : 0}"`;
      const headers = { ...PRIVATE, ETag: etag };
      const asked = c.req.header('If-None-Match');
      if (asked?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
      const rows = await listNotifications(c.env.DB, managerId, {
        offset: query.offset,
        limit: query.limit,
        unreadOnly: query.unread,
      });
      const items = rows.map((row): NotificationItem => {
        const params = storedParams(row.params_json);
        return {
          id: row.id,
          kind: row.kind,
          event: row.event,
          hotelId: row.hotel_id,
          hotelName: row.hotel_name,
          timeZone: row.time_zone,
          createdDate: row.created_date,
          read: row.read_at !== null,
          params,
          path: notificationPath(row.event, params),
        };
      });
      return c.json({ unread: summary.unread, total: summary.total, items }, 200, headers);
    },
  )
  .post(
    '/notifications/read',
    failureMessage('Error marking the notifications read'),
    requireUser,
    validate('json', notificationReadInput),
    async (c) => {
      const managerId = signedInUser(c).id;
      const input = c.req.valid('json');
      // Bound to the person: another's id is simply not theirs to mark (nothing changes).
      await markNotificationsRead(
        c.env.DB,
        managerId,
        'all' in input ? { all: true } : { ids: input.ids },
        new Date(),
      );
      const summary = await notificationSummary(c.env.DB, managerId);
      return c.json({ unread: summary.unread, total: summary.total }, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .get(
    '/notifications/preferences',
    failureMessage('Error getting the notification preferences'),
    requireUser,
    async (c) =>
      c.json(await preferencesOf(c.env.DB, signedInUser(c).id), 200, { 'Cache-Control': 'no-store' }),
  )
  .put(
    '/notifications/preferences',
    failureMessage('Error saving the notification preferences'),
    requireUser,
    validate('json', notificationPreferences),
    async (c) => {
      const managerId = signedInUser(c).id;
      await saveNotificationPreferences(c.env.DB, managerId, c.req.valid('json').preferences);
      return c.json(await preferencesOf(c.env.DB, managerId), 200, { 'Cache-Control': 'no-store' });
    },
  );
