/**
 * The promotions and channels routes inside workerd: access (401, 403 for another manager's
 * hotel on every route, the anti-forgery header), the editor's rules (400 with field and key,
 * nothing written), versions (409 on a stale one, one winner of two racing writes), the rates
 * version bumped by every write, a new promotion pricing the public search at once, and the
 * channel list with its room type and rate plan links.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingSearch } from '../../src/contracts/booking-types.ts';
import type { ChannelSettingsResponse } from '../../src/contracts/secure/channels.ts';
import type { PromotionsResponse, PromotionView } from '../../src/contracts/secure/promotions.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  API,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ALIAS,
  HOTEL_ID,
  NR,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const OTHER_HOTEL_ID = 9313;
const OTHER_ROOM_TYPE = 93131;
let staff: ManagerSession;
let rival: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const promotionsUrl = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/promotions`;
const channelsUrl = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/channels`;

function call(
  method: string,
  target: string,
  options: { session?: ManagerSession | null; body?: unknown; xsrf?: boolean } = {},
): Promise<Response> {
  const session = options.session === undefined ? staff : options.session;
  const headers: Record<string, string> = session
    ? session.headers()
    : { 'Content-Type': 'application/json' };
  if (options.xsrf === false) delete headers['X-XSRF-TOKEN'];
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return SELF.fetch(target, init);
}

/** A valid editor body; `over` replaces fields. */
function promotion(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'STANDARD',
    name: { en: 'Autumn deal', it: 'Offerta autunno' },
    discount: { type: 'PERCENTAGE', amount: 20 },
    days: null,
    minStay: null,
    enabled: true,
    onArrival: false,
    secretCode: null,
    validFrom: null,
    validTo: null,
    ratePlanIds: [FLEX],
    roomTypeIds: [DOUBLE],
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}): Promise<PromotionView> {
  const res = await call('POST', promotionsUrl(), { body: promotion(over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PromotionView;
}

async function errorsOf(res: Response, status = 400): Promise<ErrorBody['errors']> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as ErrorBody).errors;
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
const promotionCount = () => count('SELECT count(*) AS n FROM promotions');
const ratesVersion = () => count(`SELECT rates_version AS n FROM hotels WHERE id = ${HOTEL_ID}`);
const channelRows = () =>
  count(
    `SELECT (SELECT count(*) FROM hotel_channels) + (SELECT count(*) FROM room_type_channels)
       + (SELECT count(*) FROM rate_plan_channels) + (SELECT count(*) FROM hotel_channel_versions) AS n`,
  );

async function flexPrice(checkin: string, checkout: string): Promise<number | undefined> {
  const res = await SELF.fetch(
    `${API}/booking/hotels/${HOTEL_ALIAS}/search?checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as BookingSearch;
  return body.results.find((r) => r.roomType.id === DOUBLE)?.rates.find((r) => r.ratePlanId === FLEX)?.total
    .finalAmount;
}

async function channels(session: ManagerSession = staff): Promise<ChannelSettingsResponse> {
  const res = await call('GET', channelsUrl(), { session });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as ChannelSettingsResponse;
}

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const [email, name] of [
    ['promo.staff@example.com', 'Sara'],
    ['promo.rival@example.com', 'Luca'],
    ['promo.outsider@example.com', 'Otto'],
  ] as const) {
    ids.push(
      await insertManager(env.DB, {
        email,
        username: email.split('@')[0] ?? email,
        name,
        surname: 'Test',
        passwordHash,
      }),
    );
  }
  const [staffId, rivalId, outsiderId] = ids;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'promo-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare(
      `INSERT OR IGNORE INTO room_types (id, hotel_id, name_key, name_json, category, max_adults)
       VALUES (?, ?, 'other.double', '{"en":"Other double"}', 'DOUBLE', 2)`,
    ).bind(OTHER_ROOM_TYPE, OTHER_HOTEL_ID),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?), (?, ?)').bind(
      staffId,
      HOTEL_ID,
      rivalId,
      HOTEL_ID,
      outsiderId,
      OTHER_HOTEL_ID,
    ),
  ]);
  staff = await signInManager('promo.staff@example.com');
  rival = await signInManager('promo.rival@example.com');
  outsider = await signInManager('promo.outsider@example.com');
});

describe('who may read and write', () => {
  it('answers 401 without a session, 403 for another hotel and without the anti-forgery header; writes nothing', async () => {
    const mine = await create();
    const one = `${promotionsUrl()}/${mine.id}`;
    const before = [await promotionCount(), await channelRows(), await ratesVersion()];
    const routes = (session: ManagerSession | null) => [
      call('GET', promotionsUrl(), { session }),
      call('POST', promotionsUrl(), { session, body: promotion() }),
      call('PUT', one, { session, body: { ...promotion(), version: 1 } }),
      call('PUT', `${one}/enabled`, { session, body: { enabled: false, version: 1 } }),
      call('DELETE', `${one}?version=1`, { session }),
      call('GET', channelsUrl(), { session }),
      call('PUT', channelsUrl(), {
        session,
        body: { version: 0, channels: [], roomTypes: [], ratePlans: [] },
      }),
    ];
    expect((await Promise.all(routes(null))).map((r) => r.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401,
    ]);
    const forbidden = await Promise.all(routes(outsider));
    expect(forbidden.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    for (const res of forbidden) {
      expect((await res.json()) as ErrorBody).toMatchObject({
        errors: [{ field: 'hotelId', code: 'error.hotel.not.managed' }],
      });
    }
    const noXsrf = await call('POST', promotionsUrl(), { body: promotion(), xsrf: false });
    expect(noXsrf.status).toBe(403);
    expect([await promotionCount(), await channelRows(), await ratesVersion()]).toEqual(before);
  });

  it("answers 404 for a promotion of another hotel and 400 for another hotel's room type", async () => {
    const other = await env.DB.prepare(
      `INSERT INTO promotions (hotel_id, type, name_json, discount_type, discount_value)
       VALUES (?, 'STANDARD', '{"en":"Theirs"}', 'PERCENTAGE', 5) RETURNING id`,
    )
      .bind(OTHER_HOTEL_ID)
      .first<{ id: number }>();
    const res = await call('PUT', `${promotionsUrl()}/${other?.id}`, {
      body: { ...promotion(), version: 1 },
    });
    expect(res.status).toBe(404);
    expect(
      await errorsOf(
        await call('POST', promotionsUrl(), { body: promotion({ roomTypeIds: [OTHER_ROOM_TYPE] }) }),
      ),
    ).toEqual([{ field: 'roomTypeIds.0', code: 'error.element.not.found' }]);
  });
});

describe('promotions editor', () => {
  it('refuses what the rules refuse, with the field and the message key, and writes nothing', async () => {
    const before = await promotionCount();
    const cases: [Record<string, unknown>, { field: string; code: string }][] = [
      [
        { type: 'EARLY_BOOKING', days: null },
        { field: 'days', code: 'error.required' },
      ],
      [
        { type: 'LAST_SECOND', days: 0 },
        { field: 'days', code: 'error.field.min' },
      ],
      [
        { type: 'LAST_MINUTE', days: 366 },
        { field: 'days', code: 'error.field.max' },
      ],
      [
        { type: 'MINIMUM_STAY', minStay: 0 },
        { field: 'minStay', code: 'error.field.min' },
      ],
      [
        { type: 'MINIMUM_STAY', minStay: 2.5 },
        { field: 'minStay', code: 'error.field.generic.invalid' },
      ],
      [
        { discount: { type: 'PERCENTAGE', amount: 100.5 } },
        { field: 'discount.amount', code: 'error.amount.max' },
      ],
      [{ discount: { type: 'PRICE', amount: 0 } }, { field: 'discount.amount', code: 'error.amount.min' }],
      [
        { discount: { type: 'PRICE', amount: 1.005 } },
        { field: 'discount.amount', code: 'error.field.generic.invalid' },
      ],
      [
        { validFrom: day(10), validTo: day(9) },
        { field: 'validTo', code: 'error.date.end.before.start' },
      ],
      [{ name: { en: '  ', it: 'x' } }, { field: 'name.en', code: 'error.required' }],
      [{ secretCode: 'no spaces' }, { field: 'secretCode', code: 'error.field.generic.invalid' }],
      [{ type: 'HALF_PRICE' }, { field: 'type', code: 'error.field.generic.invalid' }],
      [{ ratePlanIds: [] }, { field: 'ratePlanIds', code: 'error.required' }],
    ];
    for (const [over, expected] of cases) {
      const errors = await errorsOf(await call('POST', promotionsUrl(), { body: promotion(over) }));
      expect(errors, JSON.stringify(over)).toContainEqual(expected);
    }
    expect(await promotionCount()).toBe(before);
  });

  it('creates, lists, edits, switches off and deletes, bumping the rates version each time', async () => {
    let version = await ratesVersion();
    const bumped = async () => {
      const now = await ratesVersion();
      expect(now).toBeGreaterThan(version);
      version = now;
    };
    const created = await create({
      type: 'MINIMUM_STAY',
      minStay: 3,
      days: 12, // not read by MINIMUM_STAY: not stored
      discount: { type: 'PRICE', amount: 12.5 },
      secretCode: 'STAY3',
      validFrom: day(1),
      validTo: day(90),
    });
    await bumped();
    expect(created).toMatchObject({
      type: 'MINIMUM_STAY',
      name: { en: 'Autumn deal', it: 'Offerta autunno' },
      discount: { type: 'PRICE', amount: 12.5 },
      days: null,
      minStay: 3,
      secretCode: 'STAY3',
      validFrom: day(1),
      validTo: day(90),
      ratePlanIds: [FLEX],
      roomTypeIds: [DOUBLE],
      version: 1,
    });
    const stored = await env.DB.prepare('SELECT discount_value FROM promotions WHERE id = ?')
      .bind(created.id)
      .first<{ discount_value: number }>();
    expect(stored?.discount_value).toBe(1250);

    const list = await call('GET', promotionsUrl());
    expect(list.headers.get('Cache-Control')).toBe('no-store');
    const body = (await list.json()) as PromotionsResponse;
    expect(body.currency).toBe('EUR');
    expect(body.promotions.find((p) => p.id === created.id)).toEqual(created);
    expect(body.ratePlans.map((p) => p.id)).toEqual(expect.arrayContaining([FLEX, NR]));
    expect(body.roomTypes.map((r) => r.id)).toContain(DOUBLE);

    const one = `${promotionsUrl()}/${created.id}`;
    const edited = await call('PUT', one, {
      body: { ...promotion({ type: 'EARLY_BOOKING', days: 30, name: { en: 'Early', it: '' } }), version: 1 },
    });
    expect(edited.status).toBe(200);
    await bumped();
    expect(await edited.json()).toMatchObject({
      type: 'EARLY_BOOKING',
      days: 30,
      minStay: null,
      name: { en: 'Early', it: null },
      version: 2,
    });

    const stale = await call('PUT', one, { body: { ...promotion(), version: 1 } });
    expect(await errorsOf(stale, 409)).toEqual([{ field: 'version', code: 'error.promotion.changed' }]);

    const off = await call('PUT', `${one}/enabled`, { body: { enabled: false, version: 2 } });
    expect(await off.json()).toMatchObject({ enabled: false, version: 3 });
    await bumped();

    expect((await call('DELETE', `${one}?version=2`)).status).toBe(409);
    expect((await call('DELETE', `${one}?version=3`)).status).toBe(204);
    await bumped();
    expect((await call('DELETE', `${one}?version=4`)).status).toBe(404);
  });

  it('of two managers saving the same version, one wins and the other gets 409', async () => {
    const created = await create({ name: { en: 'Race', it: null } });
    const one = `${promotionsUrl()}/${created.id}`;
    const [a, b] = await Promise.all([
      call('PUT', one, { body: { ...promotion({ name: { en: 'Mine' } }), version: 1 } }),
      call('PUT', one, { session: rival, body: { ...promotion({ name: { en: 'Theirs' } }), version: 1 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('prices the public search with a new promotion at once, and without it once switched off', async () => {
    // The promotions the other tests left on would compete (best one per type): switch them off.
    await env.DB.prepare('UPDATE promotions SET enabled = 0 WHERE hotel_id = ?').bind(HOTEL_ID).run();
    const [checkin, checkout] = [day(20), day(22)];
    const before = await flexPrice(checkin, checkout);
    expect(before).toBeGreaterThan(0);
    const created = await create({ discount: { type: 'PERCENTAGE', amount: 25 } });
    expect(await flexPrice(checkin, checkout)).toBeCloseTo((before ?? 0) * 0.75, 1);
    await call('PUT', `${promotionsUrl()}/${created.id}/enabled`, { body: { enabled: false, version: 1 } });
    expect(await flexPrice(checkin, checkout)).toBe(before);
  });
});

describe('channel manager list', () => {
  it('lists the default channels with every room type and plan linked to them', async () => {
    const body = await channels();
    expect(body.version).toBe(0);
    expect(body.channels.map((c) => [c.channel, c.disabled])).toEqual([
      ['WEBSITE', false],
      ['BOOKING', false],
      ['EXPEDIA', false],
      ['AIRBNB', false],
    ]);
    expect(body.catalogue).toEqual(expect.arrayContaining(['WEBSITE', 'BOOKING', 'AGODA', 'LILIGO']));
    expect(body.catalogue).not.toContain('PHONE');
    expect(body.roomTypes.find((r) => r.id === DOUBLE)?.linkedChannels).toEqual([
      'WEBSITE',
      'BOOKING',
      'EXPEDIA',
      'AIRBNB',
    ]);
    expect(body.ratePlans.find((p) => p.id === FLEX)?.linkedChannels).toEqual([
      'WEBSITE',
      'BOOKING',
      'EXPEDIA',
      'AIRBNB',
    ]);
  });

  it('saves channels and links as a whole, refuses bad links and stale versions, and races to one winner', async () => {
    const start = await channels();
    const rates = await ratesVersion();
    const save = (version: number, over: Record<string, unknown> = {}, session: ManagerSession = staff) =>
      call('PUT', channelsUrl(), {
        session,
        body: {
          version,
          channels: [
            { channel: 'WEBSITE', disabled: false },
            { channel: 'BOOKING', disabled: false },
            { channel: 'AIRBNB', disabled: true },
            { channel: 'AGODA', disabled: false },
          ],
          roomTypes: [{ id: DOUBLE, linkedChannels: ['WEBSITE', 'AGODA'] }],
          ratePlans: [{ id: FLEX, linkedChannels: ['WEBSITE', 'BOOKING', 'AGODA'] }],
          ...over,
        },
      });

    const unknownLink = await save(start.version, {
      roomTypes: [{ id: DOUBLE, linkedChannels: ['EXPEDIA'] }],
    });
    expect(await errorsOf(unknownLink)).toEqual([
      { field: 'roomTypes.0.linkedChannels.0', code: 'error.element.not.found' },
    ]);
    const foreign = await save(start.version, { roomTypes: [{ id: OTHER_ROOM_TYPE, linkedChannels: [] }] });
    expect(await errorsOf(foreign)).toEqual([{ field: 'roomTypes.0.id', code: 'error.element.not.found' }]);
    const junkChannel = await save(start.version, { channels: [{ channel: 'PHONE', disabled: false }] });
    expect(await errorsOf(junkChannel)).toContainEqual({
      field: 'channels.0.channel',
      code: 'error.field.generic.invalid',
    });
    expect(await channels()).toEqual(start);

    const [a, b] = await Promise.all([save(start.version), save(start.version, {}, rival)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const saved = (await (a.status === 200 ? a : b).json()) as ChannelSettingsResponse;
    expect(saved.version).toBe(start.version + 1);
    expect(saved.channels.map((c) => [c.channel, c.disabled])).toEqual([
      ['WEBSITE', false],
      ['BOOKING', false],
      ['AIRBNB', true],
      ['AGODA', false],
    ]);
    expect(saved.roomTypes.find((r) => r.id === DOUBLE)?.linkedChannels).toEqual(['WEBSITE', 'AGODA']);
    expect(saved.ratePlans.find((p) => p.id === FLEX)?.linkedChannels).toEqual([
      'WEBSITE',
      'BOOKING',
      'AGODA',
    ]);
    // EXPEDIA was removed: the links of the plans not named lost it too.
    expect(saved.ratePlans.find((p) => p.id === NR)?.linkedChannels).toEqual([
      'WEBSITE',
      'BOOKING',
      'AIRBNB',
    ]);
    expect(await ratesVersion()).toBeGreaterThan(rates);

    const stale = await save(start.version, { roomTypes: [{ id: DOUBLE, linkedChannels: [] }] });
    expect(await errorsOf(stale, 409)).toEqual([{ field: 'version', code: 'error.channels.changed' }]);
    expect(await channels()).toEqual(saved);
  });
});
