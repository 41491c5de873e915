/**
 * The demo's housekeeping (FRONTDESK-3), written after the demo month's reservations and closings
 * so it reads them from the database: on any seed day every state shows.
 *
 * - Every room of the demo hotels was recorded yesterday afternoon, most INSPECTED, some CLEAN:
 *   the rules (src/domain/housekeeping.ts) then show today's departures and the stay-overs DIRTY.
 * - This morning a third of the stay-overs were serviced (CLEAN), and at each hotel at least two:
 *   its first stay-over's room also inspected (INSPECTED), the next one CLEAN; and the first room
 *   of today's arrivals was inspected. Even a small hotel whose free rooms are all taken shows
 *   every state.
 * - The room of the demo month's out-of-order closings (worker/seed/booking-data.ts, from the
 *   seed day on) is out of order with a reason.
 * - Notes on the first arrival's room and on a stay-over's.
 *
 * Every statement carries the seed's guard: nothing is written once the demo is loaded.
 */
import { addDays } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import type { SqlStatement } from './sql.ts';

export const DEMO_OUT_OF_ORDER_REASON = 'Leak under the bathroom sink: the plumber comes tomorrow morning';
export const DEMO_ARRIVAL_NOTE = 'Extra towels and a cot for the baby';
export const DEMO_STAY_OVER_NOTE = 'Guests ask for the room to be done after 11:00';

/** The rooms of the demo hotels (one `?`: the JSON array of their ids). */
const HOTEL_ROOMS = 'SELECT id FROM rooms WHERE hotel_id IN (SELECT value FROM json_each(?))';

/** Stays sleeping in a room of the demo hotels: `?` hotels, then the `?`s of `when`. */
const stays = (
  when: string,
) => `SELECT rr.room_id, r.hotel_id FROM reservation_rooms rr JOIN rooms r ON r.id = rr.room_id
  WHERE rr.room_id IN (${HOTEL_ROOMS}) AND rr.status = 'CONFIRMED' AND ${when}`;

export function housekeepingStatements(options: {
  hotelIds: ReadonlyArray<number>;
  start: IsoDate;
  nowMs: number;
  managerId: number;
  /** `NOT EXISTS (… app_meta …)`: the seed's guard. */
  guard: string;
}): SqlStatement[] {
  const { start, guard } = options;
  const hotels = JSON.stringify(options.hotelIds);
  const yesterday = new Date(Date.parse(`${addDays(start, -1)}T14:00:00Z`)).toISOString();
  // This morning, never after the seed itself.
  const morning = new Date(Math.min(options.nowMs - 60_000, Date.parse(`${start}T07:30:00Z`))).toISOString();
  const stayOver = stays('rr.start_date < ? AND rr.end_date > ?');
  const rankedStayOvers = `SELECT room_id, row_number() OVER (PARTITION BY hotel_id ORDER BY room_id) AS rank
    FROM (${stayOver})`;
  // An arrival's room that nobody leaves today (a departing guest is still in the other one).
  const arrival = stays(`rr.start_date = ? AND NOT EXISTS (SELECT 1 FROM reservation_rooms o
    WHERE o.room_id = rr.room_id AND o.status = 'CONFIRMED' AND o.end_date = ?)`);
  const closedRoom = (edge: 'min' | 'max') =>
    `(SELECT ${edge}(date) FROM room_closings c WHERE c.room_id = room_housekeeping.room_id AND c.out_of_order = 1)`;
  return [
    {
      sql: `INSERT OR IGNORE INTO room_housekeeping (room_id, status, changed_date, changed_by, version)
        SELECT id, CASE WHEN id % 4 = 0 THEN 'CLEAN' ELSE 'INSPECTED' END, ?, ?, 2 FROM rooms
        WHERE id IN (${HOTEL_ROOMS}) AND ${guard}`,
      params: [yesterday, options.managerId, hotels],
    },
    {
      sql: `UPDATE room_housekeeping SET changed_date = ?,
          status = CASE WHEN room_id IN (SELECT room_id FROM (${rankedStayOvers}) WHERE rank = 1) THEN 'INSPECTED'
            ELSE 'CLEAN' END
        WHERE room_id IN (SELECT room_id FROM (${rankedStayOvers}) WHERE rank <= 2 OR room_id % 3 = 0) AND ${guard}`,
      params: [morning, hotels, start, start, hotels, start, start],
    },
    {
      sql: `UPDATE room_housekeeping SET status = 'INSPECTED', changed_date = ?, note = ?
        WHERE room_id IN (SELECT min(room_id) FROM (${arrival}) GROUP BY hotel_id) AND ${guard}`,
      params: [morning, DEMO_ARRIVAL_NOTE, hotels, start, start],
    },
    {
      sql: `UPDATE room_housekeeping SET note = ?
        WHERE room_id IN (SELECT max(room_id) FROM (${stayOver}) GROUP BY hotel_id) AND ${guard}`,
      params: [DEMO_STAY_OVER_NOTE, hotels, start, start],
    },
    {
      sql: `UPDATE room_housekeeping SET out_of_order_reason = ?, version = version + 1,
          out_of_order_from = ${closedRoom('min')}, out_of_order_to = ${closedRoom('max')}
        WHERE room_id IN (SELECT room_id FROM room_closings WHERE out_of_order = 1 AND room_id IN (${HOTEL_ROOMS}))
          AND ${guard}`,
      params: [DEMO_OUT_OF_ORDER_REASON, hotels],
    },
  ];
}
