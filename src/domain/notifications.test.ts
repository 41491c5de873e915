import { describe, expect, it } from 'vitest';
import {
  defaultChannel,
  displayParams,
  eventRule,
  mayRead,
  NOTIFIED_KINDS,
  type NotificationEvent,
  notificationPath,
  rolesNotified,
} from './notifications.ts';

/** Decision 056's table, written out by hand: event → kind, who is told, where it links. */
const TABLE: [NotificationEvent, string, string[], string][] = [
  [
    'reservation.created',
    'CHANNEL_MANAGER_RESERVATION',
    ['OWNER', 'MANAGER', 'FRONT_DESK', 'REVENUE'],
    '/reservations/AB12CD',
  ],
  [
    'reservation.changed',
    'CHANNEL_MANAGER_RESERVATION',
    ['OWNER', 'MANAGER', 'FRONT_DESK', 'REVENUE'],
    '/reservations/AB12CD',
  ],
  [
    'reservation.cancelled',
    'CHANNEL_MANAGER_RESERVATION',
    ['OWNER', 'MANAGER', 'FRONT_DESK', 'REVENUE'],
    '/reservations/AB12CD',
  ],
  ['reservation.overbooked', 'ALERT', ['OWNER', 'MANAGER', 'FRONT_DESK', 'REVENUE'], '/reservations/AB12CD'],
  ['channel.sync.failed', 'CHANNEL_MANAGER_SYNC', ['OWNER', 'MANAGER', 'REVENUE'], '/channels'],
  ['review.received', 'REVIEW', ['OWNER', 'MANAGER'], '/reviews'],
  ['ratesheet.changed', 'RATESHEET', ['OWNER', 'MANAGER', 'REVENUE'], '/ratesheet'],
  ['police.pending', 'ALERT', ['OWNER', 'MANAGER', 'FRONT_DESK'], '/police-report'],
  ['email.failed', 'ALERT', ['OWNER', 'MANAGER', 'FRONT_DESK', 'REVENUE'], '/reservations/AB12CD'],
];

describe('notification events', () => {
  it.each(TABLE)('%s is %s, told to %j, links to %s', (event, kind, roles, path) => {
    expect(eventRule(event).kind).toBe(kind);
    expect(rolesNotified(event)).toEqual(roles);
    expect(notificationPath(event, { code: 'AB12CD' })).toBe(path);
  });

  it('never tells a housekeeper of a booking, and re-checks a role on reading', () => {
    expect(mayRead('HOUSEKEEPING', 'reservation.created')).toBe(false);
    expect(mayRead('FRONT_DESK', 'review.received')).toBe(false);
    expect(mayRead('REVENUE', 'ratesheet.changed')).toBe(true);
  });

  it('links a reservation event without a code to the list, and escapes the code', () => {
    expect(notificationPath('reservation.created', {})).toBe('/reservations');
    expect(notificationPath('email.failed', { code: 'A/B' })).toBe('/reservations/A%2FB');
  });

  it('offers a choice for the kinds some event sends, in spec order: alerts by e-mail too by default, the rest in the app', () => {
    expect(NOTIFIED_KINDS).toEqual([
      'ALERT',
      'RATESHEET',
      'CHANNEL_MANAGER_SYNC',
      'CHANNEL_MANAGER_RESERVATION',
      'REVIEW',
    ]);
    expect(NOTIFIED_KINDS.map(defaultChannel)).toEqual(['EMAIL', 'APP', 'APP', 'APP', 'APP']);
    expect(defaultChannel('STATS')).toBe('OFF');
  });

  it('writes dates in words and names channels, leaving the rest as stored', () => {
    const names = (code: string) => (code === 'BOOKING' ? 'Booking.com' : null);
    expect(
      displayParams(
        { checkin: '2027-01-11', from: '2027-1-11', channel: 'BOOKING', source: 'X', count: 2 },
        'it',
        names,
      ),
    ).toEqual({ checkin: '11 gen 2027', from: '2027-1-11', channel: 'Booking.com', source: 'X', count: 2 });
    expect(displayParams({ guest: ' ' }, 'en', undefined, 'an anonymous guest')).toEqual({
      guest: 'an anonymous guest',
    });
    expect(displayParams({ checkout: '2027-01-13', guest: '2027-01-13' }, 'en')).toEqual({
      checkout: '13 Jan 2027',
      guest: '2027-01-13',
    });
  });
});
