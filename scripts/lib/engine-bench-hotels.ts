/**
 * The hotels `npm run bench:engine` loads: four generated hotels of 1, 10, 20 and 50 room types
 * × 3 rate plans with a year of rates and inventory, and the bulk-edit hotel with its manager.
 */
import { hashPassword } from '../../worker/security/password.ts';
import type { SqlStatement } from '../../worker/seed/seed-sql.ts';

/**
 * Room types per bench hotel: 20 is the real size (the bulk edit's hotel: 20 room types
 * × 3 plans), 50 a stress size two and a half times that.
 */
export const SIZES = [1, 10, 20, 50] as const;
export const DAYS = 365;
export const TIME_ZONE = 'Europe/Rome';
export const BULK_HOTEL_ID = 9_990;
export const BULK_ROOM_TYPES = 20;
export const BULK_MANAGER = { email: 'bench.ratesheet@example.com', password: 'Bench-ratesheet-2026!' };

export const hotelId = (size: number) => 9_900 + size;
export const alias = (size: number) => `bench-hotel-${size}`;

/** One generated hotel: `size` room types × 3 plans, a year of rates and inventory. */
export function benchHotel(size: number, start: string): SqlStatement[] {
  const id = hotelId(size);
  const now = new Date().toISOString();
  const statements: SqlStatement[] = [
    {
      sql: `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency, time_zone,
          address_json, payment_settings_json, policies_json, description_json, vat_tax, deposit_percentage,
          city_tax_cents, city_tax_limit, created_date, updated_date)
        VALUES (?, ?, ?, 'HOTEL', 4, 0, 1, ?, 'EUR', ?, '{"city":"Bench"}', '{}', '{}', '{}', 10, 30, 300, 7, ?, ?)`,
      params: [id, `Bench hotel ${size}`, alias(size), size * 10, TIME_ZONE, now, now],
    },
    {
      sql: `INSERT INTO hotel_booking_settings (hotel_id, allowed_origins_json, max_range, updated_date)
        VALUES (?, '[]', 30, ?)`,
      params: [id, now],
    },
    {
      sql: `INSERT INTO cancellation_policies (id, hotel_id, name_key, deadline_count, deadline_unit, reservation_penalty_json,
          checkin_penalty_json, deposit)
        VALUES (?, ?, 'policy.flexible', 3, 'DAYS', NULL,
          '{"percentage":null,"firstNight":true,"additionalNights":0,"chargeNights":0,"chargeAmountCents":0}', 0),
          (?, ?, 'policy.nr', NULL, NULL, '{"percentage":100}', '{"percentage":100}', 1)`,
      params: [id * 10, id, id * 10 + 1, id],
    },
    {
      sql: `INSERT INTO no_show_policies (id, hotel_id, name_key, percentage, charge_nights) VALUES (?, ?, 'noshow', 100, 1)`,
      params: [id * 10, id],
    },
    {
      sql: `INSERT INTO rate_plans (id, hotel_id, name_key, name_json, type, parent_rate_plan_id, derivation_kind,
          derivation_value, pricing_model, cancellation_policy_id, no_show_policy_id, included_meal_plans_json, position)
        VALUES (?, ?, 'rate.flexible', '{"en":"Flexible"}', 'STANDARD', NULL, NULL, NULL, 'OCCUPANCY_BASED_PRICING', ?, ?,
                '[]', 0),
               (?, ?, 'rate.bb', '{"en":"Bed and breakfast"}', 'STANDARD', NULL, NULL, NULL, 'OCCUPANCY_BASED_PRICING',
                ?, ?, '["BREAKFAST"]', 1),
               (?, ?, 'rate.nr', '{"en":"Non-refundable"}', 'NOT_REFUNDABLE', ?, 'PERCENTAGE', -10,
                'OCCUPANCY_BASED_PRICING', ?, ?, '[]', 2)`,
      params: [
        ...[id * 10, id, id * 10, id * 10],
        ...[id * 10 + 1, id, id * 10, id * 10],
        ...[id * 10 + 2, id, id * 10, id * 10 + 1, id * 10],
      ],
    },
    {
      sql: `INSERT INTO promotions (hotel_id, type, name_json, discount_type, discount_value, days, min_stay)
        VALUES (?, 'EARLY_BOOKING', '{"en":"Early booking"}', 'PERCENTAGE', 10, 20, NULL),
               (?, 'MINIMUM_STAY', '{"en":"Long stay"}', 'PERCENTAGE', 8, NULL, 7),
               (?, 'LAST_MINUTE', '{"en":"Last minute"}', 'PRICE', 1000, 3, NULL)`,
      params: [id, id, id],
    },
  ];
  for (let r = 0; r < size; r++) {
    const roomTypeId = id * 100 + r;
    statements.push({
      sql: `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_boys, max_children, max_kids,
          max_occupancy, base_occupancy, extra_adult_cents, extra_boy_cents, extra_child_cents, beds_json, photos_json, position)
        VALUES (?, ?, ?, ?, 'DOUBLE', 3, 1, 2, 1, 4, 2, 3000, 2500, 2000, '[{"type":"DOUBLE","count":1,"maxPerson":2}]',
          '[{"path":"bench.svg","cover":true}]', ?)`,
      params: [roomTypeId, id, `room.${r}`, JSON.stringify({ en: `Room type ${r + 1}` }), r],
    });
    statements.push({
      sql: `INSERT INTO rooms (hotel_id, room_type_id, name) SELECT ?, ?, ? || value FROM json_each('[1,2,3,4,5,6,7,8,9,10]')`,
      params: [id, roomTypeId, `${r}-`],
    });
    for (let p = 0; p < 2; p++) {
      const nights = Array.from({ length: DAYS }, (_, d) => [
        10_000 + r * 500 + p * 1_500 + (d % 7 >= 5 ? 2_000 : 0) + Math.round(3_000 * Math.sin(d / 30)),
        d % 45 === 0 ? 2 : null,
        d % 97 === 13 ? 1 : 0,
        d % 61 === 5 ? 1 : 0,
        d % 53 === 7 ? 1 : 0,
      ]);
      statements.push({
        sql: `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
          SELECT ?, date(?, '+' || key || ' days'), ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), NULL,
            json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
          FROM json_each(?)`,
        params: [roomTypeId, start, id * 10 + p, JSON.stringify(nights)],
      });
    }
    const stock = Array.from({ length: DAYS }, (_, d) => [(d * 7 + r * 3) % 9]);
    statements.push({
      sql: `INSERT INTO inventory (room_type_id, date, total, booked)
        SELECT ?, date(?, '+' || key || ' days'), 10, json_extract(value, '$[0]') FROM json_each(?)`,
      params: [roomTypeId, start, JSON.stringify(stock)],
    });
  }
  return statements;
}

/**
 * The bulk edit's hotel: 20 room types × 3 plans with their own rates (no derived plan: a bulk
 * edit writes primary plans), a year of rates already stored (the edit updates those rows and
 * inserts the second year), and a manager who runs it.
 */
export async function bulkHotel(start: string): Promise<SqlStatement[]> {
  const id = BULK_HOTEL_ID;
  const now = new Date().toISOString();
  const statements: SqlStatement[] = [
    {
      sql: `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency, time_zone,
          address_json, payment_settings_json, policies_json, description_json, vat_tax, deposit_percentage,
          city_tax_cents, city_tax_limit, created_date, updated_date)
        VALUES (?, 'Bench ratesheet hotel', 'bench-ratesheet', 'HOTEL', 4, 0, 1, ?, 'EUR', ?, '{"city":"Bench"}', '{}', '{}',
          '{}', 10, 30, 300, 7, ?, ?)`,
      params: [id, BULK_ROOM_TYPES * 5, TIME_ZONE, now, now],
    },
    {
      sql: `INSERT INTO rate_plans (id, hotel_id, name_key, name_json, type, pricing_model, position)
        VALUES (?, ?, 'rate.flexible', '{"en":"Flexible"}', 'STANDARD', 'PER_ROOM', 0),
               (?, ?, 'rate.bb', '{"en":"Bed and breakfast"}', 'STANDARD', 'PER_ROOM', 1),
               (?, ?, 'rate.nr', '{"en":"Non-refundable"}', 'NOT_REFUNDABLE', 'PER_ROOM', 2)`,
      params: [id * 10, id, id * 10 + 1, id, id * 10 + 2, id],
    },
    {
      sql: `INSERT INTO managers (email, username, name, surname, password_hash, language, enabled, created_date,
          password_changed_date) VALUES (?, 'bench_ratesheet', 'Bench', 'Manager', ?, 'en', 1, ?, ?)`,
      params: [BULK_MANAGER.email, await hashPassword(BULK_MANAGER.password), now, now],
    },
    {
      sql: 'INSERT INTO manager_hotels (manager_id, hotel_id) SELECT id, ? FROM managers WHERE email = ?',
      params: [id, BULK_MANAGER.email],
    },
  ];
  for (let r = 0; r < BULK_ROOM_TYPES; r++) {
    const roomTypeId = id * 100 + r;
    statements.push({
      sql: `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy, base_occupancy,
          position) VALUES (?, ?, ?, ?, 'DOUBLE', 2, 2, 2, ?)`,
      params: [roomTypeId, id, `room.${r}`, JSON.stringify({ en: `Room type ${r + 1}` }), r],
    });
    for (let p = 0; p < 3; p++) {
      statements.push({
        sql: `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
          SELECT ?, date(?, '+' || key || ' days'), ?, value, NULL, NULL, 0, 0, 0 FROM json_each(?)`,
        params: [
          roomTypeId,
          start,
          id * 10 + p,
          JSON.stringify(Array.from({ length: DAYS }, (_, d) => 9_000 + r * 100 + p * 1_000 + (d % 7) * 50)),
        ],
      });
    }
  }
  return statements;
}
