/**
 * A hotel sets up its rate plans through the secure API, inside workerd: a new plan priced with
 * the ratesheet's bulk edit is sold by the public search at once (and a derived one at its
 * derivation); the default cancellation policy; a derived plan's parent; the hotel's last
 * primary plan; stays from the hotel's today on (409 with how many and which); stale versions;
 * the audit; 400 with field and key; another manager's hotel answers 403.
 */

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingSearch } from '../../src/contracts/booking-types.ts';
import type { RatePlansResponse, RatePlanView } from '../../src/contracts/secure/rate-plans.ts';
import { RatePlanRefusal } from '../../src/contracts/secure/rate-plans.ts';
import type { RatesheetResponse } from '../../src/contracts/secure/ratesheet.ts';
import type { RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { PARENT_DERIVED, PARENT_UNKNOWN, PLAN_HAS_CHILDREN } from '../../src/domain/rate-plan-setup.ts';
import { UNKNOWN_CHANNEL, UNKNOWN_POLICY, UNKNOWN_ROOM_TYPE } from '../setup/rate-plans.ts';
import { API, day, postReservation, reservationBody } from '../test/booking-fixture.ts';
import {
  answer,
  auditRows,
  call,
  type ErrorBody,
  ratesVersion,
  type SetupHotel,
  seedSetupHotel,
} from '../test/setup-fixture.ts';

const HOTEL_ID = 9481;
let hotel: SetupHotel;
let roomType: RoomTypeView;
/** The hotel's first plan, primary: every test's plans may derive from it. */
let primary: RatePlanView;

const plansUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/rate-plans`;

/** The body of the brief. */
const plan = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: { en: 'Flexible', it: 'Flessibile' },
  type: 'STANDARD',
  roomTypeIds: [roomType.id],
  ...over,
});

async function createPlan(over: Record<string, unknown> = {}): Promise<RatePlanView> {
  return answer<RatePlanView>(await call(hotel.staff, 'POST', plansUrl(), plan(over)), 201);
}

const put = (current: RatePlanView, over: Record<string, unknown> = {}) =>
  call(hotel.staff, 'PUT', `${plansUrl()}/${current.id}`, {
    ...plan(),
    derivation: current.derivation,
    enabled: current.enabled,
    version: current.version,
    ...over,
  });

const remove = (current: RatePlanView) =>
  call(hotel.staff, 'DELETE', `${plansUrl()}/${current.id}?version=${current.version}`);

async function list(): Promise<RatePlansResponse> {
  return answer<RatePlansResponse>(await call(hotel.staff, 'GET', plansUrl()), 200);
}

/** Prices for every night of the next 60 through the ratesheet's bulk edit, as the manager sets them. */
async function setPrices(ratePlanId: number, amount: number): Promise<void> {
  const res = await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/ratesheet/bulk`, {
    startDate: day(0),
    endDate: day(60),
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    roomTypes: [roomType.id],
    ratePlans: [ratePlanId],
    targetRate: { amount, minLOS: null, maxLOS: null, closedToArrival: null, closedToDeparture: null },
  });
  await answer(res, 200);
}

/** What the public search offers for [checkin, checkout): each plan's room total. */
async function offers(checkin: string, checkout: string): Promise<Record<number, number>> {
  const res = await SELF.fetch(
    `${API}/booking/hotels/${HOTEL_ID}/search?checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  const body = await answer<BookingSearch>(res, 200);
  const rates = body.results.find((r) => Number(r.roomType.id) === roomType.id)?.rates ?? [];
  return Object.fromEntries(rates.map((rate) => [rate.ratePlanId, rate.total.finalAmount]));
}

async function book(ratePlanId: number, checkin: string, checkout: string): Promise<string> {
  const res = await postReservation(
    reservationBody({ roomTypeId: roomType.id, ratePlanId, checkin, checkout, adults: 2 }),
    { hotel: HOTEL_ID },
  );
  return (await answer<{ code: string }>(res, 201)).code;
}

const planAudit = async (id: number) =>
  // Ids of removed plans come back: the rows from the plan's last creation on.
  (
    await env.DB.prepare(
      `SELECT action, manager_id, before_json, after_json FROM property_changes
       WHERE subject = 'RATE_PLAN' AND subject_id = ?1
         AND id >= (SELECT max(id) FROM property_changes WHERE subject = 'RATE_PLAN' AND subject_id = ?1 AND action = 'CREATE')
       ORDER BY id`,
    )
      .bind(id)
      .all<{ action: string; manager_id: number; before_json: string | null; after_json: string | null }>()
  ).results;

beforeAll(async () => {
  hotel = await seedSetupHotel(HOTEL_ID, 'plans');
  roomType = await answer<RoomTypeView>(
    await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/room-types`, {
      name: { en: 'Garden double' },
      category: 'DOUBLE',
      occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
    }),
    201,
  );
  for (const number of ['G1', 'G2']) {
    await answer(
      await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/rooms`, { roomTypeId: roomType.id, number }),
      201,
    );
  }
  primary = await createPlan({ name: { en: 'Standard' } });
});

describe('a rate plan the hotel creates', () => {
  it('takes the brief’s body, with a default cancellation policy created for a hotel that had none', async () => {
    expect(primary).toMatchObject({
      name: { en: 'Standard', it: null },
      type: 'STANDARD',
      derivation: null,
      roomTypeIds: [roomType.id],
      channels: ['WEBSITE', 'BOOKING', 'EXPEDIA', 'AIRBNB'],
      pricingModel: 'PER_ROOM',
      enabled: true,
      booked: false,
      version: 1,
    });
    const read = await list();
    expect(read.cancellationPolicies).toEqual([
      {
        id: String(primary.cancellationPolicyId),
        deadline: { count: 1, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: {
          percentage: null,
          firstNight: true,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmountCents: 0,
        },
        cancellation: null,
        deposit: false,
      },
    ]);
    // A second plan gets the same policy, no second default.
    const second = await createPlan({ name: { en: 'Second' }, channels: ['WEBSITE'] });
    expect(second.cancellationPolicyId).toBe(primary.cancellationPolicyId);
    expect(second.channels).toEqual(['WEBSITE']);
    expect((await list()).cancellationPolicies).toHaveLength(1);
    expect(await remove(second).then((r) => r.status)).toBe(204);
  });

  it('is sold by the public search at once once the bulk edit prices it; a derived plan at −10 %', async () => {
    const before = await ratesVersion(HOTEL_ID);
    const own = await createPlan({ name: { en: 'Breakfast' }, includedMealPlans: ['BREAKFAST'] });
    expect(await ratesVersion(HOTEL_ID)).toBeGreaterThan(before);
    // The search answer is cached at the edge by rates version: read once before the prices.
    expect((await offers(day(5), day(7)))[own.id]).toBeUndefined();
    await setPrices(own.id, 100);
    expect((await offers(day(5), day(7)))[own.id]).toBe(200);
    const derived = await createPlan({
      name: { en: 'Breakfast saver' },
      derivation: { parentId: own.id, kind: 'PERCENTAGE', value: -10 },
    });
    expect((await offers(day(5), day(7)))[derived.id]).toBe(180);
    const amount = await answer<RatePlanView>(
      await put(derived, { derivation: { parentId: own.id, kind: 'AMOUNT', value: -1500 } }),
      200,
    );
    expect(amount.derivation).toEqual({ parentId: own.id, kind: 'AMOUNT', value: -1500 });
    expect((await offers(day(5), day(7)))[derived.id]).toBe(170);
    // Off sale: the search stops selling it at once.
    await answer<RatePlanView>(await put(amount, { enabled: false }), 200);
    expect((await offers(day(5), day(7)))[derived.id]).toBeUndefined();
  });

  it('applies its default minimum stay to nights that name none of their own', async () => {
    const short = await createPlan({ name: { en: 'Three nights' }, minStay: 3 });
    await setPrices(short.id, 90);
    expect((await offers(day(8), day(10)))[short.id]).toBeUndefined();
    expect((await offers(day(8), day(11)))[short.id]).toBe(270);
    // The ratesheet says it beside the plan's rows.
    const sheet = await answer<RatesheetResponse>(
      await call(hotel.staff, 'GET', `/hotels/${HOTEL_ID}/ratesheet?from=${day(8)}&to=${day(9)}`),
      200,
    );
    const row = sheet.roomTypes.flatMap((type) => type.ratePlans).find((p) => p.id === short.id);
    expect(row).toMatchObject({ defaultMinStay: 3, defaultMaxStay: null });
  });

  it('answers 400 with the field and its key, and writes nothing', async () => {
    const derived = await createPlan({
      name: { en: 'Child' },
      derivation: { parentId: primary.id, kind: 'PERCENTAGE', value: -5 },
    });
    const otherHotelPlan = await env.DB.prepare(
      `INSERT INTO rate_plans (hotel_id, name_key, name_json, type) VALUES (?, 'rate.other', '{"en":"Theirs"}', 'STANDARD')
       RETURNING id`,
    )
      .bind(hotel.otherHotelId)
      .first<{ id: number }>();
    const spare = await createPlan({ name: { en: 'Another primary' } });
    const before = await auditRows(HOTEL_ID);
    const cases: [Record<string, unknown>, string, string][] = [
      [plan({ type: 'CHEAP' }), 'type', 'error.field.generic.invalid'],
      [plan({ name: { en: ' ' } }), 'name.en', 'error.required'],
      [
        plan({ derivation: { parentId: derived.id, kind: 'PERCENTAGE', value: -5 } }),
        'derivation.parentId',
        PARENT_DERIVED,
      ],
      [
        plan({ derivation: { parentId: otherHotelPlan?.id, kind: 'PERCENTAGE', value: -5 } }),
        'derivation.parentId',
        PARENT_UNKNOWN,
      ],
      [plan({ roomTypeIds: [roomType.id, 999_999] }), 'roomTypeIds', UNKNOWN_ROOM_TYPE],
      [plan({ cancellationPolicyId: 999_999 }), 'cancellationPolicyId', UNKNOWN_POLICY],
      [plan({ minStay: 5, maxStay: 4 }), 'maxStay', 'error.field.min'],
      [plan({ includedMealPlans: ['CAVIAR'] }), 'includedMealPlans.0', 'error.field.generic.invalid'],
    ];
    for (const [body, field, code] of cases) {
      const res = await call(hotel.staff, 'POST', plansUrl(), body);
      expect((await answer<ErrorBody>(res, 400)).errors, JSON.stringify(body)).toContainEqual({
        field,
        code,
      });
    }
    // A primary plan that derived plans follow cannot become derived itself (no chains).
    const chain = await put(primary, {
      name: primary.name,
      derivation: { parentId: spare.id, kind: 'PERCENTAGE', value: -5 },
    });
    expect((await answer<ErrorBody>(chain, 400)).errors).toEqual([
      { field: 'derivation', code: PLAN_HAS_CHILDREN },
    ]);
    expect(await auditRows(HOTEL_ID)).toBe(before);
    expect(await remove(derived).then((r) => r.status)).toBe(204);
    expect(await remove(spare).then((r) => r.status)).toBe(204);
  });

  it('links the channels named, and moves the channels screen’s version (its older read is stale)', async () => {
    const channelsVersion = async () =>
      (
        await env.DB.prepare('SELECT version FROM hotel_channel_versions WHERE hotel_id = ?')
          .bind(HOTEL_ID)
          .first<{ version: number }>()
      )?.version ?? 0;
    const linked = await createPlan({ name: { en: 'Linked' } });
    const before = await channelsVersion();
    const saved = await answer<RatePlanView>(
      await put(linked, { name: { en: 'Linked' }, channels: ['BOOKING'] }),
      200,
    );
    expect(saved.channels).toEqual(['BOOKING']);
    expect(await channelsVersion()).toBe(before + 1);
    const all = await answer<RatePlanView>(await put(saved, { name: { en: 'Linked' }, channels: null }), 200);
    expect(all.channels).toEqual(['WEBSITE', 'BOOKING', 'EXPEDIA', 'AIRBNB']);
    const unknown = await put(all, { name: { en: 'Linked' }, channels: ['TRIVAGO'] });
    expect((await answer<ErrorBody>(unknown, 400)).errors).toEqual([
      { field: 'channels', code: UNKNOWN_CHANNEL },
    ]);
    expect(await remove(all).then((r) => r.status)).toBe(204);
  });

  it('is audited: who, when, before and after', async () => {
    const created = await createPlan({ name: { en: 'Audited' } });
    const saved = await answer<RatePlanView>(await put(created, { name: { en: 'Audited twice' } }), 200);
    expect(saved.version).toBe(2);
    expect(await remove(saved).then((r) => r.status)).toBe(204);
    const rows = await planAudit(created.id);
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(rows[0]?.manager_id).toBeGreaterThan(0);
    expect(JSON.parse(rows[1]?.before_json ?? '{}').name).toEqual({ en: 'Audited' });
    expect(JSON.parse(rows[1]?.after_json ?? '{}').name).toEqual({ en: 'Audited twice' });
    expect(rows[2]?.after_json).toBeNull();
  });
});

describe('editing and removing a rate plan', () => {
  it('answers 409 on a stale version, 404 on another plan, and writes nothing', async () => {
    const created = await createPlan({ name: { en: 'Stale' } });
    await answer<RatePlanView>(await put(created, { minStay: 2 }), 200);
    const before = await auditRows(HOTEL_ID);
    const body = await answer<ErrorBody>(await put(created, { minStay: 3 }), 409);
    expect(body.errors).toEqual([{ field: 'version', code: RatePlanRefusal.changed }]);
    expect((await answer<ErrorBody>(await remove(created), 409)).errors).toEqual([
      { field: 'version', code: RatePlanRefusal.changed },
    ]);
    expect((await call(hotel.staff, 'DELETE', `${plansUrl()}/999999?version=1`)).status).toBe(404);
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });

  it('keeps the hotel’s last enabled primary plan: no disabling, deriving or removing it', async () => {
    const current = (await list()).ratePlans;
    // Every other primary plan off sale, so that `primary` is the last one.
    for (const other of current.filter((p) => p.id !== primary.id && p.derivation === null && p.enabled)) {
      await answer(await put(other, { name: other.name, enabled: false }), 200);
    }
    const fresh = (await list()).ratePlans.find((p) => p.id === primary.id) as RatePlanView;
    const off = await answer<ErrorBody>(await put(fresh, { name: fresh.name, enabled: false }), 409);
    expect(off.errors).toEqual([{ field: 'enabled', code: RatePlanRefusal.lastPrimary }]);
    const gone = await answer<ErrorBody>(await remove(fresh), 409);
    expect(gone.errors).toEqual([{ field: 'id', code: RatePlanRefusal.lastPrimary }]);
    // Another primary plan on sale lifts the refusal.
    const spare = await createPlan({ name: { en: 'Spare' } });
    const saved = await answer<RatePlanView>(await put(fresh, { name: fresh.name, enabled: false }), 200);
    await answer(await put(saved, { name: saved.name, enabled: true }), 200);
    expect(await remove(spare).then((r) => r.status)).toBe(204);
  });

  it('refuses to remove a primary plan derived plans follow, naming them', async () => {
    const parent = await createPlan({ name: { en: 'Parent' } });
    await createPlan({
      name: { en: 'Kid one' },
      derivation: { parentId: parent.id, kind: 'AMOUNT', value: -500 },
    });
    const body = await answer<ErrorBody>(await remove(parent), 409);
    expect(body.errors).toEqual([{ field: 'id', code: RatePlanRefusal.hasChildren }]);
    expect(body.message).toContain('Kid one');
  });

  it('refuses to disable or remove a plan future stays are booked on, naming them; then only disables it', async () => {
    const sold = await createPlan({ name: { en: 'Sold' } });
    await setPrices(sold.id, 120);
    const code = await book(sold.id, day(20), day(22));
    const off = await answer<ErrorBody>(await put(sold, { enabled: false }), 409);
    expect(off.errors).toEqual([{ field: 'enabled', code: RatePlanRefusal.reserved }]);
    expect(off.message).toContain('1 future stay');
    expect(off.message).toContain(code);
    const gone = await answer<ErrorBody>(await remove(sold), 409);
    expect(gone.errors).toEqual([{ field: 'id', code: RatePlanRefusal.reserved }]);
    expect(gone.message).toContain(code);
    // Cancelled, the stay no longer holds the plan: it can go off sale, but its history keeps it.
    await answer(await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/reservations/${code}/cancel`, {}), 200);
    const read = (await list()).ratePlans.find((p) => p.id === sold.id) as RatePlanView;
    expect(read.booked).toBe(true);
    const history = await answer<ErrorBody>(await remove(read), 409);
    expect(history.errors).toEqual([{ field: 'id', code: RatePlanRefusal.hasHistory }]);
    expect((await answer<RatePlanView>(await put(read, { enabled: false }), 200)).enabled).toBe(false);
  });
});

describe('who may', () => {
  it('answers 403 for another manager’s hotel and 401 without a session, writing nothing', async () => {
    const before = await auditRows(HOTEL_ID);
    for (const [method, path, body] of [
      ['GET', plansUrl(), undefined],
      ['POST', plansUrl(), plan()],
      ['PUT', `${plansUrl()}/${primary.id}`, { ...plan(), enabled: true, version: 1 }],
      ['DELETE', `${plansUrl()}/${primary.id}?version=1`, undefined],
    ] as const) {
      expect((await call(hotel.outsider, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // The outsider's own hotel does not reach this one's plans either.
    const own = await call(hotel.outsider, 'PUT', `${plansUrl(hotel.otherHotelId)}/${primary.id}`, {
      ...plan({ roomTypeIds: null }),
      enabled: true,
      version: 1,
    });
    expect(own.status).toBe(404);
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });
});
