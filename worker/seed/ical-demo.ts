/**
 * The demo's calendar sync (CHANNEL-1): Rome's Triple rooms (type 302, rooms Tevere and
 * Gianicolo) import, as Booking.com's calendar, the feed that Florence publishes for its Suites
 * (type 203), served by the same local worker (worker/ical/sync.ts serves a loopback feed URL
 * in-process outside production, whatever the port). Florence's Suites are closed on the
 * ratesheet on days 20–23 (booking-data.ts), so the feed always holds that "Closed" block; Rome
 * closes its two Triple rooms for maintenance on day 21 where they are free, so the imported
 * stay finds no room that night: the conflict on the planning, on any seed day. The first sync
 * runs with the cron that `npm start` fires once started.
 */
import { addDays } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import type { SqlStatement } from './sql.ts';

const EXPORTING_HOTEL = 2;
const EXPORTED_ROOM_TYPE = 203;
const IMPORTING_HOTEL = 3;
const IMPORTING_ROOM_TYPE = 302;
const CLOSED_ROOMS = ['Tevere', 'Gianicolo'];
/** The night of the conflict, inside Florence's closing of days 20–23. */
const CONFLICT_DAY = 21;
export const DEMO_ICAL_IMPORT_ID = 1;

function randomFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The rows of the demo's feeds and import, for the seed (after the booking data). */
export function icalDemoStatements(
  now: Date,
  start: IsoDate,
  origin = 'http://127.0.0.1:8787',
): SqlStatement[] {
  const nowIso = now.toISOString();
  const token = randomFeedToken();
  const night = addDays(start, CONFLICT_DAY);
  const statements: SqlStatement[] = [
    {
      sql: `INSERT OR IGNORE INTO ical_exports (hotel_id, room_type_id, token, created_date) VALUES (?, ?, ?, ?)`,
      params: [EXPORTING_HOTEL, EXPORTED_ROOM_TYPE, token, nowIso],
    },
    {
      // The URL names the channel that reads it: Rome's own Booking.com stays stay out of it.
      sql: `INSERT OR IGNORE INTO ical_imports (id, hotel_id, room_type_id, room_id, channel, url, created_date)
        SELECT ?, ?, ?, NULL, 'BOOKING', ? || '/ical/' || token || '.ics?channel=BOOKING', ?
          FROM ical_exports WHERE room_type_id = ?`,
      params: [DEMO_ICAL_IMPORT_ID, IMPORTING_HOTEL, IMPORTING_ROOM_TYPE, origin, nowIso, EXPORTED_ROOM_TYPE],
    },
  ];
  for (const name of CLOSED_ROOMS) {
    statements.push(
      {
        // Closed only where free, and where the inventory has the room to give (booked <= total).
        sql: `INSERT OR IGNORE INTO room_closings (room_id, date, closed_date)
          SELECT r.id, ?, ? FROM rooms r WHERE r.hotel_id = ? AND r.name = ?
            AND NOT EXISTS (SELECT 1 FROM reservation_rooms o WHERE o.room_id = r.id
              AND o.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND o.start_date <= ? AND o.end_date > ?)
            AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date = ?)
            AND (SELECT total - booked FROM inventory WHERE room_type_id = ? AND date = ?) >= 1`,
        params: [night, nowIso, IMPORTING_HOTEL, name, night, night, night, IMPORTING_ROOM_TYPE, night],
      },
      {
        // One room less to sell that night, only when the closing above was written.
        sql: 'UPDATE inventory SET total = total - 1 WHERE room_type_id = ? AND date = ? AND changes() = 1',
        params: [IMPORTING_ROOM_TYPE, night],
      },
    );
  }
  return statements;
}
