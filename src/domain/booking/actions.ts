/**
 * Reservation actions exactly as BOFLOW-6 "Reservation and room statuses" says: cancel,
 * no-show and early checkout. Pure: they take a reservation and the instant, and return a new
 * reservation (the input is never mutated). Services and beds follow their room's status.
 *
 * Choices the requirements leave open:
 * - "Today" is the hotel's (`todayIn(reservation.timeZone, now)`). A room has ended when its
 *   endDate ≤ today; it has started when its startDate < today (at least one night is behind).
 * - Reservation status: CANCELLED / NO_SHOW once no room is CONFIRMED any more; EARLY_CHECKOUT
 *   after an early checkout of a started stay. Ended rooms keep their status.
 * - totalCents of the reservation = Σ rooms' totalCents; cancelAmountCents = Σ rooms' penalties.
 * - Early checkout of a started stay: rooms in progress are recomputed, rooms not yet started are
 *   cancelled by the cancel rule, ended rooms are untouched. City tax is not recomputed here (it
 *   depends on hotel settings; recompute with `cityTax` if needed).
 */

import { cancellationPenalty, nightsPercentage, noShowAmount, penaltyAmount } from './cancellation.ts';
import { percentOfCents } from './cents.ts';
import { minDate, todayIn } from './dates.ts';
import { reservationBedCents, reservationServiceCents } from './reservation-totals.ts';
import type {
  CancellationCharge,
  CancellationPolicy,
  EpochMs,
  IsoDate,
  Reservation,
  ReservationNight,
  ReservationRoom,
  ReservationStatus,
} from './types.ts';

function withStatus(room: ReservationRoom, status: ReservationStatus): ReservationRoom {
  return {
    ...room,
    status,
    beds: room.beds.map((bed) => ({ ...bed, status })),
    services: room.services.map((service) => ({ ...service, status })),
  };
}

function sumRooms(rooms: ReadonlyArray<ReservationRoom>, pick: (room: ReservationRoom) => number): number {
  return rooms.reduce((total, room) => total + pick(room), 0);
}

function nightly(room: Pick<ReservationRoom, 'dailyRates'>): number[] {
  return room.dailyRates.map((night) => night.amountCents);
}

/** A room's cancellation at `now` under its own policy (CANCELLED, penalty in cancelAmountCents). */
function cancelRoom(room: ReservationRoom, timeZone: string, now: EpochMs): ReservationRoom {
  const penalty = cancellationPenalty(
    room.cancellationPolicy,
    room.startDate,
    timeZone,
    now,
    nightly(room),
    room.totalCents,
  );
  return { ...withStatus(room, 'CANCELLED'), cancelAmountCents: penalty };
}

/** Whether a room is still to be (or being) stayed: CONFIRMED and not ended by `today`. */
function isOpen(room: ReservationRoom, today: IsoDate): boolean {
  return room.status === 'CONFIRMED' && room.endDate > today;
}

/**
 * Cancel (PEN-1): CONFIRMED rooms not yet ended become CANCELLED with the reservation
 * penalty if now ≤ deadline, else the check-in penalty (0 without a policy); ended rooms are left
 * alone; statusText 'free' when the total penalty ≤ 0, else 'penalty'; sendEmail true.
 */
export function cancelReservation(reservation: Reservation, now: EpochMs): Reservation {
  const today = todayIn(reservation.timeZone, now);
  let penalty = 0;
  const rooms = reservation.rooms.map((room) => {
    if (!isOpen(room, today)) return room;
    const cancelled = cancelRoom(room, reservation.timeZone, now);
    penalty += cancelled.cancelAmountCents;
    return cancelled;
  });
  const anyConfirmed = rooms.some((room) => room.status === 'CONFIRMED');
  return {
    ...reservation,
    rooms,
    status: anyConfirmed ? reservation.status : 'CANCELLED',
    totalCents: sumRooms(rooms, (room) => room.totalCents),
    cancelAmountCents: sumRooms(rooms, (room) => room.cancelAmountCents),
    statusText: penalty <= 0 ? 'free' : 'penalty',
    sendEmail: true,
    cancelledAt: now,
  };
}

/**
 * No-show (PEN-2): CONFIRMED rooms become NO_SHOW with the no-show policy amount (0 without
 * one); their services and beds become NO_SHOW too.
 */
export function noShow(reservation: Reservation): Reservation {
  const rooms = reservation.rooms.map((room) => {
    if (room.status !== 'CONFIRMED') return room;
    const amount = noShowAmount(room.noShowPolicy, nightly(room), room.totalCents);
    return { ...withStatus(room, 'NO_SHOW'), cancelAmountCents: amount };
  });
  const anyConfirmed = rooms.some((room) => room.status === 'CONFIRMED');
  return {
    ...reservation,
    rooms,
    status: anyConfirmed ? reservation.status : 'NO_SHOW',
    totalCents: sumRooms(rooms, (room) => room.totalCents),
    cancelAmountCents: sumRooms(rooms, (room) => room.cancelAmountCents),
  };
}

/** Extras (beds and services) for a number of stayed nights. */
function extrasCents(room: ReservationRoom, nights: number): number {
  let cents = 0;
  for (const bed of room.beds) cents += reservationBedCents(bed, nights);
  for (const service of room.services) cents += reservationServiceCents(service, nights);
  return cents;
}

/**
 * The nights an early checkout of a NOT_REFUNDABLE rate charges (PEN-3: "the charged nights
 * follow the cancellation chargeNights; a percentage below 100 discounts the penalty nights"): the
 * policy's `cancellation`, else (policies without it) its check-in penalty's chargeNights and
 * percentage, else none.
 */
export function earlyCheckoutCharge(policy: CancellationPolicy | null): CancellationCharge {
  if (policy?.cancellation) return policy.cancellation;
  const fallback = policy?.checkinPenalty ?? null;
  return { chargeNights: fallback?.chargeNights ?? 0, percentage: fallback?.percentage ?? null };
}

/**
 * One room in progress leaving on `today` (PEN-4): STANDARD drops the nights from today on;
 * NOT_REFUNDABLE also charges the first chargeNights of the dropped nights (`earlyCheckoutCharge`:
 * the policy's cancellation, the check-in penalty as the fallback), discounted when its
 * percentage is below 100, and falls back to the check-in penalty of the whole stay
 * (penalty = true) when that is more.
 */
export function earlyCheckoutRoom(room: ReservationRoom, today: IsoDate): ReservationRoom {
  const stayed = room.dailyRates.filter((night) => night.date < today);
  const dropped = room.dailyRates.filter((night) => night.date >= today);
  const stayedCents = stayed.reduce((total, night) => total + night.amountCents, 0);
  const base: ReservationRoom = { ...withStatus(room, 'EARLY_CHECKOUT'), endDate: today };
  if (room.rateType === 'STANDARD') {
    return {
      ...base,
      dailyRates: stayed,
      totalCents: stayedCents + extrasCents(room, stayed.length),
      cancelAmountCents: 0,
    };
  }
  const penalty = room.cancellationPolicy?.checkinPenalty ?? null;
  const charge = earlyCheckoutCharge(room.cancellationPolicy);
  const percentage = nightsPercentage(charge.percentage);
  const charged: ReservationNight[] = dropped
    .slice(0, Math.max(0, charge.chargeNights))
    .map((night) => ({ date: night.date, amountCents: percentOfCents(night.amountCents, percentage) }));
  const chargedCents = charged.reduce((total, night) => total + night.amountCents, 0);
  // Beds and services are owed for the nights actually stayed only.
  const resultCents = stayedCents + chargedCents + extrasCents(room, stayed.length);
  const floorCents = penaltyAmount(penalty, nightly(room), room.totalCents);
  if (resultCents < floorCents) {
    return {
      ...base,
      dailyRates: [...stayed, ...charged],
      totalCents: floorCents,
      cancelAmountCents: floorCents,
      penalty: true,
    };
  }
  return {
    ...base,
    dailyRates: [...stayed, ...charged],
    totalCents: resultCents,
    cancelAmountCents: chargedCents,
  };
}

/**
 * Early checkout (PEN-3). A stay already started (check-in before the hotel's today): rooms
 * in progress become EARLY_CHECKOUT, recomputed up to today (`earlyCheckoutRoom`); rooms not yet
 * started are cancelled; ended rooms untouched; a stay already over is returned unchanged. A stay
 * not started is cancelled (`cancelReservation`) with deleteCheckin = true ('delete check-in').
 */
export function earlyCheckout(reservation: Reservation, now: EpochMs): Reservation {
  const today = todayIn(reservation.timeZone, now);
  if (reservation.checkin >= today) return { ...cancelReservation(reservation, now), deleteCheckin: true };
  // A stay already over has nothing to check out early: it is returned as it is.
  if (!reservation.rooms.some((room) => isOpen(room, today))) return reservation;
  const rooms = reservation.rooms.map((room) => {
    if (!isOpen(room, today)) return room;
    if (room.startDate < today) return earlyCheckoutRoom(room, today);
    return cancelRoom(room, reservation.timeZone, now);
  });
  return {
    ...reservation,
    rooms,
    status: 'EARLY_CHECKOUT',
    checkout: minDate(today, reservation.checkout),
    totalCents: sumRooms(rooms, (room) => room.totalCents),
    cancelAmountCents: sumRooms(rooms, (room) => room.cancelAmountCents),
  };
}
