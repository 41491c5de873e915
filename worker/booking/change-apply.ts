import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { reservationVatSplit, vatRatesOf } from '../../src/domain/booking/pricing.ts';
import type {
  AppliedPromotion,
  EpochMs,
  IsoDate,
  People,
  RoomQuote,
} from '../../src/domain/booking/types.ts';
import type { ChangeNight } from '../../src/domain/booking-change.ts';
import { money } from '../../src/domain/money.ts';
import { type ChangedRoom, changeStatements, type NightMove } from '../data/booking-change.ts';
import { isInventoryConflict } from '../data/booking-write.ts';
import { whileReservationVersion } from '../data/notifications.ts';
import type { EventActor } from '../data/reservation-events.ts';
import { parseJson, storedCancellationPolicy } from '../data/stored-documents.ts';
import { storedGuest } from '../data/stored-reservation.ts';
import { ApiError } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { withGuestLayout } from '../mail/compose.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { notifyHotelStatements, reservationNotice } from '../notifications/notify.ts';
import { reservationChangeEmail } from './change-email.ts';
import { changeView } from './change-view.ts';
import { ChangeErrorCode, type QuotedChange, type QuotedRoom, storedNights } from './reservation-change.ts';
import { roomName } from './reservation-create.ts';

/** Nights a room gives back and takes: only the difference, so unchanged nights are never touched. */
function inventoryMoves(room: QuotedRoom, today: IsoDate): { released: NightMove[]; taken: NightMove[] } {
  const before = storedNights(room.room).map((night) => night.date);
  const after = room.price.nights.map((night) => night.date);
  const moves = (roomTypeId: number, dates: ReadonlyArray<IsoDate>) =>
    dates.map((date) => ({ roomTypeId, date, count: 1 }));
  if (room.room.room_type_id === room.roomTypeId) {
    const kept = new Set(after);
    const held = new Set(before);
    return {
      // A past night cannot be sold again: it stays booked (as the actions release from today on).
      released: moves(
        room.room.room_type_id,
        before.filter((date) => !kept.has(date) && date >= today),
      ),
      taken: moves(
        room.roomTypeId,
        after.filter((date) => !held.has(date)),
      ),
    };
  }
  return {
    released: moves(
      room.room.room_type_id,
      before.filter((date) => date >= today),
    ),
    taken: moves(
      room.roomTypeId,
      after.filter((date) => date >= today),
    ),
  };
}

/** Moves of several rooms as one count per (room type, night): rooms of a type share its stock. */
function summed(moves: ReadonlyArray<NightMove>): NightMove[] {
  const byKey = new Map<string, NightMove>();
  for (const move of moves) {
    const key = `${move.roomTypeId}|${move.date}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, count: seen.count + move.count } : { ...move });
  }
  return [...byKey.values()];
}

/** A room's money for the reservation's totals: its total holds the penalty of nights given up. */
type RoomMoney = { nights: ReadonlyArray<ChangeNight>; totalCents: number; penaltyCents: number };

/** Totals of a reservation whose rooms now cost what `rooms` say (penalties included). */
export function reservationTotals(
  vatRates: ReturnType<typeof vatRatesOf>,
  rooms: ReadonlyArray<RoomMoney>,
  cityTaxCents: number,
) {
  const split = rooms.map((room) => {
    const nightsCents = room.nights.reduce((sum, night) => sum + night.amountCents, 0);
    // A penalty is taxed like the accommodation it replaces (decision 052).
    const accommodationCents = Math.min(room.totalCents, nightsCents + room.penaltyCents);
    return { accommodationCents, extrasCents: room.totalCents - accommodationCents };
  });
  const totalCents = rooms.reduce((sum, room) => sum + room.totalCents, 0);
  const { taxableCents, vatCents } = reservationVatSplit(split, vatRates);
  return { totalCents, taxableCents, vatCents, cityTaxCents, grandTotalCents: totalCents + cityTaxCents };
}

type ReservationTotals = ReturnType<typeof reservationTotals>;

const guestsOf = (people: People) => people.adults + people.boys + people.children + people.kids;

/** The room as the change stores it (a room priced again). */
function changedRoom(
  room: QuotedRoom,
  quote: RoomQuote,
  stay: { checkin: IsoDate; checkout: IsoDate },
): ChangedRoom {
  const { price } = room;
  const samePlan = room.planId === room.room.rate_plan_id && room.roomTypeId === room.room.room_type_id;
  return {
    id: room.room.id,
    roomTypeId: room.roomTypeId,
    ratePlanId: room.planId,
    rateType: quote.rateType,
    startDate: stay.checkin,
    endDate: stay.checkout,
    people: room.people,
    nights: price.nights,
    beds: room.beds,
    services: quote.services.map((service) => ({
      serviceId: service.id,
      bookability: service.bookability,
      frequency: service.frequency,
      unitCents: service.unitCents,
      count: service.count,
      status: 'CONFIRMED',
    })),
    promotions: quote.promotions as AppliedPromotion[],
    // The policy agreed at booking stays with the stay; another plan brings its own.
    cancellationPolicy: samePlan
      ? storedCancellationPolicy(room.room.cancellation_policy_json)
      : quote.cancellationPolicy,
    noShowPolicy: samePlan ? parseJson(room.room.no_show_policy_json, null) : quote.noShowPolicy,
    initialTotalCents: quote.initialTotalCents + price.penaltyCents,
    totalCents: price.newTotalCents + price.penaltyCents,
    cityTaxCents: quote.cityTaxCents,
  };
}

/** Refuses (409) a change the caller did not confirm as it now stands, or that changes nothing. */
function refuseUnconfirmed(
  change: QuotedChange,
  confirmed: { version: number; newTotalCents: number; penaltyCents: number; allowOverbooking: boolean },
): void {
  const { price, request } = change;
  const { row } = change.stored;
  if (confirmed.version !== row.version) {
    throw new ApiError(409, 'The reservation was changed meanwhile: quote the change again', [
      { field: 'version', code: ChangeErrorCode.stale },
    ]);
  }
  if (confirmed.newTotalCents !== price.newTotalCents || confirmed.penaltyCents !== price.penaltyCents) {
    throw new ApiError(409, 'The price of this change has changed: check the new total', [
      { field: 'newTotalCents', code: ChangeErrorCode.priceChanged },
    ]);
  }
  const datesMove = request.checkin !== row.checkin || request.checkout !== row.checkout;
  const roomChanges = change.rooms.some(
    (room) =>
      room.roomTypeId !== room.room.room_type_id ||
      room.planId !== room.room.rate_plan_id ||
      room.people.adults !== room.room.adults ||
      room.people.boys !== room.room.boys ||
      room.people.children !== room.room.children ||
      room.people.kids !== room.room.kids,
  );
  if (!datesMove && !roomChanges) {
    throw new ApiError(409, 'Nothing to change: the stay is already as asked', [
      { field: 'checkout', code: ChangeErrorCode.nothing },
    ]);
  }
  const nameOf = (room: QuotedRoom) => roomName(change.booking, room.roomTypeId, row.language);
  const short = change.rooms.find((room) => !room.available);
  if (short && !confirmed.allowOverbooking) {
    throw new ApiError(409, `No room left: ${nameOf(short)} is sold out on one of the new nights`, [
      { field: 'checkout', code: ChangeErrorCode.soldOut },
    ]);
  }
}

/** The guest's e-mail of the change, in the hotel's layout; null for a guest without an address. */
async function guestChangeEmail(
  db: D1Database,
  change: QuotedChange,
  totals: ReservationTotals,
  siteUrl: string,
): Promise<OutgoingEmail | null> {
  const { stored, price } = change;
  const { row } = stored;
  const stay = { checkin: change.request.checkin, checkout: change.request.checkout };
  const nameOf = (room: QuotedRoom) => roomName(change.booking, room.roomTypeId, row.language);
  const guest = storedGuest(stored);
  const brand = await loadHotelBrand(db, row.hotel_id, siteUrl);
  const plain = guest.email
    ? reservationChangeEmail({
        to: guest.email,
        language: row.language,
        guestName: `${guest.name} ${guest.surname}`.trim(),
        hotelName: row.hotel_name,
        code: row.code,
        before: { checkin: row.checkin, checkout: row.checkout },
        after: stay,
        rooms: change.rooms.map((room) => ({ name: nameOf(room), guests: guestsOf(room.people) })),
        currency: row.currency,
        totalCents: totals.totalCents,
        cityTaxCents: totals.cityTaxCents,
        penaltyCents: price.penaltyCents,
      })
    : null;
  return plain && brand ? withGuestLayout(plain, brand) : plain;
}

/** The history line's details: the focused room before and after, then every room in flat keys. */
function changeHistoryDetail(change: QuotedChange, totals: ReservationTotals) {
  const { price, request } = change;
  const { row } = change.stored;
  const focus = change.rooms.find((room) => room.room.id === request.roomId) ?? change.rooms[0];
  return {
    checkinBefore: row.checkin,
    checkoutBefore: row.checkout,
    checkin: request.checkin,
    checkout: request.checkout,
    roomTypeBefore: focus?.room.room_type_id ?? request.roomTypeId,
    roomType: request.roomTypeId,
    planBefore: focus?.room.rate_plan_id ?? request.planId,
    plan: request.planId,
    guestsBefore: focus ? guestsOf(focus.room) : guestsOf(request.people),
    guests: guestsOf(request.people),
    // In the currency's units, as every amount of the history.
    totalBefore: money(price.oldTotalCents),
    total: money(totals.totalCents),
    penalty: money(price.penaltyCents),
    currency: row.currency,
    overbooked: !change.available,
    // Every room, before and after, in flat keys as the history's details are (room1…, room2…).
    rooms: change.rooms.length,
    ...Object.fromEntries(
      change.rooms.flatMap((room) => [
        [`room${room.number}Changed`, room.price.changed],
        [`room${room.number}RoomTypeBefore`, room.room.room_type_id],
        [`room${room.number}RoomType`, room.roomTypeId],
        [`room${room.number}GuestsBefore`, guestsOf(room.room)],
        [`room${room.number}Guests`, guestsOf(room.people)],
        [`room${room.number}TotalBefore`, money(room.price.oldTotalCents)],
        [`room${room.number}Total`, money(room.price.newTotalCents + room.price.penaltyCents)],
        [`room${room.number}Penalty`, money(room.price.penaltyCents)],
      ]),
    ),
  };
}

/**
 * Applies a quoted change, checked against what the caller confirmed (the version and the
 * totals it showed): stale, 409; a sold-out night without a confirmed overbooking, 409; nights
 * sold meanwhile (the batch's CHECK), 409 and nothing written.
 */
export async function applyChange(
  db: D1Database,
  change: QuotedChange,
  confirmed: { version: number; newTotalCents: number; penaltyCents: number; allowOverbooking: boolean },
  options: { actor: EventActor; now: EpochMs; siteUrl: string },
): Promise<ChangeQuoteView> {
  const { stored, request } = change;
  const { row } = stored;
  refuseUnconfirmed(change, confirmed);
  const today = todayIn(row.hotel_time_zone, options.now);
  const stay = { checkin: request.checkin, checkout: request.checkout };
  const repriced = change.rooms.flatMap((room) => (room.quote ? [{ room, quote: room.quote }] : []));
  const moves = repriced.map(({ room }) => inventoryMoves(room, today));
  const changedRooms = repriced.map(({ room, quote }) => changedRoom(room, quote, stay));
  const roomMoney = change.rooms.map(
    (room): RoomMoney =>
      room.quote
        ? {
            nights: room.price.nights,
            totalCents: room.price.newTotalCents + room.price.penaltyCents,
            penaltyCents: room.price.penaltyCents,
          }
        : { nights: room.price.nights, totalCents: room.room.total_cents, penaltyCents: 0 },
  );
  const totals = reservationTotals(vatRatesOf(change.booking.pricing), roomMoney, change.cityTaxCents);
  const initialTotalCents = change.rooms.reduce(
    (sum, room) =>
      sum +
      (room.quote ? room.quote.initialTotalCents + room.price.penaltyCents : room.room.initial_total_cents),
    0,
  );
  const email = await guestChangeEmail(db, change, totals, options.siteUrl);
  const detail = changeHistoryDetail(change, totals);
  const statements = changeStatements(db, {
    reservationId: row.id,
    version: row.version,
    released: summed(moves.flatMap((move) => move.released)),
    taken: summed(moves.flatMap((move) => move.taken)),
    overbook: confirmed.allowOverbooking,
    rooms: changedRooms,
    totals: { ...stay, initialTotalCents, ...totals },
    email,
    events: [
      { type: 'CHANGED', actor: options.actor, detail },
      ...(email
        ? [
            {
              type: 'EMAIL_SENT' as const,
              actor: options.actor,
              detail: { template: email.template, to: email.to },
            },
          ]
        : []),
    ],
    now: new Date(options.now),
  });
  // The rest of the staff hear of it, only if this change wins (the version guard; decision 056).
  const notice = notifyHotelStatements(
    db,
    row.hotel_id,
    reservationNotice(
      'reservation.changed',
      stored,
      options.actor?.kind === 'STAFF' ? options.actor.managerId : null,
      stay,
    ),
    {
      siteUrl: options.siteUrl,
      now: new Date(options.now),
      when: whileReservationVersion(row.id, row.version),
    },
  );
  let results: D1Result[];
  try {
    // The version bump stays last: its answer says whether the change won.
    results = await db.batch([...statements.slice(0, -1), ...notice, ...statements.slice(-1)]);
  } catch (error) {
    if (!isInventoryConflict(error)) throw error;
    throw new ApiError(409, 'No room left: a room type was sold out meanwhile on one of the new nights', [
      { field: 'checkout', code: ChangeErrorCode.soldOut },
    ]);
  }
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
    throw new ApiError(409, 'The reservation was changed meanwhile: quote the change again', [
      { field: 'version', code: ChangeErrorCode.stale },
    ]);
  }
  return changeView(change, true, row.version + 1);
}
