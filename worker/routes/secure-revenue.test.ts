/**
 * The revenue figures and the daily cash report inside workerd (FOLIO-3, decision 060), on a
 * small hotel written here with fixed dates (no calendar): three rooms (a fourth disabled), one
 * out of order a night, stays that stand, one cancelled, one ended early, and another hotel's
 * stay and payment that must not count. Every expected figure is computed by hand below.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashReportResponse, RevenueResponse } from '../../src/contracts/secure/revenue.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { answer, call, type ErrorBody } from '../test/setup-fixture.ts';

const HOTEL = 9101;
const OTHER = 9102;
let owner: ManagerSession;
let desk: ManagerSession;

const nights = (rates: Array<[string, number]>) =>
  JSON.stringify(rates.map(([date, amountCents]) => ({ date, amountCents })));

beforeAll(async () => {
  const now = '2026-02-01T00:00:00.000Z';
  const db = env.DB;
  const hotel = (id: number) =>
    db
      .prepare(
        `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency,
           time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
           deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
         VALUES (?, 'Revenue Hotel', ?, 'HOTEL', 3, 1, 1, 3, 'EUR', 'Europe/Rome', '{"city":"Roma"}', '{}', '{}',
           '{}', 10, 0, 0, 0, ?, ?)`,
      )
      .bind(id, `revenue-${id}`, now, now);
  const roomType = (id: number, hotelId: number) =>
    db
      .prepare(
        `INSERT INTO room_types (id, hotel_id, name_key, category, max_adults, max_occupancy, base_occupancy)
         VALUES (?, ?, 'double', 'DOUBLE', 2, 2, 2)`,
      )
      .bind(id, hotelId);
  const room = (id: number, hotelId: number, typeId: number, enabled = 1) =>
    db
      .prepare('INSERT INTO rooms (id, hotel_id, room_type_id, name, enabled) VALUES (?, ?, ?, ?, ?)')
      .bind(id, hotelId, typeId, `R${id}`, enabled);
  const plan = (id: number, hotelId: number) =>
    db
      .prepare(`INSERT INTO rate_plans (id, hotel_id, name_key, type) VALUES (?, ?, 'room.only', 'STANDARD')`)
      .bind(id, hotelId);
  const stay = (
    id: number,
    hotelId: number,
    status: string,
    stayDates: [string, string],
    rates: Array<[string, number]>,
    created: string,
    cancelled: string | null = null,
  ) => {
    const total = rates.reduce((sum, [, cents]) => sum + cents, 0);
    return [
      db
        .prepare(
          `INSERT INTO reservations (id, hotel_id, code, manage_token_hash, checkin, checkout, status, guest_email,
             guest_json, initial_total_cents, total_cents, grand_total_cents, created_date, updated_date, cancelled_date)
           VALUES (?, ?, ?, 'x', ?, ?, ?, 'guest@example.com', '{"name":"Ada","surname":"Rossi"}', ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          hotelId,
          `REV${id}`,
          ...stayDates,
          status,
          total,
          total,
          total,
          created,
          created,
          cancelled,
        ),
      db
        .prepare(
          `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, rate_type, status, start_date,
             end_date, adults, daily_rates_json, initial_total_cents, total_cents)
           VALUES (?, ?, ?, 'STANDARD', ?, ?, ?, 2, ?, ?, ?)`,
        )
        .bind(
          id,
          hotelId === HOTEL ? 91011 : 91021,
          hotelId === HOTEL ? 91011 : 91021,
          status,
          ...stayDates,
          nights(rates),
          total,
          total,
        ),
    ];
  };
  const payment = (reservationId: number, kind: string, method: string, cents: number, date: string) =>
    db
      .prepare(
        `INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, reference, date,
           actor_json, created_date)
         VALUES (?, ?, ?, ?, 'EUR', 'POS 1', ?, '{"name":"Mara","surname":"Desk"}', ? || 'T10:00:00.000Z')`,
      )
      .bind(reservationId, kind, method, cents, date, date);
  await db.batch([
    hotel(HOTEL),
    hotel(OTHER),
    roomType(91011, HOTEL),
    roomType(91021, OTHER),
    plan(91011, HOTEL),
    plan(91021, OTHER),
    room(91001, HOTEL, 91011),
    room(91002, HOTEL, 91011),
    room(91003, HOTEL, 91011),
    room(91004, HOTEL, 91011, 0), // disabled: never supply
    room(91005, OTHER, 91021),
    // Room 3 is out of order the night of 2 March: 2 rooms available that night.
    db.prepare(`INSERT INTO room_closings (room_id, date, out_of_order) VALUES (91003, '2026-03-02', 1)`),
    // A: 28 Feb – 2 Mar at €100 a night.
    ...stay(
      91101,
      HOTEL,
      'CONFIRMED',
      ['2026-02-28', '2026-03-02'],
      [
        ['2026-02-28', 10_000],
        ['2026-03-01', 10_000],
      ],
      '2026-02-20T09:00:00.000Z',
    ),
    // B: 1 – 4 Mar, made at 00:30 in Rome on 2 March (23:30 UTC on the 1st).
    ...stay(
      91102,
      HOTEL,
      'CONFIRMED',
      ['2026-03-01', '2026-03-04'],
      [
        ['2026-03-01', 12_000],
        ['2026-03-02', 13_000],
        ['2026-03-03', 14_000],
      ],
      '2026-03-01T23:30:00.000Z',
    ),
    // C: made on 1 March, cancelled on 3 March: sold nothing.
    ...stay(
      91103,
      HOTEL,
      'CANCELLED',
      ['2026-03-02', '2026-03-03'],
      [['2026-03-02', 20_000]],
      '2026-03-01T10:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ),
    // D: ended early, keeps the night of 2 March.
    ...stay(
      91104,
      HOTEL,
      'EARLY_CHECKOUT',
      ['2026-03-02', '2026-03-03'],
      [['2026-03-02', 9_000]],
      '2026-02-25T09:00:00.000Z',
    ),
    // Another hotel's stay and payment.
    ...stay(
      91105,
      OTHER,
      'CONFIRMED',
      ['2026-03-01', '2026-03-03'],
      [
        ['2026-03-01', 50_000],
        ['2026-03-02', 50_000],
      ],
      '2026-03-01T09:00:00.000Z',
    ),
    payment(91102, 'PAYMENT', 'CARD', 39_000, '2026-03-01'),
    payment(91101, 'PAYMENT', 'CASH', 20_000, '2026-03-02'),
    payment(91101, 'REFUND', 'CASH', 500, '2026-03-02'),
    payment(91104, 'PAYMENT', 'BANK_TRANSFER', 9_000, '2026-02-25'),
    payment(91105, 'PAYMENT', 'CASH', 7_777, '2026-03-02'),
  ]);
  const passwordHash = await hashPassword('Manager2026!');
  const member = async (email: string, role: string) => {
    const id = await insertManager(env.DB, {
      email,
      username: email.split('@')[0] ?? email,
      name: 'Rev',
      surname: 'Enue',
      passwordHash,
    });
    await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ?, ?)')
      .bind(id, HOTEL, role)
      .run();
    return signInManager(email);
  };
  owner = await member('revenue.owner@example.com', 'OWNER');
  desk = await member('revenue.desk@example.com', 'FRONT_DESK');
});

describe('revenue figures', () => {
  it('match the hand-computed small hotel, with the comparison in points and percent', async () => {
    const res = await call(
      owner,
      'GET',
      `/hotels/${HOTEL}/revenue?from=2026-03-01&to=2026-03-03&compareFrom=2026-02-27&compareTo=2026-02-28`,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await answer<RevenueResponse>(res, 200);
    expect(body.current.days).toEqual([
      { date: '2026-03-01', roomsAvailable: 3, roomNightsSold: 2, roomRevenueCents: 22_000 }, // A + B
      { date: '2026-03-02', roomsAvailable: 2, roomNightsSold: 2, roomRevenueCents: 22_000 }, // B + D; C cancelled
      { date: '2026-03-03', roomsAvailable: 3, roomNightsSold: 1, roomRevenueCents: 14_000 }, // B
    ]);
    // 5 of 8 nights, €580: 62.5 %, ADR €116.00, RevPAR €72.50.
    expect(body.current.figures).toEqual({
      roomNightsAvailable: 8,
      roomNightsSold: 5,
      roomRevenueCents: 58_000,
      occupancy: 62.5,
      adrCents: 11_600,
      revparCents: 7_250,
    });
    // C made on 1 March (1 night), B on 2 March in Rome (3 nights), C cancelled on 3 March.
    expect(body.current.pickup.map((d) => [d.reservations, d.roomNights, d.cancelledRoomNights])).toEqual([
      [1, 1, 0],
      [1, 3, 0],
      [0, 0, 1],
    ]);
    expect(body.current.pickupTotals).toEqual({
      reservations: 2,
      roomNights: 4,
      cancelledRoomNights: 1,
      net: 3,
    });
    // The comparison: 1 of 6 nights at €100 (16.67 %, RevPAR 10000 / 6 = 1666.67 → 1667).
    expect(body.compare?.figures).toMatchObject({ occupancy: 16.67, adrCents: 10_000, revparCents: 1_667 });
    expect(body.changes).toEqual({
      occupancyPoints: 45.8, // 62.5 − 16.67, in points
      adrPercent: 16, // 11600 vs 10000
      revparPercent: 334.91, // 7250 vs 1667
      roomRevenuePercent: 480, // 58000 vs 10000
      roomNightsSoldPercent: 400, // 5 vs 1
      pickupPercent: 100, // against nothing picked up (BOLIM)
    });
  });

  it("follow each room's nights as they are changed, cancelled and restored (migration 0035's triggers)", async () => {
    const day = async () =>
      (
        await answer<RevenueResponse>(
          await call(owner, 'GET', `/hotels/${HOTEL}/revenue?from=2026-03-02&to=2026-03-02`),
          200,
        )
      ).current.days[0];
    const room = env.DB.prepare(
      'SELECT daily_rates_json AS json, status FROM reservation_rooms WHERE reservation_id = 91104',
    );
    const stored = await room.first<{ json: string; status: string }>();
    expect(await day()).toMatchObject({ roomNightsSold: 2, roomRevenueCents: 22_000 });
    await env.DB.prepare(
      `UPDATE reservation_rooms SET status = 'CANCELLED' WHERE reservation_id = 91104`,
    ).run();
    const without = await day();
    expect(without?.roomNightsSold).toBe(1);
    await env.DB.prepare(
      `UPDATE reservation_rooms SET status = ?, daily_rates_json = '[{"date":"2026-03-02","amountCents":5000}]'
       WHERE reservation_id = 91104`,
    )
      .bind(stored?.status)
      .run();
    expect(await day()).toMatchObject({
      roomNightsSold: 2,
      roomRevenueCents: (without?.roomRevenueCents ?? 0) + 5_000,
    });
    await env.DB.prepare('UPDATE reservation_rooms SET daily_rates_json = ? WHERE reservation_id = 91104')
      .bind(stored?.json)
      .run();
    expect(await day()).toMatchObject({ roomNightsSold: 2, roomRevenueCents: 22_000 });
  });

  it('answers 400 with the field on a bad range, 403 to a role without statistics', async () => {
    const reversed = await answer<ErrorBody>(
      await call(owner, 'GET', `/hotels/${HOTEL}/revenue?from=2026-03-03&to=2026-03-01`),
      400,
    );
    expect(reversed.errors).toContainEqual({ field: 'to', code: 'error.date.end.before.start' });
    const half = await answer<ErrorBody>(
      await call(
        owner,
        'GET',
        `/hotels/${HOTEL}/revenue?from=2026-03-01&to=2026-03-03&compareFrom=2026-02-01`,
      ),
      400,
    );
    expect(half.errors).toContainEqual({ field: 'compareTo', code: 'error.required' });
    await answer(await call(desk, 'GET', `/hotels/${HOTEL}/revenue?from=2026-03-01&to=2026-03-03`), 403);
  });
});

describe('daily cash report', () => {
  it('sums payments and refunds per method per day for the front desk, this hotel only', async () => {
    const body = await answer<CashReportResponse>(
      await call(desk, 'GET', `/hotels/${HOTEL}/cash-report?from=2026-03-01&to=2026-03-02`),
      200,
    );
    expect(body.days.map((d) => [d.date, d.methods, d.total])).toEqual([
      [
        '2026-03-01',
        [{ method: 'CARD', paymentsCents: 39_000, refundsCents: 0, netCents: 39_000 }],
        { paymentsCents: 39_000, refundsCents: 0, netCents: 39_000 },
      ],
      [
        '2026-03-02',
        [{ method: 'CASH', paymentsCents: 20_000, refundsCents: 500, netCents: 19_500 }],
        { paymentsCents: 20_000, refundsCents: 500, netCents: 19_500 },
      ],
    ]);
    expect(body.total).toEqual({ paymentsCents: 59_000, refundsCents: 500, netCents: 58_500 });
    expect(body.days[1]?.movements[1]).toMatchObject({
      kind: 'REFUND',
      code: 'REV91101',
      guest: 'Ada Rossi',
      by: 'Mara Desk',
    });
    const tooLong = await answer<ErrorBody>(
      await call(desk, 'GET', `/hotels/${HOTEL}/cash-report?from=2026-03-01&to=2026-04-01`),
      400,
    );
    expect(tooLong.errors).toContainEqual({ field: 'to', code: 'error.field.max' });
  });
});
