/**
 * A new reservation's writes, for ONE `db.batch` (D1's one transaction): the inventory it takes
 * (`inventory-takes.ts`), the reservation, its rooms with their physical rooms (`free-rooms.ts`),
 * the confirmation e-mail and the idempotency answer. Either every night is taken or nothing
 * changes: a night that would be overbooked fails its inventory statement, and the whole batch.
 *
 * An overbooking confirmed by the staff (decision 018) takes what is left into `booked` and the
 * rest into `inventory.overbooked`, so `booked <= total` keeps guarding everyone else.
 *
 * Every new reservation room gets a physical room in the same batch: the first enabled room of its
 * type (shortest name, then name, then id: 'T2' before 'T10') that no occupying reservation room
 * holds on any night of the stay and that is not closed (`room_closings`), or NULL when none is (an
 * overbooking to assign in the planning). D1 runs batches one after another, so the sub-select sees
 * every committed reservation, and the rooms of one reservation see the ones inserted before them
 * in the batch: two rooms never get the same physical room for overlapping nights.
 */

import type {
  AppliedPromotion,
  CancellationPolicy,
  IsoDate,
  NoShowPolicy,
  RateType,
  ReservationBed,
  ReservationNight,
  ReservationService,
} from '../../src/domain/booking/types.ts';
import { OUTBOX_COLUMNS, type OutgoingEmail, outboxValues, queueEmailStatement } from '../mail/outbox.ts';
import { randomBytes } from '../security/tokens.ts';
import { ASSIGNED_ROOM_SQL, FREE_ROOM_SQL } from './free-rooms.ts';
import type { IdempotentAnswer } from './idempotency-keys.ts';
import { inventoryTakes, takeInventoryStatements } from './inventory-takes.ts';
import { bumpRatesVersion } from './rates-version.ts';
import type { CardDocument, GuestDocument } from './stored-reservation.ts';

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

const json = (value: unknown) => JSON.stringify(value);
const RESERVATION_ID = '(SELECT id FROM reservations WHERE code = ?)';

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

/** The guest's e-mail for the batch; with a guard, queued only while the reservation has that version. */
export function emailStatement(
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

// ---------------------------------------------------------------------------------------------
// Idempotency keys

// ---------------------------------------------------------------------------------------------
// Reading a reservation

// ---------------------------------------------------------------------------------------------
// Applying an action (cancel, no-show, early checkout)
