/**
 * The demo's notifications (TEAM-2, decision 056): at each hotel the demo manager runs, the
 * manager finds unread news of several kinds in the bell (a booking from the website a few
 * minutes ago, a cancellation this morning, yesterday's guest review) and an older booking
 * already read; the receptionist finds the reservation ones (a front desk reads no reviews).
 * Plain SQL over the reservations and reviews seeded before it, so every code, name and date is
 * one the demo really has, on any seed day. The channel sync adds its own when `npm start` runs
 * it (the imported stays, the overbooking: worker/ical/sync.ts).
 */
import type { SqlStatement } from './sql.ts';

const GUEST = `trim(coalesce(json_extract(r.guest_json, '$.name'), '') || ' ' || coalesce(json_extract(r.guest_json, '$.surname'), ''))`;
const STAY_PARAMS = `json_object('code', r.code, 'guest', ${GUEST}, 'checkin', r.checkin, 'checkout', r.checkout, 'source', r.source)`;

type DemoNotice = {
  /** Who reads it: the manager (every kind) or also the front desk (reservations only). */
  forFrontDesk: boolean;
  kind: string;
  event: string;
  minutesAgo: number;
  read: boolean;
  /** One row, `params`: the message's values, of the hotel (first placeholder) as of the seed day (second). */
  select: string;
};

function notices(start: string): { notice: DemoNotice; params: string[] }[] {
  return [
    {
      notice: {
        forFrontDesk: true,
        kind: 'CHANNEL_MANAGER_RESERVATION',
        event: 'reservation.created',
        minutesAgo: 18,
        read: false,
        select: `SELECT ${STAY_PARAMS} AS params FROM reservations r WHERE r.hotel_id = ? AND r.status = 'CONFIRMED'
          AND r.source = 'WIDGET' AND r.checkin >= ? ORDER BY r.checkin DESC, r.id DESC LIMIT 1`,
      },
      params: [start],
    },
    {
      notice: {
        forFrontDesk: true,
        kind: 'CHANNEL_MANAGER_RESERVATION',
        event: 'reservation.cancelled',
        minutesAgo: 190,
        read: false,
        select: `SELECT ${STAY_PARAMS} AS params FROM reservations r WHERE r.hotel_id = ? AND r.status = 'CANCELLED'
          AND r.checkin >= ? ORDER BY r.id DESC LIMIT 1`,
      },
      params: [start],
    },
    {
      notice: {
        forFrontDesk: false,
        kind: 'REVIEW',
        event: 'review.received',
        minutesAgo: 26 * 60,
        read: false,
        select: `SELECT json_object('code', r.code, 'guest',
            CASE WHEN g.anonymous = 1 THEN coalesce(g.nickname, '')
              ELSE trim(g.author_name || ' ' || coalesce(g.author_surname, '')) END, 'score', g.score) AS params
          FROM guest_reviews g JOIN reservations r ON r.id = g.reservation_id
          WHERE g.hotel_id = ? AND r.checkout <= ? ORDER BY g.created_date DESC, g.id DESC LIMIT 1`,
      },
      params: [start],
    },
    {
      notice: {
        forFrontDesk: true,
        kind: 'CHANNEL_MANAGER_RESERVATION',
        event: 'reservation.created',
        minutesAgo: 2 * 24 * 60 + 95,
        read: true,
        select: `SELECT ${STAY_PARAMS} AS params FROM reservations r WHERE r.hotel_id = ? AND r.status = 'CONFIRMED'
          AND r.source <> 'WIDGET' AND r.checkin >= ? ORDER BY r.checkin, r.id LIMIT 1`,
      },
      params: [start],
    },
  ];
}

/** The rows, with explicit ids (the seed is idempotent): after the reservations and reviews. */
export function demoNotificationStatements(
  now: Date,
  start: string,
  hotelIds: readonly number[],
  people: { managerId: number; frontDeskId: number },
): SqlStatement[] {
  // Ids in the order they happened, as live ones get them: the list reads newest first by id.
  const rows = hotelIds
    .flatMap((hotelId) =>
      notices(start).flatMap(({ notice, params }) =>
        (notice.forFrontDesk ? [people.managerId, people.frontDeskId] : [people.managerId]).map(
          (managerId) => ({
            hotelId,
            managerId,
            notice,
            params,
            at: new Date(now.getTime() - notice.minutesAgo * 60_000).toISOString(),
          }),
        ),
      ),
    )
    .sort((a, b) => a.at.localeCompare(b.at) || a.hotelId - b.hotelId || a.managerId - b.managerId);
  const statements = rows.map(
    ({ hotelId, managerId, notice, params, at }, index): SqlStatement => ({
      sql: `INSERT OR IGNORE INTO notifications (id, manager_id, hotel_id, kind, event, params_json, created_date, read_at)
      SELECT ?, ?, ?, ?, ?, params, ?, ? FROM (${notice.select})`,
      // Plain placeholders in order (renderSqlScript fills them in turn): the row's, then the query's.
      params: [
        index + 1,
        managerId,
        hotelId,
        notice.kind,
        notice.event,
        at,
        notice.read ? at : null,
        hotelId,
        ...params,
      ],
    }),
  );
  return statements;
}
