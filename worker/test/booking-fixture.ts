/**
 * A small booking hotel for the worker tests, dated from the hotel's today so every test sees
 * the same picture whatever the day it runs:
 *
 * - hotel 9201 'test-hotel-booking' (Europe/Rome, VAT 10, deposit 30 %, city tax 2.00 × 3 nights
 *   max), booking settings allowing https://widget.example, maxRange 14;
 * - room types 92011 Double (5 rooms, 2 adults + 1 child, base 2, extra adult 30.00 / child
 *   15.00), 92012 Last room (1 room), 92013 Third night full (2 rooms; day 12 fully booked);
 *   every room type is sold out on day 25;
 * - rate plans 9201 Flexible (own rates: 100.00 a night, 120.00 on day 20; CTA day 3, CTD day 4,
 *   min stay 3 arriving day 6, closed day 8) and 9202 Non-refundable (−10 %, derived; its policy's
 *   early-checkout charge: 1 night at 100 %);
 * - services 9211 parking (BOOKABLE, 15.00 a night) and 9212 cleaning (INCLUDED in the Double's
 *   rate: listed at 0, never charged, though its list price is 20.00); a secret promotion
 *   TESTCODE (−10 %);
 * - inventory for days 0..59; the hotel is closed on day 40.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { addDays, todayIn } from '../../src/domain/booking/dates.ts';

export const HOTEL_ID = 9201;
export const HOTEL_ALIAS = 'test-hotel-booking';
export const ALLOWED_ORIGIN = 'https://widget.example';
export const DOUBLE = 92011;
export const LAST_ROOM = 92012;
export const THIRD_FULL = 92013;
export const FLEX = 9201;
export const NR = 9202;
export const PARKING = 9211;
export const CLEANING = 9212;
export const DAYS = 60;
export const API = 'https://itaca.test/api/rs/public';

/** The hotel's today and a date `n` days after it. */
export const today = () => todayIn('Europe/Rome', Date.now());
export const day = (n: number) => addDays(today(), n);

const NOW = new Date().toISOString();

export async function seedBookingFixture(db: D1Database = env.DB): Promise<void> {
  const start = today();
  const nights = (fn: (n: number) => unknown[]) =>
    JSON.stringify(Array.from({ length: DAYS }, (_, n) => fn(n)));
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number,
           currency, time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
           deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
         VALUES (?, 'Test Hotel', ?, 'HOTEL', 3, 1, 1, 8, 'EUR', 'Europe/Rome', '{"city":"Roma"}',
           '{"creditCards":[{"circuit":"VISA"},{"circuit":"MASTERCARD"},{"circuit":"AMEX"}]}', '{}', '{}', 10, 30,
           200, 3, ?, ?)`,
      )
      .bind(HOTEL_ID, HOTEL_ALIAS, NOW, NOW),
    db.prepare(
      `INSERT OR IGNORE INTO app_config (key, value_json)
         VALUES ('cc', '{"circuits":["VISA","MASTERCARD","AMEX","MAESTRO"],"expiryYears":15,"cvvRequired":true}')`,
    ),
    db
      .prepare(
        `INSERT OR IGNORE INTO hotel_booking_settings (hotel_id, allowed_origins_json, max_range, updated_date)
         VALUES (?, ?, 14, ?)`,
      )
      .bind(HOTEL_ID, JSON.stringify([ALLOWED_ORIGIN]), NOW),
    db
      .prepare('INSERT OR IGNORE INTO hotel_sites (hotel_id, origin, added_date) VALUES (?, ?, ?)')
      .bind(HOTEL_ID, ALLOWED_ORIGIN, NOW),
    db
      .prepare(
        `INSERT OR IGNORE INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_boys,
           max_children, max_kids, max_occupancy, base_occupancy, extra_adult_cents, extra_child_cents, beds_json,
           photos_json, position)
         VALUES (?1, ?4, 'room.double', '{"en":"Double","it":"Doppia"}', 'DOUBLE', 3, 0, 1, 1, 3, 2, 3000, 1500,
                 '[{"type":"DOUBLE","count":1,"maxPerson":2}]', '[{"path":"t/1.svg","cover":true}]', 0),
                (?2, ?4, 'room.last', '{"en":"Last room"}', 'DOUBLE', 2, 0, 0, 0, 2, 2, 0, 0, '[]', '[]', 1),
                (?3, ?4, 'room.third', '{"en":"Third night full"}', 'DOUBLE', 2, 0, 0, 0, 2, 2, 0, 0, '[]', '[]', 2)`,
      )
      .bind(DOUBLE, LAST_ROOM, THIRD_FULL, HOTEL_ID),
    db
      .prepare(
        `INSERT OR IGNORE INTO rooms (hotel_id, room_type_id, name)
         VALUES (?1, ?2, 'T1'), (?1, ?2, 'T2'), (?1, ?2, 'T3'), (?1, ?2, 'T4'), (?1, ?2, 'T5'), (?1, ?3, 'L1'),
                (?1, ?4, 'F1'), (?1, ?4, 'F2')`,
      )
      .bind(HOTEL_ID, DOUBLE, LAST_ROOM, THIRD_FULL),
    db
      .prepare(
        `INSERT OR IGNORE INTO services (id, hotel_id, name_key, name_json, category, bookability, payment_type,
           frequency, options_json, max_count)
         VALUES (?1, ?3, 'service.parking', '{"en":"Parking"}', 'HOTEL', 'BOOKABLE', 'SINGLE', 'NIGHTLY',
                 '[{"size":"SINGLE","amountCents":1500}]', 1),
                (?2, ?3, 'service.cleaning', '{"en":"Cleaning"}', 'ROOM', 'INCLUDED', 'SINGLE', 'LUMP_SUM',
                 '[{"size":"SINGLE","amountCents":2000}]', 1)`,
      )
      .bind(PARKING, CLEANING, HOTEL_ID),
    db
      .prepare('INSERT OR IGNORE INTO room_type_services (room_type_id, service_id) VALUES (?, ?)')
      .bind(DOUBLE, CLEANING),
    db
      .prepare(
        `INSERT OR IGNORE INTO cancellation_policies (id, hotel_id, name_key, deadline_count, deadline_unit,
           reservation_penalty_json, checkin_penalty_json, cancellation_json, deposit)
         VALUES (9201, ?1, 'policy.flexible', 2, 'DAYS', NULL,
                 '{"percentage":null,"firstNight":true,"additionalNights":0,"chargeNights":0,"chargeAmountCents":0}',
                 NULL, 0),
                (9202, ?1, 'policy.nr', NULL, NULL,
                 '{"percentage":100,"firstNight":false,"additionalNights":0,"chargeNights":0,"chargeAmountCents":0}',
                 '{"percentage":100,"firstNight":false,"additionalNights":0,"chargeNights":0,"chargeAmountCents":0}',
                 '{"chargeNights":1,"percentage":100}', 1)`,
      )
      .bind(HOTEL_ID),
    db
      .prepare(
        `INSERT OR IGNORE INTO no_show_policies (id, hotel_id, name_key, percentage, charge_nights, stay_nights)
         VALUES (9201, ?, 'noshow.first', 100, 1, 0)`,
      )
      .bind(HOTEL_ID),
    db
      .prepare(
        `INSERT OR IGNORE INTO rate_plans (id, hotel_id, name_key, name_json, type, parent_rate_plan_id,
           derivation_kind, derivation_value, pricing_model, cancellation_policy_id, no_show_policy_id,
           included_meal_plans_json, position)
         VALUES (?1, ?3, 'rate.flexible', '{"en":"Flexible"}', 'STANDARD', NULL, NULL, NULL,
                 'OCCUPANCY_BASED_PRICING', 9201, 9201, '["BREAKFAST"]', 0),
                (?2, ?3, 'rate.nr', '{"en":"Non-refundable"}', 'NOT_REFUNDABLE', ?1, 'PERCENTAGE', -10,
                 'OCCUPANCY_BASED_PRICING', 9202, 9201, '["BREAKFAST"]', 1)`,
      )
      .bind(FLEX, NR, HOTEL_ID),
    db
      .prepare(
        `INSERT OR IGNORE INTO promotions (id, hotel_id, type, name_json, discount_type, discount_value, secret_code)
         VALUES (9201, ?, 'STANDARD', '{"en":"Test code"}', 'PERCENTAGE', 10, 'TESTCODE')`,
      )
      .bind(HOTEL_ID),
    ...[DOUBLE, LAST_ROOM, THIRD_FULL].map((roomType) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed,
             cta, ctd)
           SELECT ?, date(?, '+' || key || ' days'), ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
             NULL, json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
           FROM json_each(?)`,
        )
        .bind(
          roomType,
          start,
          FLEX,
          nights((n) => [
            n === 20 ? 12_000 : 10_000,
            n === 6 ? 3 : null,
            n === 8 && roomType === DOUBLE ? 1 : 0,
            n === 3 ? 1 : 0,
            n === 4 ? 1 : 0,
          ]),
        ),
    ),
    db
      .prepare(
        `INSERT OR IGNORE INTO inventory (room_type_id, date, total, booked)
         SELECT ?1, date(?4, '+' || key || ' days'), 5, CASE WHEN key = 25 THEN 5 ELSE 0 END FROM json_each(?5)
         UNION ALL SELECT ?2, date(?4, '+' || key || ' days'), 1, CASE WHEN key = 25 THEN 1 ELSE 0 END
           FROM json_each(?5)
         UNION ALL SELECT ?3, date(?4, '+' || key || ' days'), 2, CASE WHEN key IN (12, 25) THEN 2 ELSE 0 END
           FROM json_each(?5)`,
      )
      .bind(
        DOUBLE,
        LAST_ROOM,
        THIRD_FULL,
        start,
        nights(() => []),
      ),
    db.prepare('INSERT OR IGNORE INTO hotel_closings (hotel_id, date) VALUES (?, ?)').bind(HOTEL_ID, day(40)),
  ]);
}

/** Row counts of everything a refused request must leave alone. */
export type WriteCounts = {
  reservations: number;
  rooms: number;
  emails: number;
  keys: number;
  booked: number;
};

export async function writeCounts(db: D1Database = env.DB): Promise<WriteCounts> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM reservations) AS reservations,
              (SELECT count(*) FROM reservation_rooms) AS rooms,
              (SELECT count(*) FROM email_outbox) AS emails,
              (SELECT count(*) FROM idempotency_keys) AS keys,
              (SELECT total(booked) FROM inventory) AS booked`,
    )
    .first<WriteCounts>();
  if (!row) throw new Error('no counts');
  return row;
}

export async function booked(roomTypeId: number, date: string, db: D1Database = env.DB): Promise<number> {
  const row = await db
    .prepare('SELECT booked FROM inventory WHERE room_type_id = ? AND date = ?')
    .bind(roomTypeId, date)
    .first<{ booked: number }>();
  return row?.booked ?? -1;
}

let ipCounter = 0;

/** A fresh client address per call, so the per-IP rate limits never interfere with a test. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type ReservationBodyOptions = {
  checkin?: string;
  checkout?: string;
  roomTypeId?: number;
  ratePlanId?: number;
  adults?: number;
  expectedTotal?: number;
  card?: Record<string, unknown> | null;
  promo?: string;
};

/**
 * A card guarantee as the widget sends it (FOLIO): brand, last 4 and expiry, the number and
 * CVV having been checked and dropped in the browser.
 */
export const TEST_CARD = {
  circuit: 'VISA',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
};

export function reservationBody(options: ReservationBodyOptions = {}): Record<string, unknown> {
  return {
    stay: { checkin: options.checkin ?? day(10), checkout: options.checkout ?? day(12) },
    rooms: [
      {
        roomTypeId: options.roomTypeId ?? DOUBLE,
        ratePlanId: options.ratePlanId ?? FLEX,
        people: { adults: options.adults ?? 2, boys: 0, children: 0, kids: 0 },
      },
    ],
    guest: {
      email: 'guest@example.it',
      name: 'Mario',
      surname: 'Rossi',
      phone: { prefix: '+39', number: '3331234567' },
      nationality: 'Italia',
      countryIso: 'IT',
      consents: { MARKETING: { value: true }, PROFILING: { value: false } },
      language: 'en',
    },
    // A non-refundable (deposit) rate is booked with a card unless a test says otherwise.
    ...(options.card === undefined
      ? options.ratePlanId === NR
        ? { card: TEST_CARD }
        : {}
      : { card: options.card }),
    ...(options.expectedTotal === undefined ? {} : { expectedTotal: options.expectedTotal }),
    ...(options.promo === undefined ? {} : { promo: options.promo }),
  };
}

export function postReservation(
  body: unknown,
  options: { key?: string | null; ip?: string; origin?: string; hotel?: string | number } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'CF-Connecting-IP': options.ip ?? nextIp(),
  };
  if (options.key !== null) headers['Idempotency-Key'] = options.key ?? crypto.randomUUID();
  if (options.origin) {
    headers.Origin = options.origin;
    headers['Sec-Fetch-Site'] = 'cross-site';
  }
  return SELF.fetch(`${API}/booking/hotels/${options.hotel ?? HOTEL_ALIAS}/reservations`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
