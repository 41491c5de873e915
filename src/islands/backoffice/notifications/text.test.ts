import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../contracts/secure/notifications.ts';
import { createTranslate } from '../../../i18n/translate.ts';
import messages from '../messages.gen.json';
import { notificationMessage, notificationWhen, secureLink } from './text.ts';

const bundle = messages as Parameters<typeof createTranslate<string>>[0];

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: 1,
  kind: 'CHANNEL_MANAGER_RESERVATION',
  event: 'reservation.created',
  hotelId: 1,
  hotelName: "Ca' dei Dogi",
  timeZone: 'Europe/Rome',
  createdDate: '2026-11-29T10:15:00.000Z',
  read: false,
  params: {
    code: 'AB12CD',
    guest: 'Mario Rossi',
    checkin: '2027-01-11',
    checkout: '2027-01-13',
    source: 'BOOKING',
  },
  path: '/reservations/AB12CD',
  ...over,
});

describe('a notification as the back office shows it', () => {
  it.each([
    [
      'en',
      'New reservation AB12CD: Mario Rossi, 11 Jan 2027 – 13 Jan 2027 (Booking.com)',
      '29 Nov 2026, 11:15',
    ],
    [
      'it',
      'Nuova prenotazione AB12CD: Mario Rossi, 11 gen 2027 – 13 gen 2027 (Booking.com)',
      '29 nov 2026, 11:15',
    ],
  ] as const)(
    'in %s: the message with dates in words and the channel by name, the time on the hotel clock',
    (language, text, when) => {
      expect(notificationMessage(item({}), createTranslate(bundle, language), language)).toBe(text);
      expect(notificationWhen(item({}), language)).toBe(when);
    },
  );

  it('names an anonymous reviewer and links in the reader’s language', () => {
    const review = item({
      event: 'review.received',
      kind: 'REVIEW',
      params: { code: 'AB12CD', guest: '', score: 8.5 },
    });
    expect(notificationMessage(review, createTranslate(bundle, 'en'), 'en')).toBe(
      'New review from an anonymous guest: 8.5/10',
    );
    expect(secureLink('it', '/reviews')).toBe('/it/secure/reviews');
    expect(secureLink('en', '/reservations/AB12CD')).toBe('/secure/reservations/AB12CD');
  });
});
