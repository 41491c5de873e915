/**
 * Booking engine writes: reservations with ATOMIC inventory, the actions that release it (cancel,
 * no-show, early checkout), Idempotency-Key claims, and the reservation reads behind the guest's
 * manage page and the staff's routes.
 *
 * Inventory is taken in the same `db.batch` (D1's one transaction) as the reservation, its rooms,
 * the confirmation e-mail and the idempotency answer. One UPDATE adds the booked rooms to every
 * night; the `CHECK (booked >= 0 AND booked <= total)` of the inventory table makes a night that
 * would be overbooked (or is closed, or has no inventory row) fail its statement, and with it the
 * whole batch: either every night is taken or nothing changes.
 *
 * An overbooking confirmed by the staff (decision 018) takes what is left into `booked` and the
 * rest into `inventory.overbooked`, so `booked <= total` keeps guarding everyone else; releasing a
 * room gives back an overbooked one first.
 *
 * Every new reservation room gets a physical room in the same batch (`assignedRoomSql`): the first
 * enabled room of its type (shortest name, then name, then id: 'T2' before 'T10') that no
 * occupying reservation room holds on any night of the stay and that is not closed
 * (`room_closings`), or NULL when none is (an overbooking to assign in the planning). D1 runs
 * batches one after another, so the sub-select sees every committed reservation, and the rooms of
 * one reservation see the ones inserted before them in the batch: two rooms never get the same
 * physical room for overlapping nights.
 */

import type {
  AppliedPromotion,
  CancellationPolicy,
  IsoDate,
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
import { OUTBOX_COLUMNS, type OutgoingEmail, outboxValues, queueEmailStatement } from '../mail/outbox.ts';
import { randomBytes } from '../security/tokens.ts';
import { parseJson, storedCancellationPolicy } from './booking.ts';
import { bumpRatesVersion, bumpRatesVersionOfReservation } from './rates-version.ts';
import { eventStatement, type NewEvent, versionGuard } from './reservation-events.ts';

// ---------------------------------------------------------------------------------------------
// Codes

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RESERVATION_CODE_LENGTH = 10;

/** A confirmation code: 10 characters of an unambiguous 32-symbol alphabet (50 random bits). */
export function newReservationCode(): string {
  let code = '';
  for (const byte of randomBytes(RESERVATION_CODE_LENGTH)) code += CODE_ALPHABET[byte % 32];
  return code;
}

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

export type NewReservationRoom = {
  roomTypeId: number;
  ratePlanId: number;
  rateType: RateType;
  startDate: IsoDate;
  endDate: IsoDate;
  people: { adults: number; boys: number; children: number; kids: number };
  dailyRates: ReadonlyArray<ReservationNight>;
  beds: ReadonlyArray<ReservationBed>;
  services: ReadonlyArray<ReservationService>;
  promotions: ReadonlyArray<AppliedPromotion>;
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  includedMealPlans: ReadonlyArray<string>;
  initialTotalCents: number;
  totalCents: number;
  cityTaxCents: number;
  depositCents: number;
  /**
   * A physical room chosen by the staff (checked free in the batch: taken meanwhile, the batch
   * fails and nothing is written); absent or null, one is assigned automatically.
   */
  roomId?: number | null;
  /**
   * A physical room wanted if it is free (a channel's calendar imported into one room, decision
   * 050); taken or closed, the automatic assignment runs instead. Ignored when `roomId` is set.
   */
  preferRoomId?: number | null;
};

export type NewReservation = {
  hotelId: number;
  code: string;
  manageTokenHash: string;
  checkin: IsoDate;
  checkout: IsoDate;
  source: string;
  language: string;
  guest: GuestDocument;
  card: CardDocument | null;
  promoCode: string | null;
  notes: string | null;
  currency: string;
  initialTotalCents: number;
  discountCents: number;
  totalCents: number;
  taxableCents: number;
  vatCents: number;
  cityTaxCents: number;
  depositCents: number;
  grandTotalCents: number;
  idempotencyKeyHash: string | null;
  requestHash: string | null;
  rooms: ReadonlyArray<NewReservationRoom>;
  /**
   * An overbooking the staff confirmed (decision 018): nights past their total are counted in
   * `inventory.overbooked` instead of failing. Never set by the public routes. 'channel': a stay
   * a channel already sold (decision 050), never refused: closed nights and nights without
   * inventory are counted as overbooked too.
   */
  overbook?: boolean | 'channel';
};

/** The answer stored for an Idempotency-Key (sealed; see worker/security/sealed.ts). */
export type IdempotentAnswer = { hotelId: number; keyHash: string; status: number; sealed: string };

const json = (value: unknown) => JSON.stringify(value);
const RESERVATION_ID = '(SELECT id FROM reservations WHERE code = ?)';

const TAKES = `SELECT json_extract(value, '$[0]') AS room_type_id, json_extract(value, '$[1]') AS date,
    json_extract(value, '$[2]') AS rooms FROM json_each(?)`;

/**
 * The statements that add `count` booked rooms per (room type, night), for the same batch:
 * 1. a night without an inventory row is inserted as `total 0, booked count`, which breaks the
 *    CHECK (SQLite checks CHECK before any upsert, so this only runs for missing rows);
 * 2. every existing night gets its rooms added; a night that would go past its total, or is
 *    closed (pushed past its total on purpose), breaks the CHECK.
 * Either failure aborts the whole batch, so no night is ever taken alone.
 */
export function takeInventoryStatements(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
  options: {
    overbook?: boolean | 'channel';
    /** A condition (SQL over `?` parameters) both statements hold to: a booking change's version. */
    when?: { sql: string; params: readonly unknown[] };
  } = {},
): D1PreparedStatement[] {
  const list = json(takes.map((t) => [t.roomTypeId, t.date, t.count]));
  if (options.overbook === 'channel') return takeChannelInventoryStatements(db, takes, options.when);
  const when = options.when ?? { sql: '1', params: [] };
  // What fits under the total goes to `booked`; with an overbooking the rest goes to
  // `overbooked` (SQLite evaluates every SET expression on the row's old values).
  const fits = 'min(t.rooms, max(inventory.total - inventory.booked, 0))';
  const closed = '(CASE WHEN inventory.room_closed = 1 THEN inventory.total + 1 ELSE 0 END)';
  const set = options.overbook
    ? `booked = inventory.booked + ${fits} + ${closed},
         overbooked = inventory.overbooked + t.rooms - ${fits}`
    : `booked = inventory.booked + t.rooms + ${closed}`;
  return [
    db
      .prepare(
        `INSERT INTO inventory (room_type_id, date, total, booked)
         SELECT t.room_type_id, t.date, 0, t.rooms FROM (${TAKES}) AS t
         WHERE NOT EXISTS (SELECT 1 FROM inventory i WHERE i.room_type_id = t.room_type_id AND i.date = t.date)
           AND ${when.sql}`,
      )
      .bind(list, ...when.params),
    db
      .prepare(
        `UPDATE inventory
         SET ${set}
         FROM (${TAKES}) AS t
         WHERE inventory.room_type_id = t.room_type_id AND inventory.date = t.date AND ${when.sql}`,
      )
      .bind(list, ...when.params),
  ];
}

/**
 * A stay a channel sold (decision 050) takes its nights whatever they hold: what fits under the
 * total goes to `booked`, the rest (all of it on a closed night, or a night without inventory,
 * inserted empty first) to `overbooked`, so the CHECK never refuses it and nobody else can sell
 * the rooms it holds.
 */
export function takeChannelInventoryStatements(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
  /** A condition (SQL over `?` parameters) both statements hold to, e.g. a reservation's version. */
  when: { sql: string; params: readonly unknown[] } = { sql: '1', params: [] },
): D1PreparedStatement[] {
  const list = json(takes.map((t) => [t.roomTypeId, t.date, t.count]));
  const fits =
    'CASE WHEN inventory.room_closed = 1 THEN 0 ELSE min(t.rooms, max(inventory.total - inventory.booked, 0)) END';
  return [
    db
      .prepare(
        `INSERT INTO inventory (room_type_id, date, total, booked)
         SELECT t.room_type_id, t.date, 0, 0 FROM (${TAKES}) AS t
         WHERE NOT EXISTS (SELECT 1 FROM inventory i WHERE i.room_type_id = t.room_type_id AND i.date = t.date)
           AND ${when.sql}`,
      )
      .bind(list, ...when.params),
    db
      .prepare(
        `UPDATE inventory SET booked = inventory.booked + ${fits}, overbooked = inventory.overbooked + t.rooms - ${fits}
         FROM (${TAKES}) AS t
         WHERE inventory.room_type_id = t.room_type_id AND inventory.date = t.date AND ${when.sql}`,
      )
      .bind(list, ...when.params),
  ];
}

/**
 * Conditions on `rooms r` for a room free over [start, end): enabled, no reservation room holding
 * it on an overlapping night (CONFIRMED, or EARLY_CHECKOUT up to its new end; CANCELLED and
 * NO_SHOW gave their nights back), not closed on any night. Binds: end, start, start, end.
 */
const FREE_ROOM_SQL = `r.enabled = 1
  AND NOT EXISTS (SELECT 1 FROM reservation_rooms o
    WHERE o.room_id = r.id AND o.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND o.start_date < ? AND o.end_date > ?)
  AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date >= ? AND c.date < ?)`;

/** The order rooms are handed out in: 'T2' before 'T10', then by name and id. */
const ROOM_ORDER_SQL = 'length(r.name), r.name, r.id';

/** The first free room of a type over [start, end) as a sub-select. Binds: type, end, start, start, end. */
const ASSIGNED_ROOM_SQL = `(SELECT r.id FROM rooms r WHERE r.room_type_id = ? AND ${FREE_ROOM_SQL}
  ORDER BY ${ROOM_ORDER_SQL} LIMIT 1)`;

/** Nights × rooms of a reservation, aggregated per room type and date. */
export function inventoryTakes(
  rooms: ReadonlyArray<Pick<NewReservationRoom, 'roomTypeId' | 'dailyRates'>>,
): { roomTypeId: number; date: IsoDate; count: number }[] {
  const counts = new Map<string, { roomTypeId: number; date: IsoDate; count: number }>();
  for (const room of rooms) {
    for (const night of room.dailyRates) {
      const key = `${room.roomTypeId}|${night.date}`;
      const entry = counts.get(key) ?? { roomTypeId: room.roomTypeId, date: night.date, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()];
}

function insertRoomStatement(db: D1Database, code: string, room: NewReservationRoom, position: number) {
  const chosen = room.roomId ?? null;
  const preferred = chosen === null ? (room.preferRoomId ?? null) : null;
  // A chosen room must still be free and of the type when the batch runs: otherwise its end date
  // becomes its start date, which breaks the table's CHECK (end_date > start_date) and fails the
  // whole batch (the route tells which room was taken). A preferred room is only taken if free.
  const assigned =
    preferred === null
      ? ASSIGNED_ROOM_SQL
      : `coalesce((SELECT r.id FROM rooms r WHERE r.id = ? AND r.room_type_id = ? AND ${FREE_ROOM_SQL}), ${ASSIGNED_ROOM_SQL})`;
  const roomSql = chosen === null ? assigned : '?';
  const endSql =
    chosen === null
      ? '?'
      : `CASE WHEN EXISTS (SELECT 1 FROM rooms r WHERE r.id = ? AND r.room_type_id = ? AND ${FREE_ROOM_SQL})
           THEN ? ELSE ? END`;
  const automatic = [room.roomTypeId, room.endDate, room.startDate, room.startDate, room.endDate];
  const roomParams =
    chosen !== null
      ? [chosen]
      : preferred === null
        ? automatic
        : [
            preferred,
            room.roomTypeId,
            room.endDate,
            room.startDate,
            room.startDate,
            room.endDate,
            ...automatic,
          ];
  const endParams =
    chosen === null
      ? [room.endDate]
      : [
          chosen,
          room.roomTypeId,
          room.endDate,
          room.startDate,
          room.startDate,
          room.endDate,
          room.endDate,
          room.startDate,
        ];
  return db
    .prepare(
      `INSERT INTO reservation_rooms (reservation_id, position, room_type_id, rate_plan_id, room_id, rate_type,
         status, start_date, end_date, adults, boys, children, kids, daily_rates_json, beds_json, services_json,
         promotions_json, cancellation_policy_json, no_show_policy_json, included_meal_plans_json,
         initial_total_cents, total_cents, city_tax_cents, deposit_cents)
       VALUES (${RESERVATION_ID}, ?, ?, ?, ${roomSql}, ?, 'CONFIRMED', ?, ${endSql}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         ?, ?, ?)`,
    )
    .bind(
      code,
      position,
      room.roomTypeId,
      room.ratePlanId,
      ...roomParams,
      room.rateType,
      room.startDate,
      ...endParams,
      room.people.adults,
      room.people.boys,
      room.people.children,
      room.people.kids,
      json(room.dailyRates),
      json(room.beds),
      json(room.services),
      json(room.promotions),
      room.cancellationPolicy ? json(room.cancellationPolicy) : null,
      room.noShowPolicy ? json(room.noShowPolicy) : null,
      json(room.includedMealPlans),
      room.initialTotalCents,
      room.totalCents,
      room.cityTaxCents,
      room.depositCents,
    );
}

/** Enabled rooms of a type free on every night of [start, end), in the order they are handed out. */
export async function freeRooms(
  db: D1Database,
  query: { hotelId: number; roomTypeId: number; start: IsoDate; end: IsoDate },
): Promise<{ id: number; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.name FROM rooms r WHERE r.hotel_id = ? AND r.room_type_id = ? AND ${FREE_ROOM_SQL}
       ORDER BY ${ROOM_ORDER_SQL}`,
    )
    .bind(query.hotelId, query.roomTypeId, query.end, query.start, query.start, query.end)
    .all<{ id: number; name: string }>();
  return results;
}

/** Every enabled room of a hotel free on every night of [start, end), by room type, in assignment order. */
export async function freeRoomsByType(
  db: D1Database,
  query: { hotelId: number; start: IsoDate; end: IsoDate },
): Promise<Map<number, { id: number; name: string }[]>> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.name, r.room_type_id FROM rooms r WHERE r.hotel_id = ? AND ${FREE_ROOM_SQL}
       ORDER BY r.room_type_id, ${ROOM_ORDER_SQL}`,
    )
    .bind(query.hotelId, query.end, query.start, query.start, query.end)
    .all<{ id: number; name: string; room_type_id: number }>();
  const byType = new Map<number, { id: number; name: string }[]>();
  for (const row of results) {
    const list = byType.get(row.room_type_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byType.set(row.room_type_id, list);
  }
  return byType;
}

/** A hotel's room by id with its type, or null (unknown, or another hotel's). */
export function findHotelRoom(
  db: D1Database,
  hotelId: number,
  roomId: number,
): Promise<{ id: number; name: string; room_type_id: number; enabled: number } | null> {
  return db
    .prepare('SELECT id, name, room_type_id, enabled FROM rooms WHERE id = ? AND hotel_id = ?')
    .bind(roomId, hotelId)
    .first();
}

function emailStatement(
  db: D1Database,
  email: OutgoingEmail,
  now: Date,
  guard?: { id: number; version: number },
) {
  const values = outboxValues(email, now);
  if (!guard) return queueEmailStatement(db, email, now);
  return db
    .prepare(
      `INSERT INTO email_outbox (${OUTBOX_COLUMNS})
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)`,
    )
    .bind(...values, guard.id, guard.version);
}

/**
 * Every write of a new reservation, for ONE `db.batch`: inventory first (the statements that may
 * fail), then the reservation, its rooms, the confirmation e-mail and the idempotency answer.
 */
export function createReservationStatements(
  db: D1Database,
  reservation: NewReservation,
  /** The guest's confirmation; null when none is sent (a staff booking without e-mail). */
  email: OutgoingEmail | null,
  answer: IdempotentAnswer | null,
  now: Date,
): D1PreparedStatement[] {
  const r = reservation;
  const nowIso = now.toISOString();
  const statements = [
    ...takeInventoryStatements(db, inventoryTakes(r.rooms), {
      overbook: r.overbook === 'channel' ? 'channel' : r.overbook === true,
    }),
    db
      .prepare(
        `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, status, source, language,
           guest_email, guest_json, card_json, promo_code, notes, currency, initial_total_cents, discount_cents,
           total_cents, taxable_cents, vat_cents, city_tax_cents, deposit_cents, grand_total_cents,
           idempotency_key_hash, request_hash, created_date, updated_date)
         VALUES (?, ?, ?, ?, ?, 'CONFIRMED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        r.hotelId,
        r.code,
        r.manageTokenHash,
        r.checkin,
        r.checkout,
        r.source,
        r.language,
        r.guest.email,
        json(r.guest),
        r.card ? json(r.card) : null,
        r.promoCode,
        r.notes,
        r.currency,
        r.initialTotalCents,
        r.discountCents,
        r.totalCents,
        r.taxableCents,
        r.vatCents,
        r.cityTaxCents,
        r.depositCents,
        r.grandTotalCents,
        r.idempotencyKeyHash,
        r.requestHash,
        nowIso,
        nowIso,
      ),
    ...r.rooms.map((room, position) => insertRoomStatement(db, r.code, room, position)),
    ...(email ? [emailStatement(db, email, now)] : []),
    // The inventory changed: public answers cached under the old rates version are stale.
    bumpRatesVersion(db, r.hotelId),
  ];
  if (answer) {
    statements.push(
      db
        .prepare(
          `UPDATE idempotency_keys SET state = 'DONE', reservation_id = ${RESERVATION_ID}, response_status = ?,
             response_enc = ?
           WHERE hotel_id = ? AND key_hash = ?`,
        )
        .bind(r.code, answer.status, answer.sealed, answer.hotelId, answer.keyHash),
    );
  }
  return statements;
}

/** True when a failed batch was refused by the inventory CHECK (a night full or closed). */
export function isInventoryConflict(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /CHECK constraint failed/i.test(message);
}

/** True when a failed batch hit a UNIQUE constraint (code or idempotency key already used). */
export function isUniqueConflict(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /UNIQUE constraint failed/i.test(message);
}

/** Nights among `takes` whose inventory cannot take the wanted rooms (for the 409 message). */
export async function fullNights(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
): Promise<{ roomTypeId: number; date: IsoDate; left: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(t.value, '$[0]') AS room_type_id, json_extract(t.value, '$[1]') AS date,
         json_extract(t.value, '$[2]') AS wanted, i.total, i.booked, i.room_closed
       FROM json_each(?) t
       LEFT JOIN inventory i ON i.room_type_id = json_extract(t.value, '$[0]') AND i.date = json_extract(t.value, '$[1]')`,
    )
    .bind(json(takes.map((t) => [t.roomTypeId, t.date, t.count])))
    .all<{
      room_type_id: number;
      date: string;
      wanted: number;
      total: number | null;
      booked: number | null;
      room_closed: number | null;
    }>();
  return results
    .map((row) => ({
      roomTypeId: row.room_type_id,
      date: row.date,
      left: row.total === null || row.room_closed === 1 ? 0 : Math.max(0, row.total - (row.booked ?? 0)),
      wanted: row.wanted,
    }))
    .filter((row) => row.left < row.wanted)
    .map(({ roomTypeId, date, left }) => ({ roomTypeId, date, left }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.roomTypeId - b.roomTypeId));
}

/** The physical rooms given to a reservation's rooms, in position order (name null: none). */
export async function assignedRooms(
  db: D1Database,
  code: string,
): Promise<{ roomTypeId: number; ratePlanId: number; roomId: number | null; roomName: string | null }[]> {
  const { results } = await db
    .prepare(
      `SELECT rr.room_type_id, rr.rate_plan_id, rr.room_id, r.name FROM reservation_rooms rr
       JOIN reservations res ON res.id = rr.reservation_id LEFT JOIN rooms r ON r.id = rr.room_id
       WHERE res.code = ? ORDER BY rr.position, rr.id`,
    )
    .bind(code)
    .all<{ room_type_id: number; rate_plan_id: number; room_id: number | null; name: string | null }>();
  return results.map((row) => ({
    roomTypeId: row.room_type_id,
    ratePlanId: row.rate_plan_id,
    roomId: row.room_id,
    roomName: row.name,
  }));
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys

/** Claims live this long; older ones are deleted when a new claim is made. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type IdempotencyRow = {
  request_hash: string;
  state: 'PENDING' | 'DONE';
  response_status: number | null;
  response_enc: string | null;
  created_date: string;
};

/** Claims a key (state PENDING); true when this request now owns it, false when it existed. */
export async function claimIdempotencyKey(
  db: D1Database,
  claim: { hotelId: number; keyHash: string; requestHash: string; now: Date },
): Promise<boolean> {
  const [, insert] = await db.batch([
    db
      .prepare('DELETE FROM idempotency_keys WHERE created_date < ?')
      .bind(new Date(claim.now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()),
    db
      .prepare(
        `INSERT INTO idempotency_keys (hotel_id, key_hash, request_hash, state, created_date)
         VALUES (?, ?, ?, 'PENDING', ?) ON CONFLICT (hotel_id, key_hash) DO NOTHING`,
      )
      .bind(claim.hotelId, claim.keyHash, claim.requestHash, claim.now.toISOString()),
  ]);
  return (insert?.meta.changes ?? 0) === 1;
}

export function findIdempotencyKey(
  db: D1Database,
  hotelId: number,
  keyHash: string,
): Promise<IdempotencyRow | null> {
  return db
    .prepare(
      `SELECT request_hash, state, response_status, response_enc, created_date
       FROM idempotency_keys WHERE hotel_id = ? AND key_hash = ?`,
    )
    .bind(hotelId, keyHash)
    .first<IdempotencyRow>();
}

/** Takes over a PENDING claim older than `staleBefore` (its request died); true when taken. */
export async function takeOverStaleClaim(
  db: D1Database,
  claim: { hotelId: number; keyHash: string; requestHash: string; staleBefore: Date; now: Date },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE idempotency_keys SET created_date = ?
       WHERE hotel_id = ? AND key_hash = ? AND request_hash = ? AND state = 'PENDING' AND created_date < ?`,
    )
    .bind(
      claim.now.toISOString(),
      claim.hotelId,
      claim.keyHash,
      claim.requestHash,
      claim.staleBefore.toISOString(),
    )
    .run();
  return result.meta.changes === 1;
}

/** Releases a claim whose request failed, so that the key can be used again. */
export async function releaseIdempotencyKey(db: D1Database, hotelId: number, keyHash: string): Promise<void> {
  await db
    .prepare(`DELETE FROM idempotency_keys WHERE hotel_id = ? AND key_hash = ? AND state = 'PENDING'`)
    .bind(hotelId, keyHash)
    .run();
}

// ---------------------------------------------------------------------------------------------
// Reading a reservation

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

// ---------------------------------------------------------------------------------------------
// Applying an action (cancel, no-show, early checkout)

/** Nights one room of a reservation gives back to the inventory. */
export type ReleasedNights = { roomId: number; roomTypeId: number; dates: IsoDate[] };

/**
 * The nights an action gives back: of every room that left CONFIRMED, its nights from
 * `releaseFrom` (the hotel's today) on. Nights before stay booked: they were the guest's (stayed,
 * or owed under the no-show policy), and a past night cannot be sold again anyway.
 */
export function releasedNights(
  before: Reservation,
  after: Reservation,
  releaseFrom: IsoDate,
): ReleasedNights[] {
  const released: ReleasedNights[] = [];
  after.rooms.forEach((room, index) => {
    const previous = before.rooms[index];
    if (previous?.status !== 'CONFIRMED' || room.status === 'CONFIRMED') return;
    const dates = previous.dailyRates.map((n) => n.date).filter((date) => date >= releaseFrom);
    if (dates.length > 0)
      released.push({ roomId: Number(room.id), roomTypeId: Number(room.roomTypeId), dates });
  });
  return released;
}

/** Money recomputed by the caller besides the engine's totals (an early checkout's taxes). */
export type RecomputedAmounts = {
  taxableCents: number;
  vatCents: number;
  cityTaxCents: number;
  grandTotalCents: number;
  /** City tax per room id; rooms not listed keep theirs. */
  roomCityTaxCents: ReadonlyMap<string, number>;
};

/**
 * The writes of an action's result, for ONE `db.batch`, all guarded by the reservation's
 * `version` (optimistic concurrency): inventory released (`releasedNights`), rooms and
 * reservation updated, e-mail queued. The last statement bumps the version; its `meta.changes`
 * (1 or 0) says whether this request won a race: a loser's guarded statements change nothing.
 */
export function applyActionStatements(
  db: D1Database,
  before: Reservation,
  after: Reservation,
  options: {
    reservationId: number;
    version: number;
    releaseFrom: IsoDate;
    email: OutgoingEmail | null;
    now: Date;
    amounts?: RecomputedAmounts;
    /** The reservation's history lines of this action (INSIGHT), written only if the batch wins. */
    events?: readonly Omit<NewEvent, 'reservation' | 'now' | 'when'>[];
  },
): D1PreparedStatement[] {
  const guard = 'EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)';
  const guardParams = [options.reservationId, options.version] as const;
  const nowIso = options.now.toISOString();
  const amounts = options.amounts;
  const statements: D1PreparedStatement[] = [];
  if (options.email) {
    statements.push(
      emailStatement(db, options.email, options.now, { id: options.reservationId, version: options.version }),
    );
  }
  for (const release of releasedNights(before, after, options.releaseFrom)) {
    statements.push(
      db
        .prepare(
          // An overbooked room is given back first (decision 018): while a night is overbooked,
          // a release only resolves the overbooking and sells nothing that does not exist.
          `UPDATE inventory SET overbooked = max(overbooked - 1, 0),
             booked = CASE WHEN overbooked > 0 THEN booked ELSE max(booked - 1, 0) END
           WHERE room_type_id = ? AND date IN (SELECT value FROM json_each(?)) AND ${guard}`,
        )
        .bind(release.roomTypeId, json(release.dates), ...guardParams),
    );
  }
  after.rooms.forEach((room, index) => {
    const previous = before.rooms[index];
    if (!previous || previous.status === room.status) return;
    statements.push(
      db
        .prepare(
          `UPDATE reservation_rooms SET status = ?, end_date = ?, daily_rates_json = ?, beds_json = ?,
             services_json = ?, total_cents = ?, cancel_amount_cents = ?, penalty = ?,
             city_tax_cents = coalesce(?, city_tax_cents)
           WHERE id = ? AND ${guard}`,
        )
        .bind(
          room.status,
          room.endDate,
          json(room.dailyRates),
          json(room.beds),
          json(room.services),
          room.totalCents,
          room.cancelAmountCents,
          room.penalty ? 1 : 0,
          amounts?.roomCityTaxCents.get(room.id) ?? null,
          Number(room.id),
          ...guardParams,
        ),
    );
  });
  // Released nights change public answers (before the version bump, which callers read last).
  statements.push(bumpRatesVersionOfReservation(db, options.reservationId));
  for (const event of options.events ?? []) {
    statements.push(
      eventStatement(db, {
        ...event,
        reservation: { id: options.reservationId },
        now: options.now,
        when: versionGuard(options.reservationId, options.version),
      }),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE reservations SET status = ?, status_text = ?, delete_checkin = ?, checkout = ?, total_cents = ?,
           cancel_amount_cents = ?, cancelled_date = ?, taxable_cents = coalesce(?, taxable_cents),
           vat_cents = coalesce(?, vat_cents), city_tax_cents = coalesce(?, city_tax_cents),
           grand_total_cents = coalesce(?, grand_total_cents), updated_date = ?, version = version + 1
         WHERE id = ? AND version = ?`,
      )
      .bind(
        after.status,
        after.statusText,
        after.deleteCheckin ? 1 : 0,
        after.checkout,
        after.totalCents,
        after.cancelAmountCents,
        after.cancelledAt === null ? null : new Date(after.cancelledAt).toISOString(),
        amounts?.taxableCents ?? null,
        amounts?.vatCents ?? null,
        amounts?.cityTaxCents ?? null,
        amounts?.grandTotalCents ?? null,
        nowIso,
        ...guardParams,
      ),
  );
  return statements;
}
