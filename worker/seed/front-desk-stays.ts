/**
 * The front desk's state of the demo month (migration 0024, FRONTDESK-2), relative to the seed's
 * today so the demo looks real on any day: guests who arrived on an earlier day are in house
 * (checked in on their arrival afternoon by the demo manager), those whose stay ended are
 * departed (checked out on their checkout morning), and today's arrivals are still expected,
 * one per hotel without a room yet (the desk picks one at check-in), except, at a hotel with
 * several arrivals, one Italian party already checked in when the demo was loaded (so Today shows
 * an arrival done and the police report a guest of today to send). Today's departures stay in
 * house: the desk checks them out. Plain SQL over the reservations seeded before it.
 */
import type { SqlStatement } from './sql.ts';

export function frontDeskStayStatements(
  start: string,
  manager: { id: number; name: string; surname: string },
  now: Date,
): SqlStatement[] {
  const author = JSON.stringify({ name: manager.name, surname: manager.surname });
  // Afternoon check-ins and morning check-outs, spread over the hour by the reservation id
  // (Europe/Rome: 14:xx and 08:xx UTC are 15–16 h and 9–10 h local).
  const checkedIn = `r.checkin || 'T14:' || printf('%02d', r.id % 60) || ':00.000Z'`;
  const checkedOut = `r.checkout || 'T08:' || printf('%02d', (r.id * 7) % 60) || ':00.000Z'`;
  return [
    {
      sql: `INSERT OR IGNORE INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day,
              checked_in_by_id, checked_in_by_json)
            SELECT r.id, 'IN_HOUSE', ${checkedIn}, r.checkin, ?, ? FROM reservations r
             WHERE r.status = 'CONFIRMED' AND r.checkin < ? AND r.checkout >= ?`,
      params: [manager.id, author, start, start],
    },
    {
      sql: `INSERT OR IGNORE INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day,
              checked_in_by_id, checked_in_by_json, checked_out_date, checked_out_by_id, checked_out_by_json)
            SELECT r.id, 'DEPARTED', ${checkedIn}, r.checkin, ?, ?, ${checkedOut}, ?, ? FROM reservations r
             WHERE r.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND r.checkin < r.checkout AND r.checkout < ?`,
      params: [manager.id, author, manager.id, author, start],
    },
    {
      // One arrival of today per hotel (its last, by id) waits for the desk to choose its room.
      sql: `UPDATE reservation_rooms SET room_id = NULL
             WHERE id IN (SELECT max(rr.id) FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
                           WHERE r.checkin = ? AND r.status = 'CONFIRMED' AND rr.status = 'CONFIRMED'
                           GROUP BY r.hotel_id HAVING count(DISTINCT r.id) > 1)`,
      params: [start],
    },
    {
      // Nobody has typed its guests' documents yet either.
      sql: `DELETE FROM reservation_guest_documents
             WHERE reservation_id IN (SELECT rr.reservation_id FROM reservation_rooms rr
                                       WHERE rr.room_id IS NULL AND rr.start_date = ? AND rr.status = 'CONFIRMED')`,
      params: [start],
    },
    {
      // One of today's arrivals per hotel with three or more, already checked in at the seed's
      // instant: an Italian party (the desk's e2e checks in a foreign one) with every room
      // assigned and its documents complete.
      sql: `INSERT OR IGNORE INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day,
              checked_in_by_id, checked_in_by_json)
            SELECT r.id, 'IN_HOUSE', ?, r.checkin, ?, ? FROM reservations r
             WHERE r.id IN (
               SELECT min(a.id) FROM reservations a
                JOIN reservation_guest_documents d ON d.reservation_id = a.id
                WHERE a.checkin = ? AND a.checkout > a.checkin AND a.status = 'CONFIRMED'
                  AND json_extract(a.guest_json, '$.countryIso') = 'IT'
                  AND d.complete_count = (SELECT sum(rr.adults + rr.boys + rr.children + rr.kids)
                                            FROM reservation_rooms rr WHERE rr.reservation_id = a.id)
                  AND NOT EXISTS (SELECT 1 FROM reservation_rooms rr
                                   WHERE rr.reservation_id = a.id AND rr.status = 'CONFIRMED' AND rr.room_id IS NULL)
                  AND (SELECT count(*) FROM reservations o
                        WHERE o.hotel_id = a.hotel_id AND o.checkin = a.checkin AND o.status = 'CONFIRMED') >= 3
                GROUP BY a.hotel_id)`,
      params: [now.toISOString(), manager.id, author, start],
    },
    {
      // The history lines of those check-ins and check-outs (worker/data/reservation-events.ts).
      sql: `INSERT INTO reservation_events (reservation_id, type, actor_kind, actor_id, actor_json, detail_json, created_date)
            SELECT s.reservation_id, 'CHECKED_IN', 'STAFF', s.checked_in_by_id, s.checked_in_by_json, '{}', s.checked_in_date
              FROM reservation_stays s
             WHERE NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = s.reservation_id AND e.type = 'CHECKED_IN')
            UNION ALL
            SELECT s.reservation_id, 'CHECKED_OUT', 'STAFF', s.checked_out_by_id, s.checked_out_by_json, '{"early":false}',
                   s.checked_out_date
              FROM reservation_stays s
             WHERE s.state = 'DEPARTED'
               AND NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = s.reservation_id AND e.type = 'CHECKED_OUT')`,
      params: [],
    },
  ];
}
