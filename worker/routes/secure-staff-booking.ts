/**
 * Staff booking (MANAGE, decision 018): a reservation a front desk takes by phone, e-mail or
 * from another channel. Paths are under /api/rs/secure (secure-local.ts).
 *
 *   GET  /hotels/{hotelId}/staff-availability  every room type and rate for a stay and a party,
 *        priced by the engine exactly as the public search prices them, with the online
 *        restrictions the staff may override and the sold-out nights, and the free rooms;
 *        with the bookable services (priced for the party) and the extra beds of each type;
 *   POST /hotels/{hotelId}/staff-quote          the engine's price of rooms with their extras
 *        (services, extra beds), as the booking will store it; nothing is written;
 *   POST /hotels/{hotelId}/reservations         creates the reservation (Idempotency-Key).
 *
 * The POST prices with the public route's quote (`quoteReservation`, only the overridable
 * restrictions ignored: src/domain/booking/staff-booking.ts) and writes with the same batch
 * (`createReservationStatements`: inventory guarded by CHECK (booked <= total), reservation,
 * rooms with their physical room, e-mail, idempotency answer). A sold-out night is a 409 listing
 * the full nights unless `overbook` is set; then the rooms past the total are counted in
 * `inventory.overbooked`, never in `booked`, so nobody else can sell them.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type StaffAvailability,
  type StaffBooking,
  type StaffBookingCreated,
  StaffBookingErrorCode,
  type StaffExtraBedOffer,
  type StaffOverride,
  type StaffQuote,
  type StaffQuoteRequest,
  type StaffRoomTypeAvailability,
  type StaffServiceOffer,
  type StaffSoldOut,
  staffAvailabilityQuery,
  staffBookingSchema,
  staffQuoteSchema,
} from '../../src/contracts/secure/staff-booking.ts';
import { eachNight, nightsBetween } from '../../src/domain/booking/dates.ts';
import { chargePeriods, priceService, quoteRoom, validateExtras } from '../../src/domain/booking/pricing.ts';
import { staffMayOverride } from '../../src/domain/booking/staff-booking.ts';
import { checkStay } from '../../src/domain/booking/stay.ts';
import type { RoomType } from '../../src/domain/booking/types.ts';
import { guestCountryIso } from '../../src/domain/countries.ts';
import { money } from '../../src/domain/money.ts';
import { manageLink, reservationConfirmationEmail } from '../booking/emails.ts';
import { contextOf, plansFor, quoteReservation, roomsLeft } from '../booking/engine.ts';
import { checkStayDates, hotelToday, requireHotelBooking } from '../booking/guards.ts';
import {
  claimOrReplay,
  confirmationRooms,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LABEL,
  idempotencyKey,
  problemsError,
  reservationRoomsOf,
  reservationTotals,
  roomName,
  SOLD_OUT,
  stayRecap,
} from '../booking/reservation-create.ts';
import type { HotelBooking } from '../data/booking.ts';
import {
  assignedRooms,
  createReservationStatements,
  findHotelRoom,
  freeRooms,
  freeRoomsByType,
  fullNights,
  inventoryTakes,
  isInventoryConflict,
  isUniqueConflict,
  type NewReservation,
  type NewReservationRoom,
  newReservationCode,
  releaseIdempotencyKey,
} from '../data/booking-write.ts';
import { creationEventStatements, staffActorOf } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyHotelStatements } from '../notifications/notify.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { sealJson, secretId } from '../security/sealed.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

export const ROOM_NOT_FREE = 'This room is not free for the whole stay';

type Ctx = Context<AppEnv>;

function loadBooking(c: Ctx, hotelId: number, stay: { checkin: string; checkout: string }) {
  return requireHotelBooking(
    c.env.DB,
    { id: hotelId, alias: null },
    { span: { from: stay.checkin, to: stay.checkout }, promotions: true, contacts: true },
  );
}

const localized = (text: Partial<Record<string, string>>, language: string, fallback: string) =>
  text[language] ?? text.en ?? fallback;

// ---------------------------------------------------------------------------------------------
// Availability

/**
 * What a guest may add to a room of the type: its BOOKABLE services (the engine's own check,
 * `validateExtras`, decides which) priced for the party by `priceService`, and its extra beds.
 */
function extrasOf(
  booking: HotelBooking,
  roomType: RoomType,
  people: StaffBooking['rooms'][number]['people'],
  nights: number,
  language: string,
): { services: StaffServiceOffer[]; extraBeds: StaffExtraBedOffer[] } {
  const ctx = contextOf(booking);
  const services: StaffServiceOffer[] = [];
  for (const service of booking.services) {
    if (service.bookability !== 'BOOKABLE') continue;
    const wanted = { people, services: [{ serviceId: service.id, count: 1 }] };
    if (validateExtras(ctx, roomType, wanted).length > 0) continue;
    const priced = priceService(service, people, 1, nights);
    services.push({
      id: Number(service.id),
      name: localized(service.name, language, service.nameKey),
      paymentType: service.paymentType,
      frequency: service.frequency,
      maxCount: service.maxCount,
      unitAmount: money(priced.unitCents),
      periods: priced.periods,
    });
  }
  const extraBeds = roomType.extraBeds.map(
    (bed): StaffExtraBedOffer => ({
      id: bed.id,
      type: bed.type,
      maxCount: bed.maxCount,
      maxPerson: bed.maxPerson,
      frequency: bed.frequency,
      periods: chargePeriods(bed.frequency, nights),
      prices: {
        adults: money(bed.pricesCents.adults),
        boys: money(bed.pricesCents.boys),
        children: money(bed.pricesCents.children),
        kids: money(bed.pricesCents.kids),
      },
    }),
  );
  return { services, extraBeds };
}

/** Every room type × plan of the stay the staff may sell, priced by the engine. */
async function staffAvailability(
  c: Ctx,
  booking: HotelBooking,
  query: {
    checkin: string;
    checkout: string;
    people: StaffBooking['rooms'][number]['people'];
    language: string;
  },
  now: number,
): Promise<StaffAvailability> {
  const ctx = contextOf(booking);
  const today = hotelToday(booking, now);
  const nights = eachNight(query.checkin, query.checkout);
  const results: StaffRoomTypeAvailability[] = [];
  const violations: StaffAvailability['violations'] = [];
  const options = { maxRange: booking.hotel.maxRange, today };
  const free = await freeRoomsByType(c.env.DB, {
    hotelId: booking.hotel.id,
    start: query.checkin,
    end: query.checkout,
  });
  for (const roomType of booking.roomTypes) {
    const rates: StaffRoomTypeAvailability['rates'] = [];
    for (const plan of plansFor(booking, roomType.id)) {
      const request = {
        checkin: query.checkin,
        checkout: query.checkout,
        roomTypeId: roomType.id,
        ratePlanId: plan.id,
        people: query.people,
      };
      const { violations: broken, resolved } = checkStay(ctx, request, options, nights);
      const blocking = broken.filter((v) => !staffMayOverride(v, { overbook: true }));
      if (blocking.length > 0) {
        for (const v of blocking) {
          if (violations.length < 20 && !violations.some((o) => o.code === v.code && o.date === v.date)) {
            violations.push({ code: v.code, ...(v.date ? { date: v.date } : {}) });
          }
        }
        continue;
      }
      const quote = quoteRoom(ctx, { ...request, promoCode: null, language: query.language }, now, resolved);
      if (!quote) continue;
      rates.push({
        ratePlanId: Number(plan.id),
        name: localized(plan.name, query.language, plan.nameKey),
        rateType: plan.type,
        includedMealPlans: [...plan.includedMealPlans],
        currency: quote.currency,
        initialAmount: money(quote.initialTotalCents),
        finalAmount: money(quote.totalCents),
        vatRate: quote.vatRate,
        vatAmount: money(quote.vatCents),
        cityTax: money(quote.cityTaxCents),
        deposit: money(quote.depositCents),
        grandTotal: money(quote.grandTotalCents),
        nightly: quote.nightly.map((n) => money(n.finalCents)),
        promotions: quote.promotions.map((p) => p.name),
        overrides: broken.map(
          (v): StaffOverride => ({
            code: v.code as StaffOverride['code'],
            ...(v.date ? { date: v.date } : {}),
            ...(v.limit !== undefined ? { limit: v.limit } : {}),
          }),
        ),
      });
    }
    if (rates.length === 0) continue;
    rates.sort((a, b) => a.finalAmount - b.finalAmount);
    results.push({
      roomType: {
        id: Number(roomType.id),
        name: localized(roomType.name, query.language, roomType.nameKey),
        maxOccupancy: roomType.maxOccupancy,
      },
      ...extrasOf(booking, roomType, query.people, nights.length, query.language),
      roomsLeft: roomsLeft(ctx, roomType.id, nights),
      freeRooms: free.get(Number(roomType.id)) ?? [],
      rates,
    });
  }
  return {
    hotelId: booking.hotel.id,
    checkin: query.checkin,
    checkout: query.checkout,
    nights: nightsBetween(query.checkin, query.checkout),
    nightDates: nights,
    currency: booking.pricing.currency,
    results,
    violations: results.length > 0 ? [] : violations,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating

type SealedAnswer = Omit<StaffBookingCreated, 'rooms'>;

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

class SoldOutError extends Error {
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
async function checkChosenRooms(c: Ctx, booking: HotelBooking, body: StaffBooking): Promise<void> {
  for (const [index, room] of body.rooms.entries()) {
    if (room.roomId === null) continue;
    const field = `rooms.${index}.roomId`;
    const found = await findHotelRoom(c.env.DB, booking.hotel.id, room.roomId);
    if (!found) throw badRequest(`Invalid body: ${field}`, [{ field, code: 'error.element.not.found' }]);
    if (found.room_type_id !== room.roomTypeId) {
      throw badRequest(`Room ${found.name} is not of the chosen room type`, [
        { field, code: StaffBookingErrorCode.roomType },
      ]);
    }
    const free = await freeRooms(c.env.DB, {
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

async function createStaffReservation(
  c: Ctx,
  booking: HotelBooking,
  body: StaffBooking,
  claim: { keyHash: string; requestHash: string; key: string },
): Promise<SealedAnswer> {
  const db = c.env.DB;
  const now = Date.now();
  const today = hotelToday(booking, now);
  const { stay } = body;
  const language = body.guest.language;
  // The public route's quote; only the restrictions a front desk may override are ignored, and
  // sold-out nights are decided below (refused, or an explicit overbooking).
  const quoted = quoteReservation(
    booking,
    stay,
    body.rooms.map((room) => ({
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      people: room.people,
      services: room.services.map((s) => ({ serviceId: String(s.serviceId), count: s.count })),
      extraBeds: room.extraBeds,
    })),
    { promoCode: null, language, now, today, ignore: (v) => staffMayOverride(v, { overbook: true }) },
  );
  if (!quoted.ok) throw problemsError(quoted.problems, booking, body);
  const { quotes } = quoted;
  // Rooms, extra beds and services stored exactly as the widget's booking stores them.
  const rooms: NewReservationRoom[] = reservationRoomsOf(booking, quotes, body.rooms).map((room, index) => ({
    ...room,
    roomId: body.rooms[index]?.roomId ?? null,
  }));
  const takes = inventoryTakes(rooms);
  const full = soldOutNights(booking, takes);
  if (full.length > 0 && !body.overbook) throw soldOutError(booking, body, full);
  await checkChosenRooms(c, booking, body);

  const totals = reservationTotals(booking, quotes);
  const code = newReservationCode();
  const manageToken = randomToken(32);
  const currency = booking.pricing.currency;
  const email = body.guest.email ?? '';
  const guestName = `${body.guest.name} ${body.guest.surname}`;
  const reservation: NewReservation = {
    hotelId: booking.hotel.id,
    code,
    manageTokenHash: await sha256Hex(manageToken),
    checkin: stay.checkin,
    checkout: stay.checkout,
    source: body.source,
    language,
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
    currency,
    initialTotalCents: totals.initialTotalCents,
    discountCents: totals.initialTotalCents - totals.totalCents,
    totalCents: totals.totalCents,
    taxableCents: totals.vat.taxableCents,
    vatCents: totals.vat.vatCents,
    cityTaxCents: totals.cityTaxCents,
    depositCents: totals.depositCents,
    grandTotalCents: totals.grandTotalCents,
    idempotencyKeyHash: claim.keyHash,
    requestHash: claim.requestHash,
    rooms,
    overbook: body.overbook,
  };
  const sendEmail = body.sendEmail && email !== '';
  const answer: SealedAnswer = {
    code,
    status: 'CONFIRMED',
    source: body.source,
    currency,
    total: money(totals.totalCents),
    cityTax: money(totals.cityTaxCents),
    grandTotal: money(totals.grandTotalCents),
    deposit: money(totals.depositCents),
    overbooked: full.length > 0,
    emailSent: sendEmail,
  };
  const confirmation = sendEmail
    ? reservationConfirmationEmail({
        to: email,
        language,
        guestName,
        hotelName: booking.hotel.name,
        code,
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights: quotes[0]?.nights ?? 0,
        rooms: confirmationRooms(booking, quotes, language),
        currency,
        total: answer.total,
        cityTax: answer.cityTax,
        grandTotal: answer.grandTotal,
        deposit: answer.deposit,
        manageUrl: manageLink(c.env.SITE_URL, code, manageToken, language),
        recap: stayRecap(booking, quotes, language, now),
        times: booking.hotel.policies,
        vat: money(totals.vat.vatCents),
        coverUrl: (await loadHotelBrand(db, booking.hotel.id, c.env.SITE_URL))?.coverUrl ?? null,
      })
    : null;
  const sealed = await sealJson(IDEMPOTENCY_LABEL, claim.key, answer);
  try {
    await db.batch([
      ...createReservationStatements(
        db,
        reservation,
        confirmation,
        { hotelId: booking.hotel.id, keyHash: claim.keyHash, status: 201, sealed },
        new Date(now),
      ),
      // Its history (INSIGHT): created by this manager, and the confirmation e-mail if sent.
      ...creationEventStatements(db, {
        code,
        source: body.source,
        actor: staffActorOf(c.get('user')),
        email: confirmation ? { template: confirmation.template, to: confirmation.to } : null,
        now: new Date(now),
      }),
      // The rest of the staff hear of it with the booking itself (decision 056).
      ...notifyHotelStatements(
        db,
        booking.hotel.id,
        {
          event: 'reservation.created',
          params: {
            code,
            guest: guestName,
            checkin: stay.checkin,
            checkout: stay.checkout,
            source: body.source,
          },
          actorId: c.get('user')?.id ?? null,
        },
        { siteUrl: c.env.SITE_URL, now: new Date(now) },
      ),
    ]);
  } catch (error) {
    if (isUniqueConflict(error) && /idempotency_key_hash/.test(String(error))) {
      throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was already used`, [
        { field: IDEMPOTENCY_HEADER, code: 'error.idempotency.key.reused' },
      ]);
    }
    if (!isInventoryConflict(error)) throw error;
    // Something changed since the checks: a chosen room was taken, a night filled up (without
    // an overbooking) or the room type was closed. Nothing was written.
    await checkChosenRooms(c, booking, body);
    const now409 = await fullNights(db, takes);
    throw soldOutError(
      booking,
      body,
      now409.map((night) => ({ roomTypeId: night.roomTypeId, date: night.date })),
    );
  }
  return answer;
}

/** The engine's price of the rooms with their extras (the booking's own quote; nothing written). */
function staffQuote(booking: HotelBooking, body: StaffQuoteRequest, now: number): StaffQuote {
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

async function respond(c: Ctx, code: string, answer: SealedAnswer, replayed: boolean): Promise<Response> {
  const body: StaffBookingCreated = { ...answer, rooms: await assignedRooms(c.env.DB, code) };
  return c.json(body, 201, {
    'Cache-Control': 'no-store',
    ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
}

export const staffBookingRoutes = new Hono<AppEnv>()
  .get(
    '/staff-availability',
    failureMessage('Error getting availability'),
    requirePermission('reservations.read'),
    validate('param', hotelParams),
    validate('query', staffAvailabilityQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const query = c.req.valid('query');
      const now = Date.now();
      const booking = await loadBooking(c, hotelId, query);
      checkStayDates(booking, query, hotelToday(booking, now), { checkin: 'checkin', checkout: 'checkout' });
      const people = { adults: query.adults, boys: query.boys, children: query.children, kids: query.kids };
      const answer = await staffAvailability(c, booking, { ...query, people }, now);
      return c.json<StaffAvailability>(answer, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/staff-quote',
    failureMessage('Error pricing the reservation'),
    requirePermission('reservations.write'),
    validate('param', hotelParams),
    validate('json', staffQuoteSchema),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const now = Date.now();
      const booking = await loadBooking(c, hotelId, body.stay);
      checkStayDates(booking, body.stay, hotelToday(booking, now), {
        checkin: 'stay.checkin',
        checkout: 'stay.checkout',
      });
      return c.json<StaffQuote>(staffQuote(booking, body, now), 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/reservations',
    failureMessage('Error creating the reservation'),
    requirePermission('reservations.write'),
    validate('param', hotelParams),
    validate('json', staffBookingSchema),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const key = idempotencyKey(c);
      const booking = await loadBooking(c, hotelId, body.stay);
      checkStayDates(booking, body.stay, hotelToday(booking, Date.now()), {
        checkin: 'stay.checkin',
        checkout: 'stay.checkout',
      });
      const claim = {
        hotelId,
        key,
        // Staff keys live apart from the widget's (same table, another scope).
        keyHash: await secretId(IDEMPOTENCY_LABEL, `staff:${hotelId}`, key),
        requestHash: await sha256Hex(JSON.stringify({ hotelId, staff: true, body })),
      };
      const claimed = await claimOrReplay<SealedAnswer>(c.env.DB, claim);
      if (claimed !== 'owner') return respond(c, claimed.body.code, claimed.body, true);
      let answer: SealedAnswer;
      try {
        answer = await createStaffReservation(c, booking, body, claim);
      } catch (error) {
        await releaseIdempotencyKey(c.env.DB, hotelId, claim.keyHash);
        if (error instanceof SoldOutError) return c.json(error.body, 409, { 'Cache-Control': 'no-store' });
        throw error;
      }
      return respond(c, answer.code, answer, false);
    },
  );
