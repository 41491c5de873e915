/**
 * A reservation as stored: its rows (read in one batch, by code or by hotel), the guest and card
 * documents kept with it, and the engine's `Reservation` made of them.
 */
import type {
  NoShowPolicy,
  RateType,
  Reservation,
  ReservationBed,
  ReservationNight,
  ReservationService,
  ReservationStatus,
  StatusText,
} from '../../src/domain/booking/types.ts';
import type { CardCircuit } from '../../src/domain/types.ts';
import { parseJson, storedCancellationPolicy } from './stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Documents stored with a reservation

export type GuestDocument = {
  email: string;
  name: string;
  surname: string;
  phone: { prefix: string; number: string };
  nationality: string;
  countryIso: string | null;
  consents: { MARKETING: { value: boolean }; PROFILING: { value: boolean } };
  language: string;
};

/** Never the number nor the CVV. */
export type CardDocument = {
  circuit: CardCircuit;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
};

export type ReservationRow = {
  id: number;
  hotel_id: number;
  code: string;
  manage_token_hash: string;
  checkin: string;
  checkout: string;
  status: ReservationStatus;
  status_text: StatusText;
  delete_checkin: number;
  source: string;
  language: string;
  guest_json: string;
  card_json: string | null;
  currency: string;
  initial_total_cents: number;
  discount_cents: number;
  total_cents: number;
  taxable_cents: number;
  vat_cents: number;
  city_tax_cents: number;
  deposit_cents: number;
  grand_total_cents: number;
  charged_cents: number;
  cancel_amount_cents: number;
  version: number;
  /** The folio's own version (migration 0028): guards payments and charges. */
  folio_version: number;
  created_date: string;
  cancelled_date: string | null;
  promo_code: string | null;
  notes: string | null;
  hotel_name: string;
  hotel_alias: string;
  hotel_time_zone: string;
  hotel_address_json: string;
  hotel_policies_json: string;
  /** The hotel's tax settings today (an early checkout recomputes VAT and city tax with them). */
  hotel_vat_tax: number | null;
  hotel_vat_tax_extras: number | null;
  hotel_city_tax_cents: number;
  hotel_city_tax_limit: number;
  hotel_city_tax_bands_json: string | null;
};

export type ReservationRoomRow = {
  id: number;
  position: number;
  room_type_id: number;
  rate_plan_id: number;
  rate_type: RateType;
  status: ReservationStatus;
  start_date: string;
  end_date: string;
  adults: number;
  boys: number;
  children: number;
  kids: number;
  daily_rates_json: string;
  beds_json: string;
  services_json: string;
  promotions_json: string;
  cancellation_policy_json: string | null;
  no_show_policy_json: string | null;
  included_meal_plans_json: string;
  initial_total_cents: number;
  total_cents: number;
  city_tax_cents: number;
  charged_cents: number;
  cancel_amount_cents: number;
  penalty: number;
  room_type_name_key: string | null;
  room_type_name_json: string | null;
  rate_plan_name_key: string | null;
  rate_plan_name_json: string | null;
};

export type StoredReservation = { row: ReservationRow; rooms: ReservationRoomRow[] };

const RESERVATION_HEAD_SQL = `SELECT r.*, h.name AS hotel_name, h.name_alias AS hotel_alias,
    h.time_zone AS hotel_time_zone, h.address_json AS hotel_address_json, h.policies_json AS hotel_policies_json,
    h.vat_tax AS hotel_vat_tax, h.vat_tax_extras AS hotel_vat_tax_extras, h.city_tax_cents AS hotel_city_tax_cents, h.city_tax_limit AS hotel_city_tax_limit,
    s.city_tax_bands_json AS hotel_city_tax_bands_json
  FROM reservations r JOIN hotels h ON h.id = r.hotel_id
  LEFT JOIN hotel_booking_settings s ON s.hotel_id = r.hotel_id`;

const RESERVATION_ROOMS_SQL = `SELECT rr.*, rt.name_key AS room_type_name_key, rt.name_json AS room_type_name_json,
    rp.name_key AS rate_plan_name_key, rp.name_json AS rate_plan_name_json
  FROM reservation_rooms rr
  JOIN reservations r ON r.id = rr.reservation_id
  LEFT JOIN room_types rt ON rt.id = rr.room_type_id
  LEFT JOIN rate_plans rp ON rp.id = rr.rate_plan_id`;

/** The head and rooms statements of one reservation, `where` applying to `reservations r`. */
function reservationStatements(db: D1Database, where: string, params: unknown[]): D1PreparedStatement[] {
  return [
    db.prepare(`${RESERVATION_HEAD_SQL} WHERE ${where}`).bind(...params),
    db.prepare(`${RESERVATION_ROOMS_SQL} WHERE ${where} ORDER BY rr.position, rr.id`).bind(...params),
  ];
}

function toStoredReservation(
  head: D1Result | undefined,
  rooms: D1Result | undefined,
): StoredReservation | null {
  const row = (head?.results[0] ?? null) as ReservationRow | null;
  if (!row) return null;
  return { row, rooms: (rooms?.results ?? []) as ReservationRoomRow[] };
}

/** A reservation by code with its rooms (and their room type and plan names), in one batch. */
export async function findReservation(db: D1Database, code: string): Promise<StoredReservation | null> {
  const [head, rooms] = await db.batch<unknown>(reservationStatements(db, 'r.code = ?', [code]));
  return toStoredReservation(head, rooms);
}

/**
 * The reservation of that code IN hotel `hotelId`, in one batch (null when the code is unknown or
 * belongs to another hotel).
 */
export async function findHotelReservation(
  db: D1Database,
  query: { hotelId: number; code: string },
): Promise<StoredReservation | null> {
  const [head, rooms] = await db.batch<unknown>(
    reservationStatements(db, 'r.code = ? AND r.hotel_id = ?', [query.code, query.hotelId]),
  );
  return toStoredReservation(head, rooms);
}

const NO_GUEST: GuestDocument = {
  email: '',
  name: '',
  surname: '',
  phone: { prefix: '', number: '' },
  nationality: '',
  countryIso: null,
  consents: { MARKETING: { value: false }, PROFILING: { value: false } },
  language: 'en',
};

/** The guest stored with a reservation (empty fields where the document lacks them). */
export function storedGuest(stored: StoredReservation): GuestDocument {
  return { ...NO_GUEST, ...parseJson<Partial<GuestDocument>>(stored.row.guest_json, {}) };
}

/** The engine's Reservation of stored rows (what the actions of BOFLOW work on). */
export function toDomainReservation(stored: StoredReservation): Reservation {
  const { row } = stored;
  return {
    id: String(row.id),
    timeZone: row.hotel_time_zone,
    checkin: row.checkin,
    checkout: row.checkout,
    status: row.status,
    rooms: stored.rooms.map((room) => ({
      id: String(room.id),
      roomTypeId: String(room.room_type_id),
      ratePlanId: String(room.rate_plan_id),
      rateType: room.rate_type,
      status: room.status,
      startDate: room.start_date,
      endDate: room.end_date,
      people: { adults: room.adults, boys: room.boys, children: room.children, kids: room.kids },
      dailyRates: parseJson<ReservationNight[]>(room.daily_rates_json, []),
      beds: parseJson<ReservationBed[]>(room.beds_json, []),
      services: parseJson<ReservationService[]>(room.services_json, []),
      cancellationPolicy: storedCancellationPolicy(room.cancellation_policy_json),
      noShowPolicy: parseJson<NoShowPolicy | null>(room.no_show_policy_json, null),
      totalCents: room.total_cents,
      chargedCents: room.charged_cents,
      cancelAmountCents: room.cancel_amount_cents,
      penalty: room.penalty === 1,
    })),
    totalCents: row.total_cents,
    cancelAmountCents: row.cancel_amount_cents,
    cityTaxCents: row.city_tax_cents,
    depositCents: row.deposit_cents,
    sendEmail: false,
    statusText: row.status_text,
    deleteCheckin: row.delete_checkin === 1,
    cancelledAt: row.cancelled_date ? Date.parse(row.cancelled_date) : null,
  };
}
