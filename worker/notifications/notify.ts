/**
 * Telling a hotel's staff what happened (TEAM-1, decision 056). A caller adds
 * `notifyHotelStatements(...)` to the batch of its own write, like `queueEmailStatement`: the
 * notifications exist exactly when the change does. Who is told is resolved inside the
 * statements (worker/data/notifications.ts): the active staff whose role may read the event, less
 * whoever did it and whoever turned the kind off; those who chose EMAIL also get an e-mail.
 */
import type { Language } from '../../src/contracts/types.ts';
import {
  defaultChannel,
  displayParams,
  eventRule,
  type NotificationEvent,
  type NotificationParams,
  notificationPath,
  rolesNotified,
} from '../../src/domain/notifications.ts';
import { type MessageKey, translate } from '../../src/i18n/dictionary.ts';
import {
  insertNotificationsStatement,
  type NotificationCondition,
  type NotificationMail,
  type NotificationWrite,
  queueNotificationEmailsStatement,
} from '../data/notifications.ts';
import { siteBase } from '../data/onboarding.ts';
import { type StoredReservation, storedGuest } from '../data/stored-reservation.ts';
import { platformHtml } from '../mail/compose.ts';
import { mailLine } from '../mail/text.ts';

/** What happened, and who did it (null: a guest, a channel, the platform). */
export type HotelNotice = {
  event: NotificationEvent;
  params: NotificationParams;
  actorId?: number | null;
};

/** Where links point, the instant, and the condition of a guarded change (worker/data/notifications.ts). */
export type NoticeContext = {
  siteUrl: string;
  now: Date;
  when?: NotificationCondition;
};

/** The outbox template of every notification e-mail (the lead's layout styles it by this name). */
export const NOTIFICATION_TEMPLATE = 'notification';

/** The message of `event` in `language`, its values written as that language writes them. */
export function notificationText(
  event: NotificationEvent,
  params: NotificationParams,
  language: Language,
): string {
  // Booking sources and channels by their names ('BOOKING' → 'Booking.com'), as the back office shows them.
  const channelName = (code: string) => {
    const key = `bo.reservations.source.${code}`;
    const name = translate(language, key);
    return name === key ? null : name;
  };
  return translate(
    language,
    `bo.notifications.event.${event}` as MessageKey,
    displayParams(params, language, channelName, translate(language, 'bo.notifications.guest.anonymous')),
  );
}

/** The e-mail (plain text) of a notice, in both languages: the statement picks each reader's. */
export function notificationMail(notice: HotelNotice, siteUrl: string): NotificationMail {
  const base = siteBase(siteUrl);
  const compose = (language: Language) => {
    const prefix = language === 'it' ? '/it' : '';
    const line = mailLine(notificationText(notice.event, notice.params, language), 300);
    return {
      subject: mailLine(line, 120),
      text: [
        line,
        '',
        translate(language, 'bo.notifications.email.open', {
          url: `${base}${prefix}/secure${notificationPath(notice.event, notice.params)}`,
        }),
        '',
        translate(language, 'bo.notifications.email.settings', {
          url: `${base}${prefix}/secure/notifications`,
        }),
      ].join('\n'),
    };
  };
  const en = compose('en');
  const it = compose('it');
  return {
    subject: { en: en.subject, it: it.subject },
    text: { en: en.text, it: it.text },
    html: {
      en: platformHtml({ text: en.text, language: 'en' }),
      it: platformHtml({ text: it.text, language: 'it' }),
    },
    template: NOTIFICATION_TEMPLATE,
  };
}

/**
 * The statements that tell hotel `hotelId`'s staff of `notice`: put them in the batch of the
 * write they are about. `notifyHotelStatements(db, 7, { event: 'review.received', params: {...} },
 * { siteUrl, now })` → [the notifications, the e-mails].
 */
export function notifyHotelStatements(
  db: D1Database,
  hotelId: number,
  notice: HotelNotice,
  context: NoticeContext,
): D1PreparedStatement[] {
  const rule = eventRule(notice.event);
  const write: NotificationWrite = {
    hotelId,
    event: notice.event,
    kind: rule.kind,
    paramsJson: JSON.stringify(notice.params),
    roles: rolesNotified(notice.event),
    actorId: notice.actorId ?? null,
    defaultChannel: defaultChannel(rule.kind),
    now: context.now,
    ...(context.when ? { when: context.when } : {}),
  };
  // The e-mails first: a condition on the person's unread notices (unlessUnreadSince) must not
  // see the notice written just before it.
  return [
    queueNotificationEmailsStatement(db, write, notificationMail(notice, context.siteUrl)),
    insertNotificationsStatement(db, write),
  ];
}

/** Tells the staff now, on its own: for events whose write is already done or is not ours. */
export async function notifyHotel(
  db: D1Database,
  hotelId: number,
  notice: HotelNotice,
  context: NoticeContext,
): Promise<void> {
  await db.batch(notifyHotelStatements(db, hotelId, notice, context));
}

/** The notice of a stored reservation's event (who, when, from where), made by `actorId`. */
export function reservationNotice(
  event: 'reservation.created' | 'reservation.changed' | 'reservation.cancelled',
  stored: StoredReservation,
  actorId: number | null,
  stay: { checkin: string; checkout: string } = stored.row,
): HotelNotice {
  const guest = storedGuest(stored);
  return {
    event,
    params: {
      code: stored.row.code,
      guest: `${guest.name} ${guest.surname}`.trim() || guest.email,
      checkin: stay.checkin,
      checkout: stay.checkout,
      source: stored.row.source,
    },
    actorId,
  };
}
