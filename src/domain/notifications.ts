/**
 * What the staff of a hotel is told about (TEAM-1, decision 056): each event the platform
 * notices maps to one of the notification kinds of PROPDATA-12 (what a person turns on or off), to the
 * permission a person needs to read what happened (a housekeeper never learns of a booking), and
 * to the back-office screen where it happened.
 */

import { formatLongDate, LOCALE } from './dates-format.ts';
import { HOTEL_ROLES, type HotelRole, type Permission, roleAllows } from './hotel-roles.ts';
import { dateTimeFormat } from './intl.ts';
import type { Language } from './types.ts';

/** The notification kinds of PROPDATA-12, in their order. */
export const NOTIFICATION_KINDS = [
  'ALERT',
  'PRE_AUTH',
  'CHARGE',
  'EXTERNAL_SERVICE',
  'RATESHEET',
  'CHANNEL_MANAGER_SYNC',
  'CHANNEL_MANAGER_RESERVATION',
  'MESSAGE',
  'REVIEW',
  'STATS',
  'PWD_EXPIRATION',
  'RATES',
  'BILLING',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person receives a kind: in the back office, in the back office and by e-mail, or not at all. */
export const NOTIFICATION_CHANNELS = ['APP', 'EMAIL', 'OFF'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The events that notify, named as what happened. */
export const NOTIFICATION_EVENTS = [
  'reservation.created',
  'reservation.changed',
  'reservation.cancelled',
  'reservation.overbooked',
  'channel.sync.failed',
  'review.received',
  'ratesheet.changed',
  'police.pending',
  'email.failed',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

type EventRule = {
  kind: NotificationKind;
  /** What reading it needs: who lacks it is never told. */
  permission: Permission;
  /** The back-office screen where it happened (`:code` is the reservation's code). */
  screen: string;
};

/**
 * The map of decision 056. Reservations from any source (the booking engine, the desk, an
 * imported channel calendar) are CHANNEL_MANAGER_RESERVATION: one switch for "bookings"; what
 * needs acting on now (an overbooking, guests missing from the police report, an e-mail that
 * never reached a guest) is an ALERT.
 */
const EVENT_RULES: Record<NotificationEvent, EventRule> = {
  'reservation.created': {
    kind: 'CHANNEL_MANAGER_RESERVATION',
    permission: 'reservations.read',
    screen: '/reservations/:code',
  },
  'reservation.changed': {
    kind: 'CHANNEL_MANAGER_RESERVATION',
    permission: 'reservations.read',
    screen: '/reservations/:code',
  },
  'reservation.cancelled': {
    kind: 'CHANNEL_MANAGER_RESERVATION',
    permission: 'reservations.read',
    screen: '/reservations/:code',
  },
  // The desk faces the guest of an overbooked stay: who reads reservations is told.
  'reservation.overbooked': { kind: 'ALERT', permission: 'reservations.read', screen: '/reservations/:code' },
  'channel.sync.failed': { kind: 'CHANNEL_MANAGER_SYNC', permission: 'channels.read', screen: '/channels' },
  'review.received': { kind: 'REVIEW', permission: 'reviews.read', screen: '/reviews' },
  'ratesheet.changed': { kind: 'RATESHEET', permission: 'ratesheet.read', screen: '/ratesheet' },
  'police.pending': { kind: 'ALERT', permission: 'police.report', screen: '/police-report' },
  'email.failed': { kind: 'ALERT', permission: 'reservations.read', screen: '/reservations/:code' },
};

/** The rule of `event`: `eventRule('review.received').kind` → 'REVIEW'. */
export function eventRule(event: NotificationEvent): EventRule {
  return EVENT_RULES[event];
}

/** The kinds some event produces, in spec order: the ones a person can choose a channel for. */
export const NOTIFIED_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter((kind) =>
  NOTIFICATION_EVENTS.some((event) => EVENT_RULES[event].kind === kind),
);

/**
 * Until a person chooses: an ALERT (an overbooking, guests missing from the police report, an
 * e-mail that never reached a guest) in the app and by e-mail, since it needs acting on even
 * when nobody has the back office open; the other kinds in the app; statistics, which no event
 * sends yet, off.
 */
export function defaultChannel(kind: NotificationKind): NotificationChannel {
  if (kind === 'ALERT') return 'EMAIL';
  return kind === 'STATS' ? 'OFF' : 'APP';
}

/** The roles told of `event` (`rolesNotified('reservation.created')` has no HOUSEKEEPING). */
export function rolesNotified(event: NotificationEvent): HotelRole[] {
  const { permission } = EVENT_RULES[event];
  return HOTEL_ROLES.filter((role) => roleAllows(role, permission));
}

/** Whether `role` may read a notification of `event` now (a role changed since is re-checked). */
export function mayRead(role: HotelRole, event: NotificationEvent): boolean {
  return roleAllows(role, EVENT_RULES[event].permission);
}

/**
 * The back-office path (under /secure) of where `event` happened: the reservation when it has a
 * code, else the event's screen. `notificationPath('reservation.created', { code: 'AB12' })` →
 * '/reservations/AB12'.
 */
export function notificationPath(
  event: NotificationEvent,
  params: Readonly<Record<string, unknown>>,
): string {
  const { screen } = EVENT_RULES[event];
  if (!screen.includes(':code')) return screen;
  const code = params.code;
  return typeof code === 'string' && code !== ''
    ? screen.replace(':code', encodeURIComponent(code))
    : '/reservations';
}

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** How many notifications a page of the list holds at most, and how long they are kept. */
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_RETENTION_DAYS = { read: 30, unread: 90 } as const;

/** The values of a notification's message, as stored (strings and whole numbers only). */
export type NotificationParams = Readonly<Record<string, string | number>>;

const DATE_PARAMS = new Set(['checkin', 'checkout', 'from', 'to']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const CHANNEL_PARAMS = new Set(['source', 'channel']);

/**
 * The values as the reader's language writes them: date-only values in words
 * (`{ checkin: '2027-01-11' }` → `{ checkin: '11 Jan 2027' }` in English), a booking source or
 * channel by the name `channelName` gives its code ('BOOKING' → 'Booking.com'; null keeps the
 * code); a guest without a name (an anonymous review) by `anonymous`; anything else as is.
 */
export function displayParams(
  params: NotificationParams,
  language: Language,
  channelName: (code: string) => string | null = () => null,
  anonymous = '',
): NotificationParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      if (name === 'guest' && value.trim() === '') return [name, anonymous];
      if (DATE_PARAMS.has(name) && ISO_DATE.test(value)) return [name, formatLongDate(value, language)];
      if (CHANNEL_PARAMS.has(name)) return [name, channelName(value) ?? value];
      return [name, value];
    }),
  );
}

/** When a notification was made, on the hotel's clock ('29 Nov 2026, 10:15'). */
export function notificationTime(instant: string, language: Language, timeZone: string): string {
  return dateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/** How often the back office asks for news (the issue: within a minute, no push server). */
export const NOTIFICATION_POLL_MS = 30_000;
