/**
 * Changing a booking (FOLIO-2, decision 059): what a change of dates, room type, party or plan
 * costs, whether the guest may make it themselves, and a night's price set by hand. Pure; every
 * amount is integer cents. The engine prices the new stay exactly as a new booking; these rules
 * only compare it with the stay as stored.
 *
 * - **Totals**: old = the room's stored total (nights, beds, services); new = the engine's total
 *   for the new stay, where a night whose price was set by hand (`overrideReason`) keeps that price
 *   if the room type and plan stay the same (the manager's decision is not undone by a date change).
 * - **Penalty**: nights of the stored stay that the new stay no longer has are a partial
 *   cancellation. Under a NOT_REFUNDABLE rate they stay owed (all of them); under any other rate
 *   the cancellation policy decides as it would for a cancellation now (free before its deadline,
 *   its check-in penalty after), applied to the removed nights only.
 * - **Difference** = new + penalty − old: what the guest pays more (or gets back when negative).
 */
import { cancellationPenalty, deadlineInstant, hasGracePeriod, policyType } from './booking/cancellation.ts';
import type { CancellationPolicy, EpochMs, IsoDate, RateType, ReservationNight } from './booking/types.ts';

/** A stored night; a price set by hand keeps its reason. */
export type ChangeNight = ReservationNight & { overrideReason?: string };

/** The room as stored, before the change. */
export type StoredStay = {
  checkin: IsoDate;
  nights: ReadonlyArray<ChangeNight>;
  /** Room total: nights + extra beds + bookable services. */
  totalCents: number;
  rateType: RateType;
  cancellationPolicy: CancellationPolicy | null;
};

/** The new stay as the engine priced it. */
export type PricedStay = {
  nights: ReadonlyArray<ReservationNight>;
  /** Room total the engine computed (nights + extra beds + bookable services). */
  totalCents: number;
  /** Same room type and rate plan as stored: prices set by hand carry over. */
  samePlan: boolean;
};

export type ChangePrice = {
  /** The nights to store: the engine's, with hand-set prices kept. */
  nights: ChangeNight[];
  oldTotalCents: number;
  newTotalCents: number;
  penaltyCents: number;
  differenceCents: number;
  /** Stored nights the new stay gives up, and new nights it adds. */
  removed: IsoDate[];
  added: IsoDate[];
};

/**
 * Prices a change at `now` (the hotel's clock). Example: a 2-night stay at 100 € a night
 * extended by a night the engine prices 120 € → old 200 €, new 320 €, penalty 0, difference +120 €.
 */
export function priceChange(
  stored: StoredStay,
  priced: PricedStay,
  clock: { timeZone: string; now: EpochMs },
): ChangePrice {
  const storedByDate = new Map(stored.nights.map((night) => [night.date, night]));
  const newDates = new Set(priced.nights.map((night) => night.date));
  let handSetDelta = 0;
  const nights = priced.nights.map((night): ChangeNight => {
    const before = storedByDate.get(night.date);
    if (priced.samePlan && before?.overrideReason !== undefined) {
      handSetDelta += before.amountCents - night.amountCents;
      return { ...night, amountCents: before.amountCents, overrideReason: before.overrideReason };
    }
    return { ...night };
  });
  const removedNights = stored.nights.filter((night) => !newDates.has(night.date));
  const newTotalCents = priced.totalCents + handSetDelta;
  const penaltyCents = removedNightsPenalty(stored, removedNights, clock);
  return {
    nights,
    oldTotalCents: stored.totalCents,
    newTotalCents,
    penaltyCents,
    differenceCents: newTotalCents + penaltyCents - stored.totalCents,
    removed: removedNights.map((night) => night.date),
    added: priced.nights.filter((night) => !storedByDate.has(night.date)).map((night) => night.date),
  };
}

/** What the nights a change gives up still cost (see the module rules). */
export function removedNightsPenalty(
  stored: Pick<StoredStay, 'checkin' | 'rateType' | 'cancellationPolicy'>,
  removed: ReadonlyArray<ReservationNight>,
  clock: { timeZone: string; now: EpochMs },
): number {
  const amounts = removed.map((night) => night.amountCents);
  const sum = amounts.reduce((total, cents) => total + cents, 0);
  if (sum <= 0) return 0;
  if (stored.rateType === 'NOT_REFUNDABLE') return sum;
  return cancellationPenalty(
    stored.cancellationPolicy,
    stored.checkin,
    clock.timeZone,
    clock.now,
    amounts,
    sum,
  );
}

/** Why a guest may not change their dates themselves. */
export type GuestChangeRefusal = 'error.change.not.refundable' | 'error.change.deadline.passed';

/**
 * Whether the guest may change the dates from the manage page (FOLIO-2): only a flexible rate
 * (not NOT_REFUNDABLE, and a policy free before its deadline) and only up to that deadline; a
 * change they make therefore never carries a penalty. The staff can change any stay.
 * guestChangeRefusal(flexibleUntilThreeDaysBefore, twoDaysBefore) = 'error.change.deadline.passed'.
 */
export function guestChangeRefusal(
  stored: Pick<StoredStay, 'checkin' | 'rateType' | 'cancellationPolicy'>,
  clock: { timeZone: string; now: EpochMs },
): GuestChangeRefusal | null {
  const policy = stored.cancellationPolicy;
  // Flexible: cancelling before the deadline is free (a grace period), and the rate is refundable.
  if (
    stored.rateType === 'NOT_REFUNDABLE' ||
    policyType(policy) === 'NOT_REFUNDABLE' ||
    !hasGracePeriod(policy)
  ) {
    return 'error.change.not.refundable';
  }
  const deadline = deadlineInstant(stored.checkin, policy?.deadline ?? null, clock.timeZone);
  return clock.now <= deadline ? null : 'error.change.deadline.passed';
}

/** Why a night's price cannot be set. */
export type NightPriceRefusal = 'error.night.not.in.stay' | 'error.reason.required';

/**
 * The nights with one night's price set by hand, and how much the room total moves:
 * overrideNightPrice([{ date: '2027-05-01', amountCents: 10000 }], '2027-05-01', 8000, 'Regular guest')
 * → nights [{ …, amountCents: 8000, overrideReason: 'Regular guest' }], deltaCents −2000.
 */
export function overrideNightPrice(
  nights: ReadonlyArray<ChangeNight>,
  date: IsoDate,
  priceCents: number,
  reason: string,
): { ok: true; nights: ChangeNight[]; deltaCents: number } | { ok: false; code: NightPriceRefusal } {
  if (reason.trim() === '') return { ok: false, code: 'error.reason.required' };
  const night = nights.find((n) => n.date === date);
  if (!night) return { ok: false, code: 'error.night.not.in.stay' };
  return {
    ok: true,
    nights: nights.map((n) =>
      n.date === date ? { ...n, amountCents: priceCents, overrideReason: reason.trim() } : { ...n },
    ),
    deltaCents: priceCents - night.amountCents,
  };
}

/** One room of a reservation in a change: as stored, and the engine's new price (null: it stays as booked). */
export type RoomInChange<Id> = { id: Id; stored: StoredStay; priced: PricedStay | null };

/** The change of a reservation of one or several rooms: each room's price, and the sums. */
export type ReservationChangePrice<Id> = {
  rooms: (ChangePrice & { id: Id; changed: boolean })[];
  oldTotalCents: number;
  newTotalCents: number;
  penaltyCents: number;
  differenceCents: number;
};

/**
 * Prices the change of every room of a reservation: a room the engine priced again is compared
 * with its stored stay as `priceChange` does (its own penalty for the nights it gives up); a room
 * left out stays exactly as booked (same nights, same total, no penalty). The reservation's
 * figures are the sums. Example: rooms of 200 € and 300 €, only the second priced again at
 * 360 € → old 500 €, new 560 €, difference +60 €.
 */
export function priceReservationChange<Id>(
  rooms: ReadonlyArray<RoomInChange<Id>>,
  clock: { timeZone: string; now: EpochMs },
): ReservationChangePrice<Id> {
  const priced = rooms.map((room) =>
    room.priced
      ? { id: room.id, changed: true, ...priceChange(room.stored, room.priced, clock) }
      : {
          id: room.id,
          changed: false,
          nights: room.stored.nights.map((night) => ({ ...night })),
          oldTotalCents: room.stored.totalCents,
          newTotalCents: room.stored.totalCents,
          penaltyCents: 0,
          differenceCents: 0,
          removed: [],
          added: [],
        },
  );
  const sum = (pick: (room: ChangePrice) => number) => priced.reduce((total, room) => total + pick(room), 0);
  return {
    rooms: priced,
    oldTotalCents: sum((room) => room.oldTotalCents),
    newTotalCents: sum((room) => room.newTotalCents),
    penaltyCents: sum((room) => room.penaltyCents),
    differenceCents: sum((room) => room.differenceCents),
  };
}
