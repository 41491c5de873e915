/**
 * The reservation actions of PEN-1 (cancel, no-show, early checkout) as the worker runs
 * them on a stored reservation: when each one applies, the domain function that computes it
 * (src/domain/booking/actions.ts), and the money an early checkout changes besides the rooms.
 * Pure: the routes load the reservation, call `planAction`, and write its result in one batch.
 *
 * When an action applies (otherwise it is refused with a reason, and nothing is written):
 * - every action needs a CONFIRMED reservation (a CANCELLED, NO_SHOW or EARLY_CHECKOUT one is
 *   final) and must change at least one room;
 * - cancel: rooms not yet ended (a stay that is over can no longer be cancelled);
 * - no-show: from the check-in day on (the hotel's today): before it the guest is not late yet;
 * - early checkout: a stay already started becomes EARLY_CHECKOUT; one not started yet (check-in
 *   today or later) is cancelled instead, with the 'delete check-in' wording; a stay that is over
 *   has nothing to check out.
 */
import type { ReservationActionName } from '../../src/contracts/booking-types.ts';
import { cancelReservation, earlyCheckout, noShow } from '../../src/domain/booking/actions.ts';
import { nightsBetween, todayIn } from '../../src/domain/booking/dates.ts';
import {
  cityTax,
  reservationRoomVatParts,
  reservationVatSplit,
  vatRatesOf,
} from '../../src/domain/booking/pricing.ts';
import type {
  AgeBand,
  EpochMs,
  IsoDate,
  Reservation,
  ReservationStatus,
} from '../../src/domain/booking/types.ts';
import type { RecomputedAmounts } from '../data/reservation-release.ts';
import { parseJson } from '../data/stored-documents.ts';
import type { ReservationRow, StoredReservation } from '../data/stored-reservation.ts';

export type ReservationAction = ReservationActionName;
export const RESERVATION_ACTIONS: ReadonlyArray<ReservationAction> = ['cancel', 'no-show', 'early-checkout'];

/**
 * What an action did: CANCELLED, NO_SHOW, EARLY_CHECKOUT, or CHECKIN_DELETED (an early checkout
 * of a stay not started, which is a cancellation).
 */
export type ActionOutcome = 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT' | 'CHECKIN_DELETED';

/** Error codes of a refused action (409), besides the 400s of the request checks. */
export const ActionErrorCode = {
  notConfirmed: 'error.reservation.not.confirmed',
  ended: 'error.reservation.ended',
  notArrived: 'error.reservation.not.arrived',
  changed: 'error.reservation.changed',
} as const;

export type PlannedAction =
  | {
      ok: true;
      before: Reservation;
      after: Reservation;
      outcome: ActionOutcome;
      /** The hotel's today: nights from it on go back to the inventory. */
      today: IsoDate;
    }
  | { ok: false; code: string; message: string };

const STATUS_WORDS: Record<Exclude<ReservationStatus, 'CONFIRMED'>, string> = {
  CANCELLED: 'cancelled',
  NO_SHOW: 'marked as a no-show',
  EARLY_CHECKOUT: 'checked out',
};

function refused(code: string, message: string): PlannedAction {
  return { ok: false, code, message };
}

function changesARoom(before: Reservation, after: Reservation): boolean {
  return after.rooms.some((room, i) => room.status !== before.rooms[i]?.status);
}

/**
 * Computes `action` on `before` at `now` (the hotel's clock), or says why it does not apply.
 * planAction('no-show', reservationArrivingTomorrow, now) → refused, error.reservation.not.arrived.
 */
export function planAction(action: ReservationAction, before: Reservation, now: EpochMs): PlannedAction {
  const today = todayIn(before.timeZone, now);
  if (before.status !== 'CONFIRMED') {
    return refused(ActionErrorCode.notConfirmed, `The reservation is already ${STATUS_WORDS[before.status]}`);
  }
  if (action === 'cancel') {
    const after = cancelReservation(before, now);
    if (!changesARoom(before, after)) {
      return refused(ActionErrorCode.ended, 'The stay has ended: the reservation can no longer be cancelled');
    }
    return { ok: true, before, after, outcome: 'CANCELLED', today };
  }
  if (action === 'no-show') {
    if (before.checkin > today) {
      return refused(
        ActionErrorCode.notArrived,
        `A no-show can be recorded from the check-in day (${before.checkin}) on`,
      );
    }
    const after = noShow(before);
    if (!changesARoom(before, after)) {
      return refused(ActionErrorCode.ended, 'No room of the reservation is confirmed any more');
    }
    return { ok: true, before, after, outcome: 'NO_SHOW', today };
  }
  const after = earlyCheckout(before, now);
  if (!changesARoom(before, after)) {
    return refused(ActionErrorCode.ended, 'The stay has ended: there is nothing to check out early');
  }
  return {
    ok: true,
    before,
    after,
    outcome: after.deleteCheckin ? 'CHECKIN_DELETED' : 'EARLY_CHECKOUT',
    today,
  };
}

/**
 * The actions the staff are offered now. An early checkout of a stay that has not started (its
 * outcome would be CHECKIN_DELETED) is a cancellation under another name: the staff are offered
 * cancel, which says what it costs, and not a second cancel button that reads "check out". The
 * API still answers an early checkout there as the rules define it.
 */
export function allowedActions(before: Reservation, now: EpochMs): ReservationAction[] {
  return RESERVATION_ACTIONS.filter((action) => {
    const planned = planAction(action, before, now);
    return planned.ok && planned.outcome !== 'CHECKIN_DELETED';
  });
}

/** The cancellation a guest could make now: penalty, or null when no room can be cancelled. */
export function cancellationPreview(
  reservation: Reservation,
  now: EpochMs,
): { after: Reservation; penalty: number } | null {
  const planned = planAction('cancel', reservation, now);
  return planned.ok ? { after: planned.after, penalty: planned.after.cancelAmountCents } : null;
}

/**
 * The reservation's taxes after an early checkout of a started stay: each room checked out
 * early owes city tax for the nights it was stayed only (with the hotel's settings, never more
 * than was booked); VAT is split again by the booking's rule (`reservationVatSplit`: the sum of
 * each room's split of its own new total); grand total = total + city tax.
 * Other outcomes change no tax (a cancellation keeps the booked figures, as the guest's cancel
 * does): null.
 */
export function recomputedAmounts(
  planned: Extract<PlannedAction, { ok: true }>,
  stored: StoredReservation,
): RecomputedAmounts | null {
  if (planned.outcome !== 'EARLY_CHECKOUT') return null;
  const hotel = hotelTaxes(stored.row);
  const roomCityTaxCents = new Map<string, number>();
  let cityTaxCents = 0;
  planned.after.rooms.forEach((room, i) => {
    const storedCents = stored.rooms[i]?.city_tax_cents ?? 0;
    if (room.status === 'EARLY_CHECKOUT' && planned.before.rooms[i]?.status === 'CONFIRMED') {
      const stayed = cityTax(hotel, room.people, nightsBetween(room.startDate, room.endDate));
      const cents = Math.min(storedCents, stayed);
      roomCityTaxCents.set(room.id, cents);
      cityTaxCents += cents;
    } else {
      cityTaxCents += storedCents;
    }
  });
  const { taxableCents, vatCents } = reservationVatSplit(
    planned.after.rooms.map(reservationRoomVatParts),
    vatRatesOf(hotel),
  );
  return {
    taxableCents,
    vatCents,
    cityTaxCents,
    grandTotalCents: planned.after.totalCents + cityTaxCents,
    roomCityTaxCents,
  };
}

function hotelTaxes(row: ReservationRow) {
  return {
    vatRate: row.hotel_vat_tax,
    vatRateExtras: row.hotel_vat_tax_extras,
    cityTaxCents: row.hotel_city_tax_cents ?? 0,
    cityTaxLimit: row.hotel_city_tax_limit ?? 0,
    cityTaxBands: parseJson<AgeBand[] | null>(row.hotel_city_tax_bands_json, null),
  };
}
