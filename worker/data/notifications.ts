/**
 * The notifications table and its preferences (migration 0030, decision 056). Who is told is
 * resolved in SQL, inside the statement that writes the notifications, so a caller puts it in the
 * same batch as its own change: the hotel's active staff whose role may read the event, less the
 * person who did it, less whoever turned the kind off.
 */
import { HOTEL_ROLES, type HotelRole } from '../../src/domain/hotel-roles.ts';
import {
  mayRead,
  NOTIFICATION_EVENTS,
  NOTIFICATION_RETENTION_DAYS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationKind,
} from '../../src/domain/notifications.ts';

/** One notice to a hotel's staff, ready for SQL. */
export type NotificationWrite = {
  hotelId: number;
  event: NotificationEvent;
  kind: NotificationKind;
  paramsJson: string;
  /** The roles told (rolesNotified): never empty. */
  roles: readonly HotelRole[];
  /** Who did it, not told of their own change (null: a guest, a channel, the platform). */
  actorId: number | null;
  /** The channel of someone who has not chosen one for the kind. */
  defaultChannel: NotificationChannel;
  now: Date;
  /** Written only when this holds (see `whileReservationVersion`, `afterHealthySync`). */
  when?: NotificationCondition;
};

/** A condition on the database when the statement runs, for notices of guarded changes. */
export type NotificationCondition = { sql: string; binds: readonly unknown[] };

/**
 * While reservation `id` still has `version`: in the batch of a guarded change (placed before
 * the statement that bumps the version), the loser of a race tells nobody.
 */
export function whileReservationVersion(id: number, version: number): NotificationCondition {
  return { sql: 'EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)', binds: [id, version] };
}

/** While review invitation `invitationId` is unused and unexpired (a second send tells nobody). */
export function whileReviewInvitationOpen(invitationId: number, now: string): NotificationCondition {
  return {
    sql: 'EXISTS (SELECT 1 FROM review_invitations WHERE id = ? AND used_date IS NULL AND expires_date > ?)',
    binds: [invitationId, now],
  };
}

/**
 * Unless the person still has an unread notice of `event` at the hotel from after `since`: a
 * run of edits (a revenue manager saving cell after cell) tells once until it is read.
 */
export function unlessUnreadSince(event: NotificationEvent, since: Date): NotificationCondition {
  return {
    sql: `NOT EXISTS (SELECT 1 FROM notifications x WHERE x.manager_id = mh.manager_id
      AND x.hotel_id = mh.hotel_id AND x.event = ? AND x.read_at IS NULL AND x.created_date > ?)`,
    binds: [event, since.toISOString()],
  };
}

/**
 * When the newest run of channel import `importId` was not an error: a feed that keeps failing
 * tells once, when it breaks, not at every scheduled run (placed before this run is recorded).
 */
export function afterHealthySync(importId: number): NotificationCondition {
  return {
    sql: `COALESCE((SELECT outcome FROM ical_sync_runs WHERE import_id = ? ORDER BY id DESC LIMIT 1), 'OK') <> 'ERROR'`,
    binds: [importId],
  };
}

/** The e-mail sent to those who chose EMAIL for the kind, in English and Italian. */
export type NotificationMail = {
  subject: { en: string; it: string };
  text: { en: string; it: string };
  /** The text in the platform's HTML layout, per language (worker/mail/compose.ts). */
  html: { en: string; it: string };
  template: string;
};

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** The people told, with their chosen channel: `{from}` ends with a WHERE the caller continues. */
function recipients(write: NotificationWrite): { sql: string; binds: unknown[] } {
  return {
    sql: `FROM manager_hotels mh
      JOIN managers m ON m.id = mh.manager_id AND m.enabled = 1
      JOIN hotels h ON h.id = mh.hotel_id
      LEFT JOIN notification_preferences np ON np.manager_id = mh.manager_id AND np.kind = ?
      WHERE mh.hotel_id = ? AND mh.status = 'ACTIVE' AND mh.role IN (${placeholders(write.roles.length)})
        AND mh.manager_id IS NOT ?
        ${write.when ? `AND ${write.when.sql}` : ''}`,
    binds: [write.kind, write.hotelId, ...write.roles, write.actorId, ...(write.when?.binds ?? [])],
  };
}

/** Writes the notification of everyone told in the app (APP or EMAIL). */
export function insertNotificationsStatement(db: D1Database, write: NotificationWrite): D1PreparedStatement {
  const from = recipients(write);
  return db
    .prepare(
      `INSERT INTO notifications (manager_id, hotel_id, kind, event, params_json, created_date)
       SELECT mh.manager_id, mh.hotel_id, ?, ?, ?, ? ${from.sql} AND COALESCE(np.channel, ?) <> 'OFF'`,
    )
    .bind(
      write.kind,
      write.event,
      write.paramsJson,
      write.now.toISOString(),
      ...from.binds,
      write.defaultChannel,
    );
}

/**
 * Queues the e-mail of everyone who chose EMAIL, in their language, through the outbox. The
 * subject ends with the hotel's name (its line breaks made spaces: it is a header).
 */
export function queueNotificationEmailsStatement(
  db: D1Database,
  write: NotificationWrite,
  mail: NotificationMail,
): D1PreparedStatement {
  const from = recipients(write);
  return db
    .prepare(
      `INSERT INTO email_outbox (to_address, subject, body_text, body_html, template, created_date)
       SELECT m.email,
         CASE WHEN m.language = 'it' THEN ? ELSE ? END
           || ' · ' || replace(replace(h.name, char(10), ' '), char(13), ' '),
         CASE WHEN m.language = 'it' THEN ? ELSE ? END,
         CASE WHEN m.language = 'it' THEN ? ELSE ? END,
         ?, ? ${from.sql} AND COALESCE(np.channel, ?) = 'EMAIL'`,
    )
    .bind(
      mail.subject.it,
      mail.subject.en,
      mail.text.it,
      mail.text.en,
      mail.html.it,
      mail.html.en,
      mail.template,
      write.now.toISOString(),
      ...from.binds,
      write.defaultChannel,
    );
}

/**
 * The pairs "role:event" a reader may see, as SQL literals: a role changed since a notification
 * was written is re-checked on reading (a member made housekeeper no longer reads bookings).
 * Both halves are constants of src/domain, never input.
 */
const READABLE = HOTEL_ROLES.flatMap((role) =>
  NOTIFICATION_EVENTS.filter((event) => mayRead(role, event)).map((event) => `'${role}:${event}'`),
).join(', ');

/** The notifications person `managerId` may read: of hotels where they are active staff now. */
const VISIBLE = `FROM notifications n
  JOIN manager_hotels mh ON mh.manager_id = n.manager_id AND mh.hotel_id = n.hotel_id AND mh.status = 'ACTIVE'
  WHERE n.manager_id = ? AND (mh.role || ':' || n.event) IN (${READABLE})`;

/** What the ETag is made of: how many are unread and the newest one's id (0 with none). */
export async function notificationSummary(
  db: D1Database,
  managerId: number,
): Promise<{ unread: number; total: number; lastId: number }> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(n.read_at IS NULL), 0) AS unread, COALESCE(MAX(n.id), 0) AS last_id ${VISIBLE}`,
    )
    .bind(managerId)
    .first<{ total: number; unread: number; last_id: number }>();
  return { unread: row?.unread ?? 0, total: row?.total ?? 0, lastId: row?.last_id ?? 0 };
}

export type NotificationRow = {
  id: number;
  hotel_id: number;
  hotel_name: string;
  kind: NotificationKind;
  event: NotificationEvent;
  params_json: string;
  created_date: string;
  read_at: string | null;
  time_zone: string;
};

/** A page of the list, newest first; `unreadOnly` leaves the read ones out. */
export async function listNotifications(
  db: D1Database,
  managerId: number,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.hotel_id, h.name AS hotel_name, n.kind, n.event, n.params_json, n.created_date,
         n.read_at, h.time_zone
       ${VISIBLE.replace('FROM notifications n', 'FROM notifications n JOIN hotels h ON h.id = n.hotel_id')}
       ${page.unreadOnly ? 'AND n.read_at IS NULL' : ''}
       ORDER BY n.id DESC LIMIT ? OFFSET ?`,
    )
    .bind(managerId, page.limit, page.offset)
    .all<NotificationRow>();
  return results;
}

/** Marks the person's own notifications read (`ids`, or all of them); returns how many changed. */
export async function markNotificationsRead(
  db: D1Database,
  managerId: number,
  which: { ids: readonly number[] } | { all: true },
  now: Date,
): Promise<number> {
  const byId = 'ids' in which;
  const result = await db
    .prepare(
      `UPDATE notifications SET read_at = ? WHERE manager_id = ? AND read_at IS NULL
       ${byId ? `AND id IN (${placeholders(which.ids.length)})` : ''}`,
    )
    .bind(now.toISOString(), managerId, ...(byId ? which.ids : []))
    .run();
  return result.meta.changes;
}

/** The person's chosen channels (kinds without a row keep their default). */
export async function listNotificationPreferences(
  db: D1Database,
  managerId: number,
): Promise<Map<NotificationKind, NotificationChannel>> {
  const { results } = await db
    .prepare('SELECT kind, channel FROM notification_preferences WHERE manager_id = ?')
    .bind(managerId)
    .all<{ kind: NotificationKind; channel: NotificationChannel }>();
  return new Map(results.map((row) => [row.kind, row.channel]));
}

/** Saves the choices given, all at once (each a replace: the last save wins, nothing is lost). */
export async function saveNotificationPreferences(
  db: D1Database,
  managerId: number,
  choices: readonly { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (choices.length === 0) return;
  await db.batch(
    choices.map((choice) =>
      db
        .prepare(
          `INSERT INTO notification_preferences (manager_id, kind, channel) VALUES (?, ?, ?)
           ON CONFLICT (manager_id, kind) DO UPDATE SET channel = excluded.channel`,
        )
        .bind(managerId, choice.kind, choice.channel),
    ),
  );
}

/** Retention (decision 056): read ones go after 30 days, unread ones after 90. */
export function pruneNotificationsStatement(db: D1Database, now: Date): D1PreparedStatement {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return db
    .prepare(
      `DELETE FROM notifications
       WHERE (read_at IS NOT NULL AND created_date < ?) OR created_date < ?`,
    )
    .bind(before(NOTIFICATION_RETENTION_DAYS.read), before(NOTIFICATION_RETENTION_DAYS.unread));
}

/** The newest reservation of a guest's address: the hotel a failed guest e-mail was about. */
export async function latestReservationOfGuest(
  db: D1Database,
  email: string,
): Promise<{ hotel_id: number; code: string } | null> {
  return db
    .prepare('SELECT hotel_id, code FROM reservations WHERE guest_email = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ hotel_id: number; code: string }>();
}
