/**
 * Calendar sync with the channels (CHANNEL-1) inside workerd: a published feed's bytes, its 304s
 * and a regenerated URL's 404; an OTA's feed creating, moving and cancelling stays through the
 * booking write path; a conflict (overbooking, banner, e-mail); SSRF refusals; a 2 MB feed and a
 * broken one that keep the last good state. The OTA is a function standing for the network
 * (`fetcher`), the rest is the real worker.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IcalConflicts, IcalOverview } from '../../src/contracts/secure/ical.ts';
import { toCompactDate } from '../../src/domain/booking/dates.ts';
import { FEED_MAX_BYTES } from '../../src/domain/ical.ts';
import { syncImport } from '../ical/sync.ts';
import { DOUBLE, day, HOTEL_ID, LAST_ROOM, THIRD_FULL } from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';
import { insertStay, PLANNER, roomId, seedPlanningFixture } from '../test/planning-fixture.ts';
import { FEED_MISSES_PER_HOUR } from './ical-feed.ts';

const BASE = `${SECURE_API}/hotels/${HOTEL_ID}/ical`;
const OTA_URL = 'https://ota.example/calendar/room.ics';
let manager: ManagerSession;

const vevent = (uid: string, from: number, to: number, summary = 'Airbnb (Not available)') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${toCompactDate(day(from))}`,
    `DTEND;VALUE=DATE:${toCompactDate(day(to))}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** An OTA answering `body` with `status` (and recording what it was asked). */
function ota(body: string | Uint8Array, status = 200, headers: Record<string, string> = {}) {
  const asked: Request[] = [];
  const fetcher = async (request: Request) => {
    asked.push(request);
    return new Response(status === 304 ? null : body, { status, headers });
  };
  return { fetcher, asked };
}

async function addImport(body: Record<string, unknown>): Promise<number> {
  const res = await SELF.fetch(`${BASE}/imports`, {
    method: 'POST',
    headers: manager.headers(),
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const overview = async () =>
  (await (await SELF.fetch(BASE, { headers: manager.headers() })).json()) as IcalOverview;

/** The reservations a channel's calendar created (cancelled ones too), by first night. */
const importedStays = (channel: string) =>
  env.DB.prepare(
    `SELECT res.code, res.source, res.status, res.status_text, res.total_cents, rr.start_date, rr.end_date, rr.room_id
       FROM reservations res JOIN reservation_rooms rr ON rr.reservation_id = res.id
      WHERE res.source = ? AND res.notes LIKE ? ORDER BY rr.start_date`,
  )
    .bind(channel, `${channel} calendar, event %`)
    .all<{
      code: string;
      source: string;
      status: string;
      status_text: string | null;
      total_cents: number;
      start_date: string;
      end_date: string;
      room_id: number | null;
    }>();

beforeAll(async () => {
  await seedPlanningFixture();
  manager = await signInManager(PLANNER);
});

describe('a published feed', () => {
  it('is RFC 5545 text with the stays and closings, no guest, 304 on revalidation, 404 once regenerated', async () => {
    const t1 = await roomId('T1');
    await insertStay({ from: 2, nights: 3, room: 'T1', name: 'Greta', surname: 'Secret' });
    await env.DB.prepare('INSERT INTO room_closings (room_id, date) VALUES (?, ?)').bind(t1, day(9)).run();
    const feed = (await overview()).exports.find((e) => e.roomId === t1);
    expect(feed?.url).toMatch(/^https:\/\/itaca\.test\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    const res = await SELF.fetch(feed?.url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await res.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(body).toContain(
      `DTSTART;VALUE=DATE:${toCompactDate(day(2))}\r\nDTEND;VALUE=DATE:${toCompactDate(day(5))}\r\nSUMMARY:Reserved`,
    );
    expect(body).toContain(
      `DTSTART;VALUE=DATE:${toCompactDate(day(9))}\r\nDTEND;VALUE=DATE:${toCompactDate(day(10))}\r\nSUMMARY:Closed`,
    );
    expect(body).not.toMatch(/Greta|Secret|guest@/);
    const etag = res.headers.get('etag') ?? '';
    const lastModified = res.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await SELF.fetch(feed?.url ?? '', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect(
      (await SELF.fetch(feed?.url ?? '', { headers: { 'If-Modified-Since': lastModified } })).status,
    ).toBe(304);
    // The UID of a stay does not change between two exports (the OTA replaces, never duplicates).
    expect((await (await SELF.fetch(feed?.url ?? '')).text()).match(/UID:stay-\d+@itaca\.test/g)).toEqual(
      body.match(/UID:stay-\d+@itaca\.test/g),
    );

    // A room type's feed blocks the nights none of its rooms is left: day 12 is sold out for the
    // Third-night type, day 25 for every type; the hotel is closed on day 40.
    const typeFeed = (await overview()).exports.find(
      (e) => e.roomTypeId === THIRD_FULL && e.roomId === undefined,
    );
    const typeBody = await (await SELF.fetch(typeFeed?.url ?? '')).text();
    const block = (from: number, to: number, summary: string) =>
      `DTSTART;VALUE=DATE:${toCompactDate(day(from))}\r\nDTEND;VALUE=DATE:${toCompactDate(day(to))}\r\nSUMMARY:${summary}`;
    expect(typeBody).toContain(block(12, 13, 'Reserved'));
    expect(typeBody).toContain(block(25, 26, 'Reserved'));
    expect(typeBody).toContain(block(40, 41, 'Closed'));
    expect(typeBody.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    const regenerated = await SELF.fetch(`${BASE}/exports/regenerate`, {
      method: 'POST',
      headers: manager.headers(),
      body: JSON.stringify({ roomId: t1 }),
    });
    expect(regenerated.status).toBe(200);
    const { url } = (await regenerated.json()) as { url: string };
    expect(url).not.toBe(feed?.url);
    expect((await SELF.fetch(feed?.url ?? '')).status).toBe(404);
    expect((await SELF.fetch(url)).status).toBe(200);
  });

  it('refuses an address that guesses tokens, once it reached its misses, and only that address', async () => {
    const guesser = { 'CF-Connecting-IP': '203.0.113.9' };
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, count) VALUES (?, ?, ?)')
      .bind('ical-feed-miss:ip:203.0.113.9', hour, FEED_MISSES_PER_HOUR - 1)
      .run();
    const good = (await overview()).exports[0]?.url ?? '';
    expect(
      (await SELF.fetch(`${new URL(good).origin}/ical/not-a-token.ics`, { headers: guesser })).status,
    ).toBe(404);
    const refused = await SELF.fetch(good, { headers: guesser });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Hits are never counted: an OTA polling many good feeds from one address is not limited.
    for (let poll = 0; poll < 3; poll++) {
      expect((await SELF.fetch(good, { headers: { 'CF-Connecting-IP': '198.51.100.7' } })).status).toBe(200);
    }
  });
});

describe("an OTA's feed", () => {
  it('creates stays priced at nothing, moves them, cancels what leaves the feed, and keeps them out of its own feed', async () => {
    const id = await addImport({ roomTypeId: DOUBLE, channel: 'AIRBNB', url: OTA_URL });
    const first = await syncImport(env, id, {
      startedBy: 'MANUAL',
      fetcher: ota(
        calendar(vevent('a1@airbnb', 14, 16), vevent('a2@airbnb', 18, 21), vevent('zero@airbnb', 30, 30)),
        200,
        { ETag: '"v1"' },
      ).fetcher,
    });
    expect(first).toMatchObject({
      outcome: 'OK',
      eventsRead: 3,
      created: 2,
      updated: 0,
      cancelled: 0,
      conflicts: 0,
      skipped: 1,
    });
    let stays = (await importedStays('AIRBNB')).results;
    expect(stays.map((s) => [s.source, s.status, s.total_cents, s.start_date, s.end_date])).toEqual([
      ['AIRBNB', 'CONFIRMED', 0, day(14), day(16)],
      ['AIRBNB', 'CONFIRMED', 0, day(18), day(21)],
    ]);
    expect(stays.every((s) => s.room_id !== null)).toBe(true);

    // The room's feed read by Airbnb leaves Airbnb's own stay out; read by Booking.com it blocks it.
    const roomFeed = (await overview()).exports.find((e) => e.roomId === stays[0]?.room_id)?.url ?? '';
    const nights = toCompactDate(day(14));
    expect(await (await SELF.fetch(`${roomFeed}?channel=AIRBNB`)).text()).not.toContain(
      `DTSTART;VALUE=DATE:${nights}`,
    );
    expect(await (await SELF.fetch(`${roomFeed}?channel=BOOKING`)).text()).toContain(
      `DTSTART;VALUE=DATE:${nights}`,
    );

    const again = ota(calendar(vevent('a1@airbnb', 15, 17)));
    const second = await syncImport(env, id, { startedBy: 'SCHEDULED', fetcher: again.fetcher });
    expect(again.asked[0]?.headers.get('if-none-match')).toBe('"v1"');
    expect(second).toMatchObject({ outcome: 'OK', created: 0, updated: 1, cancelled: 1 });
    stays = (await importedStays('AIRBNB')).results;
    expect(stays.map((s) => [s.status, s.status_text, s.start_date, s.end_date])).toEqual([
      ['CONFIRMED', null, day(15), day(17)],
      ['CANCELLED', 'free', day(18), day(21)],
    ]);
    const history = await env.DB.prepare(
      `SELECT e.detail_json FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
        WHERE r.code = ? AND e.type = 'CANCELLED'`,
    )
      .bind(stays[1]?.code ?? '')
      .first<{ detail_json: string }>();
    expect(JSON.parse(history?.detail_json ?? '{}').reason).toBe("removed from the channel's calendar");
    const notModified = await syncImport(env, id, { startedBy: 'SCHEDULED', fetcher: ota('', 304).fetcher });
    expect(notModified).toMatchObject({ outcome: 'NOT_MODIFIED', created: 0, updated: 0, cancelled: 0 });
  });

  it("imports another hotel's feed served by this worker, and a stay that finds no room is a conflict", async () => {
    // The Last room type has one room, L1, taken on days 5–7.
    await insertStay({ from: 5, nights: 2, room: 'L1', roomTypeId: LAST_ROOM });
    const t2 = await roomId('T2');
    await insertStay({ from: 6, nights: 1, room: 'T2' });
    const source = (await overview()).exports.find((e) => e.roomId === t2)?.url ?? '';
    // Outside production a loopback URL of this worker is served in-process (the offline demo).
    const local = source.replace('https://itaca.test', 'http://127.0.0.1:8787');
    const id = await addImport({
      roomId: await roomId('L1'),
      channel: 'BOOKING',
      url: `${local}?channel=BOOKING`,
    });
    const sync = await SELF.fetch(`${BASE}/imports/${id}/sync`, {
      method: 'POST',
      headers: manager.headers(),
    });
    expect(sync.status).toBe(200);
    // T2's stay on day 6, and the hotel's closing of day 40 (a "Closed" block).
    expect(await sync.json()).toMatchObject({ outcome: 'OK', created: 2, conflicts: 1 });
    const [stay] = (await importedStays('BOOKING')).results;
    expect(stay).toMatchObject({ source: 'BOOKING', start_date: day(6), end_date: day(7), room_id: null });
    const overbooked = await env.DB.prepare(
      'SELECT overbooked FROM inventory WHERE room_type_id = ? AND date = ?',
    )
      .bind(LAST_ROOM, day(6))
      .first<{ overbooked: number }>();
    expect(overbooked?.overbooked).toBe(1);
    const banner = (await (
      await SELF.fetch(`${BASE}/conflicts`, { headers: manager.headers() })
    ).json()) as IcalConflicts;
    expect(banner.conflicts.map((c) => [c.code, c.channel, c.checkin])).toEqual([
      [stay?.code, 'BOOKING', day(6)],
    ]);
    // An overbooking is an alert: its notice also reaches the manager by e-mail, dates in words.
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, body_text FROM email_outbox WHERE template = 'notification' AND to_address = ? ORDER BY id DESC",
    )
      .bind(PLANNER)
      .first<{ to_address: string; subject: string; body_text: string }>();
    expect(mail?.subject).toContain(`Overbooking: ${stay?.code} from Booking.com`);
    expect(mail?.subject).not.toContain(day(6));
    expect(mail?.body_text).toContain(`/secure/reservations/${stay?.code}`);
    const log = (await overview()).imports.find((i) => i.id === id);
    expect(log?.lastSync).toMatchObject({ startedBy: 'MANUAL', outcome: 'OK', created: 2, conflicts: 1 });
  });
});

describe('refusals that change nothing', () => {
  it('refuses private addresses, and a redirect to one', async () => {
    for (const [url, code] of [
      ['https://10.0.0.1/cal.ics', 'bo.ical.url.error.host'],
      ['https://169.254.169.254/latest', 'bo.ical.url.error.host'],
      ['http://ota.example/cal.ics', 'bo.ical.url.error.https'],
    ]) {
      const res = await SELF.fetch(`${BASE}/imports`, {
        method: 'POST',
        headers: manager.headers(),
        body: JSON.stringify({ roomTypeId: DOUBLE, channel: 'VRBO', url }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(code);
    }
    const id = await addImport({ roomTypeId: DOUBLE, channel: 'VRBO', url: OTA_URL });
    const redirect = ota('', 302, { Location: 'https://192.168.0.1/admin' });
    const result = await syncImport(env, id, { startedBy: 'MANUAL', fetcher: redirect.fetcher });
    expect(result).toMatchObject({ outcome: 'ERROR', created: 0 });
    expect(result?.error).toContain('Refused address');
    expect(redirect.asked).toHaveLength(1);
  });

  it('keeps the last good state when the feed is too large, broken or unreachable', async () => {
    const id = await addImport({ roomTypeId: DOUBLE, channel: 'EXPEDIA', url: OTA_URL });
    expect(
      await syncImport(env, id, {
        startedBy: 'MANUAL',
        fetcher: ota(calendar(vevent('e1@expedia', 33, 35))).fetcher,
      }),
    ).toMatchObject({ created: 1 });
    const big = new Uint8Array(FEED_MAX_BYTES + 1).fill(65);
    for (const [answer, status] of [
      [ota(big), 200],
      [ota('<html>Maintenance</html>'), 200],
      [ota('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026130', 200), 200],
      [ota('Service Unavailable', 503), 503],
    ] as const) {
      const result = await syncImport(env, id, { startedBy: 'SCHEDULED', fetcher: answer.fetcher });
      expect(result).toMatchObject({ outcome: 'ERROR', httpStatus: status, cancelled: 0, created: 0 });
    }
    const stays = (await importedStays('EXPEDIA')).results;
    expect(stays.map((s) => [s.status, s.start_date])).toEqual([['CONFIRMED', day(33)]]);
    const log = (await overview()).imports.find((i) => i.id === id);
    expect(log?.runs.map((r) => r.outcome)).toEqual(['ERROR', 'ERROR', 'ERROR', 'ERROR', 'OK']);
    expect(log?.lastError?.httpStatus).toBe(503);
    // Removed with its log; its stay is kept (it was sold).
    const remove = () =>
      SELF.fetch(`${BASE}/imports/${id}`, { method: 'DELETE', headers: manager.headers() });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await importedStays('EXPEDIA')).results.map((s) => s.status)).toEqual(['CONFIRMED']);
  });
});
