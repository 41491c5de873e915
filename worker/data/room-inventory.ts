/**
 * What a physical room coming or going does to its type's inventory (`inventory.total`: the
 * rooms of a type on sale a night), as statements for the SAME batch as the room write, so the
 * public search sells a new room at once and never sells one that is gone.
 *
 * - Only the nights from the hotel's today on change: a room added today did not exist last month.
 * - A room closed on a night by the planning (room_closings) was already left out of that night's
 *   total: it neither adds nor removes anything there.
 * - A night without a row is sold out, so a type gaining rooms gets the rows it lacks for the
 *   next INVENTORY_HORIZON_NIGHTS nights, each with its enabled rooms not closed that night; the
 *   cron rolls that horizon on day by day (`extendInventoryHorizon`).
 * - Removing a room from a night whose rooms are all sold breaks `CHECK (booked <= total)`: the
 *   batch fails as a whole (the caller tells which nights).
 */

import { INVENTORY_HORIZON_NIGHTS } from '../../src/domain/room-setup.ts';

const NOT_CLOSED =
  'NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = ?1 AND c.date = inventory.date)';

/** The room `roomId` (enabled) leaves type `roomTypeId` from `today` on. Run it before deleting the room. */
export function roomLeavesInventory(
  db: D1Database,
  change: { roomId: number; roomTypeId: number; today: string },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE inventory SET total = max(total - 1, 0)
       WHERE room_type_id = ?2 AND date >= ?3 AND ${NOT_CLOSED}
         AND EXISTS (SELECT 1 FROM rooms WHERE id = ?1 AND enabled = 1)`,
    )
    .bind(change.roomId, change.roomTypeId, change.today);
}

/** The room `roomId` (enabled) joins type `roomTypeId` from `today` on. Run it once the room is of that type. */
export function roomJoinsInventory(
  db: D1Database,
  change: { roomId: number; roomTypeId: number; today: string },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE inventory SET total = total + 1
         WHERE room_type_id = ?2 AND date >= ?3 AND ${NOT_CLOSED}
           AND EXISTS (SELECT 1 FROM rooms WHERE id = ?1 AND enabled = 1)`,
      )
      .bind(change.roomId, change.roomTypeId, change.today),
    missingNights(db, change.roomTypeId, change.today),
  ];
}

/** `count` new rooms (enabled, never closed) join type `roomTypeId`. Run it once they are inserted. */
export function newRoomsJoinInventory(
  db: D1Database,
  change: { roomTypeId: number; count: number; today: string },
): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE inventory SET total = total + ?3 WHERE room_type_id = ?1 AND date >= ?2')
      .bind(change.roomTypeId, change.today, change.count),
    missingNights(db, change.roomTypeId, change.today),
  ];
}

/** The rows type `roomTypeId` lacks over the horizon, each with its enabled rooms not closed that night. */
function missingNights(db: D1Database, roomTypeId: number, today: string): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE nights(n, d) AS (
         SELECT 0, ?2 UNION ALL SELECT n + 1, date(?2, '+' || (n + 1) || ' days') FROM nights WHERE n + 1 < ?3)
       INSERT INTO inventory (room_type_id, date, total, booked)
       SELECT ?1, nights.d,
         (SELECT count(*) FROM rooms r WHERE r.room_type_id = ?1 AND r.enabled = 1
            AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date = nights.d)), 0
       FROM nights WHERE 1
       ON CONFLICT (room_type_id, date) DO NOTHING`,
    )
    .bind(roomTypeId, today, INVENTORY_HORIZON_NIGHTS);
}

/** The app_meta key holding the last UTC day the horizon was extended. */
const HORIZON_KEY = 'inventory_horizon_day';

/**
 * Rolls the year of sales on: once per UTC day (the cron calls it every few minutes), every room
 * type with rooms gets the rows it lacks for the last nights of the horizon, each with its enabled
 * rooms not closed that night. The window starts a week back so a day the cron missed is caught
 * up, and reaches a day past the UTC horizon for the hotels ahead of UTC; the hotels with rooms
 * get their rates version bumped in the same batch. Answers the rows added (null: already done today).
 */
export async function extendInventoryHorizon(db: D1Database, utcToday: string): Promise<number | null> {
  const claimed = await db
    .prepare(
      `INSERT INTO app_meta (key, value) VALUES (?1, ?2)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE app_meta.value <> excluded.value`,
    )
    .bind(HORIZON_KEY, utcToday)
    .run();
  if ((claimed.meta.changes ?? 0) === 0) return null;
  const [added] = await db.batch([
    db
      .prepare(
        `WITH RECURSIVE nights(n, d) AS (
         SELECT 0, date(?1, '+' || (?2 - 7) || ' days')
         UNION ALL SELECT n + 1, date(d, '+1 day') FROM nights WHERE n + 1 < 8)
       INSERT INTO inventory (room_type_id, date, total, booked)
       SELECT rt.id, nights.d,
         (SELECT count(*) FROM rooms r WHERE r.room_type_id = rt.id AND r.enabled = 1
            AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date = nights.d)), 0
       FROM room_types rt JOIN nights
       WHERE EXISTS (SELECT 1 FROM rooms r WHERE r.room_type_id = rt.id)
       ON CONFLICT (room_type_id, date) DO NOTHING`,
      )
      .bind(utcToday, INVENTORY_HORIZON_NIGHTS),
    // The nights just opened change the public calendars: their cached answers are stale.
    db.prepare(
      `UPDATE hotels SET rates_version = rates_version + 1
       WHERE id IN (SELECT rt.hotel_id FROM room_types rt WHERE EXISTS (SELECT 1 FROM rooms r WHERE r.room_type_id = rt.id))`,
    ),
  ]);
  return added?.meta.changes ?? 0;
}

/** True when a failed batch broke a constraint (a guard, the inventory CHECK, a unique number). */
export function isConstraintFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /constraint failed/i.test(text);
}
