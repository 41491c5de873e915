/**
 * SQL of the channel manager list (migration 0010). The shape, for whoever reads it (the
 * ratesheet's bulk edit filters its channels by it):
 *
 *   hotel_channels (id, hotel_id, channel, disabled 0|1, position)   UNIQUE (hotel_id, channel)
 *     one row per channel a hotel sells through: WEBSITE (ours) or an OTA/GDS code of
 *     src/domain/channels.ts (BOOKING, EXPEDIA, AIRBNB…); disabled = switched off for now.
 *   room_type_channels (room_type_id, channel_id → hotel_channels.id)   the room type's linkedChannels
 *   rate_plan_channels (rate_plan_id, channel_id → hotel_channels.id)   the rate plan's linkedChannels
 *   hotel_channel_versions (hotel_id, version)   guards PUT …/channels (no row = version 0)
 *
 * New hotels get WEBSITE, BOOKING, EXPEDIA and AIRBNB; new room types and rate plans are linked
 * to every channel of their hotel (triggers of 0010). The bulk edit's channels for a room type
 * and a plan: `bulkEditChannels` of src/domain/channels.ts over `loadChannelSettings`, or in SQL:
 *
 *   SELECT hc.channel FROM hotel_channels hc
 *     JOIN room_type_channels rtc ON rtc.channel_id = hc.id AND rtc.room_type_id = ?
 *     JOIN rate_plan_channels rpc ON rpc.channel_id = hc.id AND rpc.rate_plan_id = ?
 *    WHERE hc.hotel_id = ? AND hc.disabled = 0 ORDER BY hc.position, hc.id
 *
 * The PUT is ONE batch: every statement guarded by the hotel's channel version, the last one
 * bumps it (`meta.changes` says who won), with the hotel's rates version bumped in the same batch.
 */
import type { ChannelCode, ChannelSetting } from '../../src/domain/channels.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { parseJson } from './stored-documents.ts';

/** A room type or rate plan with the channels it is linked to. */
export type LinkedItem = {
  id: number;
  nameKey: string;
  name: Record<string, string>;
  enabled: boolean;
  linkedChannels: ChannelCode[];
};

export type ChannelSettings = {
  version: number;
  channels: ChannelSetting[];
  roomTypes: LinkedItem[];
  ratePlans: (LinkedItem & { derived: boolean })[];
};

/** What a PUT saves: the whole list of channels, and the links of the room types and plans named. */
export type ChannelSettingsWrite = {
  hotelId: number;
  version: number;
  channels: { channel: ChannelCode; disabled: boolean }[];
  roomTypes: { id: number; linkedChannels: ChannelCode[] }[];
  ratePlans: { id: number; linkedChannels: ChannelCode[] }[];
};

type ChannelRow = { id: number; channel: string; disabled: number };
type ItemRow = {
  id: number;
  name_key: string;
  name_json: string;
  enabled: number;
  channels: string | null;
  derived?: number;
};

const linkedChannelsOf = (row: ItemRow): ChannelCode[] => (row.channels ? row.channels.split(',') : []);

function toItem(row: ItemRow): LinkedItem {
  return {
    id: row.id,
    nameKey: row.name_key,
    name: parseJson<Record<string, string>>(row.name_json, {}),
    enabled: row.enabled === 1,
    linkedChannels: linkedChannelsOf(row),
  };
}

/** The hotel's channel settings and links, in the hotel's order (one batch of reads). */
export async function loadChannelSettings(db: D1Database, hotelId: number): Promise<ChannelSettings> {
  // group_concat over an ordered subquery keeps the channels in the hotel's order.
  const links = (table: string, column: string) =>
    `(SELECT group_concat(channel) FROM (SELECT hc.channel FROM ${table} l
        JOIN hotel_channels hc ON hc.id = l.channel_id
       WHERE l.${column} = x.id ORDER BY hc.position, hc.id))`;
  const [version, channels, roomTypes, ratePlans] = await db.batch<unknown>([
    db.prepare('SELECT version FROM hotel_channel_versions WHERE hotel_id = ?').bind(hotelId),
    db
      .prepare('SELECT id, channel, disabled FROM hotel_channels WHERE hotel_id = ? ORDER BY position, id')
      .bind(hotelId),
    db
      .prepare(
        `SELECT x.id, x.name_key, x.name_json, x.enabled, ${links('room_type_channels', 'room_type_id')} AS channels
           FROM room_types x WHERE x.hotel_id = ? ORDER BY x.position, x.id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT x.id, x.name_key, x.name_json, x.enabled, x.parent_rate_plan_id IS NOT NULL AS derived,
                ${links('rate_plan_channels', 'rate_plan_id')} AS channels
           FROM rate_plans x WHERE x.hotel_id = ? ORDER BY x.position, x.id`,
      )
      .bind(hotelId),
  ]);
  const versionRow = version?.results[0] as { version: number } | undefined;
  return {
    version: versionRow?.version ?? 0,
    channels: ((channels?.results ?? []) as ChannelRow[]).map((row) => ({
      id: row.id,
      channel: row.channel,
      disabled: row.disabled === 1,
    })),
    roomTypes: ((roomTypes?.results ?? []) as ItemRow[]).map(toItem),
    ratePlans: ((ratePlans?.results ?? []) as ItemRow[]).map((row) => ({
      ...toItem(row),
      derived: row.derived === 1,
    })),
  };
}

/**
 * Saves the channel settings as ONE batch guarded by the hotel's channel version: channels not in
 * the list are removed (with their links), the others inserted or updated in the given order, and
 * the links of each room type and rate plan named replaced (ids of other hotels change nothing).
 * False when the version was stale: nothing was written.
 */
export async function saveChannelSettings(db: D1Database, write: ChannelSettingsWrite): Promise<boolean> {
  const { hotelId, version } = write;
  const guard = 'COALESCE((SELECT version FROM hotel_channel_versions WHERE hotel_id = ?), 0) = ?';
  const g = [hotelId, version] as const;
  const channels = JSON.stringify(write.channels.map((c, position) => ({ ...c, position })));
  const roomTypes = JSON.stringify(write.roomTypes);
  const ratePlans = JSON.stringify(write.ratePlans);
  const relink = (table: string, column: string, owner: string, items: string) => [
    db
      .prepare(
        `DELETE FROM ${table} WHERE ${column} IN
           (SELECT o.id FROM ${owner} o JOIN json_each(?) j ON o.id = j.value ->> 'id' WHERE o.hotel_id = ?)
           AND ${guard}`,
      )
      .bind(items, hotelId, ...g),
    db
      .prepare(
        `INSERT OR IGNORE INTO ${table} (${column}, channel_id)
         SELECT o.id, hc.id FROM json_each(?) j
           JOIN ${owner} o ON o.id = j.value ->> 'id' AND o.hotel_id = ?
           JOIN json_each(j.value -> 'linkedChannels') l
           JOIN hotel_channels hc ON hc.hotel_id = o.hotel_id AND hc.channel = l.value
          WHERE ${guard}`,
      )
      .bind(items, hotelId, ...g),
  ];
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `DELETE FROM hotel_channels WHERE hotel_id = ?
           AND channel NOT IN (SELECT value ->> 'channel' FROM json_each(?)) AND ${guard}`,
      )
      .bind(hotelId, channels, ...g),
    db
      .prepare(
        `INSERT INTO hotel_channels (hotel_id, channel, disabled, position)
         SELECT ?, value ->> 'channel', value ->> 'disabled', value ->> 'position' FROM json_each(?)
          WHERE ${guard}
         ON CONFLICT (hotel_id, channel) DO UPDATE SET disabled = excluded.disabled, position = excluded.position`,
      )
      .bind(hotelId, channels, ...g),
    ...relink('room_type_channels', 'room_type_id', 'room_types', roomTypes),
    ...relink('rate_plan_channels', 'rate_plan_id', 'rate_plans', ratePlans),
    // The searches' edge cache is keyed by the rates version: channels change what is sold.
    bumpRatesVersion(db, hotelId),
    // Last: the version bump, whose change count says whether this write won.
    db
      .prepare(
        `INSERT INTO hotel_channel_versions (hotel_id, version) SELECT ?, ? + 1 WHERE ${guard}
         ON CONFLICT (hotel_id) DO UPDATE SET version = excluded.version`,
      )
      .bind(hotelId, version, ...g),
  ];
  const results = await db.batch(statements);
  return (results.at(-1)?.meta.changes ?? 0) === 1;
}
