/**
 * The signed-in person's notifications (TEAM-2, decision 056), of every hotel where they work:
 *
 *   GET /api/rs/secure/notifications              NotificationListQuery → NotificationList (ETag, 304)
 *   POST /api/rs/secure/notifications/read        NotificationReadInput → NotificationList's counts
 *   GET /api/rs/secure/notifications/preferences  → NotificationPreferences
 *   PUT /api/rs/secure/notifications/preferences  NotificationPreferences → NotificationPreferences
 */
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_MAX,
  NOTIFIED_KINDS,
  type NotificationKind,
} from '../../domain/notifications.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idField } from './common.ts';

const invalid = () => 'error.field.generic.invalid';

/** How many the bell asks for; the list page asks for more as the person scrolls back. */
export const NOTIFICATION_PAGE_DEFAULT = 20;

export const notificationListQuery = z.object(
  {
    offset: z.coerce.number({ error: invalid }).int().min(0).max(100_000).default(0),
    limit: z.coerce
      .number({ error: invalid })
      .int()
      .min(1)
      .max(NOTIFICATION_PAGE_MAX)
      .default(NOTIFICATION_PAGE_DEFAULT),
    unread: z
      .enum(['true', 'false'], { error: invalid })
      .optional()
      .transform((value) => value === 'true'),
  },
  { error: typeError },
);
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationItem = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  event: z.enum(NOTIFICATION_EVENTS),
  hotelId: z.number().int(),
  hotelName: z.string(),
  /** The hotel's time zone: dates are shown on its clock. */
  timeZone: z.string(),
  createdDate: z.string(),
  read: z.boolean(),
  /** The message's values (message key `bo.notifications.event.<event>`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where it happened, under /secure (the reservation, the reviews, the channels…). */
  path: z.string(),
});
export type NotificationItem = z.output<typeof notificationItem>;

export const notificationList = z.strictObject({
  unread: z.number().int(),
  total: z.number().int(),
  items: z.array(notificationItem),
});
export type NotificationList = z.output<typeof notificationList>;

export const notificationCounts = z.strictObject({ unread: z.number().int(), total: z.number().int() });

/** Field code of a read request that names neither ids nor all. */
export const NOTIFICATION_READ_EMPTY = 'error.notifications.read.empty';

export const notificationReadInput = z.union(
  [
    z.object({ ids: z.array(idField(), { error: typeError }).min(1).max(NOTIFICATION_PAGE_MAX) }).strict(),
    z.object({ all: z.literal(true, { error: invalid }) }).strict(),
  ],
  { error: () => NOTIFICATION_READ_EMPTY },
);
export type NotificationReadInput = z.input<typeof notificationReadInput>;

export const notificationPreference = z.object(
  {
    kind: z.enum(NOTIFIED_KINDS as [NotificationKind, ...NotificationKind[]], { error: invalid }),
    channel: z.enum(NOTIFICATION_CHANNELS, { error: invalid }),
  },
  { error: typeError },
);

export const notificationPreferences = z.object(
  {
    preferences: z
      .array(notificationPreference, { error: typeError })
      .min(1)
      .max(NOTIFIED_KINDS.length)
      .refine((list) => new Set(list.map((item) => item.kind)).size === list.length, {
        message: 'error.notifications.kind.twice',
      }),
  },
  { error: typeError },
);
export type NotificationPreferences = z.output<typeof notificationPreferences>;
