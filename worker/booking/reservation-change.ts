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
import type { InventoryIndex } from '../../src/domain/booking/context.ts';
import { eachNight, maxDate, minDate, todayIn } from '../../src/domain/booking/dates.ts';
import { staffMayOverride } from '../../src/domain/booking/staff-booking.ts';
import type {
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
  priceReservationChange,
  type ReservationChangePrice,
  type StoredStay,
} from '../../src/domain/booking-change.ts';
import { type HotelBooking, loadHotelBooking } from '../data/booking.ts';
import { parseJson, storedCancellationPolicy } from '../data/stored-documents.ts';
import type { ReservationRoomRow, ReservationRow, StoredReservation } from '../data/stored-reservation.ts';
import { ApiError, badRequest } from '../errors.ts';
import { contextOf, quoteReservation, roomsLeft } from './engine.ts';
import { problemsError } from './reservation-create.ts';

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
export function changeableRooms(stored: StoredReservation): ReservationRoomRow[] {
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
export function namedRoom(
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

export function storedNights(room: ReservationRoomRow): ChangeNight[] {
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

/** Every room's plan: the room the request names takes its type, plan and party; new dates reprice every room. */
function roomPlans(
  rooms: ReservationRoomRow[],
  named: ReservationRoomRow | null,
  request: ChangeRequest,
  datesMove: boolean,
): RoomPlan[] {
  return rooms.map((room, index) => {
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
}

/** The engine's request for a room priced again, with the beds and services it keeps. */
function engineRequest(plan: RoomPlan) {
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
}

type EngineRequest = ReturnType<typeof engineRequest>;

/**
 * Prices the rooms of `requests` together, exactly like a new booking of them (400 with the
 * engine's problems when it refuses): the answer gives each plan its quote, null when not repriced.
 */
function quoteRepriced(
  booking: HotelBooking,
  request: ChangeRequest,
  requests: EngineRequest[],
  context: { row: ReservationRow; actor: ChangeActor; now: EpochMs; today: IsoDate; started: boolean },
): (plan: RoomPlan) => RoomQuote | null {
  const ignore =
    context.actor === 'STAFF'
      ? (violation: Violation) =>
          staffMayOverride(violation, { overbook: true }) ||
          (context.started && violation.code === 'stay.checkin.past')
      : (violation: Violation) => context.started && violation.code === 'stay.checkin.past';
  // The rooms priced again are priced together, exactly like a new booking of them.
  let quotes: RoomQuote[] = [];
  if (requests.length > 0) {
    const quoted = quoteReservation(
      booking,
      { checkin: request.checkin, checkout: request.checkout },
      requests.map((entry) => entry.room),
      {
        promoCode: context.row.promo_code,
        language: context.row.language,
        now: context.now,
        today: context.today,
        ignore,
      },
    );
    if (!quoted.ok) {
      throw problemsError(quoted.problems, booking, {
        rooms: requests.map((entry) => ({ roomTypeId: entry.room.roomTypeId })),
        guest: { language: context.row.language },
      });
    }
    quotes = quoted.quotes;
  }
  return (plan: RoomPlan): RoomQuote | null => {
    const index = requests.findIndex((entry) => entry.plan === plan);
    if (index < 0) return null;
    const quote = quotes[index];
    if (!quote) throw new Error('The engine priced no room');
    return quote;
  };
}

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
  const plans = roomPlans(rooms, named, request, datesMove);
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
  const requests = repriced.map(engineRequest);
  const quoteOf = quoteRepriced(booking, request, requests, {
    row,
    actor: options.actor,
    now: options.now,
    today,
    started,
  });
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
