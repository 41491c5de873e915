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
import type {
  AgeBand,
  BedFrequency,
  CancellationCharge,
  CancellationPolicy,
  ChargeFrequency,
  DailyRate,
  DeadlineUnit,
  ExtraBed,
  HotelPricing,
  Inventory,
  IsoDate,
  NoShowPolicy,
  Penalty,
  Promotion,
  PromotionType,
  RatePlan,
  RoomBed,
  RoomType,
  Service,
  ServiceBookability,
  ServiceCategory,
  ServicePaymentType,
  ServiceSize,
} from '../../src/domain/booking/types.ts';
import { CONTACT_TYPES, type Contact } from '../../src/domain/property.ts';
import { amenitiesInOrder } from '../../src/domain/room-photos.ts';
import type { AddressInfo } from '../../src/domain/types.ts';
import {
  type GalleryPhotoRecord,
  type HotelKey,
  type HotelPoliciesRecord,
  type PaymentSettingsRecord,
  paymentSettingsRecord,
} from './hotel-documents.ts';
import { normaliseGallery } from './hotels.ts';

/** Default booking settings of a hotel without a hotel_booking_settings row. */
export const DEFAULT_MAX_RANGE = 30;

export type Localized = Partial<Record<string, string>>;

export type RoomPhoto = { path: string; cover: boolean; caption?: string };

/** A room type with what the public API shows besides the engine's fields. */
export type RoomTypeInfo = RoomType & {
  name: Localized;
  description: Localized;
  photos: RoomPhoto[];
  /** Codes of src/domain/room-photos.ts ROOM_AMENITIES, in that list's order. */
  amenities: string[];
  sizeSqm: number | null;
  /** Enabled physical rooms of the type. */
  rooms: number;
};

export type ServiceInfo = Service & { name: Localized; description: Localized };

export type RatePlanInfo = RatePlan & { name: Localized };

export type HotelInfo = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  currency: string;
  timeZone: string;
  addressInfo: AddressInfo;
  paymentSettings: PaymentSettingsRecord;
  policies: HotelPoliciesRecord;
  description: Localized;
  /** CORS origins allowed to book from (exact origins, lowercase). */
  allowedOrigins: string[];
  maxRange: number;
  bookingEnabled: boolean;
};

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

type HotelRow = {
  id: number;
  name: string;
  name_alias: string;
  type: string;
  stars: number | null;
  currency: string;
  time_zone: string;
  address_json: string;
  payment_settings_json: string;
  policies_json: string;
  description_json: string;
  vat_tax: number | null;
  vat_tax_extras: number | null;
  deposit_percentage: number;
  deposit_nights: number | null;
  city_tax_cents: number;
  city_tax_limit: number;
  allowed_origins_json: string | null;
  max_range: number | null;
  city_tax_bands_json: string | null;
  booking_enabled: number | null;
};

type RoomTypeRow = {
  id: number;
  name_key: string;
  name_json: string;
  description_json: string;
  category: string;
  max_adults: number;
  max_boys: number;
  max_children: number;
  max_kids: number;
  max_occupancy: number;
  base_occupancy: number;
  extra_adult_cents: number;
  extra_boy_cents: number;
  extra_child_cents: number;
  extra_kid_cents: number;
  beds_json: string;
  extra_beds_json: string;
  photos_json: string;
  amenities_json: string;
  size_sqm: number | null;
  rooms: number;
  service_ids: string | null;
};

type ServiceRow = {
  id: number;
  name_key: string;
  name_json: string;
  description_json: string;
  category: ServiceCategory;
  bookability: ServiceBookability;
  payment_type: ServicePaymentType;
  frequency: ChargeFrequency;
  options_json: string;
  max_count: number;
};

type RatePlanRow = {
  id: number;
  name_key: string;
  name_json: string;
  type: 'STANDARD' | 'NOT_REFUNDABLE';
  parent_rate_plan_id: number | null;
  derivation_kind: 'PERCENTAGE' | 'AMOUNT' | null;
  derivation_value: number | null;
  pricing_model: 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';
  occupants_for_base_rate: number | null;
  included_meal_plans_json: string;
  room_type_ids_json: string | null;
  min_stay: number | null;
  max_stay: number | null;
  cp_id: number | null;
  cp_deadline_count: number | null;
  cp_deadline_unit: DeadlineUnit | null;
  cp_reservation_penalty_json: string | null;
  cp_checkin_penalty_json: string | null;
  cp_cancellation_json: string | null;
  cp_deposit: number | null;
  ns_id: number | null;
  ns_percentage: number | null;
  ns_charge_nights: number | null;
  ns_stay_nights: number | null;
  ns_charge_amount_cents: number | null;
};

type PromotionRow = {
  id: number;
  type: PromotionType;
  name_json: string;
  discount_type: 'PERCENTAGE' | 'PRICE';
  discount_value: number;
  days: number | null;
  min_stay: number | null;
  enabled: number;
  valid_from: string | null;
  valid_to: string | null;
  on_arrival: number;
  secret_code: string | null;
  rate_plan_ids_json: string | null;
  room_type_ids_json: string | null;
};

/** Per-date rows travel packed: one JSON text per room type (`t`), see DAILY_RATES_SQL. */
type PackedRow = { t: number; r: string | null };
type ClosingRow = { date: string };
type GalleryRow = { path: string; cover: number; caption: string | null };

// ---------------------------------------------------------------------------------------------
// JSON helpers

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A JSON array of numeric ids as the engine's string ids; null stays null (= all). */
function idList(text: string | null): string[] | null {
  if (text === null) return null;
  const ids = parseJson<unknown[]>(text, []);
  return ids.filter((id) => typeof id === 'number' || typeof id === 'string').map(String);
}

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A policy's early-checkout charge (`cancellation_json`), or null when absent or malformed (the
 * check-in penalty then applies): { chargeNights ≥ 0 integer, percentage number or null }.
 */
export function toCancellationCharge(raw: unknown): CancellationCharge | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { chargeNights, percentage } = raw as Partial<Record<keyof CancellationCharge, unknown>>;
  const nights = Number(chargeNights ?? 0);
  return {
    chargeNights: Number.isSafeInteger(nights) && nights > 0 ? nights : 0,
    percentage: typeof percentage === 'number' && Number.isFinite(percentage) ? percentage : null,
  };
}

/**
 * A cancellation policy snapshot stored with a reservation room: snapshots written before the
 * policy had `cancellation` lack it (null: the check-in penalty applies).
 */
export function storedCancellationPolicy(text: string | null): CancellationPolicy | null {
  const policy = parseJson<CancellationPolicy | null>(text, null);
  if (!policy) return null;
  return { ...policy, cancellation: toCancellationCharge(policy.cancellation ?? null) };
}

export function toPenalty(raw: Partial<Penalty> | null): Penalty | null {
  if (!raw) return null;
  return {
    percentage: typeof raw.percentage === 'number' ? raw.percentage : null,
    firstNight: raw.firstNight === true,
    additionalNights: Number(raw.additionalNights ?? 0) || 0,
    chargeNights: Number(raw.chargeNights ?? 0) || 0,
    chargeAmountCents: Number(raw.chargeAmountCents ?? 0) || 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Mapping

function toHotelInfo(row: HotelRow): HotelInfo {
  const origins = parseJson<unknown[]>(row.allowed_origins_json, []);
  return {
    id: row.id,
    name: row.name,
    nameAlias: row.name_alias,
    type: row.type,
    stars: row.stars,
    currency: row.currency,
    timeZone: row.time_zone,
    addressInfo: parseJson<AddressInfo>(row.address_json, {}),
    paymentSettings: paymentSettingsRecord(
      parseJson<Partial<PaymentSettingsRecord>>(row.payment_settings_json, {}),
    ),
    policies: parseJson<HotelPoliciesRecord>(row.policies_json, {}),
    description: parseJson<Localized>(row.description_json, {}),
    allowedOrigins: origins
      .filter((o): o is string => typeof o === 'string')
      .map(normaliseOrigin)
      .filter((o): o is string => o !== null),
    maxRange: row.max_range ?? DEFAULT_MAX_RANGE,
    bookingEnabled: row.booking_enabled !== 0,
  };
}

function toPricing(row: HotelRow): HotelPricing {
  const bands = parseJson<AgeBand[] | null>(row.city_tax_bands_json, null);
  return {
    vatRate: row.vat_tax,
    vatRateExtras: row.vat_tax_extras,
    depositPercentage: row.deposit_percentage,
    depositNights: row.deposit_nights,
    cityTaxCents: row.city_tax_cents,
    cityTaxLimit: row.city_tax_limit,
    cityTaxBands: bands,
    currency: row.currency,
    timeZone: row.time_zone,
  };
}

type RawExtraBed = {
  id?: unknown;
  type?: unknown;
  maxCount?: unknown;
  maxPerson?: unknown;
  pricesCents?: Partial<Record<AgeBand, unknown>>;
  frequency?: unknown;
};

function toExtraBed(raw: RawExtraBed, index: number): ExtraBed {
  const price = (band: AgeBand) => Math.max(0, Number(raw.pricesCents?.[band] ?? 0) || 0);
  const frequency: BedFrequency =
    raw.frequency === 'LUMP_SUM' || raw.frequency === 'DAILY' ? raw.frequency : 'NIGHTLY';
  return {
    id: typeof raw.id === 'string' ? raw.id : `bed-${index + 1}`,
    type: typeof raw.type === 'string' ? raw.type : 'SINGLE',
    maxCount: Number(raw.maxCount ?? 1) || 1,
    maxPerson: Number(raw.maxPerson ?? 1) || 1,
    pricesCents: {
      adults: price('adults'),
      boys: price('boys'),
      children: price('children'),
      kids: price('kids'),
    },
    frequency,
  };
}

function toRoomType(row: RoomTypeRow): RoomTypeInfo {
  return {
    id: String(row.id),
    nameKey: row.name_key,
    category: row.category,
    maxPerBand: {
      adults: row.max_adults,
      boys: row.max_boys,
      children: row.max_children,
      kids: row.max_kids,
    },
    maxOccupancy: row.max_occupancy,
    baseOccupancy: row.base_occupancy,
    extraPersonCents: {
      adults: row.extra_adult_cents,
      boys: row.extra_boy_cents,
      children: row.extra_child_cents,
      kids: row.extra_kid_cents,
    },
    beds: parseJson<RoomBed[]>(row.beds_json, []),
    extraBeds: parseJson<RawExtraBed[]>(row.extra_beds_json, []).map(toExtraBed),
    serviceIds: row.service_ids ? row.service_ids.split(',') : [],
    name: parseJson<Localized>(row.name_json, {}),
    description: parseJson<Localized>(row.description_json, {}),
    photos: parseJson<RoomPhoto[]>(row.photos_json, []),
    amenities: amenitiesInOrder(parseJson<string[]>(row.amenities_json, [])),
    sizeSqm: row.size_sqm,
    rooms: row.rooms,
  };
}

function toService(row: ServiceRow): ServiceInfo {
  return {
    id: String(row.id),
    nameKey: row.name_key,
    category: row.category,
    bookability: row.bookability,
    paymentType: row.payment_type,
    frequency: row.frequency,
    options: parseJson<{ size: ServiceSize; amountCents: number }[]>(row.options_json, []),
    maxCount: row.max_count,
    name: parseJson<Localized>(row.name_json, {}),
    description: parseJson<Localized>(row.description_json, {}),
  };
}

function toCancellationPolicy(row: RatePlanRow): CancellationPolicy | null {
  if (row.cp_id === null) return null;
  return {
    id: String(row.cp_id),
    deadline:
      row.cp_deadline_count === null
        ? null
        : { count: row.cp_deadline_count, unit: row.cp_deadline_unit ?? 'DAYS' },
    reservationPenalty: toPenalty(parseJson<Partial<Penalty> | null>(row.cp_reservation_penalty_json, null)),
    checkinPenalty: toPenalty(parseJson<Partial<Penalty> | null>(row.cp_checkin_penalty_json, null)),
    cancellation: toCancellationCharge(parseJson<unknown>(row.cp_cancellation_json, null)),
    deposit: row.cp_deposit === 1,
  };
}

function toNoShowPolicy(row: RatePlanRow): NoShowPolicy | null {
  if (row.ns_id === null) return null;
  return {
    id: String(row.ns_id),
    percentage: row.ns_percentage,
    chargeNights: row.ns_charge_nights ?? 0,
    stayNights: row.ns_stay_nights === 1,
    chargeAmountCents: row.ns_charge_amount_cents ?? 0,
  };
}

function toRatePlan(row: RatePlanRow): RatePlanInfo {
  return {
    id: String(row.id),
    nameKey: row.name_key,
    type: row.type,
    parent:
      row.parent_rate_plan_id === null || row.derivation_kind === null
        ? null
        : {
            parentId: String(row.parent_rate_plan_id),
            kind: row.derivation_kind,
            value: row.derivation_value ?? 0,
          },
    pricingModel: row.pricing_model,
    occupantsForBaseRate: row.occupants_for_base_rate,
    cancellationPolicy: toCancellationPolicy(row),
    noShowPolicy: toNoShowPolicy(row),
    includedMealPlans: parseJson<string[]>(row.included_meal_plans_json, []),
    roomTypeIds: idList(row.room_type_ids_json),
    minStay: row.min_stay,
    maxStay: row.max_stay,
    name: parseJson<Localized>(row.name_json, {}),
  };
}

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: String(row.id),
    type: row.type,
    name: parseJson<Record<string, string>>(row.name_json, {}),
    discount: { type: row.discount_type, value: row.discount_value },
    days: row.days,
    minStay: row.min_stay,
    enabled: row.enabled === 1,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    onArrival: row.on_arrival === 1,
    secretCode: row.secret_code,
    ratePlanIds: idList(row.rate_plan_ids_json),
    roomTypeIds: idList(row.room_type_ids_json),
  };
}

/**
 * The daily rates of a room type, one array per column, aligned by index (DAILY_RATES_SQL):
 * [ratePlanId[], date[], amountCents[], minLOS[], maxLOS[], closed + 2 × CTA + 4 × CTD[]].
 */
type DailyRateColumns = [
  number[],
  string[],
  (number | null)[],
  (number | null)[],
  (number | null)[],
  number[],
];
/** The inventory of a room type by column (INVENTORY_SQL): [date[], total[], booked[], roomClosed[]]. */
type InventoryColumns = [string[], number[], number[], number[]];

/** Gets or creates the inner map of a nested index. */
function inner<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/**
 * Decodes the packed daily rates straight into the engine's index (room type → plan → date), so
 * that no list of rows is built only to be indexed again (`createStayContext` takes the index).
 */
function toDailyRates(rows: PackedRow[]): DailyRateIndex {
  const index = new Map<string, Map<string, Map<IsoDate, DailyRate>>>();
  const planIds = new Map<number, string>();
  for (const row of rows) {
    if (!row.r) continue;
    const roomTypeId = String(row.t);
    const [plans, dates, amounts, minLOS, maxLOS, flags] = JSON.parse(row.r) as DailyRateColumns;
    if (dates.length === 0) continue;
    const byPlan = inner(index, roomTypeId, () => new Map<string, Map<IsoDate, DailyRate>>());
    // The date maps of this room type by numeric plan id: rows alternate between plans.
    const byPlanId = new Map<number, { ratePlanId: string; byDate: Map<IsoDate, DailyRate> }>();
    for (let i = 0; i < dates.length; i++) {
      const planId = plans[i] as number;
      let plan = byPlanId.get(planId);
      if (plan === undefined) {
        const ratePlanId = inner(planIds, planId, () => String(planId));
        plan = { ratePlanId, byDate: inner(byPlan, ratePlanId, () => new Map<IsoDate, DailyRate>()) };
        byPlanId.set(planId, plan);
      }
      const date = dates[i] as string;
      const flag = flags[i] as number;
      plan.byDate.set(date, {
        roomTypeId,
        ratePlanId: plan.ratePlanId,
        date,
        amountCents: amounts[i] ?? null,
        minLOS: minLOS[i] ?? null,
        maxLOS: maxLOS[i] ?? null,
        closed: (flag & 1) !== 0,
        closedToArrival: (flag & 2) !== 0,
        closedToDeparture: (flag & 4) !== 0,
      });
    }
  }
  return index;
}

/** Decodes the packed inventory straight into the engine's index (room type → date). */
function toInventory(rows: PackedRow[]): InventoryIndex {
  const index = new Map<string, Map<IsoDate, Inventory>>();
  for (const row of rows) {
    if (!row.r) continue;
    const roomTypeId = String(row.t);
    const [dates, totals, booked, closed] = JSON.parse(row.r) as InventoryColumns;
    if (dates.length === 0) continue;
    const byDate = inner(index, roomTypeId, () => new Map<IsoDate, Inventory>());
    for (let i = 0; i < dates.length; i++) {
      const date = dates[i] as string;
      byDate.set(date, {
        roomTypeId,
        date,
        total: totals[i] as number,
        booked: booked[i] as number,
        roomClosed: closed[i] === 1,
      });
    }
  }
  return index;
}

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

export { normaliseOrigin };
