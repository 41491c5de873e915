import type {
  AgeBand,
  BedFrequency,
  CancellationPolicy,
  ChargeFrequency,
  DeadlineUnit,
  ExtraBed,
  HotelPricing,
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
import { amenitiesInOrder } from '../../src/domain/room-photos.ts';
import type { AddressInfo } from '../../src/domain/types.ts';
import {
  type HotelPoliciesRecord,
  type PaymentSettingsRecord,
  paymentSettingsRecord,
} from './hotel-documents.ts';
import { idList, parseJson, toCancellationCharge, toPenalty } from './stored-documents.ts';

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

export type HotelRow = {
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

export type RoomTypeRow = {
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

export type ServiceRow = {
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

export type RatePlanRow = {
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

export type PromotionRow = {
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

// ---------------------------------------------------------------------------------------------
// Mapping

/** An allowed origin as the browser sends it (lowercase scheme and host), or null when not http(s). */
export function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

export function toHotelInfo(row: HotelRow): HotelInfo {
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

export function toPricing(row: HotelRow): HotelPricing {
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

export function toRoomType(row: RoomTypeRow): RoomTypeInfo {
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

export function toService(row: ServiceRow): ServiceInfo {
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

export function toRatePlan(row: RatePlanRow): RatePlanInfo {
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
