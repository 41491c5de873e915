/**
 * The writes of a booking change (FOLIO-2, decision 059), for ONE `db.batch` guarded by the
 * reservation's version: the inventory moves (nights given up released, new nights taken, the
 * CHECK (booked <= total) failing the whole batch when one is sold out), the room and the
 * reservation rewritten, the physical room kept when it is free over the new dates (else the
 * first free one of the type, or none: an overbooking to assign in the planning), the history and
 * the guest's e-mail. The last statement bumps the version: its `changes` (1 or 0) says whether
 * this request won a race; a loser's guarded statements change nothing.
 */
import type {
  AppliedPromotion,
  CancellationPolicy,
  IsoDate,
  NoShowPolicy,
  People,
  RateType,
  ReservationBed,
  ReservationService,
} from '../../src/domain/booking/types.ts';
import type { ChangeNight } from '../../src/domain/booking-change.ts';
import { OUTBOX_COLUMNS, type OutgoingEmail, outboxValues } from '../mail/outbox.ts';
import { takeInventoryStatements } from './inventory-takes.ts';
import { bumpRatesVersionOfReservation } from './rates-version.ts';
import { eventStatement, type NewEvent, versionGuard } from './reservation-events.ts';

/** Rooms of one (room type, night) the change releases or takes (one entry per pair). */
export type NightMove = { roomTypeId: number; date: IsoDate; count: number };

/** The room as the change stores it. */
export type ChangedRoom = {
  id: number;
  roomTypeId: number;
  ratePlanId: number;
  rateType: RateType;
  startDate: IsoDate;
  endDate: IsoDate;
  people: People;
  nights: ReadonlyArray<ChangeNight>;
  beds: ReadonlyArray<ReservationBed>;
  services: ReadonlyArray<ReservationService>;
  promotions: ReadonlyArray<AppliedPromotion>;
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  initialTotalCents: number;
  /** The new stay plus the penalty of the nights given up. */
  totalCents: number;
  cityTaxCents: number;
};

/** The reservation's money after the change. */
export type ChangedTotals = {
  checkin: IsoDate;
  checkout: IsoDate;
  initialTotalCents: number;
  totalCents: number;
  taxableCents: number;
  vatCents: number;
  cityTaxCents: number;
  grandTotalCents: number;
};

const json = (value: unknown) => JSON.stringify(value);

/**
 * A room free over [start, end) but for the reservation room `self`: enabled, no other occupying
 * reservation room holding it on an overlapping night, not closed. Binds: self, end, start, start, end.
 */
const FREE_BUT_SELF_SQL = `r.enabled = 1
  AND NOT EXISTS (SELECT 1 FROM reservation_rooms o
    WHERE o.room_id = r.id AND o.id <> ? AND o.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
      AND o.start_date < ? AND o.end_date > ?)
  AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date >= ? AND c.date < ?)`;

/** The statements of a change, in batch order; the LAST bumps the version. */
export function changeStatements(
  db: D1Database,
  change: {
    reservationId: number;
    version: number;
    released: ReadonlyArray<NightMove>;
    taken: ReadonlyArray<NightMove>;
    overbook: boolean;
    /** The rooms priced again, in order; the reservation's other rooms are not touched. */
    rooms: ReadonlyArray<ChangedRoom>;
    totals: ChangedTotals;
    email: OutgoingEmail | null;
    events: readonly Omit<NewEvent, 'reservation' | 'now' | 'when'>[];
    now: Date;
  },
): D1PreparedStatement[] {
  const when = versionGuard(change.reservationId, change.version);
  const statements: D1PreparedStatement[] = [];
  for (const [[roomTypeId, count], dates] of byRoomTypeAndCount(change.released)) {
    statements.push(
      db
        .prepare(
          // An overbooked room is given back first (decision 018), as the actions do; SQLite
          // evaluates both SET expressions on the row's old values.
          `UPDATE inventory SET overbooked = max(overbooked - ?, 0),
             booked = max(booked - max(? - overbooked, 0), 0)
           WHERE room_type_id = ? AND date IN (SELECT value FROM json_each(?)) AND ${when.sql}`,
        )
        .bind(count, count, roomTypeId, json(dates), ...when.params),
    );
  }
  statements.push(...takeInventoryStatements(db, change.taken, { overbook: change.overbook, when }));
  // One after the other: a room assigned by one statement is no longer free for the next.
  for (const room of change.rooms) {
    const free = [room.id, room.endDate, room.startDate, room.startDate, room.endDate];
    statements.push(
      db
        .prepare(
          `UPDATE reservation_rooms SET room_type_id = ?, rate_plan_id = ?, rate_type = ?, start_date = ?, end_date = ?,
           adults = ?, boys = ?, children = ?, kids = ?, daily_rates_json = ?, beds_json = ?, services_json = ?,
           promotions_json = ?, cancellation_policy_json = ?, no_show_policy_json = ?, initial_total_cents = ?,
           total_cents = ?, city_tax_cents = ?,
           room_id = coalesce(
             (SELECT r.id FROM rooms r WHERE r.id = reservation_rooms.room_id AND r.room_type_id = ? AND ${FREE_BUT_SELF_SQL}),
             (SELECT r.id FROM rooms r WHERE r.room_type_id = ? AND ${FREE_BUT_SELF_SQL}
                ORDER BY length(r.name), r.name, r.id LIMIT 1))
         WHERE id = ? AND ${when.sql}`,
        )
        .bind(
          room.roomTypeId,
          room.ratePlanId,
          room.rateType,
          room.startDate,
          room.endDate,
          room.people.adults,
          room.people.boys,
          room.people.children,
          room.people.kids,
          json(room.nights),
          json(room.beds),
          json(room.services),
          json(room.promotions),
          room.cancellationPolicy ? json(room.cancellationPolicy) : null,
          room.noShowPolicy ? json(room.noShowPolicy) : null,
          room.initialTotalCents,
          room.totalCents,
          room.cityTaxCents,
          room.roomTypeId,
          ...free,
          room.roomTypeId,
          ...free,
          room.id,
          ...when.params,
        ),
    );
  }
  statements.push(...tailStatements(db, change));
  const { totals } = change;
  statements.push(
    db
      .prepare(
        `UPDATE reservations SET checkin = ?, checkout = ?, initial_total_cents = ?,
           discount_cents = max(? - ?, 0), total_cents = ?, taxable_cents = ?, vat_cents = ?, city_tax_cents = ?,
           grand_total_cents = ?, updated_date = ?, version = version + 1
         WHERE id = ? AND version = ?`,
      )
      .bind(
        totals.checkin,
        totals.checkout,
        totals.initialTotalCents,
        totals.initialTotalCents,
        totals.totalCents,
        totals.totalCents,
        totals.taxableCents,
        totals.vatCents,
        totals.cityTaxCents,
        totals.grandTotalCents,
        change.now.toISOString(),
        change.reservationId,
        change.version,
      ),
  );
  return statements;
}

/** A night's price set by hand: the room's nights and total, the reservation's totals. LAST bumps the version. */
export function nightPriceStatements(
  db: D1Database,
  change: {
    reservationId: number;
    version: number;
    roomId: number;
    nights: ReadonlyArray<ChangeNight>;
    roomTotalCents: number;
    totals: Omit<ChangedTotals, 'checkin' | 'checkout' | 'initialTotalCents'>;
    events: readonly Omit<NewEvent, 'reservation' | 'now' | 'when'>[];
    now: Date;
  },
): D1PreparedStatement[] {
  const when = versionGuard(change.reservationId, change.version);
  const { totals } = change;
  return [
    db
      .prepare(
        `UPDATE reservation_rooms SET daily_rates_json = ?, total_cents = ? WHERE id = ? AND ${when.sql}`,
      )
      .bind(json(change.nights), change.roomTotalCents, change.roomId, ...when.params),
    ...tailStatements(db, { ...change, email: null }),
    db
      .prepare(
        `UPDATE reservations SET discount_cents = max(initial_total_cents - ?, 0), total_cents = ?, taxable_cents = ?,
           vat_cents = ?, city_tax_cents = ?, grand_total_cents = ?, updated_date = ?, version = version + 1
         WHERE id = ? AND version = ?`,
      )
      .bind(
        totals.totalCents,
        totals.totalCents,
        totals.taxableCents,
        totals.vatCents,
        totals.cityTaxCents,
        totals.grandTotalCents,
        change.now.toISOString(),
        change.reservationId,
        change.version,
      ),
  ];
}

/** The history, the e-mail (both only if the batch wins) and the public answers' version. */
function tailStatements(
  db: D1Database,
  change: {
    reservationId: number;
    version: number;
    email: OutgoingEmail | null;
    events: readonly Omit<NewEvent, 'reservation' | 'now' | 'when'>[];
    now: Date;
  },
): D1PreparedStatement[] {
  const when = versionGuard(change.reservationId, change.version);
  const statements = change.events.map((event) =>
    eventStatement(db, { ...event, reservation: { id: change.reservationId }, now: change.now, when }),
  );
  const email = change.email;
  if (email) {
    statements.push(
      db
        .prepare(`INSERT INTO email_outbox (${OUTBOX_COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${when.sql}`)
        .bind(...outboxValues(email, change.now), ...when.params),
    );
  }
  // Moved nights change the public availability (before the version bump, read last).
  statements.push(bumpRatesVersionOfReservation(db, change.reservationId));
  return statements;
}

/** Nights grouped by (room type, rooms released), one statement each. */
function byRoomTypeAndCount(moves: ReadonlyArray<NightMove>): Map<[number, number], IsoDate[]> {
  const keys = new Map<string, [number, number]>();
  const map = new Map<[number, number], IsoDate[]>();
  for (const move of moves) {
    const name = `${move.roomTypeId}|${move.count}`;
    const key = keys.get(name) ?? [move.roomTypeId, move.count];
    keys.set(name, key);
    map.set(key, [...(map.get(key) ?? []), move.date]);
  }
  return map;
}
