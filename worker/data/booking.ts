/**
 * Booking engine reads: everything the rules of src/domain/booking need for one hotel and one
 * date span, in ONE `db.batch` round trip (no N+1): the hotel and its booking settings, room
 * types with their services, services, rate plans with their policies, promotions, daily rates,
 * inventory and hotel closings. Rows are mapped to the engine's input types (types.ts: string
 * ids, cents, booleans); `HotelBooking` keeps what the API adds on top (names, photos...).
 *
 * Every statement finds the hotel by the same sub-query (id or name alias, enabled), so the
 * batch needs no earlier round trip for the hotel id.
 */

import type { DailyRateIndex, InventoryIndex } from '../../src/domain/booking/context.ts';
import type { HotelPricing, IsoDate, Promotion } from '../../src/domain/booking/types.ts';
import { CONTACT_TYPES, type Contact } from '../../src/domain/property.ts';
import {
  type HotelInfo,
  type HotelRow,
  normaliseOrigin,
  type PromotionRow,
  type RatePlanInfo,
  type RatePlanRow,
  type RoomTypeInfo,
  type RoomTypeRow,
  type ServiceInfo,
  type ServiceRow,
  toHotelInfo,
  toPricing,
  toPromotion,
  toRatePlan,
  toRoomType,
  toService,
} from './booking-catalogue.ts';
import type { GalleryPhotoRecord, HotelKey } from './hotel-documents.ts';
import { normaliseGallery } from './hotels.ts';
import { type PackedRow, toDailyRates, toInventory } from './packed-calendar.ts';
import { parseJson } from './stored-documents.ts';

/** Everything loaded for a hotel: the engine's inputs plus display data. */
export type HotelBooking = {
  hotel: HotelInfo;
  pricing: HotelPricing;
  roomTypes: RoomTypeInfo[];
  ratePlans: RatePlanInfo[];
  services: ServiceInfo[];
  promotions: Promotion[];
  /** Daily rates of the loaded span by room type, plan and date. */
  dailyRates: DailyRateIndex;
  /** Inventory of the loaded span by room type and date. */
  inventory: InventoryIndex;
  hotelClosedDates: IsoDate[];
  gallery: GalleryPhotoRecord[];
  contacts: Contact[];
};

/** What to load besides the hotel, its room types, rate plans and services. */
export type LoadOptions = {
  /** Inclusive date span of daily rates, inventory and closings; none loads no per-date rows. */
  span?: { from: IsoDate; to: IsoDate };
  promotions?: boolean;
  gallery?: boolean;
  /** The hotel's contacts (hotel_contacts, written by the property screen). */
  contacts?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Rows

type ClosingRow = { date: string };
type GalleryRow = { path: string; cover: number; caption: string | null };

// ---------------------------------------------------------------------------------------------
// JSON helpers

// ---------------------------------------------------------------------------------------------
// Queries

/** The hotel of a reference: ?1 = id (or NULL), ?2 = alias (or NULL); enabled hotels only. */
const HOTEL_ID = '(SELECT id FROM hotels WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1)';

const HOTEL_SQL = `SELECT h.id, h.name, h.name_alias, h.type, h.stars, h.currency, h.time_zone, h.address_json,
    h.payment_settings_json, h.policies_json, h.description_json, h.vat_tax, h.vat_tax_extras, h.deposit_percentage,
    h.deposit_nights,    h.city_tax_cents, h.city_tax_limit, s.allowed_origins_json, s.max_range, s.city_tax_bands_json,
    s.booking_enabled
  FROM hotels h LEFT JOIN hotel_booking_settings s ON s.hotel_id = h.id
  WHERE h.id = ${HOTEL_ID}`;

const ROOM_TYPES_SQL = `SELECT rt.id, rt.name_key, rt.name_json, rt.description_json, rt.category, rt.max_adults,
    rt.max_boys, rt.max_children, rt.max_kids, rt.max_occupancy, rt.base_occupancy, rt.extra_adult_cents,
    rt.extra_boy_cents, rt.extra_child_cents, rt.extra_kid_cents, rt.beds_json, rt.extra_beds_json,
    rt.photos_json, rt.amenities_json, rt.size_sqm,
    (SELECT count(*) FROM rooms r WHERE r.room_type_id = rt.id AND r.enabled = 1) AS rooms,
    (SELECT group_concat(rts.service_id) FROM room_type_services rts WHERE rts.room_type_id = rt.id) AS service_ids
  FROM room_types rt
  WHERE rt.hotel_id = ${HOTEL_ID} AND rt.enabled = 1
  ORDER BY rt.position, rt.id`;

const SERVICES_SQL = `SELECT id, name_key, name_json, description_json, category, bookability, payment_type, frequency,
    options_json, max_count
  FROM services WHERE hotel_id = ${HOTEL_ID} AND enabled = 1 ORDER BY position, id`;

const RATE_PLANS_SQL = `SELECT p.id, p.name_key, p.name_json, p.type, p.parent_rate_plan_id, p.derivation_kind,
    p.derivation_value, p.pricing_model, p.occupants_for_base_rate, p.included_meal_plans_json,
    p.room_type_ids_json, p.min_stay, p.max_stay,
    cp.id AS cp_id, cp.deadline_count AS cp_deadline_count, cp.deadline_unit AS cp_deadline_unit,
    cp.reservation_penalty_json AS cp_reservation_penalty_json,
    cp.checkin_penalty_json AS cp_checkin_penalty_json, cp.cancellation_json AS cp_cancellation_json,
    cp.deposit AS cp_deposit,
    ns.id AS ns_id, ns.percentage AS ns_percentage, ns.charge_nights AS ns_charge_nights,
    ns.stay_nights AS ns_stay_nights, ns.charge_amount_cents AS ns_charge_amount_cents
  FROM rate_plans p
  LEFT JOIN cancellation_policies cp ON cp.id = p.cancellation_policy_id
  LEFT JOIN no_show_policies ns ON ns.id = p.no_show_policy_id
  WHERE p.hotel_id = ${HOTEL_ID} AND p.enabled = 1
  ORDER BY p.position, p.id`;

const PROMOTIONS_SQL = `SELECT id, type, name_json, discount_type, discount_value, days, min_stay, enabled, valid_from,
    valid_to, on_arrival, secret_code, rate_plan_ids_json, room_type_ids_json
  FROM promotions WHERE hotel_id = ${HOTEL_ID} AND enabled = 1 ORDER BY position, id`;

/**
 * Per-date rows of the span packed by SQLite into one row per room type holding one JSON array per
 * column, flags folded into one number: decoding one string per room type is far cheaper than
 * thousands of row objects crossing the D1 binding (the calendar of 50 room types reads 6,000
 * rows), and column arrays are cheaper to build (no per-row JSON array) and to parse than one
 * array per row. A correlated sub-query per room type walks the primary key (room type, date)
 * in order, where a join grouped by room type would sort every row first.
 */
const DAILY_RATES_SQL = `SELECT rt.id AS t,
    (SELECT json_array(json_group_array(d.rate_plan_id), json_group_array(d.date), json_group_array(d.amount_cents),
        json_group_array(d.min_los), json_group_array(d.max_los), json_group_array(d.closed + 2 * d.cta + 4 * d.ctd))
      FROM daily_rates d WHERE d.room_type_id = rt.id AND d.date >= ?3 AND d.date <= ?4) AS r
  FROM room_types rt
  WHERE rt.hotel_id = ${HOTEL_ID} AND rt.enabled = 1`;

const INVENTORY_SQL = `SELECT rt.id AS t,
    (SELECT json_array(json_group_array(i.date), json_group_array(i.total), json_group_array(i.booked),
        json_group_array(i.room_closed))
      FROM inventory i WHERE i.room_type_id = rt.id AND i.date >= ?3 AND i.date <= ?4) AS r
  FROM room_types rt
  WHERE rt.hotel_id = ${HOTEL_ID} AND rt.enabled = 1`;

const CLOSINGS_SQL = `SELECT date FROM hotel_closings WHERE hotel_id = ${HOTEL_ID} AND date >= ?3 AND date <= ?4`;

const GALLERY_SQL = `SELECT path, cover, caption FROM hotel_gallery WHERE hotel_id = ${HOTEL_ID} ORDER BY position, id`;

const CONTACTS_SQL = `SELECT contacts_json FROM hotel_contacts WHERE hotel_id = ${HOTEL_ID}`;

/** The stored contacts of a hotel, keeping only entries of a known kind with a value. */
function toContacts(json: string | undefined): Contact[] {
  const stored = parseJson<unknown>(json, []);
  return (Array.isArray(stored) ? stored : []).filter(
    (entry): entry is Contact =>
      typeof entry === 'object' &&
      entry !== null &&
      CONTACT_TYPES.includes((entry as Contact).type) &&
      typeof (entry as Contact).value === 'string' &&
      (entry as Contact).value.trim() !== '',
  );
}

/**
 * Loads a hotel's booking data in one batch; null when the hotel does not exist or is disabled.
 * With a span, daily rates, inventory and closings of the dates from..to (inclusive) come too.
 */
export async function loadHotelBooking(
  db: D1Database,
  ref: HotelKey,
  options: LoadOptions = {},
): Promise<HotelBooking | null> {
  const refParams = [ref.id, ref.alias] as const;
  const statements: D1PreparedStatement[] = [
    db.prepare(HOTEL_SQL).bind(...refParams),
    db.prepare(ROOM_TYPES_SQL).bind(...refParams),
    db.prepare(SERVICES_SQL).bind(...refParams),
    db.prepare(RATE_PLANS_SQL).bind(...refParams),
  ];
  if (options.promotions) statements.push(db.prepare(PROMOTIONS_SQL).bind(...refParams));
  const { span } = options;
  if (span) {
    const spanParams = [...refParams, span.from, span.to] as const;
    statements.push(
      db.prepare(DAILY_RATES_SQL).bind(...spanParams),
      db.prepare(INVENTORY_SQL).bind(...spanParams),
      db.prepare(CLOSINGS_SQL).bind(...spanParams),
    );
  }
  if (options.gallery) statements.push(db.prepare(GALLERY_SQL).bind(...refParams));
  if (options.contacts) statements.push(db.prepare(CONTACTS_SQL).bind(...refParams));

  const results = await db.batch<unknown>(statements);
  const rowsOf = <T>(index: number): T[] => (results[index]?.results ?? []) as T[];
  const hotelRow = rowsOf<HotelRow>(0)[0];
  if (!hotelRow) return null;
  let next = 4;
  const promotions = options.promotions ? rowsOf<PromotionRow>(next++).map(toPromotion) : [];
  let dailyRates: DailyRateIndex = new Map();
  let inventory: InventoryIndex = new Map();
  let hotelClosedDates: IsoDate[] = [];
  if (span) {
    dailyRates = toDailyRates(rowsOf<PackedRow>(next++));
    inventory = toInventory(rowsOf<PackedRow>(next++));
    hotelClosedDates = rowsOf<ClosingRow>(next++).map((row) => row.date);
  }
  const gallery = options.gallery
    ? normaliseGallery(
        rowsOf<GalleryRow>(next++).map((row) => ({
          path: row.path,
          cover: row.cover === 1,
          caption: row.caption,
        })),
      )
    : [];
  const contacts = options.contacts
    ? toContacts(rowsOf<{ contacts_json: string }>(next++)[0]?.contacts_json)
    : [];
  return {
    hotel: toHotelInfo(hotelRow),
    pricing: toPricing(hotelRow),
    roomTypes: rowsOf<RoomTypeRow>(1).map(toRoomType),
    services: rowsOf<ServiceRow>(2).map(toService),
    ratePlans: rowsOf<RatePlanRow>(3).map(toRatePlan),
    promotions,
    dailyRates,
    inventory,
    hotelClosedDates,
    gallery,
    contacts,
  };
}

/** The allowed CORS origins of an enabled hotel (by id or alias), or null when there is no such hotel. */
export async function findAllowedOrigins(db: D1Database, ref: HotelKey): Promise<string[] | null> {
  const row = await db
    .prepare(
      `SELECT h.id, s.allowed_origins_json FROM hotels h LEFT JOIN hotel_booking_settings s ON s.hotel_id = h.id
       WHERE h.id = ${HOTEL_ID}`,
    )
    .bind(ref.id, ref.alias)
    .first<{ id: number; allowed_origins_json: string | null }>();
  if (!row) return null;
  return parseJson<unknown[]>(row.allowed_origins_json, [])
    .filter((o): o is string => typeof o === 'string')
    .map(normaliseOrigin)
    .filter((o): o is string => o !== null);
}

/** The allowed CORS origins of the hotel of a reservation code, or null when the code is unknown. */
export async function findReservationOrigins(db: D1Database, code: string): Promise<string[] | null> {
  const row = await db
    .prepare(
      `SELECT s.allowed_origins_json FROM reservations r
       LEFT JOIN hotel_booking_settings s ON s.hotel_id = r.hotel_id WHERE r.code = ?`,
    )
    .bind(code)
    .first<{ allowed_origins_json: string | null }>();
  if (!row) return null;
  return parseJson<unknown[]>(row.allowed_origins_json, [])
    .filter((o): o is string => typeof o === 'string')
    .map(normaliseOrigin)
    .filter((o): o is string => o !== null);
}
