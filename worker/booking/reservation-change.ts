/**
 * Changing a booking (FOLIO-2, decision 059), apart from HTTP: the quote of a change of dates,
 * room type, party or plan, its application, and a night's price set by hand. The staff's routes
 * (routes/secure-booking-change.ts) and the guest's (routes/booking-change.ts) both call it.
 *
 * - The new stay is priced by the engine exactly like a new booking (`quoteReservation` over the
 *   hotel's rates, promotions and policies), with this reservation's own nights counted as free
 *   for it; `priceChange` (src/domain/booking-change.ts) compares it with the stay as stored.
 * - Staff may book past the channels' restrictions, as a staff booking may (decision 018), and
 *   past a sold-out night only as an overbooking confirmed in the dialog; the guest gets the
 *   engine's rules as the widget applies them, and only on a flexible rate before its deadline.
 * - A reservation of several rooms shares one stay: new dates move every room, each priced again
 *   (together, like a new booking of them); a room type, plan, party or a night's price applies to
 *   the one room the request names, and the other rooms stay exactly as booked. A stay already
 *   started keeps its check-in; only its end moves.
 * - Everything is written in ONE batch guarded by the reservation's version (worker/data/booking-
 *   change.ts): a change whose quote is stale, or whose nights were sold meanwhile, writes nothing.
 */
import { BookingErrorCode } from '../../src/contracts/booking.ts';
import { ErrorCode } from '../../src/contracts/error-codes.ts';
import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import type { InventoryIndex } from '../../src/domain/booking/context.ts';
import { eachNight, maxDate, minDate, todayIn } from '../../src/domain/booking/dates.ts';
import { reservationVatSplit, vatRatesOf } from '../../src/domain/booking/pricing.ts';
import { staffMayOverride } from '../../src/domain/booking/staff-booking.ts';
import type {
  AppliedPromotion,
  EpochMs,
  ExtraBedRequest,
  Inventory,
  IsoDate,
  People,
  ReservationBed,
  ReservationService,
  RoomQuote,
  Violation,
} from '../../src/domain/booking/types.ts';
import {
  type ChangeNight,
  type ChangePrice,
  type GuestChangeRefusal,
  guestChangeRefusal,
  overrideNightPrice,
  priceReservationChange,
  type ReservationChangePrice,
  type StoredStay,
} from '../../src/domain/booking-change.ts';
import { money } from '../../src/domain/money.ts';
import { type HotelBooking, loadHotelBooking, parseJson, storedCancellationPolicy } from '../data/booking.ts';
import {
  type ChangedRoom,
  changeStatements,
  type NightMove,
  nightPriceStatements,
} from '../data/booking-change.ts';
import { isInventoryConflict } from '../data/booking-write.ts';
import { whileReservationVersion } from '../data/notifications.ts';
import type { EventActor } from '../data/reservation-events.ts';
import { type ReservationRoomRow, type StoredReservation, storedGuest } from '../data/stored-reservation.ts';
import { ApiError, badRequest } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { withGuestLayout } from '../mail/compose.ts';
import { notifyHotelStatements, reservationNotice } from '../notifications/notify.ts';
import { reservationChangeEmail } from './change-email.ts';
import { contextOf, quoteReservation, roomsLeft } from './engine.ts';
import { problemsError, roomName } from './reservation-create.ts';

/** Error codes of a refused change (409), besides the engine's. */
export const ChangeErrorCode = {
  notConfirmed: 'error.reservation.not.confirmed',
  started: 'error.change.started',
  stale: 'error.reservation.changed',
  priceChanged: 'error.change.price.changed',
  soldOut: 'error.stay.sold.out',
  nothing: 'error.change.nothing',
} as const;

/** What the change asks; what is left out stays as stored. */
export type ChangeRequest = {
  checkin: IsoDate;
  checkout: IsoDate;
  /** The reservation room the room type, plan and party apply to (the only one when left out). */
  roomId?: number | undefined;
  roomTypeId?: number | undefined;
  planId?: number | undefined;
  adults?: number | undefined;
  boys?: number | undefined;
  children?: number | undefined;
  kids?: number | undefined;
};

/** One room of the reservation in a priced change. */
export type QuotedRoom = {
  room: ReservationRoomRow;
  /** 1, 2, … in the reservation's order. */
  number: number;
  roomTypeId: number;
  planId: number;
  people: People;
  /** The engine's price of its new stay; null: the room stays exactly as booked. */
  quote: RoomQuote | null;
  price: ChangePrice & { changed: boolean };
  beds: ReservationBed[];
  /** Rooms of its type are left for every new night (the change's rooms of that type together). */
  available: boolean;
};

/** A priced change, ready to show or to write. */
export type QuotedChange = {
  stored: StoredReservation;
  booking: HotelBooking;
  /** The stay, and the room the change names (the first when it names none) as it will be. */
  request: Required<Pick<ChangeRequest, 'checkin' | 'checkout'>> & {
    roomId: number;
    roomTypeId: number;
    planId: number;
    people: People;
  };
  /** Every room of the reservation, in order. */
  rooms: QuotedRoom[];
  price: ReservationChangePrice<number>;
  cityTaxCents: number;
  available: boolean;
};

/** Who changes: the staff (restrictions and, when confirmed, a sold-out night may be booked past) or the guest. */
export type ChangeActor = 'STAFF' | 'GUEST';

/** The rooms of a CONFIRMED reservation, in order, or 409. */
function changeableRooms(stored: StoredReservation): ReservationRoomRow[] {
  if (stored.row.status !== 'CONFIRMED') {
    throw new ApiError(409, `The reservation is ${stored.row.status.toLowerCase().replace('_', ' ')}`, [
      { field: 'code', code: ChangeErrorCode.notConfirmed },
    ]);
  }
  if (stored.rooms.length === 0 || stored.rooms.some((room) => room.status !== 'CONFIRMED')) {
    throw new ApiError(409, 'A room of the reservation is not confirmed', [
      { field: 'code', code: ChangeErrorCode.notConfirmed },
    ]);
  }
  return [...stored.rooms].sort((a, b) => a.position - b.position);
}

/**
 * The room a change of type, plan, party or a night's price applies to: the one named, the only
 * one, or none (a change of dates only of several rooms). Naming none with several rooms and
 * asking for such a change is 400, as is naming a room of another reservation.
 */
function namedRoom(
  rooms: ReadonlyArray<ReservationRoomRow>,
  roomId: number | undefined,
  asksRoomChange: boolean,
): ReservationRoomRow | null {
  if (roomId !== undefined) {
    const room = rooms.find((candidate) => candidate.id === roomId);
    if (!room) throw badRequest('Invalid body: roomId', [{ field: 'roomId', code: ErrorCode.invalid }]);
    return room;
  }
  if (rooms.length === 1) return rooms[0] ?? null;
  if (asksRoomChange) {
    throw badRequest('Invalid body: roomId', [{ field: 'roomId', code: ErrorCode.required }]);
  }
  return null;
}

function storedNights(room: ReservationRoomRow): ChangeNight[] {
  return parseJson<ChangeNight[]>(room.daily_rates_json, []);
}

function storedStay(stored: StoredReservation, room: ReservationRoomRow): StoredStay {
  return {
    checkin: stored.row.checkin,
    nights: storedNights(room),
    totalCents: room.total_cents,
    rateType: room.rate_type,
    cancellationPolicy: storedCancellationPolicy(room.cancellation_policy_json),
  };
}

/** The hotel's inventory with the nights of `rooms` given back, so the change never competes with itself. */
function withoutOwnNights(
  inventory: InventoryIndex,
  rooms: ReadonlyArray<ReservationRoomRow>,
): InventoryIndex {
  const own = new Map<string, Map<IsoDate, number>>();
  for (const room of rooms) {
    const byDate = own.get(String(room.room_type_id)) ?? new Map<IsoDate, number>();
    for (const night of storedNights(room)) byDate.set(night.date, (byDate.get(night.date) ?? 0) + 1);
    own.set(String(room.room_type_id), byDate);
  }
  const freed = new Map(inventory);
  for (const [roomTypeId, counts] of own) {
    const byDate = inventory.get(roomTypeId);
    if (!byDate) continue;
    const given = new Map<IsoDate, Inventory>();
    for (const [date, stock] of byDate) {
      const count = counts.get(date) ?? 0;
      given.set(date, count > 0 ? { ...stock, booked: Math.max(0, stock.booked - count) } : stock);
    }
    freed.set(roomTypeId, given);
  }
  return freed;
}

type RoomPlan = {
  room: ReservationRoomRow;
  number: number;
  roomTypeId: number;
  planId: number;
  people: People;
  /** Priced again: the dates move (every room shares the stay), or the change names it. */
  repriced: boolean;
};

/**
 * Prices the change `request` of `stored` at `now`: 400 for a request the engine refuses (a
 * room type or plan not sold, a party that does not fit), 409 for a stay that cannot move.
 * New dates move every room of the reservation, each priced again; a room type, plan or party
 * changes only the room named; the other rooms stay exactly as booked.
 */
export async function quoteChange(
  db: D1Database,
  stored: StoredReservation,
  request: ChangeRequest,
  options: { actor: ChangeActor; now: EpochMs },
): Promise<QuotedChange> {
  const rooms = changeableRooms(stored);
  const asksRoomChange = [
    request.roomTypeId,
    request.planId,
    request.adults,
    request.boys,
    request.children,
    request.kids,
  ].some((value) => value !== undefined);
  const named = namedRoom(rooms, request.roomId, asksRoomChange);
  const { row } = stored;
  const today = todayIn(row.hotel_time_zone, options.now);
  const started = row.checkin < today;
  if (started && request.checkin !== row.checkin) {
    throw new ApiError(409, `The stay started on ${row.checkin}: only its check-out can move`, [
      { field: 'checkin', code: ChangeErrorCode.started },
    ]);
  }
  if (request.checkout <= today) {
    throw badRequest('Invalid body: checkout', [{ field: 'checkout', code: BookingErrorCode.datePast }]);
  }
  const datesMove = request.checkin !== row.checkin || request.checkout !== row.checkout;
  const plans: RoomPlan[] = rooms.map((room, index) => {
    const asked = room === named;
    return {
      room,
      number: index + 1,
      repriced: datesMove || asked,
      roomTypeId: (asked ? request.roomTypeId : undefined) ?? room.room_type_id,
      planId: (asked ? request.planId : undefined) ?? room.rate_plan_id,
      people: {
        adults: (asked ? request.adults : undefined) ?? room.adults,
        boys: (asked ? request.boys : undefined) ?? room.boys,
        children: (asked ? request.children : undefined) ?? room.children,
        kids: (asked ? request.kids : undefined) ?? room.kids,
      },
    };
  });
  const repriced = plans.filter((plan) => plan.repriced);
  const loaded = await loadHotelBooking(
    db,
    { id: row.hotel_id, alias: null },
    {
      span: { from: minDate(row.checkin, request.checkin), to: maxDate(row.checkout, request.checkout) },
      promotions: true,
    },
  );
  if (!loaded)
    throw new ApiError(409, 'The hotel is not taking bookings', [
      { field: 'code', code: 'error.hotel.disabled' },
    ]);
  const booking: HotelBooking = {
    ...loaded,
    inventory: withoutOwnNights(
      loaded.inventory,
      repriced.map((plan) => plan.room),
    ),
  };
  const requests = repriced.map((plan) => {
    // Beds belong to the room type: they follow the party to the same type, and are dropped on another.
    const storedBeds = parseJson<ReservationBed[]>(plan.room.beds_json, []);
    const beds = plan.roomTypeId === plan.room.room_type_id ? storedBeds : [];
    const services = parseJson<ReservationService[]>(plan.room.services_json, [])
      .filter((service) => service.bookability === 'BOOKABLE' && service.count > 0)
      .map((service) => ({ serviceId: service.serviceId, count: service.count }));
    const extraBeds: ExtraBedRequest[] = beds.map((bed) => ({ bedId: bed.bedId, people: bed.people }));
    return {
      plan,
      beds,
      room: {
        roomTypeId: plan.roomTypeId,
        ratePlanId: plan.planId,
        people: plan.people,
        services,
        extraBeds,
      },
    };
  });
  const ignore =
    options.actor === 'STAFF'
      ? (violation: Violation) =>
          staffMayOverride(violation, { overbook: true }) ||
          (started && violation.code === 'stay.checkin.past')
      : (violation: Violation) => started && violation.code === 'stay.checkin.past';
  // The rooms priced again are priced together, exactly like a new booking of them.
  let quotes: RoomQuote[] = [];
  if (requests.length > 0) {
    const quoted = quoteReservation(
      booking,
      { checkin: request.checkin, checkout: request.checkout },
      requests.map((entry) => entry.room),
      { promoCode: row.promo_code, language: row.language, now: options.now, today, ignore },
    );
    if (!quoted.ok) {
      throw problemsError(quoted.problems, booking, {
        rooms: requests.map((entry) => ({ roomTypeId: entry.room.roomTypeId })),
        guest: { language: row.language },
      });
    }
    quotes = quoted.quotes;
  }
  const quoteOf = (plan: RoomPlan): RoomQuote | null => {
    const index = requests.findIndex((entry) => entry.plan === plan);
    if (index < 0) return null;
    const quote = quotes[index];
    if (!quote) throw new Error('The engine priced no room');
    return quote;
  };
  // Rooms of one type share its stock: the type needs as many rooms left as the change puts in it.
  const nights = eachNight(request.checkin, request.checkout);
  const context = contextOf(booking);
  const wanted = new Map<number, number>();
  for (const plan of repriced) wanted.set(plan.roomTypeId, (wanted.get(plan.roomTypeId) ?? 0) + 1);
  const price = priceReservationChange(
    plans.map((plan) => {
      const quote = quoteOf(plan);
      return {
        id: plan.room.id,
        stored: storedStay(stored, plan.room),
        priced: quote
          ? {
              nights: quote.nightly.map((night) => ({
                date: night.date,
                amountCents: night.finalCents,
                initialCents: night.initialCents,
              })),
              totalCents: quote.totalCents,
              samePlan: plan.roomTypeId === plan.room.room_type_id && plan.planId === plan.room.rate_plan_id,
            }
          : null,
      };
    }),
    { timeZone: row.hotel_time_zone, now: options.now },
  );
  const quotedRooms = plans.map((plan, index): QuotedRoom => {
    const quote = quoteOf(plan);
    const roomPrice = price.rooms[index];
    if (!roomPrice) throw new Error('A room was not priced');
    const entry = requests.find((candidate) => candidate.plan === plan);
    const beds = entry ? entry.beds : parseJson<ReservationBed[]>(plan.room.beds_json, []);
    return {
      room: plan.room,
      number: plan.number,
      roomTypeId: plan.roomTypeId,
      planId: plan.planId,
      people: plan.people,
      quote,
      price: roomPrice,
      beds: beds.map((bed) => ({ ...bed, status: 'CONFIRMED' })),
      available: quote
        ? roomsLeft(context, String(plan.roomTypeId), nights) >= (wanted.get(plan.roomTypeId) ?? 1)
        : true,
    };
  });
  const focus = plans.find((plan) => plan.room === named) ?? plans[0];
  if (!focus) throw new Error('A reservation without rooms');
  return {
    stored,
    booking,
    request: {
      checkin: request.checkin,
      checkout: request.checkout,
      roomId: focus.room.id,
      roomTypeId: focus.roomTypeId,
      planId: focus.planId,
      people: focus.people,
    },
    rooms: quotedRooms,
    price,
    cityTaxCents: quotedRooms.reduce(
      (sum, room) => sum + (room.quote ? room.quote.cityTaxCents : room.room.city_tax_cents),
      0,
    ),
    available: quotedRooms.every((room) => room.available),
  };
}

/** Why the guest may not change the dates, as a 409 (null: they may): every room's rate must allow it. */
export function guestRefusal(stored: StoredReservation, now: EpochMs): ApiError | null {
  const clock = { timeZone: stored.row.hotel_time_zone, now };
  const refusals = changeableRooms(stored)
    .map((room) => guestChangeRefusal(storedStay(stored, room), clock))
    .filter((refusal): refusal is GuestChangeRefusal => refusal !== null);
  const refusal = refusals.includes('error.change.not.refundable')
    ? 'error.change.not.refundable'
    : refusals[0];
  if (refusal === undefined) return null;
  const message =
    refusal === 'error.change.not.refundable'
      ? 'This rate cannot be changed online: please contact the hotel'
      : 'The free change period of this rate has ended: please contact the hotel';
  return new ApiError(409, message, [{ field: 'code', code: refusal }]);
}

function nightViews(nights: ReadonlyArray<ChangeNight>): ChangeQuoteView['nights'] {
  return nights.map((night) => ({
    date: night.date,
    amountCents: night.amountCents,
    overrideReason: night.overrideReason ?? null,
  }));
}

function roomView(room: QuotedRoom): ChangeQuoteView['rooms'][number] {
  return {
    roomId: room.room.id,
    number: room.number,
    roomTypeId: room.roomTypeId,
    planId: room.planId,
    people: room.people,
    changed: room.price.changed,
    oldTotalCents: room.price.oldTotalCents,
    newTotalCents: room.price.newTotalCents,
    penaltyCents: room.price.penaltyCents,
    differenceCents: room.price.differenceCents,
    nights: nightViews(room.price.nights),
    available: room.available,
  };
}

/** The answer of a quote or of an applied change. */
export function changeView(change: QuotedChange, applied: boolean, version: number): ChangeQuoteView {
  const { stored, request, price } = change;
  const focus = change.rooms.find((room) => room.room.id === request.roomId) ?? change.rooms[0];
  return {
    code: stored.row.code,
    currency: stored.row.currency,
    checkin: request.checkin,
    checkout: request.checkout,
    roomId: request.roomId,
    roomTypeId: request.roomTypeId,
    planId: request.planId,
    people: request.people,
    oldTotalCents: price.oldTotalCents,
    newTotalCents: price.newTotalCents,
    penaltyCents: price.penaltyCents,
    differenceCents: price.differenceCents,
    cityTaxCents: change.cityTaxCents,
    nights: nightViews(focus?.price.nights ?? []),
    removed: focus?.price.removed ?? [],
    added: focus?.price.added ?? [],
    available: change.available,
    rooms: change.rooms.map(roomView),
    version,
    applied,
  };
}

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
function reservationTotals(
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
  const { stored, price, request } = change;
  const { row } = stored;
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
  const guest = storedGuest(stored);
  const brand = await loadHotelBrand(db, row.hotel_id, options.siteUrl);
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
  const email = plain && brand ? withGuestLayout(plain, brand) : plain;
  const focus = change.rooms.find((room) => room.room.id === request.roomId) ?? change.rooms[0];
  const detail = {
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
