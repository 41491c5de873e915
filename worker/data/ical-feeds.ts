/**
 * SQL of the calendar feeds the hotel publishes to the channels (decision 050): the exports
 * (`ical_exports`, one secret token per room or room type), the nights they show read from the
 * booking tables (reservation rooms, closings, inventory; a channel's own stays left out of its
 * feed), and each channel's ETag / Last-Modified state (`ical_export_states`).
 */
import type { IsoDate } from '../../src/domain/booking/types.ts';

// ---------------------------------------------------------------------------------------------
// Exports

export type ExportTarget = { roomId: number } | { roomTypeId: number };

export type ExportRow = {
  id: number;
  hotel_id: number;
  room_id: number | null;
  room_type_id: number | null;
  token: string;
};

/** Every room and room type of the hotel without a feed yet (to give each a token). */
export async function targetsWithoutExport(db: D1Database, hotelId: number): Promise<ExportTarget[]> {
  const [rooms, types] = await db.batch<{ id: number }>([
    db
      .prepare(
        `SELECT r.id FROM rooms r WHERE r.hotel_id = ?
           AND NOT EXISTS (SELECT 1 FROM ical_exports e WHERE e.room_id = r.id)`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT t.id FROM room_types t WHERE t.hotel_id = ?
           AND NOT EXISTS (SELECT 1 FROM ical_exports e WHERE e.room_type_id = t.id)`,
      )
      .bind(hotelId),
  ]);
  return [
    ...(types?.results ?? []).map((row) => ({ roomTypeId: row.id })),
    ...(rooms?.results ?? []).map((row) => ({ roomId: row.id })),
  ];
}

/** Gives each target its feed (a target that got one meanwhile keeps it: UNIQUE, OR IGNORE). */
export async function insertExports(
  db: D1Database,
  hotelId: number,
  exports: ReadonlyArray<{ target: ExportTarget; token: string }>,
  now: Date,
): Promise<void> {
  if (exports.length === 0) return;
  await db.batch(
    exports.map(({ target, token }) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO ical_exports (hotel_id, room_id, room_type_id, token, created_date)
           SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (
             SELECT 1 FROM rooms WHERE id = ?2 AND hotel_id = ?1
             UNION ALL SELECT 1 FROM room_types WHERE id = ?3 AND hotel_id = ?1)`,
        )
        .bind(
          hotelId,
          'roomId' in target ? target.roomId : null,
          'roomTypeId' in target ? target.roomTypeId : null,
          token,
          now.toISOString(),
        ),
    ),
  );
}

export type ExportListRow = ExportRow & { name_json: string; name_key: string; room_name: string | null };

/** The hotel's feeds: room types first (hotel order), then rooms (by type, then name). */
export async function listExports(db: D1Database, hotelId: number): Promise<ExportListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.hotel_id, e.room_id, e.room_type_id, e.token, t.name_json, t.name_key, r.name AS room_name
         FROM ical_exports e
         LEFT JOIN rooms r ON r.id = e.room_id
         JOIN room_types t ON t.id = coalesce(e.room_type_id, r.room_type_id)
        WHERE e.hotel_id = ?
        ORDER BY e.room_id IS NOT NULL, t.position, t.id, length(r.name), r.name`,
    )
    .bind(hotelId)
    .all<ExportListRow>();
  return results;
}

/** Replaces a target's token; false when the hotel has no such feed. */
export async function replaceExportToken(
  db: D1Database,
  hotelId: number,
  target: ExportTarget,
  token: string,
): Promise<boolean> {
  const column = 'roomId' in target ? 'room_id' : 'room_type_id';
  const id = 'roomId' in target ? target.roomId : target.roomTypeId;
  const [, update] = await db.batch([
    db
      .prepare(
        `DELETE FROM ical_export_states WHERE export_id IN
           (SELECT id FROM ical_exports WHERE hotel_id = ? AND ${column} = ?)`,
      )
      .bind(hotelId, id),
    db
      .prepare(`UPDATE ical_exports SET token = ? WHERE hotel_id = ? AND ${column} = ?`)
      .bind(token, hotelId, id),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

export type FeedSource = ExportRow & {
  time_zone: string;
  hotel_name: string;
  type_name_json: string;
  type_name_key: string;
  room_name: string | null;
  /** The room type whose stays and closings the feed shows (the room's own, for a room). */
  of_room_type_id: number;
};

/** The feed of a token, with what its calendar is named after; null when no feed has it. */
export function findExportByToken(db: D1Database, token: string): Promise<FeedSource | null> {
  return db
    .prepare(
      `SELECT e.id, e.hotel_id, e.room_id, e.room_type_id, e.token, h.time_zone, h.name AS hotel_name,
              t.name_json AS type_name_json, t.name_key AS type_name_key, r.name AS room_name,
              t.id AS of_room_type_id
         FROM ical_exports e JOIN hotels h ON h.id = e.hotel_id
         LEFT JOIN rooms r ON r.id = e.room_id
         JOIN room_types t ON t.id = coalesce(e.room_type_id, r.room_type_id)
        WHERE e.token = ?`,
    )
    .bind(token)
    .first<FeedSource>();
}

/**
 * A reservation imported from `channel`'s calendar is left out of that channel's feed (no loops).
 * `channel` is the placeholder of the channel ('?' binds it twice, '?4' once).
 */
const notFromChannel = (channel: string) => `NOT (${channel} <> '' AND res.source = ${channel} AND EXISTS (
    SELECT 1 FROM ical_stays s JOIN ical_imports i ON i.id = s.import_id
     WHERE s.reservation_id = res.id AND i.channel = res.source))`;

export type RoomFeedRows = {
  stays: { id: number; start_date: string; end_date: string }[];
  /** Nights closed: the room (planning), its type (ratesheet) or the hotel. */
  closed: string[];
};

/** What a room's feed blocks over [from, to): its stays (one event each) and its closed nights. */
export async function loadRoomFeed(
  db: D1Database,
  feed: { hotelId: number; roomId: number; roomTypeId: number; from: IsoDate; to: IsoDate; channel: string },
): Promise<RoomFeedRows> {
  const { hotelId, roomId, roomTypeId, from, to, channel } = feed;
  const [stays, closed] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT rr.id, rr.start_date, rr.end_date FROM reservation_rooms rr
           JOIN reservations res ON res.id = rr.reservation_id
          WHERE rr.room_id = ? AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
            AND rr.start_date < ? AND rr.end_date > ? AND ${notFromChannel('?')}
          ORDER BY rr.start_date, rr.id`,
      )
      .bind(roomId, to, from, channel, channel),
    db
      .prepare(
        `SELECT date FROM room_closings WHERE room_id = ?1 AND date >= ?3 AND date < ?4
         UNION SELECT date FROM inventory WHERE room_type_id = ?2 AND room_closed = 1 AND date >= ?3 AND date < ?4
         UNION SELECT date FROM hotel_closings WHERE hotel_id = ?5 AND date >= ?3 AND date < ?4`,
      )
      .bind(roomId, roomTypeId, from, to, hotelId),
  ]);
  return {
    stays: (stays?.results ?? []) as RoomFeedRows['stays'],
    closed: ((closed?.results ?? []) as { date: string }[]).map((row) => row.date),
  };
}

export type TypeNightRow = {
  date: string;
  total: number;
  booked: number;
  overbooked: number;
  room_closed: number;
  /** Rooms of the night held by stays imported from the feed's own channel (left out). */
  own: number;
  hotel_closed: number;
};

/** The room type's nights over [from, to) with what holds them (inventory), for its feed. */
export async function loadRoomTypeFeed(
  db: D1Database,
  feed: { hotelId: number; roomTypeId: number; from: IsoDate; to: IsoDate; channel: string },
): Promise<TypeNightRow[]> {
  const { hotelId, roomTypeId, from, to, channel } = feed;
  const { results } = await db
    .prepare(
      `SELECT i.date, i.total, i.booked, i.overbooked, i.room_closed,
              (SELECT count(*) FROM reservation_rooms rr JOIN reservations res ON res.id = rr.reservation_id
                WHERE rr.room_type_id = i.room_type_id AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
                  AND rr.start_date <= i.date AND rr.end_date > i.date AND ?4 <> ''
                  AND NOT (${notFromChannel('?4')})) AS own,
              EXISTS (SELECT 1 FROM hotel_closings c WHERE c.hotel_id = ?5 AND c.date = i.date) AS hotel_closed
         FROM inventory i WHERE i.room_type_id = ?1 AND i.date >= ?2 AND i.date < ?3
        ORDER BY i.date`,
    )
    .bind(roomTypeId, from, to, channel, hotelId)
    .all<TypeNightRow>();
  return results;
}

/** What a feed served last for a channel: its content hash and when it changed. */
export function findExportState(
  db: D1Database,
  exportId: number,
  channel: string,
): Promise<{ content_hash: string; modified_date: string } | null> {
  return db
    .prepare('SELECT content_hash, modified_date FROM ical_export_states WHERE export_id = ? AND channel = ?')
    .bind(exportId, channel)
    .first();
}

/** Records a feed's new content (its hash and the instant it changed). */
export async function saveExportState(
  db: D1Database,
  state: { exportId: number; channel: string; contentHash: string; modified: Date },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO ical_export_states (export_id, channel, content_hash, modified_date) VALUES (?, ?, ?, ?)
       ON CONFLICT (export_id, channel) DO UPDATE SET content_hash = excluded.content_hash,
         modified_date = excluded.modified_date`,
    )
    .bind(state.exportId, state.channel, state.contentHash, state.modified.toISOString())
    .run();
}
