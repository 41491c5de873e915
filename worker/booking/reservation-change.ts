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
 * - A reservation of one room only: a multi-room stay is changed room by room through a new
 *   booking (decision 059). A stay already started keeps its check-in; only its end moves.
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
  priceChange,
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
import {
  isInventoryConflict,
  type ReservationRoomRow,
  type StoredReservation,
  storedGuest,
} from '../data/booking-write.ts';
import { whileReservationVersion } from '../data/notifications.ts';
import type { EventActor } from '../data/reservation-events.ts';
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
  severalRooms: 'error.change.several.rooms',
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
  roomTypeId?: number | undefined;
  planId?: number | undefined;
  adults?: number | undefined;
  boys?: number | undefined;
  children?: number | undefined;
  kids?: number | undefined;
};

/** A priced change, ready to show or to write. */
export type QuotedChange = {
  stored: StoredReservation;
  room: ReservationRoomRow;
  booking: HotelBooking;
  request: Required<Pick<ChangeRequest, 'checkin' | 'checkout'>> & {
    roomTypeId: number;
    planId: number;
    people: People;
  };
  quote: RoomQuote;
  price: ChangePrice;
  available: boolean;
  beds: ReservationBed[];
};

/** Who changes: the staff (restrictions and, when confirmed, a sold-out night may be booked past) or the guest. */
export type ChangeActor = 'STAFF' | 'GUEST';

/** The only room of a CONFIRMED reservation, or 409. */
function changeableRoom(stored: StoredReservation): ReservationRoomRow {
  if (stored.row.status !== 'CONFIRMED') {
    throw new ApiError(409, `The reservation is ${stored.row.status.toLowerCase().replace('_', ' ')}`, [
      { field: 'code', code: ChangeErrorCode.notConfirmed },
    ]);
  }
  const [room, ...others] = stored.rooms;
  if (!room || others.length > 0 || room.status !== 'CONFIRMED') {
    throw new ApiError(409, 'A reservation of several rooms is changed room by room with a new booking', [
      { field: 'code', code: ChangeErrorCode.severalRooms },
    ]);
  }
  return room;
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

/** The hotel's inventory with this reservation's own nights given back, so it never competes with itself. */
function withoutOwnNights(inventory: InventoryIndex, room: ReservationRoomRow): InventoryIndex {
  const roomTypeId = String(room.room_type_id);
  const byDate = inventory.get(roomTypeId);
  if (!byDate) return inventory;
  const own = new Set(storedNights(room).map((night) => night.date));
  const freed = new Map<IsoDate, Inventory>();
  for (const [date, stock] of byDate) {
    freed.set(date, own.has(date) ? { ...stock, booked: Math.max(0, stock.booked - 1) } : stock);
  }
  return new Map([...inventory, [roomTypeId, freed]]);
}

/**
 * Prices the change `request` of `stored` at `now`: 400 for a request the engine refuses (a
 * room type or plan not sold, a party that does not fit), 409 for a stay that cannot move.
 */
export async function quoteChange(
  db: D1Database,
  stored: StoredReservation,
  request: ChangeRequest,
  options: { actor: ChangeActor; now: EpochMs },
): Promise<QuotedChange> {
  const room = changeableRoom(stored);
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
  const people: People = {
    adults: request.adults ?? room.adults,
    boys: request.boys ?? room.boys,
    children: request.children ?? room.children,
    kids: request.kids ?? room.kids,
  };
  const roomTypeId = request.roomTypeId ?? room.room_type_id;
  const planId = request.planId ?? room.rate_plan_id;
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
  const booking: HotelBooking = { ...loaded, inventory: withoutOwnNights(loaded.inventory, room) };
  // Beds belong to the room type: they follow the party to the same type, and are dropped on another.
  const storedBeds = parseJson<ReservationBed[]>(room.beds_json, []);
  const beds = roomTypeId === room.room_type_id ? storedBeds : [];
  const extraBeds: ExtraBedRequest[] = beds.map((bed) => ({ bedId: bed.bedId, people: bed.people }));
  const services = parseJson<ReservationService[]>(room.services_json, [])
    .filter((service) => service.bookability === 'BOOKABLE' && service.count > 0)
    .map((service) => ({ serviceId: service.serviceId, count: service.count }));
  const ignore =
    options.actor === 'STAFF'
      ? (violation: Violation) =>
          staffMayOverride(violation, { overbook: true }) ||
          (started && violation.code === 'stay.checkin.past')
      : (violation: Violation) => started && violation.code === 'stay.checkin.past';
  const quoted = quoteReservation(
    booking,
    { checkin: request.checkin, checkout: request.checkout },
    [{ roomTypeId, ratePlanId: planId, people, services, extraBeds }],
    { promoCode: row.promo_code, language: row.language, now: options.now, today, ignore },
  );
  if (!quoted.ok) {
    throw problemsError(quoted.problems, booking, {
      rooms: [{ roomTypeId }],
      guest: { language: row.language },
    });
  }
  const quote = quoted.quotes[0];
  if (!quote) throw new Error('The engine priced no room');
  const nights = eachNight(request.checkin, request.checkout);
  const available = roomsLeft(contextOf(booking), String(roomTypeId), nights) >= 1;
  const price = priceChange(
    storedStay(stored, room),
    {
      nights: quote.nightly.map((night) => ({
        date: night.date,
        amountCents: night.finalCents,
        initialCents: night.initialCents,
      })),
      totalCents: quote.totalCents,
      samePlan: roomTypeId === room.room_type_id && planId === room.rate_plan_id,
    },
    { timeZone: row.hotel_time_zone, now: options.now },
  );
  return {
    stored,
    room,
    booking,
    request: { checkin: request.checkin, checkout: request.checkout, roomTypeId, planId, people },
    quote,
    price,
    available,
    beds: beds.map((bed) => ({ ...bed, status: 'CONFIRMED' })),
  };
}

/** Why the guest may not change the dates, as a 409 (null: they may). */
export function guestRefusal(stored: StoredReservation, now: EpochMs): ApiError | null {
  const room = changeableRoom(stored);
  const refusal: GuestChangeRefusal | null = guestChangeRefusal(storedStay(stored, room), {
    timeZone: stored.row.hotel_time_zone,
    now,
  });
  if (refusal === null) return null;
  const message =
    refusal === 'error.change.not.refundable'
      ? 'This rate cannot be changed online: please contact the hotel'
      : 'The free change period of this rate has ended: please contact the hotel';
  return new ApiError(409, message, [{ field: 'code', code: refusal }]);
}

/** The answer of a quote or of an applied change. */
export function changeView(change: QuotedChange, applied: boolean, version: number): ChangeQuoteView {
  const { stored, request, price, quote } = change;
  return {
    code: stored.row.code,
    currency: stored.row.currency,
    checkin: request.checkin,
    checkout: request.checkout,
    roomTypeId: request.roomTypeId,
    planId: request.planId,
    people: request.people,
    oldTotalCents: price.oldTotalCents,
    newTotalCents: price.newTotalCents,
    penaltyCents: price.penaltyCents,
    differenceCents: price.differenceCents,
    cityTaxCents: quote.cityTaxCents,
    nights: price.nights.map((night) => ({
      date: night.date,
      amountCents: night.amountCents,
      overrideReason: night.overrideReason ?? null,
    })),
    removed: price.removed,
    added: price.added,
    available: change.available,
    version,
    applied,
  };
}

function nightMoves(roomTypeId: number, dates: ReadonlyArray<IsoDate>): NightMove[] {
  return dates.map((date) => ({ roomTypeId, date }));
}

/** Nights given back and taken: only the difference, so unchanged nights are never touched. */
function inventoryMoves(change: QuotedChange, today: IsoDate): { released: NightMove[]; taken: NightMove[] } {
  const before = storedNights(change.room).map((night) => night.date);
  const after = change.price.nights.map((night) => night.date);
  if (change.room.room_type_id === change.request.roomTypeId) {
    const kept = new Set(after);
    const held = new Set(before);
    return {
      // A past night cannot be sold again: it stays booked (as the actions release from today on).
      released: nightMoves(
        change.room.room_type_id,
        before.filter((date) => !kept.has(date) && date >= today),
      ),
      taken: nightMoves(
        change.request.roomTypeId,
        after.filter((date) => !held.has(date)),
      ),
    };
  }
  return {
    released: nightMoves(
      change.room.room_type_id,
      before.filter((date) => date >= today),
    ),
    taken: nightMoves(
      change.request.roomTypeId,
      after.filter((date) => date >= today),
    ),
  };
}

/** Totals of a one-room reservation whose room now costs `roomTotalCents` (penalty included). */
function reservationTotals(
  booking: Pick<HotelBooking, 'pricing'>,
  nights: ReadonlyArray<ChangeNight>,
  roomTotalCents: number,
  penaltyCents: number,
  cityTaxCents: number,
) {
  const nightsCents = nights.reduce((sum, night) => sum + night.amountCents, 0);
  // A penalty is taxed like the accommodation it replaces (decision 052).
  const accommodationCents = Math.min(roomTotalCents, nightsCents + penaltyCents);
  const { taxableCents, vatCents } = reservationVatSplit(
    [{ accommodationCents, extrasCents: roomTotalCents - accommodationCents }],
    vatRatesOf(booking.pricing),
  );
  return {
    totalCents: roomTotalCents,
    taxableCents,
    vatCents,
    cityTaxCents,
    grandTotalCents: roomTotalCents + cityTaxCents,
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
  const { stored, room, price, quote, request } = change;
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
  const unchanged =
    request.checkin === row.checkin &&
    request.checkout === row.checkout &&
    request.roomTypeId === room.room_type_id &&
    request.planId === room.rate_plan_id &&
    request.people.adults === room.adults &&
    request.people.boys === room.boys &&
    request.people.children === room.children &&
    request.people.kids === room.kids;
  if (unchanged) {
    throw new ApiError(409, 'Nothing to change: the stay is already as asked', [
      { field: 'checkout', code: ChangeErrorCode.nothing },
    ]);
  }
  const name = roomName(change.booking, request.roomTypeId, row.language);
  if (!change.available && !confirmed.allowOverbooking) {
    throw new ApiError(409, `No room left: ${name} is sold out on one of the new nights`, [
      { field: 'checkout', code: ChangeErrorCode.soldOut },
    ]);
  }
  const today = todayIn(row.hotel_time_zone, options.now);
  const { released, taken } = inventoryMoves(change, today);
  const samePlan = request.planId === room.rate_plan_id && request.roomTypeId === room.room_type_id;
  const roomTotalCents = price.newTotalCents + price.penaltyCents;
  const changedRoom: ChangedRoom = {
    id: room.id,
    roomTypeId: request.roomTypeId,
    ratePlanId: request.planId,
    rateType: quote.rateType,
    startDate: request.checkin,
    endDate: request.checkout,
    people: request.people,
    nights: price.nights,
    beds: change.beds,
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
      ? storedCancellationPolicy(room.cancellation_policy_json)
      : quote.cancellationPolicy,
    noShowPolicy: samePlan ? parseJson(room.no_show_policy_json, null) : quote.noShowPolicy,
    initialTotalCents: quote.initialTotalCents + price.penaltyCents,
    totalCents: roomTotalCents,
    cityTaxCents: quote.cityTaxCents,
  };
  const totals = reservationTotals(
    change.booking,
    price.nights,
    roomTotalCents,
    price.penaltyCents,
    quote.cityTaxCents,
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
        after: { checkin: request.checkin, checkout: request.checkout },
        roomName: name,
        currency: row.currency,
        totalCents: totals.totalCents,
        cityTaxCents: totals.cityTaxCents,
        penaltyCents: price.penaltyCents,
      })
    : null;
  const email = plain && brand ? withGuestLayout(plain, brand) : plain;
  const detail = {
    checkinBefore: row.checkin,
    checkoutBefore: row.checkout,
    checkin: request.checkin,
    checkout: request.checkout,
    roomTypeBefore: room.room_type_id,
    roomType: request.roomTypeId,
    planBefore: room.rate_plan_id,
    plan: request.planId,
    guestsBefore: room.adults + room.boys + room.children + room.kids,
    guests: request.people.adults + request.people.boys + request.people.children + request.people.kids,
    // In the currency's units, as every amount of the history.
    totalBefore: money(price.oldTotalCents),
    total: money(roomTotalCents),
    penalty: money(price.penaltyCents),
    currency: row.currency,
    overbooked: !change.available,
  };
  const statements = changeStatements(db, {
    reservationId: row.id,
    version: row.version,
    released,
    taken,
    overbook: confirmed.allowOverbooking,
    room: changedRoom,
    totals: {
      checkin: request.checkin,
      checkout: request.checkout,
      initialTotalCents: changedRoom.initialTotalCents,
      ...totals,
    },
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
      {
        checkin: request.checkin,
        checkout: request.checkout,
      },
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
    throw new ApiError(409, `No room left: ${name} was sold out meanwhile on one of the new nights`, [
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
 * the stored nights): 400 for a night not in the stay, 409 when the version is stale.
 */
export async function setNightPrice(
  db: D1Database,
  stored: StoredReservation,
  input: { date: IsoDate; priceCents: number; reason: string; version: number },
  options: {
    actor: EventActor;
    now: EpochMs;
    vatRates: { vatRate: number | null; vatRateExtras: number | null };
  },
): Promise<ChangeQuoteView> {
  const room = changeableRoom(stored);
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
  const nightsCents = set.nights.reduce((sum, night) => sum + night.amountCents, 0);
  const accommodationCents = Math.min(roomTotalCents, nightsCents);
  const { taxableCents, vatCents } = reservationVatSplit(
    [{ accommodationCents, extrasCents: roomTotalCents - accommodationCents }],
    vatRatesOf(options.vatRates),
  );
  const previous = before.find((night) => night.date === input.date);
  const results = await db.batch(
    nightPriceStatements(db, {
      reservationId: row.id,
      version: row.version,
      roomId: room.id,
      nights: set.nights,
      roomTotalCents,
      totals: {
        totalCents: roomTotalCents,
        taxableCents,
        vatCents,
        cityTaxCents: row.city_tax_cents,
        grandTotalCents: roomTotalCents + row.city_tax_cents,
      },
      events: [
        {
          type: 'NIGHT_PRICE_SET',
          actor: options.actor,
          detail: {
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
  return {
    code: row.code,
    currency: row.currency,
    checkin: row.checkin,
    checkout: row.checkout,
    roomTypeId: room.room_type_id,
    planId: room.rate_plan_id,
    people: { adults: room.adults, boys: room.boys, children: room.children, kids: room.kids },
    oldTotalCents: room.total_cents,
    newTotalCents: roomTotalCents,
    penaltyCents: 0,
    differenceCents: set.deltaCents,
    cityTaxCents: row.city_tax_cents,
    nights: set.nights.map((night) => ({
      date: night.date,
      amountCents: night.amountCents,
      overrideReason: night.overrideReason ?? null,
    })),
    removed: [],
    added: [],
    available: true,
    version: row.version + 1,
    applied: true,
  };
}
