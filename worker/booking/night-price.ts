/**
 * A night's price set by hand with a reason, on one room of a reservation (the folio's
 * accommodation line follows, read from the stored nights); written in one batch guarded by the
 * reservation's version.
 */

import { ErrorCode } from '../../src/contracts/error-codes.ts';
import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import { vatRatesOf } from '../../src/domain/booking/pricing.ts';
import type { EpochMs, IsoDate, People } from '../../src/domain/booking/types.ts';
import { overrideNightPrice } from '../../src/domain/booking-change.ts';
import { money } from '../../src/domain/money.ts';
import { nightPriceStatements } from '../data/booking-change.ts';
import type { EventActor } from '../data/reservation-events.ts';
import type { ReservationRoomRow, StoredReservation } from '../data/stored-reservation.ts';
import { ApiError, badRequest } from '../errors.ts';
import { reservationTotals } from './change-apply.ts';
import { nightViews } from './change-view.ts';
import { ChangeErrorCode, changeableRooms, namedRoom, storedNights } from './reservation-change.ts';

/**
 * Sets one night's price by hand with a reason (the folio's accommodation line follows, read from
 * the stored nights): 400 for a night not in the stay, or no room named on a reservation of
 * several rooms; 409 when the version is stale. The other rooms stay as they are.
 */
export async function setNightPrice(
  db: D1Database,
  stored: StoredReservation,
  input: { roomId?: number | undefined; date: IsoDate; priceCents: number; reason: string; version: number },
  options: {
    actor: EventActor;
    now: EpochMs;
    vatRates: { vatRate: number | null; vatRateExtras: number | null };
  },
): Promise<ChangeQuoteView> {
  const rooms = changeableRooms(stored);
  const room = namedRoom(rooms, input.roomId, true);
  if (!room) throw badRequest('Invalid body: roomId', [{ field: 'roomId', code: ErrorCode.required }]);
  const { row } = stored;
  if (input.version !== row.version) {
    throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
      { field: 'version', code: ChangeErrorCode.stale },
    ]);
  }
  const before = storedNights(room);
  const set = overrideNightPrice(before, input.date, input.priceCents, input.reason);
  if (!set.ok) {
    const field = set.code === 'error.reason.required' ? 'reason' : 'date';
    throw badRequest(`Invalid body: ${field}`, [
      { field, code: set.code === 'error.reason.required' ? ErrorCode.required : set.code },
    ]);
  }
  const roomTotalCents = room.total_cents + set.deltaCents;
  const after = rooms.map((other) =>
    other === room
      ? { room: other, nights: set.nights, totalCents: roomTotalCents, penaltyCents: 0 }
      : { room: other, nights: storedNights(other), totalCents: other.total_cents, penaltyCents: 0 },
  );
  const totals = reservationTotals(vatRatesOf(options.vatRates), after, row.city_tax_cents);
  const previous = before.find((night) => night.date === input.date);
  const results = await db.batch(
    nightPriceStatements(db, {
      reservationId: row.id,
      version: row.version,
      roomId: room.id,
      nights: set.nights,
      roomTotalCents,
      totals,
      events: [
        {
          type: 'NIGHT_PRICE_SET',
          actor: options.actor,
          detail: {
            ...(rooms.length > 1 ? { room: rooms.indexOf(room) + 1 } : {}),
            date: input.date,
            amountBefore: money(previous?.amountCents ?? 0),
            amount: money(input.priceCents),
            reason: input.reason.trim(),
            currency: row.currency,
          },
        },
      ],
      now: new Date(options.now),
    }),
  );
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
    throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
      { field: 'version', code: ChangeErrorCode.stale },
    ]);
  }
  const people = (of: ReservationRoomRow): People => ({
    adults: of.adults,
    boys: of.boys,
    children: of.children,
    kids: of.kids,
  });
  const oldTotalCents = rooms.reduce((sum, other) => sum + other.total_cents, 0);
  return {
    code: row.code,
    currency: row.currency,
    checkin: row.checkin,
    checkout: row.checkout,
    roomId: room.id,
    roomTypeId: room.room_type_id,
    planId: room.rate_plan_id,
    people: people(room),
    oldTotalCents,
    newTotalCents: oldTotalCents + set.deltaCents,
    penaltyCents: 0,
    differenceCents: set.deltaCents,
    cityTaxCents: row.city_tax_cents,
    nights: nightViews(set.nights),
    removed: [],
    added: [],
    available: true,
    rooms: after.map((entry, index) => ({
      roomId: entry.room.id,
      number: index + 1,
      roomTypeId: entry.room.room_type_id,
      planId: entry.room.rate_plan_id,
      people: people(entry.room),
      changed: entry.room === room,
      oldTotalCents: entry.room.total_cents,
      newTotalCents: entry.totalCents,
      penaltyCents: 0,
      differenceCents: entry.totalCents - entry.room.total_cents,
      nights: nightViews(entry.nights),
      available: true,
    })),
    version: row.version + 1,
    applied: true,
  };
}
