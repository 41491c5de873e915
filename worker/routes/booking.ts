import { Hono } from 'hono';
import {
  BookingErrorCode,
  bestAvailabilityParams,
  bestAvailabilityQuery,
  bookingHotelParams,
  CALENDAR_MAX_AHEAD_DAYS,
  calendarQuery,
  searchQuery,
} from '../../src/contracts/booking.ts';
import type {
  BestAvailability,
  BookingCalendar,
  BookingProfile,
  BookingSearch,
} from '../../src/contracts/booking-types.ts';
import {
  addDays,
  eachNight,
  maxDate,
  nightsBetween,
  utcOffsetSpanAt,
} from '../../src/domain/booking/dates.ts';
import { DEFAULT_CITY_TAX_BANDS, vatRateOf, vatRatesOf } from '../../src/domain/booking/pricing.ts';
import { bestRates, buildCalendar, LONGER_STAY_LOOKAHEAD, searchStay } from '../booking/engine.ts';
import {
  allowedCircuits,
  checkStayDates,
  hotelToday,
  requireBookingEnabled,
  requireHotelBooking,
} from '../booking/guards.ts';
import { publicPromotionView, ratePlanView, roomTypeView, serviceView } from '../booking/views.ts';
import type { AppEnv } from '../env.ts';
import { badRequest } from '../errors.ts';
import { BOOKING_CALENDAR_CACHE, BOOKING_PROFILE_CACHE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { ratesCache } from '../middleware/rates-cache.ts';
import { validate } from '../validation.ts';
export const BOOKING_SEARCH_CACHE = 'no-store';

/**
 * Public booking engine routes (README "Booking engine API"): the best availability of PUBAPI-1,
 * the booking profile, the availability calendar and the search. Reservation creation:
 * booking-create.ts; reading and cancelling reservations: booking-reservations.ts.
 */
export const bookingRoutes = new Hono<AppEnv>()
  .get(
    '/hotels/bestav/:hotelId/:checkin/:checkout',
    failureMessage('Error checking hotel best availability'),
    validate('param', bestAvailabilityParams),
    validate('query', bestAvailabilityQuery),
    async (c) => {
      const { hotelId, checkin, checkout } = c.req.valid('param');
      const people = c.req.valid('query');
      const now = Date.now();
      const booking = await requireHotelBooking(
        c.env.DB,
        { id: hotelId, alias: null },
        {
          span: { from: checkin, to: checkout },
          promotions: true,
        },
      );
      const today = hotelToday(booking, now);
      checkStayDates(booking, { checkin, checkout }, today, { checkin: 'checkin', checkout: 'checkout' });
      const { rates, violations } = bestRates(
        booking,
        { checkin, checkout, people, rooms: 1, promoCode: null, language: 'en' },
        now,
        today,
      );
      return c.json<BestAvailability>(
        {
          hotelId: booking.hotel.id,
          checkin,
          checkout,
          nights: nightsBetween(checkin, checkout),
          people,
          currency: booking.pricing.currency,
          available: rates.length > 0 && booking.hotel.bookingEnabled,
          totalRates: booking.hotel.bookingEnabled ? rates : [],
          violations,
        },
        200,
        { 'Cache-Control': 'public, max-age=60' },
      );
    },
  )
  .get(
    '/booking/hotels/:idOrAlias',
    failureMessage('Error getting hotel booking profile'),
    validate('param', bookingHotelParams),
    async (c) => {
      const { idOrAlias } = c.req.valid('param');
      const booking = await requireHotelBooking(c.env.DB, idOrAlias, {
        promotions: true,
        gallery: true,
        contacts: true,
      });
      const { hotel, pricing } = booking;
      const profile: BookingProfile = {
        hotel: {
          id: hotel.id,
          name: hotel.name,
          nameAlias: hotel.nameAlias,
          type: hotel.type,
          stars: hotel.stars,
          addressInfo: hotel.addressInfo,
          gallery: booking.gallery,
          contacts: booking.contacts,
          policies: hotel.policies,
          paymentSettings: hotel.paymentSettings,
          description: hotel.description,
          timeZone: hotel.timeZone,
          utcOffset: utcOffsetSpanAt(hotel.timeZone, Date.now()),
          vatRate: vatRateOf(pricing),
          vatRateExtras: vatRatesOf(pricing).extras,
          depositPercentage: Math.min(100, Math.max(0, pricing.depositPercentage)),
          depositNights: pricing.depositNights ?? null,
          cityTax: {
            amount: pricing.cityTaxCents / 100,
            nightsLimit: pricing.cityTaxLimit,
            bands: [...(pricing.cityTaxBands ?? DEFAULT_CITY_TAX_BANDS)],
          },
        },
        currency: pricing.currency,
        maxRange: hotel.maxRange,
        cardCircuits: await allowedCircuits(c.env.DB, booking),
        roomTypes: booking.roomTypes.map(roomTypeView),
        services: booking.services.map(serviceView),
        ratePlans: booking.ratePlans.map(ratePlanView),
        promotions: booking.promotions
          .filter((p) => p.secretCode === null)
          .map((p) => publicPromotionView(p, 'en')),
      };
      return c.json(profile, 200, { 'Cache-Control': BOOKING_PROFILE_CACHE });
    },
  )
  .get(
    '/booking/hotels/:idOrAlias/calendar',
    failureMessage('Error getting the availability calendar'),
    validate('param', bookingHotelParams),
    validate('query', calendarQuery),
    ratesCache(),
    async (c) => {
      const { idOrAlias } = c.req.valid('param');
      const { from, to, rooms, ...people } = c.req.valid('query');
      const party = { people, rooms };
      const now = Date.now();
      // The rows of `to + 1` are not needed: CTD of `to` is on `to`'s own row.
      const booking = await requireHotelBooking(c.env.DB, idOrAlias, { span: { from, to } });
      const today = hotelToday(booking, now);
      if (to > addDays(today, CALENDAR_MAX_AHEAD_DAYS)) {
        throw badRequest('The calendar reaches at most 2 years ahead', [
          { field: 'to', code: BookingErrorCode.dateTooFar },
        ]);
      }
      return c.json<BookingCalendar>(
        {
          hotelId: booking.hotel.id,
          from,
          to,
          currency: booking.pricing.currency,
          people,
          rooms,
          days: booking.hotel.bookingEnabled
            ? buildCalendar(booking, from, to, today, party)
            : buildCalendar({ ...booking, roomTypes: [] }, from, to, today, party),
        },
        200,
        { 'Cache-Control': BOOKING_CALENDAR_CACHE },
      );
    },
  )
  .get(
    '/booking/hotels/:idOrAlias/search',
    failureMessage('Error searching availability'),
    validate('param', bookingHotelParams),
    validate('query', searchQuery),
    ratesCache(),
    async (c) => {
      const { idOrAlias } = c.req.valid('param');
      const query = c.req.valid('query');
      const now = Date.now();
      // The nights after the stay too, up to the lookahead: a room type the stay is too short for
      // is offered with the dates that would sell it.
      const lookahead = addDays(query.checkin, LONGER_STAY_LOOKAHEAD);
      const booking = await requireHotelBooking(c.env.DB, idOrAlias, {
        span: { from: query.checkin, to: maxDate(lookahead, query.checkout) },
        promotions: true,
      });
      const today = hotelToday(booking, now);
      checkStayDates(booking, query, today, { checkin: 'checkin', checkout: 'checkout' });
      requireBookingEnabled(booking);
      const people = { adults: query.adults, boys: query.boys, children: query.children, kids: query.kids };
      const found = searchStay(
        booking,
        {
          checkin: query.checkin,
          checkout: query.checkout,
          people,
          rooms: query.rooms,
          promoCode: query.promo ?? null,
          language: query.language,
        },
        now,
        today,
      );
      return c.json<BookingSearch>(
        {
          hotelId: booking.hotel.id,
          checkin: query.checkin,
          checkout: query.checkout,
          nights: nightsBetween(query.checkin, query.checkout),
          nightDates: eachNight(query.checkin, query.checkout),
          people,
          rooms: query.rooms,
          currency: booking.pricing.currency,
          promoCode: query.promo ?? null,
          promoApplied: found.promoApplied,
          results: found.results,
          violations: found.violations,
          longerStays: found.longerStays,
        },
        200,
        { 'Cache-Control': BOOKING_SEARCH_CACHE },
      );
    },
  );
