/**
 * The routes of the small widgets (BACKOFFICE-2, INSIGHT-4) for the OpenAPI document: the check-in times
 * and a reservation's history (worker/routes/secure-widgets.ts, appended to `secureOperations` in
 * secure.ts) and the hotel page's weather (worker/routes/public-weather.ts, appended to
 * `publicOperations` in public.ts).
 */
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { checkinTimesUpdate, checkinTimesView } from '../../src/contracts/secure/checkin-times.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { paymentSettingsUpdate, paymentSettingsView } from '../../src/contracts/secure/payment-settings.ts';
import { reservationHistoryResponse } from '../../src/contracts/secure/reservation-history.ts';
import { weatherParams, weatherView } from '../../src/contracts/weather.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure/hotels/{hotelId}';

export const widgetSecureOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/checkin-times`,
    operationId: 'getCheckinTimes',
    summary: "The hotel's check-in (from, until) and check-out (until) times, HH:mm, with their version",
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: { status: 200, description: 'The times', schema: checkinTimesView, cacheControl: 'no-store' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${S}/checkin-times`,
    operationId: 'saveCheckinTimes',
    summary: "Save the hotel's check-in and check-out times (its policies: hotel page, confirmation e-mail)",
    description:
      'Check-in from is required; check-in until, when given, must be later than from (error.checkin.until.before.from). A stale `version` answers 409 and changes nothing.',
    tags: ['Back office: hotels'],
    access: 'session-xsrf',
    params: hotelParams,
    body: checkinTimesUpdate,
    pathExamples: { hotelId: '1' },
    bodyExample: { checkinFrom: '14:00', checkinTo: '22:00', checkoutTo: '10:30', version: 1 },
    success: {
      status: 200,
      description: 'The saved times',
      schema: checkinTimesView,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${S}/payment-settings`,
    operationId: 'getPaymentSettings',
    summary:
      'The card circuits the hotel accepts (credit and other cards) and whether the widget asks for a guarantee card, with their version',
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The settings',
      schema: paymentSettingsView,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${S}/payment-settings`,
    operationId: 'savePaymentSettings',
    summary: "Save the hotel's accepted cards and whether a guarantee card is asked when guests book online",
    description:
      'Asking for a guarantee card needs at least one accepted circuit (error.payments.no.card on creditCards). A stale `version` answers 409 and changes nothing.',
    tags: ['Back office: hotels'],
    access: 'session-xsrf',
    params: hotelParams,
    body: paymentSettingsUpdate,
    pathExamples: { hotelId: '1' },
    bodyExample: {
      guaranteeCard: true,
      creditCards: ['VISA', 'MASTERCARD'],
      otherCards: ['MAESTRO'],
      version: 1,
    },
    success: {
      status: 200,
      description: 'The saved settings',
      schema: paymentSettingsView,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${S}/reservations/{code}/history`,
    operationId: 'getReservationHistory',
    summary:
      "A reservation's history, oldest first: created, moved, notes, documents, actions, e-mails, with who did it",
    tags: ['Back office: reservations'],
    access: 'session',
    params: staffReservationParams,
    pathExamples: { hotelId: '1', code: 'AB12CD34EF' },
    success: {
      status: 200,
      description: 'The events',
      schema: reservationHistoryResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404],
  },
];

export const widgetPublicOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/rs/public/hotels/{ref}/weather',
    operationId: 'getHotelWeather',
    summary: "The current weather of a hotel's city (provider of WEATHER_URL, cached 10 minutes)",
    description:
      "404 also when no provider is configured ('The weather is not configured'); 422 'City cannot be null'; 502 'Error getting weather for the city and country'.",
    tags: ['Places'],
    access: 'anyone',
    params: weatherParams,
    pathExamples: { ref: 'ca-dei-dogi-venezia' },
    success: {
      status: 200,
      description: 'The weather',
      schema: weatherView,
      cacheControl: 'public, max-age=600',
    },
    errors: [400, 404, 422, 502],
  },
];
