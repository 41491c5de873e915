import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BestAvailability,
  BookingCalendar,
  BookingProfile,
  BookingSearch,
} from '../../src/contracts/booking-types.ts';
import { todayBySpan, todayIn } from '../../src/domain/booking/dates.ts';
import {
  ALLOWED_ORIGIN,
  API,
  CLEANING,
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
  seedBookingFixture,
  THIRD_FULL,
} from '../test/booking-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const compact = (date: string) => date.replaceAll('-', '');

async function get<T>(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ res: Response; body: T }> {
  const res = await SELF.fetch(`${API}${path}`, { headers });
  return { res, body: (await res.json()) as T };
}

beforeAll(async () => {
  await seedBookingFixture();
});

describe('GET hotels/bestav/{hotelId}/{checkin}/{checkout} (PUBAPI-1)', () => {
  it('lists every bookable room type and plan, best (lowest) first, with amounts and promotions', async () => {
    const { res, body } = await get<BestAvailability>(
      `/hotels/bestav/${HOTEL_ID}/${compact(day(10))}/${compact(day(11))}`,
    );
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      hotelId: HOTEL_ID,
      checkin: day(10),
      checkout: day(11),
      nights: 1,
      available: true,
    });
    expect(body.people).toEqual({ adults: 2, boys: 0, children: 0, kids: 0 });
    expect(body.totalRates).toHaveLength(6);
    const finals = body.totalRates.map((r) => r.amount.finalAmount);
    expect(finals).toEqual([...finals].sort((a, b) => a - b));
    // What the guest pays, city tax in, is the figure the hotel page's search shows for the stay.
    const search = await get<BookingSearch>(
      `/booking/hotels/${HOTEL_ID}/search?checkin=${day(10)}&checkout=${day(11)}&adults=2`,
    );
    const searched = search.body.results.flatMap((r) =>
      r.rates.map((rate) => ({
        room: r.roomType.id,
        plan: rate.ratePlanId,
        grandTotal: rate.grandTotalForRooms,
      })),
    );
    for (const rate of body.totalRates) {
      expect(rate.cityTax).toBeGreaterThan(0);
      expect(rate.grandTotal).toBeCloseTo(rate.amount.finalAmount + rate.cityTax, 2);
      expect(searched).toContainEqual({
        room: rate.roomTypeId,
        plan: rate.ratePlanId,
        grandTotal: rate.grandTotal,
      });
    }
    expect(body.totalRates[0]).toMatchObject({
      ratePlanId: NR,
      rateType: 'NOT_REFUNDABLE',
      amount: { type: 'PRICE', currency: 'EUR', initialAmount: 90, finalAmount: 90 },
      promotions: [],
    });
    expect(body.totalRates.at(-1)?.amount.finalAmount).toBe(100);
    expect(body.violations).toEqual([]);
  });

  it('says why nothing is available (closed to arrival)', async () => {
    const { res, body } = await get<BestAvailability>(
      `/hotels/bestav/${HOTEL_ID}/${compact(day(3))}/${compact(day(5))}`,
    );
    expect(res.status).toBe(200);
    expect(body.available).toBe(false);
    expect(body.totalRates).toEqual([]);
    expect(body.violations.map((v) => v.code)).toContain('stay.closed.arrival');
  });

  it.each([
    ['20261345', '20261346', 'checkin', 'error.field.generic.invalid'],
    ['2026-1-1', '20270101', 'checkin', 'error.field.generic.invalid'],
    [compact(day(5)), 'tomorrow', 'checkout', 'error.field.generic.invalid'],
    [compact(day(5)), compact(day(5)), 'checkout', 'error.date.end.before.start'],
    [compact(day(6)), compact(day(5)), 'checkout', 'error.date.end.before.start'],
    [compact(day(-2)), compact(day(1)), 'checkin', 'error.date.past'],
    [compact(day(1)), compact(day(30)), 'checkout', 'error.stay.too.long'],
  ])('answers 400 for %s → %s (field %s)', async (checkin, checkout, field, code) => {
    const { res, body } = await get<ErrorBody>(`/hotels/bestav/${HOTEL_ID}/${checkin}/${checkout}`);
    expect(res.status).toBe(400);
    expect(body.errors).toContainEqual({ field, code });
  });

  it('answers 404 for an unknown hotel, 400 for a malformed id', async () => {
    expect(
      (await SELF.fetch(`${API}/hotels/bestav/999999/${compact(day(1))}/${compact(day(2))}`)).status,
    ).toBe(404);
    const { res, body } = await get<ErrorBody>(`/hotels/bestav/abc/${compact(day(1))}/${compact(day(2))}`);
    expect(res.status).toBe(400);
    expect(body.errors[0]?.field).toBe('hotelId');
  });
});

describe('GET booking/hotels/{idOrAlias}', () => {
  it('returns the public booking profile by alias and by id', async () => {
    const { res, body } = await get<BookingProfile>(`/booking/hotels/${HOTEL_ALIAS}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(body.hotel).toMatchObject({
      id: HOTEL_ID,
      name: 'Test Hotel',
      vatRate: 10,
      depositPercentage: 30,
    });
    expect(body.hotel.cityTax).toEqual({
      amount: 2,
      nightsLimit: 3,
      bands: ['adults', 'boys', 'children', 'kids'],
    });
    // The span of the hotel's current UTC offset: the widget's today without Intl.
    const { utcOffset } = body.hotel;
    const now = Date.now();
    expect(utcOffset).toBeDefined();
    expect(Date.parse(utcOffset?.from ?? '')).toBeLessThanOrEqual(now);
    expect(Date.parse(utcOffset?.until ?? '')).toBeGreaterThan(now);
    expect(todayBySpan(body.hotel.timeZone, utcOffset, now)).toBe(todayIn(body.hotel.timeZone, now));
    expect(body.currency).toBe('EUR');
    expect(body.maxRange).toBe(14);
    expect(body.cardCircuits).toEqual(['VISA', 'MASTERCARD', 'AMEX']);
    expect(body.roomTypes.map((rt) => rt.id)).toEqual([DOUBLE, LAST_ROOM, THIRD_FULL]);
    expect(body.roomTypes[0]).toMatchObject({
      nameKey: 'room.double',
      name: { en: 'Double', it: 'Doppia' },
      photos: [{ path: 't/1.svg', cover: true }],
      beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
      occupancy: {
        max: { adults: 3, boys: 0, children: 1, kids: 1 },
        maxOccupancy: 3,
        baseOccupancy: 2,
        minAdults: 1,
      },
      extraPersonPrices: { adults: 30, boys: 0, children: 15, kids: 0 },
      rooms: 5,
    });
    // Enabled physical rooms per type: the most identical rooms a booking can ask for.
    expect(body.roomTypes.map((rt) => rt.rooms)).toEqual([5, 1, 2]);
    expect(body.ratePlans.map((p) => [p.id, p.type, p.cancellationPolicy.type])).toEqual([
      [FLEX, 'STANDARD', 'CUSTOM'],
      [NR, 'NOT_REFUNDABLE', 'NOT_REFUNDABLE'],
    ]);
    expect(body.ratePlans[1]?.derivedFrom).toEqual({ ratePlanId: FLEX, kind: 'PERCENTAGE', value: -10 });
    expect(body.ratePlans[0]?.cancellationPolicy).toMatchObject({
      gracePeriod: true,
      deadline: { count: 2, unit: 'DAYS' },
      cancellation: null,
    });
    // BODATA-8 cancellation (chargeNights, percentage) of the non-refundable policy.
    expect(body.ratePlans[1]?.cancellationPolicy.cancellation).toEqual({ chargeNights: 1, percentage: 100 });
    expect(body.services).toEqual([
      expect.objectContaining({
        id: 9211,
        bookability: 'BOOKABLE',
        options: [{ size: 'SINGLE', amount: 15 }],
      }),
      expect.objectContaining({
        id: CLEANING,
        bookability: 'INCLUDED',
        options: [{ size: 'SINGLE', amount: 20 }],
      }),
    ]);
    expect(body.roomTypes.find((rt) => rt.id === DOUBLE)?.serviceIds).toEqual([CLEANING]);
    // The secret promotion is never published.
    expect(body.promotions).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('TESTCODE');

    const byId = await get<BookingProfile>(`/booking/hotels/${HOTEL_ID}`);
    expect(byId.body.hotel.nameAlias).toBe(HOTEL_ALIAS);
  });

  it("lists the hotel's contacts as the property screen saved them", async () => {
    const before = await get<BookingProfile>(`/booking/hotels/${HOTEL_ALIAS}`);
    expect(before.body.hotel.contacts).toEqual([]);
    const contacts = [
      { type: 'PHONE', value: '+39 055 123456' },
      { type: 'EMAIL', value: 'info@test-hotel.example' },
      { type: 'WEBSITE', value: 'https://test-hotel.example/' },
    ];
    await env.DB.prepare(
      "INSERT INTO hotel_contacts (hotel_id, contacts_json, version, updated_date) VALUES (?, ?, 1, '2026-01-01T00:00:00Z')",
    )
      // An entry of an unknown kind or without a value is never published.
      .bind(
        HOTEL_ID,
        JSON.stringify([...contacts, { type: 'PIGEON', value: 'x' }, { type: 'FAX', value: ' ' }]),
      )
      .run();
    try {
      const { body } = await get<BookingProfile>(`/booking/hotels/${HOTEL_ID}`);
      expect(body.hotel.contacts).toEqual(contacts);
    } finally {
      await env.DB.prepare('DELETE FROM hotel_contacts WHERE hotel_id = ?').bind(HOTEL_ID).run();
    }
  });

  it.each([
    ['unknown-hotel', 404],
    ['999999', 404],
    ['UPPER', 400],
    ['bad_alias', 400],
    ['0', 404],
    ['x'.repeat(200), 400],
  ])('answers %s with %i', async (ref, status) => {
    const res = await SELF.fetch(`${API}/booking/hotels/${ref}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
  });
});

describe('GET booking/hotels/{idOrAlias}/calendar', () => {
  it('gives per day the lowest price, availability and restrictions', async () => {
    const { res, body } = await get<BookingCalendar>(
      `/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(-1)}&to=${day(59)}`,
    );
    expect(res.status).toBe(200);
    // Browsers ask again every time: a manager's change shows at the next request.
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(body.days).toHaveLength(61);
    const at = (n: number) => body.days[n + 1];
    expect(at(-1)).toMatchObject({ available: false, closed: true, lowestPrice: null });
    // €90 a night and the city tax of its 2 adults (€2 each): what the room card's total says.
    expect(at(1)).toEqual({
      date: day(1),
      lowestPrice: 94,
      available: true,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
      minLOS: 1,
    });
    expect(at(3)).toMatchObject({ available: true, closedToArrival: true });
    expect(at(4)).toMatchObject({ available: true, closedToDeparture: true, closedToArrival: false });
    expect(at(6)).toMatchObject({ minLOS: 3 });
    // Day 8: the Double's rate is closed, the other room types still sell.
    expect(at(8)).toMatchObject({ available: true, lowestPrice: 94 });
    expect(at(20)?.lowestPrice).toBe(112);
    expect(at(40)).toMatchObject({ available: false, closed: true, lowestPrice: null });
  });

  it('prices the searched party: its room types, extra-person charges and rooms, as the search does', async () => {
    const calendar = (party: string) =>
      get<BookingCalendar>(`/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(1)}&to=${day(2)}&${party}`);
    // 3 adults fit only the Double (3 max), base 2: + €30 a night for the third adult, and the
    // city tax of 3 (€6).
    const three = await calendar('adults=3');
    expect(three.body.people).toEqual({ adults: 3, boys: 0, children: 0, kids: 0 });
    expect(three.body.rooms).toBe(1);
    expect(three.body.days[0]).toMatchObject({ available: true, lowestPrice: 126 });
    // The one-night search for the same party finds that price as its cheapest total with city
    // tax: what the room card shows.
    const search = await get<BookingSearch>(
      `/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(1)}&checkout=${day(2)}&adults=3`,
    );
    const totals = search.body.results.flatMap((r) => r.rates.map((rate) => rate.grandTotal));
    expect(Math.min(...totals)).toBe(126);
    // 1 adult + 1 child: the child is an extra person of the Double only (€15); both pay city tax.
    expect((await calendar('adults=1&children=1')).body.days[0]?.lowestPrice).toBe(94);
    // 2 rooms of 3 adults: the Double has 5 rooms; 6 rooms: nobody can sell them.
    expect((await calendar('adults=3&rooms=5')).body.days[0]).toMatchObject({ lowestPrice: 126 });
    expect((await calendar('adults=3&rooms=6')).body.days[0]).toMatchObject({
      available: false,
      closed: false,
      lowestPrice: null,
    });
    // 4 adults fit no room type.
    expect((await calendar('adults=4')).body.days[0]).toMatchObject({ available: false, lowestPrice: null });
    // The default party is the search's: 2 adults, 1 room.
    const plain = await get<BookingCalendar>(
      `/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(1)}&to=${day(2)}`,
    );
    expect(plain.body).toMatchObject({ people: { adults: 2, boys: 0, children: 0, kids: 0 }, rooms: 1 });
  });

  it('shows a sold-out night as unavailable but not closed', async () => {
    const { body } = await get<BookingCalendar>(
      `/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(12)}&to=${day(25)}`,
    );
    // Day 12: one room type is sold out, the others still sell.
    expect(body.days[0]).toMatchObject({ available: true, closed: false });
    // Day 25: every room type is sold out.
    expect(body.days.at(-1)).toMatchObject({
      available: false,
      closed: false,
      lowestPrice: null,
      minLOS: null,
    });
  });

  it('answers days without rates as closed', async () => {
    const { body } = await get<BookingCalendar>(
      `/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(100)}&to=${day(101)}`,
    );
    expect(body.days.map((d) => [d.available, d.closed])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it.each([
    [`from=${day(5)}&to=${day(4)}`, 'to', 'error.date.end.before.start'],
    [`from=${day(0)}&to=${day(400)}`, 'to', 'error.field.max'],
    [`from=${day(700)}&to=${day(760)}`, 'to', 'error.date.too.far'],
    [`from=2026-02-30&to=${day(4)}`, 'from', 'error.field.generic.invalid'],
    [`to=${day(4)}`, 'from', 'error.required'],
    [`from=${day(1)}&to=${day(2)}&to=${day(3)}`, 'to', 'error.field.generic.invalid'],
    [`from=${day(1)}&to=${day(2)}&adults=0`, 'adults', 'error.field.min'],
    [`from=${day(1)}&to=${day(2)}&adults=11&children=10`, 'adults', 'error.field.max'],
    [`from=${day(1)}&to=${day(2)}&rooms=abc`, 'rooms', 'error.field.generic.invalid'],
  ])('answers 400 for %s', async (query, field, code) => {
    const { res, body } = await get<ErrorBody>(`/booking/hotels/${HOTEL_ALIAS}/calendar?${query}`);
    expect(res.status).toBe(400);
    expect(body.errors).toContainEqual({ field, code });
  });
});

describe('GET booking/hotels/{idOrAlias}/search', () => {
  const search = (query: string) => get<BookingSearch>(`/booking/hotels/${HOTEL_ALIAS}/search?${query}`);

  it('returns bookable room types with each plan: totals, nightly, taxes, deposit, policy, rooms left', async () => {
    const { res, body } = await search(`checkin=${day(10)}&checkout=${day(12)}&adults=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toMatchObject({ hotelId: HOTEL_ID, nights: 2, rooms: 1, currency: 'EUR', violations: [] });
    expect(body.nightDates).toEqual([day(10), day(11)]);
    expect(body.results.map((r) => r.roomType.id)).toEqual([DOUBLE, LAST_ROOM, THIRD_FULL]);
    const double = body.results[0];
    expect(double?.roomsLeft).toBe(5);
    expect(double?.rates.map((r) => r.ratePlanId)).toEqual([NR, FLEX]);
    const flex = double?.rates[1];
    expect(flex).toMatchObject({
      rateType: 'STANDARD',
      includedMealPlans: ['BREAKFAST'],
      total: { initialAmount: 200, finalAmount: 200, vatRate: 10, vatAmount: 18.18 },
      nightly: { initial: [100, 100], final: [100, 100] },
      promotions: [],
      taxes: { vatRate: 10, vatAmount: 18.18, taxableAmount: 181.82, cityTax: 8 },
      deposit: 0,
      grandTotal: 208,
      grandTotalForRooms: 208,
    });
    expect(flex?.policy).toMatchObject({
      type: 'CUSTOM',
      gracePeriod: true,
      freeNow: true,
      deadlineDate: day(8),
      checkinPenalty: 100,
      noShowPenalty: 100,
    });
    const nr = double?.rates[0];
    expect(nr).toMatchObject({ rateType: 'NOT_REFUNDABLE', total: { finalAmount: 180 }, deposit: 54 });
    expect(nr?.policy).toMatchObject({
      type: 'NOT_REFUNDABLE',
      freeNow: false,
      reservationPenalty: 180,
      cancellation: { chargeNights: 1, percentage: 100 },
    });
    expect(flex?.policy.cancellation).toBeNull();
  });

  it('prices extra guests, keeps only room types that fit, and applies a secret code', async () => {
    const three = await search(`checkin=${day(10)}&checkout=${day(12)}&adults=3`);
    expect(three.body.results.map((r) => r.roomType.id)).toEqual([DOUBLE]);
    expect(three.body.results[0]?.rates[1]?.total.finalAmount).toBe(260);
    expect(three.body.results[0]?.rates[1]?.taxes.cityTax).toBe(12);

    // Every guest pays city tax (BOLIM): 2.00 × (2 adults + 1 child) × 2 nights = 12.
    const family = await search(`checkin=${day(10)}&checkout=${day(12)}&adults=2&children=1`);
    // The Double's INCLUDED cleaning is listed at 0: part of the rate, not in its total.
    expect(family.body.results[0]?.rates[0]?.services).toEqual([
      {
        id: CLEANING,
        bookability: 'INCLUDED',
        frequency: 'LUMP_SUM',
        unitAmount: 0,
        periods: 1,
        count: 1,
        total: 0,
      },
    ]);
    const familyFlex = family.body.results[0]?.rates.find((r) => r.ratePlanId === FLEX);
    expect(familyFlex?.taxes.cityTax).toBe(12);
    expect(familyFlex?.total.finalAmount).toBe(230); // 2 × (100 + 15.00 extra child)

    const coded = await search(`checkin=${day(10)}&checkout=${day(12)}&promo=testcode`);
    expect(coded.body.promoApplied).toBe(true);
    const flex = coded.body.results[0]?.rates.find((r) => r.ratePlanId === FLEX);
    expect(flex?.total).toMatchObject({
      initialAmount: 200,
      finalAmount: 180,
      discountAmount: 20,
      discountRate: 10,
    });
    expect(flex?.promotions).toEqual([
      {
        id: 9201,
        type: 'STANDARD',
        name: 'Test code',
        label: 'Test code',
        discount: { type: 'PERCENTAGE', value: 10 },
        amount: 20,
      },
    ]);
    const wrong = await search(`checkin=${day(10)}&checkout=${day(12)}&promo=NOPE`);
    expect(wrong.body.promoApplied).toBe(false);
  });

  it('counts rooms: two rooms need two left on every night', async () => {
    const { body } = await search(`checkin=${day(10)}&checkout=${day(12)}&rooms=2`);
    expect(body.results.map((r) => r.roomType.id)).toEqual([DOUBLE, THIRD_FULL]);
    expect(body.results[0]?.rates[0]?.grandTotalForRooms).toBe(2 * (180 + 8));
  });

  it('reports violations when nothing is bookable', async () => {
    const cta = await search(`checkin=${day(3)}&checkout=${day(5)}`);
    expect(cta.body.results).toEqual([]);
    expect(cta.body.violations).toContainEqual(
      expect.objectContaining({ code: 'stay.closed.arrival', date: day(3) }),
    );
    const minStay = await search(`checkin=${day(6)}&checkout=${day(7)}`);
    expect(minStay.body.violations).toContainEqual(
      expect.objectContaining({ code: 'stay.min.los', limit: 3 }),
    );
    // Said, not hidden (CONSIST): the room types 3 nights from day 6 would sell, with those dates;
    // not the Double, whose rate is closed on day 8.
    expect(minStay.body.longerStays.length).toBeGreaterThan(0);
    for (const longer of minStay.body.longerStays) {
      expect(longer).toMatchObject({ minStay: 3, checkout: day(9) });
      expect(longer.roomType.id).not.toBe(DOUBLE);
      const sells = await search(`checkin=${day(6)}&checkout=${day(9)}`);
      expect(sells.body.results.map((r) => r.roomType.id)).toContain(longer.roomType.id);
    }
    // A stay that sells has nothing to add.
    expect((await search(`checkin=${day(10)}&checkout=${day(12)}`)).body.longerStays).toEqual([]);
    const closed = await search(`checkin=${day(39)}&checkout=${day(41)}`);
    expect(closed.body.violations).toContainEqual(
      expect.objectContaining({ code: 'stay.closed', scope: 'hotel', date: day(40) }),
    );
    const crowd = await search(`checkin=${day(10)}&checkout=${day(11)}&adults=4`);
    expect(crowd.body.violations.map((v) => v.code)).toContain('people.too.many');
  });

  it.each([
    ['checkout=2027-01-01', 'checkin', 'error.required'],
    [`checkin=${day(10)}&checkout=${day(9)}`, 'checkout', 'error.date.end.before.start'],
    [`checkin=${day(10)}&checkout=${day(10)}`, 'checkout', 'error.date.end.before.start'],
    [`checkin=${day(1)}&checkout=${day(16)}`, 'checkout', 'error.stay.too.long'],
    [`checkin=${day(-1)}&checkout=${day(1)}`, 'checkin', 'error.date.past'],
    [`checkin=${day(1)}&checkout=${day(2)}&adults=0`, 'adults', 'error.field.min'],
    [`checkin=${day(1)}&checkout=${day(2)}&adults=10000`, 'adults', 'error.field.max'],
    [`checkin=${day(1)}&checkout=${day(2)}&adults=1.5`, 'adults', 'error.field.generic.invalid'],
    [`checkin=${day(1)}&checkout=${day(2)}&kids=-1`, 'kids', 'error.field.generic.invalid'],
    [`checkin=${day(1)}&checkout=${day(2)}&adults=15&children=15`, 'adults', 'error.field.max'],
    [`checkin=${day(1)}&checkout=${day(2)}&rooms=0`, 'rooms', 'error.field.min'],
    [`checkin=${day(1)}&checkout=${day(2)}&rooms=10`, 'rooms', 'error.field.max'],
    [`checkin=${day(1)}&checkout=${day(2)}&promo=%27%20OR%201%3D1`, 'promo', 'error.field.generic.invalid'],
    [`checkin=${day(1)}&checkout=${day(2)}&language=de`, 'language', 'error.field.generic.invalid'],
  ])('answers 400 for %s (field %s)', async (query, field, code) => {
    const { res, body } = await get<ErrorBody>(`/booking/hotels/${HOTEL_ALIAS}/search?${query}`);
    expect(res.status).toBe(400);
    expect(body.errors).toContainEqual({ field, code });
  });
});

describe('CORS of the booking routes', () => {
  const preflight = (path: string, origin: string) =>
    SELF.fetch(`${API}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    });

  it('answers the preflight of an allowed origin', async () => {
    const res = await preflight(`/booking/hotels/${HOTEL_ALIAS}/reservations`, ALLOWED_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(res.headers.get('Vary')).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'null',
    `${ALLOWED_ORIGIN}.evil.example`,
    'http://widget.example',
    `${ALLOWED_ORIGIN}/path`,
  ])('never allows %s', async (origin) => {
    const res = await preflight(`/booking/hotels/${HOTEL_ALIAS}/reservations`, origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    // Public reads answer any origin (EMBED-1: secure-widget-sites.test.ts).
    const read = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}`, { headers: { Origin: origin } });
    expect(read.status).toBe(200);
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('answers reads and errors to any origin, by id or alias, and every public read', async () => {
    for (const path of [
      `/booking/hotels/${HOTEL_ALIAS}`,
      `/booking/hotels/${HOTEL_ID}/calendar?from=${day(1)}&to=${day(2)}`,
      `/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(2)}&checkout=${day(1)}`,
    ]) {
      const res = await SELF.fetch(`${API}${path}`, { headers: { Origin: ALLOWED_ORIGIN } });
      expect(res.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
    }
    // CONSIST: every public read is public data (the hotel list, the storage url of the photos).
    const other = await SELF.fetch(`${API}/hotels`, { headers: { Origin: ALLOWED_ORIGIN } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const bestav = await SELF.fetch(
      `${API}/hotels/bestav/${HOTEL_ID}/${compact(day(1))}/${compact(day(2))}`,
      {
        headers: { Origin: ALLOWED_ORIGIN },
      },
    );
    expect(bestav.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('lets an allowed origin book cross-site and refuses any other origin (403, nothing written)', async () => {
    const allowed = await postReservation(reservationBody({ checkin: day(14), checkout: day(15) }), {
      origin: ALLOWED_ORIGIN,
    });
    expect(allowed.status, await allowed.clone().text()).toBe(201);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    const { code, manageToken } = (await allowed.json()) as { code: string; manageToken: string };

    const evil = await postReservation(reservationBody({ checkin: day(14), checkout: day(15) }), {
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();

    // The manage routes resolve the hotel from the reservation code.
    const pre = await preflight(`/booking/reservations/${code}/cancel`, ALLOWED_ORIGIN);
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    const read = await SELF.fetch(`${API}/booking/reservations/${code}?token=${manageToken}`, {
      headers: { Origin: ALLOWED_ORIGIN, 'CF-Connecting-IP': nextIp() },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    const cancel = await SELF.fetch(`${API}/booking/reservations/${code}/cancel`, {
      method: 'POST',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'application/json',
        'CF-Connecting-IP': nextIp(),
      },
      body: JSON.stringify({ token: manageToken, preview: true }),
    });
    expect(cancel.status).toBe(200);
  });
});

describe('a hotel with online booking switched off', () => {
  it('shows no availability and refuses reservations (409), then works again', async () => {
    const toggle = (enabled: number) =>
      env.DB.prepare('UPDATE hotel_booking_settings SET booking_enabled = ? WHERE hotel_id = ?')
        .bind(enabled, HOTEL_ID)
        .run();
    await toggle(0);
    try {
      const bestav = await get<BestAvailability>(
        `/hotels/bestav/${HOTEL_ID}/${compact(day(10))}/${compact(day(11))}`,
      );
      expect(bestav.body).toMatchObject({ available: false, totalRates: [] });
      const calendar = await get<BookingCalendar>(
        `/booking/hotels/${HOTEL_ALIAS}/calendar?from=${day(1)}&to=${day(2)}`,
      );
      expect(calendar.body.days.every((d) => !d.available)).toBe(true);
      const search = await get<ErrorBody>(
        `/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(10)}&checkout=${day(11)}`,
      );
      expect(search.res.status).toBe(409);
      const res = await postReservation(reservationBody({ checkin: day(16), checkout: day(17) }));
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).message).toBe(
        'Online booking is not available for this hotel',
      );
    } finally {
      await toggle(1);
    }
    const after = await get<BookingSearch>(
      `/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(10)}&checkout=${day(11)}`,
    );
    expect(after.body.results.length).toBeGreaterThan(0);
  });
});
