/**
 * The writes of an action on a reservation (cancel, no-show, early checkout), for ONE `db.batch`
 * guarded by the reservation's version: the nights it gives back to the inventory, its rooms and
 * head updated, its e-mail queued and its history lines.
 */
import type { IsoDate, Reservation } from '../../src/domain/booking/types.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { emailStatement } from './booking-write.ts';
import { bumpRatesVersionOfReservation } from './rates-version.ts';
import { eventStatement, type NewEvent, versionGuard } from './reservation-events.ts';

const json = (value: unknown) => JSON.stringify(value);

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
