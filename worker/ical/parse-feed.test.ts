/**
 * Reading OTAs' feeds with ical.js in workerd (the runtime that runs it): DATE and DATE-TIME
 * events, TZID and UTC, folded lines and escapes, a missing DTEND, repeating events, cancelled
 * events, and what is not a calendar at all.
 */
import { describe, expect, it } from 'vitest';
import { MalformedFeedError, parseFeed } from './parse-feed.ts';

const feed = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('parseFeed', () => {
  it('reads the events of the OTAs’ shapes in the hotel’s calendar', () => {
    const events = parseFeed(
      feed(
        // Booking.com / Airbnb: all-day, exclusive DTEND.
        'BEGIN:VEVENT',
        'UID:1418fb94e984-1b5cc6bd3a8f@airbnb.com',
        'DTSTART;VALUE=DATE:20270105',
        'DTEND;VALUE=DATE:20270108',
        'SUMMARY:Reserved',
        'END:VEVENT',
        // A folded, escaped summary; DATE-TIME with a TZID: the wall-clock days count.
        'BEGIN:VEVENT',
        'UID:vrbo-77',
        'DTSTART;TZID=America/New_York:20270110T150000',
        'DTEND;TZID=America/New_York:20270112T100000',
        'SUMMARY:Blocked\\, owner',
        '  stay',
        'END:VEVENT',
        // UTC: 23:30 on the 14th in UTC is the 15th in Rome.
        'BEGIN:VEVENT',
        'UID:expedia-1',
        'DTSTART:20270114T233000Z',
        'DTEND:20270116T090000Z',
        'END:VEVENT',
        // No DTEND: one day (RFC 5545 §3.6.1).
        'BEGIN:VEVENT',
        'UID:one-day',
        'DTSTART;VALUE=DATE:20270131',
        'END:VEVENT',
        // Repeating, and cancelled.
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTART;VALUE=DATE:20270201',
        'DTEND;VALUE=DATE:20270202',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:gone',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270301',
        'DTEND;VALUE=DATE:20270303',
        'END:VEVENT',
      ),
      'Europe/Rome',
    );
    expect(events).toEqual([
      {
        uid: '1418fb94e984-1b5cc6bd3a8f@airbnb.com',
        summary: 'Reserved',
        start: '2027-01-05',
        end: '2027-01-08',
        recurring: false,
      },
      {
        uid: 'vrbo-77',
        summary: 'Blocked, owner stay',
        start: '2027-01-10',
        end: '2027-01-12',
        recurring: false,
      },
      { uid: 'expedia-1', summary: '', start: '2027-01-15', end: '2027-01-16', recurring: false },
      { uid: 'one-day', summary: '', start: '2027-01-31', end: '2027-02-01', recurring: false },
      { uid: 'weekly', summary: '', start: '2027-02-01', end: '2027-02-02', recurring: true },
    ]);
  });

  it.each([
    ['an HTML page', '<html><body>Maintenance</body></html>'],
    ['a cut feed', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseFeed(text, 'Europe/Rome')).toThrow(MalformedFeedError);
  });
});
