/**
 * A published feed (CHANNEL-1, decision 050): the calendar of one room or room type that an OTA
 * polls at /ical/{token}.ics. A room's feed blocks its stays (one event per reservation room,
 * UID stable across exports) and its closed nights (the room's, its type's on the ratesheet, the
 * hotel's); a room type's feed blocks the nights none of its rooms is left (sold, closed).
 * `channel` is the OTA that reads the feed: the stays imported from that channel's own calendar
 * are left out, so a block never travels back to where it came from.
 */
import { addDays, todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import {
  clipRange,
  EXPORT_DAYS_DEFAULT,
  type FeedEvent,
  nightRanges,
  serializeCalendar,
} from '../../src/domain/ical.ts';
import { typeName } from '../data/ical.ts';
import {
  type FeedSource,
  findExportByToken,
  findExportState,
  loadRoomFeed,
  loadRoomTypeFeed,
  saveExportState,
} from '../data/ical-feeds.ts';
import { sha256Hex } from '../security/tokens.ts';

export const RESERVED = 'Reserved';
export const CLOSED = 'Closed';

export type BuiltFeed = {
  body: string;
  /** Strong validator: the content's hash (DTSTAMP aside). */
  etag: string;
  lastModified: Date;
};

/** The host in every UID: the feed's own, so UIDs of two installations never collide. */
const uidHost = (siteUrl: string) => {
  try {
    return new URL(siteUrl).hostname || 'itaca';
  } catch {
    return 'itaca';
  }
};

/** The events of a feed over [from, to), in date order. */
async function feedEvents(
  db: D1Database,
  feed: FeedSource,
  span: { from: IsoDate; to: IsoDate },
  channel: string,
  host: string,
): Promise<FeedEvent[]> {
  const { from, to } = span;
  if (feed.room_id !== null) {
    const rows = await loadRoomFeed(db, {
      hotelId: feed.hotel_id,
      roomId: feed.room_id,
      roomTypeId: feed.of_room_type_id,
      from,
      to,
      channel,
    });
    const stays: FeedEvent[] = [];
    for (const stay of rows.stays) {
      const clipped = clipRange({ start: stay.start_date, end: stay.end_date }, from, to);
      if (clipped) stays.push({ uid: `stay-${stay.id}@${host}`, ...clipped, summary: RESERVED });
    }
    const closed = nightRanges(rows.closed).map(
      (range): FeedEvent => ({
        uid: `closed-room-${feed.room_id}-${range.start}@${host}`,
        ...range,
        summary: CLOSED,
      }),
    );
    return [...stays, ...closed].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  }
  const nights = await loadRoomTypeFeed(db, {
    hotelId: feed.hotel_id,
    roomTypeId: feed.of_room_type_id,
    from,
    to,
    channel,
  });
  const closed: IsoDate[] = [];
  const full: IsoDate[] = [];
  for (const night of nights) {
    if (night.room_closed === 1 || night.hotel_closed === 1) {
      closed.push(night.date);
      continue;
    }
    // Rooms held on the night, less those the reading channel sold itself.
    const held = Math.max(0, night.booked + night.overbooked - night.own);
    if (held >= night.total) full.push(night.date);
  }
  const event = (summary: string, kind: string) => (range: { start: IsoDate; end: IsoDate }) => ({
    uid: `${kind}-type-${feed.of_room_type_id}-${range.start}@${host}`,
    ...range,
    summary,
  });
  return [
    ...nightRanges(full).map(event(RESERVED, 'full')),
    ...nightRanges(closed).map(event(CLOSED, 'closed')),
  ].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/**
 * The feed of `token` as it stands now, or null when no feed has that token (a regenerated one).
 * Its content changing moves Last-Modified and DTSTAMP to `now` (stored once per change).
 */
export async function buildFeed(
  db: D1Database,
  request: { token: string; channel: string; days?: number; now: number; siteUrl: string },
): Promise<BuiltFeed | null> {
  const feed = await findExportByToken(db, request.token);
  if (!feed) return null;
  const from = todayIn(feed.time_zone, request.now);
  const days = request.days ?? EXPORT_DAYS_DEFAULT;
  const events = await feedEvents(
    db,
    feed,
    { from, to: addDays(from, days) },
    request.channel,
    uidHost(request.siteUrl),
  );
  const kind =
    feed.room_name === null ? typeName(feed.type_name_json, feed.type_name_key, 'en') : feed.room_name;
  const name = `${feed.hotel_name} – ${kind}`;
  // The hash ignores DTSTAMP (a fixed instant): the same blocks are the same feed.
  const contentHash = (await sha256Hex(serializeCalendar({ name, events, stamp: new Date(0) }))).slice(0, 32);
  // One state per reader: the channel, and the span when it is not the default one.
  const reader = days === EXPORT_DAYS_DEFAULT ? request.channel : `${request.channel}@${days}`;
  const state = await findExportState(db, feed.id, reader);
  let modified = state ? new Date(state.modified_date) : new Date(request.now);
  if (!state || state.content_hash !== contentHash) {
    modified = new Date(request.now);
    await saveExportState(db, { exportId: feed.id, channel: reader, contentHash, modified });
  }
  // HTTP dates have whole seconds: so do the stored instant's uses.
  modified = new Date(Math.floor(modified.getTime() / 1000) * 1000);
  return {
    body: serializeCalendar({ name, events, stamp: modified }),
    etag: `"${contentHash}"`,
    lastModified: modified,
  };
}

/** `/ical/{token}.ics`: the token of a feed path, or null. */
export function feedToken(pathname: string): string | null {
  const match = /^\/ical\/([A-Za-z0-9_-]{32,64})\.ics$/.exec(pathname);
  return match?.[1] ?? null;
}

const FEED_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  // OTAs poll every few minutes: they revalidate each time (ETag), nothing caches a stale feed.
  'Cache-Control': 'no-cache',
  'X-Robots-Tag': 'noindex',
};

/**
 * The HTTP answer to a feed request (GET or HEAD): 404 for an unknown token, 304 when the OTA's
 * If-None-Match or If-Modified-Since matches, else the feed with its validators.
 */
export async function feedResponse(
  db: D1Database,
  request: Request,
  options: { now: number; siteUrl: string; channel: string; days?: number },
): Promise<Response> {
  const token = feedToken(new URL(request.url).pathname);
  const feed = token
    ? await buildFeed(db, {
        token,
        channel: options.channel,
        now: options.now,
        siteUrl: options.siteUrl,
        ...(options.days ? { days: options.days } : {}),
      })
    : null;
  if (!feed) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const validators = { ETag: feed.etag, 'Last-Modified': feed.lastModified.toUTCString() };
  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = request.headers.get('if-modified-since');
  // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag || tag.trim() === '*')
    : ifModifiedSince !== null && Date.parse(ifModifiedSince) >= feed.lastModified.getTime();
  if (notModified)
    return new Response(null, { status: 304, headers: { ...validators, 'Cache-Control': 'no-cache' } });
  return new Response(request.method === 'HEAD' ? null : feed.body, {
    status: 200,
    headers: { ...FEED_HEADERS, ...validators },
  });
}
