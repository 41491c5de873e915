/**
 * A reservation a front desk takes by phone, e-mail or from another channel (decision 018), once
 * its input is valid and its Idempotency-Key claimed (routes/secure-staff-booking.ts). It prices
 * with the public booking's quote (`quoteReservation`, only the overridable restrictions ignored:
 * src/domain/booking/staff-booking.ts) and writes with the same batch (store-reservation.ts:
 * inventory guarded by CHECK (booked <= total), reservation, rooms with their physical room,
 * e-mail, idempotency answer). A sold-out night is a 409 listing the full nights unless
 * `overbook` is set; then the rooms past the total are counted in `inventory.overbooked`, never in
 * `booked`, so nobody else can sell them.
 */
import {
  type StaffBooking,
  type StaffBookingCreated,
  StaffBookingErrorCode,
  type StaffQuote,
  type StaffQuoteRequest,
  type StaffSoldOut,
} from '../../src/contracts/secure/staff-booking.ts';
import { staffMayOverride } from '../../src/domain/booking/staff-booking.ts';
import { guestCountryIso } from '../../src/domain/countries.ts';
import { money } from '../../src/domain/money.ts';
import type { HotelBooking } from '../data/booking.ts';
import type { NewReservationRoom } from '../data/booking-write.ts';
import { findHotelRoom, freeRooms } from '../data/free-rooms.ts';
import { fullNights, inventoryTakes } from '../data/inventory-takes.ts';
import { staffActorOf } from '../data/reservation-events.ts';
import { ApiError, badRequest } from '../errors.ts';
import { contextOf, quoteReservation } from './engine.ts';
import { hotelToday, requireHotelBooking } from './guards.ts';
import {
  problemsError,
  reservationRoomsOf,
  reservationTotals,
  roomName,
  roomRequestsOf,
  SOLD_OUT,
} from './reservation-create.ts';
import {
  type BookingDeps,
  type IdempotencyClaim,
  prepareReservation,
  type ReservationDraft,
  storeReservation,
} from './store-reservation.ts';

export const ROOM_NOT_FREE = 'This room is not free for the whole stay';

/** The hotel's booking data for a stay, with its promotions and contacts (the confirmation's). */
export function loadStaffBooking(
  db: D1Database,
  hotelId: number,
  stay: { checkin: string; checkout: string },
) {
  return requireHotelBooking(
    db,
    { id: hotelId, alias: null },
    { span: { from: stay.checkin, to: stay.checkout }, promotions: true, contacts: true },
  );
}

/** The staff booking's answer as sealed for replays (its rooms are read again when answering). */
export type StaffSealedAnswer = Omit<StaffBookingCreated, 'rooms'>;

/** Nights of the wanted rooms that the loaded inventory cannot take (the 409 of a sold-out stay). */
function soldOutNights(booking: HotelBooking, takes: ReturnType<typeof inventoryTakes>) {
  const ctx = contextOf(booking);
  return takes
    .filter((take) => {
      const stock = ctx.inventory(String(take.roomTypeId), take.date);
      const left = stock && !stock.roomClosed ? stock.total - stock.booked : 0;
      return left < take.count;
    })
    .map((take) => ({ roomTypeId: take.roomTypeId, date: take.date }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.roomTypeId - b.roomTypeId));
}

export class SoldOutError extends Error {
  readonly body: StaffSoldOut;
  constructor(body: StaffSoldOut) {
    super(body.message);
    this.body = body;
  }
}

function soldOutError(
  booking: HotelBooking,
  body: StaffBooking,
  full: { roomTypeId: number; date: string }[],
): SoldOutError {
  const first = full[0];
  const language = body.guest.language;
  const message = first
    ? `${SOLD_OUT}: ${roomName(booking, first.roomTypeId, language)} is sold out on ${first.date}`
    : `${SOLD_OUT} for these dates`;
  const fields = [
    ...new Set(
      full.map((night) =>
        Math.max(
          0,
          body.rooms.findIndex((r) => r.roomTypeId === night.roomTypeId),
        ),
      ),
    ),
  ];
  return new SoldOutError({
    message,
    errors: fields.map((index) => ({ field: `rooms.${index}`, code: StaffBookingErrorCode.soldOut })),
    fullNights: full,
  });
}

/** 400/409 for chosen rooms that are unknown, of another type or not free for the stay. */
async function checkChosenRooms(db: D1Database, booking: HotelBooking, body: StaffBooking): Promise<void> {
  for (const [index, room] of body.rooms.entries()) {
    if (room.roomId === null) continue;
    const field = `rooms.${index}.roomId`;
    const found = await findHotelRoom(db, booking.hotel.id, room.roomId);
    if (!found) throw badRequest(`Invalid body: ${field}`, [{ field, code: 'error.element.not.found' }]);
    if (found.room_type_id !== room.roomTypeId) {
      throw badRequest(`Room ${found.name} is not of the chosen room type`, [
        { field, code: StaffBookingErrorCode.roomType },
      ]);
    }
    const free = await freeRooms(db, {
      hotelId: booking.hotel.id,
      roomTypeId: room.roomTypeId,
      start: body.stay.checkin,
      end: body.stay.checkout,
    });
    if (!free.some((r) => r.id === room.roomId)) {
      throw new ApiError(409, `${ROOM_NOT_FREE}: ${found.name}`, [
        { field, code: StaffBookingErrorCode.roomTaken },
      ]);
    }
  }
}

/**
 * Prices the staff's request with the public route's quote (only the restrictions a front desk
 * may override ignored) and writes it with the same batch; a sold-out night is a 409 listing the
 * full nights unless the booking is an explicit overbooking.
 */
export async function createStaffReservation(
  deps: BookingDeps,
  booking: HotelBooking,
  body: StaffBooking,
  claim: IdempotencyClaim,
  /** The signed-in staff member who books (the history's actor; not notified of their own booking). */
  user: { id: number; name: string; surname: string } | null | undefined,
): Promise<StaffSealedAnswer> {
  const { stay } = body;
  const language = body.guest.language;
  const quoted = quoteReservation(booking, stay, roomRequestsOf(body.rooms), {
    promoCode: null,
    language,
    now: deps.now,
    today: hotelToday(booking, deps.now),
    ignore: (v) => staffMayOverride(v, { overbook: true }),
  });
  if (!quoted.ok) throw problemsError(quoted.problems, booking, body);
  const { quotes } = quoted;
  // Rooms, extra beds and services stored exactly as the widget's booking stores them.
  const rooms: NewReservationRoom[] = reservationRoomsOf(booking, quotes, body.rooms).map((room, index) => ({
    ...room,
    roomId: body.rooms[index]?.roomId ?? null,
  }));
  const full = soldOutNights(booking, inventoryTakes(rooms));
  if (full.length > 0 && !body.overbook) throw soldOutError(booking, body, full);
  await checkChosenRooms(deps.db, booking, body);

  const email = body.guest.email ?? '';
  const draft: ReservationDraft = {
    booking,
    stay,
    quotes,
    rooms,
    source: body.source,
    guest: {
      email,
      name: body.guest.name,
      surname: body.guest.surname,
      phone: body.guest.phone,
      nationality: body.guest.nationality,
      countryIso: guestCountryIso(body.guest, language),
      consents: { MARKETING: { value: false }, PROFILING: { value: false } },
      language,
    },
    card: null,
    promoCode: null,
    notes: body.notes ?? null,
    overbook: body.overbook,
    sendConfirmation: body.sendEmail,
    // The staff's notes stay inside the hotel.
    requests: null,
    actor: staffActorOf(user),
    actorId: user?.id ?? null,
  };
  const prepared = await prepareReservation(deps, draft, claim);
  const { totals } = prepared;
  const answer: StaffSealedAnswer = {
    code: prepared.code,
    status: 'CONFIRMED',
    source: body.source,
    currency: prepared.currency,
    total: money(totals.totalCents),
    cityTax: money(totals.cityTaxCents),
    grandTotal: money(totals.grandTotalCents),
    deposit: money(totals.depositCents),
    overbooked: full.length > 0,
    emailSent: prepared.confirmation !== null,
  };
  if ((await storeReservation(deps, draft, prepared, claim, answer)) === 'full') {
    // Something changed since the checks: a chosen room was taken, a night filled up (without
    // an overbooking) or the room type was closed. Nothing was written.
    await checkChosenRooms(deps.db, booking, body);
    const now409 = await fullNights(deps.db, inventoryTakes(rooms));
    throw soldOutError(
      booking,
      body,
      now409.map((night) => ({ roomTypeId: night.roomTypeId, date: night.date })),
    );
  }
  return answer;
}

/** The engine's price of the rooms with their extras (the booking's own quote; nothing written). */
export function staffQuote(booking: HotelBooking, body: StaffQuoteRequest, now: number): StaffQuote {
  const today = hotelToday(booking, now);
  const quoted = quoteReservation(
    booking,
    body.stay,
    body.rooms.map((room) => ({
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      people: room.people,
      services: room.services.map((s) => ({ serviceId: String(s.serviceId), count: s.count })),
      extraBeds: room.extraBeds,
    })),
    { promoCode: null, language: 'en', now, today, ignore: (v) => staffMayOverride(v, { overbook: true }) },
  );
  if (!quoted.ok) throw problemsError(quoted.problems, booking, { ...body, guest: { language: 'en' } });
  const totals = reservationTotals(booking, quoted.quotes);
  return {
    currency: booking.pricing.currency,
    total: money(totals.totalCents),
    cityTax: money(totals.cityTaxCents),
    grandTotal: money(totals.grandTotalCents),
    deposit: money(totals.depositCents),
    rooms: quoted.quotes.map((quote, index) => ({
      roomTypeId: Number(quote.roomTypeId),
      ratePlanId: Number(quote.ratePlanId),
      total: money(quote.totalCents),
      extraBeds: quote.extraBeds.map((bed) => ({ bedId: bed.id, total: money(bed.totalCents) })),
      services: quote.services
        .filter((service) => service.bookability === 'BOOKABLE')
        .map((service) => ({
          serviceId: Number(service.id),
          count: service.count,
          total: money(service.totalCents),
        }))
        // In the order asked (the engine lists them by service).
        .sort(
          (a, b) =>
            (body.rooms[index]?.services.findIndex((s) => s.serviceId === a.serviceId) ?? 0) -
            (body.rooms[index]?.services.findIndex((s) => s.serviceId === b.serviceId) ?? 0),
        ),
    })),
  };
}
