/**
 * The ratesheet API (secure-ratesheet.ts) inside workerd: who may read and write, the sheet's
 * cells (own and derived amounts, restrictions, closings, availability, last change), cell edits
 * and their bounds and races, the day toggle, the bulk edit (set-based, atomic, concurrent), the
 * audit, and the edge cache of public answers keyed by the rates version.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar, BookingSearch } from '../../src/contracts/booking-types.ts';
import type {
  BulkEditResult,
  RatesheetChange,
  RatesheetRate,
  RatesheetResponse,
} from '../../src/contracts/secure/ratesheet.ts';
import { addDays, bulkLastDate } from '../../src/domain/ratesheet.ts';
import {
  API,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ALIAS,
  HOTEL_ID,
  LAST_ROOM,
  NR,
  nextIp,
  postReservation,
  reservationBody,
  THIRD_FULL,
  today,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';
import {
  OTHER_HOTEL_ID,
  OTHER_ROOM_TYPE,
  OUTSIDER,
  PLANNER,
  seedPlanningFixture,
} from '../test/planning-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

let planner: ManagerSession;
let outsider: ManagerSession;

beforeAll(async () => {
  await seedPlanningFixture();
  planner = await signInManager(PLANNER);
  outsider = await signInManager(OUTSIDER);
});

const sheetUrl = (hotelId: number, query: string) => `${SECURE_API}/hotels/${hotelId}/ratesheet?${query}`;

async function getSheet(
  from: string,
  to: string,
  options: { session?: ManagerSession | null; hotelId?: number; extra?: string } = {},
): Promise<Response> {
  const session = options.session === undefined ? planner : options.session;
  return SELF.fetch(sheetUrl(options.hotelId ?? HOTEL_ID, `from=${from}&to=${to}${options.extra ?? ''}`), {
    headers: session ? { Cookie: session.cookie } : {},
  });
}

async function sheet(from: string, to: string): Promise<RatesheetResponse> {
  const res = await getSheet(from, to);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as RatesheetResponse;
}

function post(
  what: 'cells' | 'days' | 'bulk',
  body: unknown,
  options: { session?: ManagerSession | null; hotelId?: number; headers?: Record<string, string> } = {},
): Promise<Response> {
  const session = options.session === undefined ? planner : options.session;
  return SELF.fetch(`${SECURE_API}/hotels/${options.hotelId ?? HOTEL_ID}/ratesheet/${what}`, {
    method: 'POST',
    headers: options.headers ?? (session ? session.headers() : { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
}

async function ok<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

async function refused(res: Response, status: number): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as ErrorBody;
}

function rateOf(
  body: RatesheetResponse,
  roomTypeId: number,
  ratePlanId: number,
  date: string,
): RatesheetRate {
  const rate = body.roomTypes
    .find((roomType) => roomType.id === roomTypeId)
    ?.ratePlans.find((plan) => plan.id === ratePlanId)
    ?.rates.find((r) => r.date === date);
  if (!rate) throw new Error(`no rate ${roomTypeId}/${ratePlanId}/${date}`);
  return rate;
}

/** The editable values of a cell as the screen saw them (what a write sends as `expected`). */
function expectedOf(rate: RatesheetRate) {
  const { amount, minLOS, maxLOS, closed, closedToArrival, closedToDeparture } = rate;
  return { amount, minLOS, maxLOS, closed, closedToArrival, closedToDeparture };
}

async function cellBody(roomTypeId: number, ratePlanId: number, n: number, changes: Record<string, unknown>) {
  const current = rateOf(await sheet(day(n), day(n)), roomTypeId, ratePlanId, day(n));
  return { cells: [{ roomTypeId, ratePlanId, date: day(n), expected: expectedOf(current), changes }] };
}

async function storedRate(roomTypeId: number, ratePlanId: number, date: string) {
  return env.DB.prepare(
    'SELECT amount_cents, min_los, max_los, closed, cta, ctd FROM daily_rates WHERE room_type_id = ? AND rate_plan_id = ? AND date = ?',
  )
    .bind(roomTypeId, ratePlanId, date)
    .first();
}

async function counts() {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM rate_changes) AS changes,
       (SELECT total(amount_cents) + total(min_los) + total(max_los) + total(cta) + total(ctd) + total(closed) FROM daily_rates) AS rates,
       (SELECT count(*) FROM daily_rates) AS rows,
       (SELECT rates_version FROM hotels WHERE id = ${HOTEL_ID}) AS version`,
  ).first<{ changes: number; rates: number; rows: number; version: number }>();
  return row;
}

async function publicSearch(n: number, nights = 1): Promise<{ res: Response; body: BookingSearch }> {
  const res = await SELF.fetch(
    `${API}/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(n)}&checkout=${day(n + nights)}&adults=2`,
    { headers: { 'CF-Connecting-IP': nextIp() } },
  );
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as BookingSearch };
}

/** The first night's amount of a plan for a room type in the public search (null: not offered). */
function offered(body: BookingSearch, roomTypeId: number, ratePlanId: number): number | null {
  const rate = body.results
    .find((r) => r.roomType.id === roomTypeId)
    ?.rates.find((r) => r.ratePlanId === ratePlanId);
  return rate?.nightly.initial[0] ?? null;
}

describe('access', () => {
  it('401 without a session, 403 for a hotel the manager does not run, on every route; 403 without the anti-forgery header', async () => {
    expect((await getSheet(day(0), day(6), { session: null })).status).toBe(401);
    const read = await refused(await getSheet(day(0), day(6), { session: outsider }), 403);
    expect(read.errors).toEqual([{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
    const before = await counts();
    const cells = await cellBody(DOUBLE, FLEX, 2, { amount: 99 });
    for (const [what, body] of [
      ['cells', cells],
      ['days', { date: day(2), closed: true }],
      [
        'bulk',
        {
          startDate: day(1),
          endDate: day(2),
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          roomTypes: [DOUBLE],
          ratePlans: [FLEX],
          targetRate: { amount: 1 },
        },
      ],
    ] as const) {
      expect((await post(what, body, { session: null })).status).toBe(401);
      const other = await refused(await post(what, body, { session: outsider }), 403);
      expect(other.errors).toEqual([{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
      // The outsider's own hotel with this hotel's room type: not found there.
      if (what === 'cells') {
        const foreign = await refused(
          await post(
            what,
            { cells: [{ ...cells.cells[0], roomTypeId: DOUBLE }] },
            { session: outsider, hotelId: OTHER_HOTEL_ID },
          ),
          404,
        );
        expect(foreign.errors[0]?.field).toBe('cells.0.roomTypeId');
      }
      const noXsrf = await post(what, body, {
        headers: { 'Content-Type': 'application/json', Cookie: planner.cookie },
      });
      expect(noXsrf.status).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('GET ratesheet', () => {
  it('answers per room type and plan the rates of each date: own and derived amounts, restrictions, closings, availability', async () => {
    const body = await sheet(day(0), day(41));
    expect(body).toMatchObject({
      hotelId: HOTEL_ID,
      from: day(0),
      to: day(41),
      today: today(),
      currency: 'EUR',
    });
    expect(body.days).toHaveLength(42);
    expect(body.days[0]).toMatchObject({ date: day(0), today: true, past: false, hotelClosed: false });
    expect(body.days[40]).toMatchObject({ date: day(40), hotelClosed: true });
    expect(body.roomTypes.map((roomType) => roomType.id)).toEqual([DOUBLE, LAST_ROOM, THIRD_FULL]);
    const double = body.roomTypes[0];
    expect(double).toMatchObject({ name: 'Double', enabled: true, totalRooms: 5, hasPrimaryRatePlan: true });
    // The primary plan first, the derived one after it, with its derivation.
    expect(double?.ratePlans.map((plan) => [plan.id, plan.primary])).toEqual([
      [FLEX, true],
      [NR, false],
    ]);
    expect(double?.ratePlans[1]?.parentRatePlanDerivation).toEqual({
      parentRatePlanId: FLEX,
      kind: 'PERCENTAGE',
      value: -10,
    });
    expect(double?.ratePlans[0]).toMatchObject({ pricingModel: 'OCCUPANCY_BASED_PRICING' });
    expect(rateOf(body, DOUBLE, FLEX, day(0))).toMatchObject({ amount: 100, minLOS: null, closed: false });
    expect(rateOf(body, DOUBLE, NR, day(0))).toMatchObject({ amount: 90 });
    expect(rateOf(body, DOUBLE, FLEX, day(20))).toMatchObject({ amount: 120 });
    expect(rateOf(body, DOUBLE, NR, day(20))).toMatchObject({ amount: 108 });
    // Restrictions: the derived plan follows its parent's.
    expect(rateOf(body, DOUBLE, FLEX, day(6)).minLOS).toBe(3);
    expect(rateOf(body, DOUBLE, NR, day(6)).minLOS).toBe(3);
    expect(rateOf(body, DOUBLE, FLEX, day(3)).closedToArrival).toBe(true);
    expect(rateOf(body, DOUBLE, FLEX, day(4)).closedToDeparture).toBe(true);
    expect(rateOf(body, DOUBLE, FLEX, day(8)).closed).toBe(true);
    expect(rateOf(body, LAST_ROOM, FLEX, day(8)).closed).toBe(false);
    expect(rateOf(body, DOUBLE, FLEX, day(25)).availability).toEqual({ actual: 0, total: 5 });
    expect(rateOf(body, DOUBLE, FLEX, day(24)).availability).toEqual({ actual: 5, total: 5 });
    expect(rateOf(body, DOUBLE, FLEX, day(40)).hotelClosed).toBe(true);
    expect(rateOf(body, DOUBLE, FLEX, day(1))).toMatchObject({
      pastDate: false,
      roomClosed: false,
      lastChange: null,
    });
    expect(body.ratesVersion).toBeGreaterThanOrEqual(1);
    // Past dates are flagged; names follow the language.
    const past = await ok<RatesheetResponse>(await getSheet(day(-2), day(0), { extra: '&language=it' }));
    expect(past.days.map((d) => d.past)).toEqual([true, true, false]);
    expect(past.roomTypes[0]?.name).toBe('Doppia');
  });

  it('refuses a span over 62 days or ending before it starts (400 with the field)', async () => {
    expect((await refused(await getSheet(day(0), day(62)), 400)).errors).toEqual([
      { field: 'to', code: 'error.field.max' },
    ]);
    expect((await ok<RatesheetResponse>(await getSheet(day(0), day(61)))).days).toHaveLength(62);
    expect((await refused(await getSheet(day(3), day(2)), 400)).errors).toEqual([
      { field: 'to', code: 'error.date.end.before.start' },
    ]);
  });
});

describe('cell edits', () => {
  it('changes an amount: stored in cents, the derived plan follows, the audit keeps before/after and the sheet shows who', async () => {
    const body = await cellBody(DOUBLE, FLEX, 10, { amount: 135.5 });
    const before = await counts();
    const change = await ok<RatesheetChange>(await post('cells', body));
    expect(change.changed).toMatchObject({ from: day(10), to: day(10) });
    expect(rateOf(change.changed, DOUBLE, FLEX, day(10))).toMatchObject({
      amount: 135.5,
      lastChange: {
        by: 'Paola Piani',
        action: 'CELL',
        changes: [{ field: 'amount', before: 100, after: 135.5 }],
      },
    });
    expect(rateOf(change.changed, DOUBLE, NR, day(10)).amount).toBe(121.95);
    expect(await storedRate(DOUBLE, FLEX, day(10))).toMatchObject({ amount_cents: 13_550 });
    const after = await counts();
    expect(after?.changes).toBe((before?.changes ?? 0) + 1);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const audit = await env.DB.prepare(
      'SELECT action, before_json, after_json, manager_id FROM rate_changes ORDER BY id DESC LIMIT 1',
    ).first<{ action: string; before_json: string; after_json: string; manager_id: number }>();
    expect(audit?.action).toBe('CELL');
    expect(JSON.parse(audit?.before_json ?? '{}')).toMatchObject({ amountCents: 10_000 });
    expect(JSON.parse(audit?.after_json ?? '{}')).toMatchObject({ amountCents: 13_550 });
  });

  it('changes restrictions and flags of a few cells at once, and creates a cell that had no row', async () => {
    const a = await cellBody(DOUBLE, FLEX, 11, { minLOS: 2, maxLOS: 7, closedToArrival: true });
    const b = await cellBody(LAST_ROOM, FLEX, 11, { closed: true, closedToDeparture: true });
    // Day 70 has no row at all (the fixture fills 60 days).
    const c = await cellBody(THIRD_FULL, FLEX, 70, { amount: 88 });
    const change = await ok<RatesheetChange>(
      await post('cells', { cells: [...a.cells, ...b.cells, ...c.cells] }),
    );
    expect(change.changed.from).toBe(day(11));
    expect(rateOf(change.changed, DOUBLE, FLEX, day(11))).toMatchObject({
      minLOS: 2,
      maxLOS: 7,
      closedToArrival: true,
      amount: 100,
    });
    expect(rateOf(change.changed, LAST_ROOM, FLEX, day(11))).toMatchObject({
      closed: true,
      closedToDeparture: true,
    });
    expect(await storedRate(THIRD_FULL, FLEX, day(70))).toMatchObject({ amount_cents: 8_800, closed: 0 });
  });

  it('refuses values out of the BOCHECK-2 bounds with the field and the message key, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{}, { amount: 0 }, 'changes.amount', 'error.amount.min'],
      [{}, { amount: 100_000 }, 'changes.amount', 'error.amount.max'],
      [{}, { amount: 10.005 }, 'changes.amount', 'error.field.generic.invalid'],
      [{}, { amount: null }, 'changes.amount', 'error.required'],
      [{}, { minLOS: 0 }, 'changes.minLOS', 'error.field.min'],
      [{}, { minLOS: 31 }, 'changes.minLOS', 'error.field.max'],
      [{ maxLOS: 5 }, { minLOS: 6 }, 'changes.minLOS', 'error.field.max'],
      [{}, { maxLOS: 2 }, 'changes.maxLOS', 'error.field.min'],
      [{ minLOS: 4 }, { maxLOS: 3 }, 'changes.maxLOS', 'error.field.min'],
      [{}, { maxLOS: 31 }, 'changes.maxLOS', 'error.field.max'],
      [{}, { minLOS: 1.5 }, 'changes.minLOS', 'error.field.generic.invalid'],
      [{}, {}, 'changes', 'error.required'],
    ];
    for (const [expected, changes, field, code] of cases) {
      const res = await post('cells', {
        cells: [
          {
            roomTypeId: DOUBLE,
            ratePlanId: FLEX,
            date: day(12),
            expected: {
              amount: 100,
              minLOS: null,
              maxLOS: null,
              closed: false,
              closedToArrival: false,
              closedToDeparture: false,
              ...expected,
            },
            changes,
          },
        ],
      });
      const body = await refused(res, 400);
      expect(body.errors, JSON.stringify(changes)).toContainEqual({ field: `cells.0.${field}`, code });
    }
    // Bounds that hold: min = max, max at the floor of 3, 0.01 and 99,999.99.
    const valid = [{ minLOS: 5, maxLOS: 5 }, { maxLOS: 3 }, { amount: 0.01 }, { amount: 99_999.99 }];
    for (const [index, changes] of valid.entries()) {
      await ok(await post('cells', await cellBody(DOUBLE, FLEX, 26 + index, changes)));
    }
    expect((await counts())?.changes).toBe((before?.changes ?? 0) + 4);
  });

  it('answers 409 when the cell changed since it was read (nothing written), or when it is past, hotel-closed or derived', async () => {
    const stale = await cellBody(DOUBLE, FLEX, 14, { amount: 111 });
    await ok(await post('cells', await cellBody(DOUBLE, FLEX, 14, { minLOS: 2 })));
    const before = await counts();
    const lost = await refused(await post('cells', stale), 409);
    expect(lost.errors).toEqual([{ field: 'cells', code: 'error.ratesheet.changed' }]);
    // All or none: a fresh cell in the same request is not written either.
    const fresh = await cellBody(LAST_ROOM, FLEX, 14, { amount: 77 });
    await refused(await post('cells', { cells: [...fresh.cells, ...stale.cells] }), 409);
    expect(await counts()).toEqual(before);
    expect(await storedRate(LAST_ROOM, FLEX, day(14))).toMatchObject({ amount_cents: 10_000 });

    const past = await cellBody(DOUBLE, FLEX, -1, { amount: 50 });
    expect((await refused(await post('cells', past), 409)).errors).toEqual([
      { field: 'cells.0.date', code: 'error.ratesheet.date.past' },
    ]);
    const closed = await cellBody(DOUBLE, FLEX, 40, { amount: 50 });
    expect((await refused(await post('cells', closed), 409)).errors[0]?.code).toBe(
      'error.ratesheet.hotel.closed',
    );
    const derived = await cellBody(DOUBLE, NR, 15, { amount: 50 });
    expect((await refused(await post('cells', derived), 409)).errors).toEqual([
      { field: 'cells.0.ratePlanId', code: 'error.ratesheet.plan.derived' },
    ]);
    const twice = await cellBody(DOUBLE, FLEX, 15, { amount: 50 });
    expect(
      (await refused(await post('cells', { cells: [...twice.cells, ...twice.cells] }), 400)).errors[0]?.code,
    ).toBe('error.field.duplicate');
    const foreignPlan = { cells: [{ ...twice.cells[0], roomTypeId: OTHER_ROOM_TYPE }] };
    expect((await refused(await post('cells', foreignPlan), 404)).errors[0]?.field).toBe(
      'cells.0.roomTypeId',
    );
    expect(await counts()).toEqual(before);
  });

  it('of two edits of the same cell at once, one wins and the other gets 409', async () => {
    const a = await cellBody(DOUBLE, FLEX, 16, { amount: 140 });
    const b = await cellBody(DOUBLE, FLEX, 16, { amount: 160 });
    const [ra, rb] = await Promise.all([post('cells', a), post('cells', b)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const stored = await storedRate(DOUBLE, FLEX, day(16));
    expect(stored?.amount_cents).toBe(ra.status === 200 ? 14_000 : 16_000);
  });
});

describe('day toggle', () => {
  it('closes every room type for sale on a date (the widget stops selling it), records who, and opens it again', async () => {
    expect(offered((await publicSearch(17)).body, DOUBLE, FLEX)).toBe(100);
    const closed = await ok<RatesheetChange>(await post('days', { date: day(17), closed: true }));
    expect(closed.changed.days[0]).toMatchObject({ date: day(17), roomsClosed: true });
    expect(closed.changed.roomTypes.every((roomType) => roomType.days[0]?.roomClosed)).toBe(true);
    expect(closed.changed.roomTypes[0]?.days[0]?.lastChange).toMatchObject({
      by: 'Paola Piani',
      action: 'CLOSING',
      changes: [{ field: 'roomClosed', before: false, after: true }],
    });
    expect(rateOf(closed.changed, DOUBLE, FLEX, day(17)).roomClosed).toBe(true);
    const search = (await publicSearch(17)).body;
    expect(search.results).toEqual([]);
    expect(search.violations).toContainEqual(expect.objectContaining({ code: 'stay.closed', scope: 'room' }));
    // A repeat is harmless; then opening sells again.
    await ok(await post('days', { date: day(17), closed: true }));
    const opened = await ok<RatesheetChange>(await post('days', { date: day(17), closed: false }));
    expect(opened.changed.days[0]?.roomsClosed).toBe(false);
    expect(offered((await publicSearch(17)).body, DOUBLE, FLEX)).toBe(100);
    // One room type only (its status row), on a date with no inventory row yet: created closed.
    const one = await ok<RatesheetChange>(
      await post('days', { date: day(75), closed: true, roomTypeId: LAST_ROOM }),
    );
    expect(one.changed.roomTypes.map((roomType) => roomType.days[0]?.roomClosed)).toEqual([
      false,
      true,
      false,
    ]);
    expect(one.changed.days[0]?.roomsClosed).toBe(false);
  });

  it("refuses past and hotel-closed dates (409) and another hotel's room type (404)", async () => {
    expect((await refused(await post('days', { date: day(-1), closed: true }), 409)).errors[0]?.code).toBe(
      'error.ratesheet.date.past',
    );
    expect((await refused(await post('days', { date: day(40), closed: true }), 409)).errors[0]?.code).toBe(
      'error.ratesheet.hotel.closed',
    );
    await refused(await post('days', { date: day(18), closed: true, roomTypeId: OTHER_ROOM_TYPE }), 404);
  });
});

describe('bulk edit', () => {
  const everyDay = [1, 2, 3, 4, 5, 6, 7];

  it("writes every matching cell in one set-based batch; empty target fields keep each cell's value", async () => {
    const before = await counts();
    const result = await ok<BulkEditResult>(
      await post('bulk', {
        startDate: day(30),
        endDate: day(39),
        weekdays: everyDay,
        roomTypes: [DOUBLE, LAST_ROOM, THIRD_FULL],
        ratePlans: [FLEX],
        targetRate: { amount: 150, minLOS: 2, maxLOS: null, closedToArrival: null, closedToDeparture: true },
      }),
    );
    expect(result).toMatchObject({ cells: 30, dates: 10 });
    expect(result.ratesVersion).toBe((before?.version ?? 0) + 1);
    const body = await sheet(day(30), day(39));
    for (const roomType of body.roomTypes) {
      for (const rate of roomType.ratePlans[0]?.rates ?? []) {
        expect(rate).toMatchObject({ amount: 150, minLOS: 2, closedToDeparture: true });
        expect(rate.lastChange).toMatchObject({ by: 'Paola Piani', action: 'BULK' });
      }
      expect(roomType.ratePlans[1]?.rates[0]?.amount).toBe(135);
    }
    // One audit row per room type × plan, with the prior rows.
    const audit = await env.DB.prepare(
      `SELECT before_json FROM rate_changes WHERE action = 'BULK' AND room_type_id = ? ORDER BY id DESC LIMIT 1`,
    )
      .bind(DOUBLE)
      .first<{ before_json: string }>();
    expect((JSON.parse(audit?.before_json ?? '[]') as unknown[]).length).toBe(10);
    expect((await counts())?.changes).toBe((before?.changes ?? 0) + 3);

    // Weekdays: only the Sundays of a period; a kept max stay below the new min stay follows it.
    const span = await sheet(day(41), day(54));
    const sundays = span.days.filter((d) => d.weekday === 7).map((d) => d.date);
    expect(sundays).toHaveLength(2);
    const firstSunday = sundays[0] ?? '';
    await ok(
      await post('cells', {
        cells: [
          {
            roomTypeId: DOUBLE,
            ratePlanId: FLEX,
            date: firstSunday,
            expected: expectedOf(rateOf(span, DOUBLE, FLEX, firstSunday)),
            changes: { maxLOS: 4 },
          },
        ],
      }),
    );
    const result2 = await ok<BulkEditResult>(
      await post('bulk', {
        startDate: day(41),
        endDate: day(54),
        weekdays: [7],
        roomTypes: [DOUBLE],
        ratePlans: [FLEX],
        targetRate: { minLOS: 6 },
      }),
    );
    expect(result2).toMatchObject({ cells: 2, dates: 2 });
    const after = await sheet(day(41), day(54));
    for (const d of after.days) {
      const rate = rateOf(after, DOUBLE, FLEX, d.date);
      expect(rate.minLOS, d.date).toBe(d.weekday === 7 ? 6 : null);
      expect(rate.amount, d.date).toBe(100);
    }
    expect(rateOf(after, DOUBLE, FLEX, firstSunday).maxLOS).toBe(6);
  });

  it('the last change says what was done: a cell edit before and after, a bulk edit the values it set', async () => {
    const prior = await sheet(day(55), day(56));
    await ok(
      await post('cells', {
        cells: [
          {
            roomTypeId: DOUBLE,
            ratePlanId: FLEX,
            date: day(56),
            expected: expectedOf(rateOf(prior, DOUBLE, FLEX, day(56))),
            changes: { maxLOS: 3, closedToArrival: true },
          },
        ],
      }),
    );
    expect(rateOf(await sheet(day(56), day(56)), DOUBLE, FLEX, day(56)).lastChange).toMatchObject({
      action: 'CELL',
      changes: [
        { field: 'maxLOS', before: null, after: 3 },
        { field: 'closedToArrival', before: false, after: true },
      ],
    });
    await ok(
      await post('bulk', {
        startDate: day(55),
        endDate: day(56),
        weekdays: everyDay,
        roomTypes: [DOUBLE, LAST_ROOM],
        ratePlans: [FLEX],
        targetRate: { amount: 150, minLOS: 5, maxLOS: null, closedToArrival: null, closedToDeparture: false },
      }),
    );
    const after = await sheet(day(55), day(56));
    for (const roomTypeId of [DOUBLE, LAST_ROOM]) {
      for (const n of [55, 56]) {
        // The bulk's own values, nothing it kept (the day-56 cell keeps its closed-to-arrival).
        expect(rateOf(after, roomTypeId, FLEX, day(n)).lastChange?.changes, `${roomTypeId} ${n}`).toEqual([
          { field: 'amount', after: 150 },
          { field: 'minLOS', after: 5 },
          { field: 'closedToDeparture', after: false },
        ]);
      }
    }
    expect(rateOf(after, DOUBLE, FLEX, day(56))).toMatchObject({
      closedToArrival: true,
      minLOS: 5,
      maxLOS: 5,
    });
  });

  it('refuses a bad form with the field and key: period, weekdays, bounds, derived plans, unknown ids', async () => {
    const before = await counts();
    const base = {
      startDate: day(1),
      endDate: day(5),
      weekdays: everyDay,
      roomTypes: [DOUBLE],
      ratePlans: [FLEX],
      targetRate: { amount: 120 },
    };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ endDate: day(0) }, 400, 'endDate', 'error.date.end.before.start'],
      [{ startDate: day(-1) }, 400, 'startDate', 'error.field.min'],
      [{ endDate: addDays(bulkLastDate(today()), 1) }, 400, 'endDate', 'error.field.max'],
      [{ startDate: '' }, 400, 'startDate', 'error.required'],
      [{ weekdays: [] }, 400, 'weekdays', 'error.required'],
      [{ weekdays: [1, 1] }, 400, 'weekdays', 'error.field.duplicate'],
      [{ weekdays: [8] }, 400, 'weekdays.0', 'error.field.max'],
      [{ roomTypes: [] }, 400, 'roomTypes', 'error.required'],
      [{ targetRate: {} }, 400, 'targetRate', 'error.required'],
      [{ targetRate: { amount: 0 } }, 400, 'targetRate.amount', 'error.amount.min'],
      [{ targetRate: { minLOS: 5, maxLOS: 4 } }, 400, 'targetRate.minLOS', 'error.field.max'],
      [{ targetRate: { maxLOS: 2 } }, 400, 'targetRate.maxLOS', 'error.field.min'],
      [{ channels: ['NOPE'] }, 400, 'channels.0', 'error.element.not.found'],
      [{ ratePlans: [NR] }, 409, 'ratePlans.0', 'error.ratesheet.plan.derived'],
      [{ roomTypes: [OTHER_ROOM_TYPE] }, 404, 'roomTypes.0', 'error.element.not.found'],
      [{ ratesVersion: 1 }, 409, 'ratesVersion', 'error.ratesheet.version'],
    ];
    for (const [change, status, field, code] of cases) {
      const body = await refused(await post('bulk', { ...base, ...change }), status);
      expect(body.errors, JSON.stringify(change)).toContainEqual({ field, code });
    }
    expect(await counts()).toEqual(before);
  });

  it('two managers bulk-editing overlapping periods at once: one wins whole, the other 409s (version) or applies whole after', async () => {
    const version = (await sheet(day(0), day(0))).ratesVersion;
    const form = (amount: number, from: number, to: number) => ({
      startDate: day(from),
      endDate: day(to),
      weekdays: everyDay,
      roomTypes: [DOUBLE, LAST_ROOM, THIRD_FULL],
      ratePlans: [FLEX],
      targetRate: { amount, closedToArrival: amount === 201 },
      ratesVersion: version,
    });
    const [a, b] = await Promise.all([post('bulk', form(201, 45, 58)), post('bulk', form(202, 50, 59))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 201 : 202;
    const [from, to] = winner === 201 ? [45, 58] : [50, 59];
    const body = await sheet(day(44), day(59));
    for (const roomType of body.roomTypes) {
      for (const rate of roomType.ratePlans[0]?.rates ?? []) {
        const inside = rate.date >= day(from) && rate.date <= day(to);
        expect(rate.amount === winner, rate.date).toBe(inside);
      }
    }
    // Without a version both apply, one after the other, each whole: every cell of the overlap
    // holds the same one of the two.
    const [c, d] = await Promise.all([
      post('bulk', { ...form(301, 45, 58), ratesVersion: undefined }),
      post('bulk', { ...form(302, 50, 59), ratesVersion: undefined }),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    const overlap = await sheet(day(50), day(58));
    const amounts = new Set(
      overlap.roomTypes.flatMap((roomType) =>
        (roomType.ratePlans[0]?.rates ?? []).map((rate) => rate.amount),
      ),
    );
    expect(amounts.size).toBe(1);
  });
});

describe('edge cache of public answers', () => {
  it('serves a repeated search and calendar from the cache, and the next request after a change sees it', async () => {
    const first = await publicSearch(19, 2);
    expect(first.res.headers.get('X-Rates-Cache')).toBe('MISS');
    expect(first.res.headers.get('Cache-Control')).toBe('no-store');
    const again = await publicSearch(19, 2);
    expect(again.res.headers.get('X-Rates-Cache')).toBe('HIT');
    expect(again.res.headers.get('Cache-Control')).toBe('no-store');
    expect(again.body).toEqual(first.body);
    expect(offered(again.body, DOUBLE, FLEX)).toBe(offered(first.body, DOUBLE, FLEX));
    await ok(await post('cells', await cellBody(DOUBLE, FLEX, 19, { amount: 177 })));
    const changed = await publicSearch(19, 2);
    expect(changed.res.headers.get('X-Rates-Cache')).toBe('MISS');
    expect(offered(changed.body, DOUBLE, FLEX)).toBe(177);

    const calendar = async () => {
      const res = await SELF.fetch(
        `${API}/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(19)}&to=${day(21)}`,
        {
          headers: { 'CF-Connecting-IP': nextIp() },
        },
      );
      expect(res.status).toBe(200);
      return { cache: res.headers.get('X-Rates-Cache'), body: (await res.json()) as BookingCalendar };
    };
    await calendar();
    expect((await calendar()).cache).toBe('HIT');
    // A minimum stay set in the sheet (on every room type) is in the very next calendar answer.
    expect((await calendar()).body.days[1]?.minLOS).not.toBe(4);
    const cells = [];
    for (const roomType of [DOUBLE, LAST_ROOM, THIRD_FULL]) {
      cells.push(...(await cellBody(roomType, FLEX, 20, { minLOS: 4 })).cells);
    }
    await ok(await post('cells', { cells }));
    const after = await calendar();
    expect(after.cache).toBe('MISS');
    expect(after.body.days[1]?.minLOS).toBe(4);
  });

  it('a reservation and a planning closing bump the rates version too: the next search sees the rooms they took', async () => {
    const roomsLeft = async () => {
      const { res, body } = await publicSearch(22, 2);
      return {
        cache: res.headers.get('X-Rates-Cache'),
        left: body.results.find((r) => r.roomType.id === DOUBLE)?.roomsLeft,
      };
    };
    await roomsLeft();
    expect(await roomsLeft()).toEqual({ cache: 'HIT', left: 5 });
    const created = await postReservation(reservationBody({ checkin: day(22), checkout: day(24) }));
    expect(created.status, await created.text()).toBe(201);
    expect(await roomsLeft()).toEqual({ cache: 'MISS', left: 4 });
    expect((await roomsLeft()).cache).toBe('HIT');
    const room = await env.DB.prepare("SELECT id FROM rooms WHERE name = 'T5'").first<{ id: number }>();
    const closing = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/planning/closings`, {
      method: 'POST',
      headers: planner.headers(),
      body: JSON.stringify({ date: day(23), roomId: room?.id, closed: true }),
    });
    expect(closing.status, await closing.text()).toBe(200);
    expect(await roomsLeft()).toEqual({ cache: 'MISS', left: 3 });
  });
});
