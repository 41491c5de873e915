/**
 * Response schemas of public answers (and the few secure ones they share) whose types are written
 * in TypeScript (src/contracts/types.ts, src/contracts/booking-types.ts), for the OpenAPI document
 * and the endpoint tables. Each one is
 * checked against its TypeScript type at compile time (`sameAs`), so the document cannot drift
 * from what the routes answer.
 */

import type { Suggestion } from '../domain/places.ts';
import {
  addressInfo,
  amount,
  bookingViolation,
  cardCircuit,
  language,
  pageOf,
  peopleCounts,
  promotionView,
  reservationStatus,
  sameAs,
} from './answer-parts.ts';
import type {
  BestAvailability,
  BookingCalendar,
  CancellationResult,
  ExchangeRates,
  ReservationActionResult,
  ReservationCreated,
} from './booking-types.ts';
import type { FieldError } from './error-codes.ts';
import type { Page } from './paging.ts';
import type {
  About,
  AmazonConfig,
  ContentTemplate,
  CreditCardConfig,
  JoinResponse,
  LanguageResponse,
  Me,
  MessageResponse,
  PendingHotel,
  ReservationSource,
  StorageConfig,
} from './types.ts';
import { z } from './zod.ts';

export const fieldErrorSchema = z.object({
  field: z.string().meta({ description: 'The input at fault (dotted path), e.g. `rooms.0.people.adults`' }),
  code: z.string().meta({ description: "The spec's message key, e.g. `error.required`" }),
});

/** The one error shape of the API. */
export const apiErrorSchema = sameAs<{ message: string; errors: FieldError[] }>()(
  z.object({ message: z.string(), errors: z.array(fieldErrorSchema) }),
);

export const messageResponse = sameAs<MessageResponse>()(z.object({ message: z.string() }));

export const meResponse = sameAs<Me>()(
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    avatar: z.string().nullable(),
    language,
  }),
);

export const joinResponse = sameAs<JoinResponse>()(z.object({ isContinue: z.boolean(), email: z.string() }));

export const languageResponse = sameAs<LanguageResponse>()(z.object({ lang: language }));

export const contentTemplateResponse = sameAs<ContentTemplate>()(
  z.object({
    key: z.string(),
    language,
    title: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    updatedDate: z.string(),
  }),
);

export const reservationSourcesResponse = sameAs<ReservationSource[]>()(
  z.array(z.object({ code: z.string(), color: z.string() })),
);

export const storageConfigResponse = sameAs<StorageConfig>()(z.object({ url: z.string() }));

export const amazonConfigResponse = sameAs<AmazonConfig>()(
  z.object({ props: z.object({ baseUrl: z.string(), bucketName: z.string() }) }),
);

export const creditCardConfigResponse = sameAs<CreditCardConfig>()(
  z.object({ circuits: z.array(cardCircuit), expiryYears: z.number().int(), cvvRequired: z.boolean() }),
);

/** A place's address, as the address form fills it in. */
export const addressInfoResponse = addressInfo;

export const placeSuggestionsResponse = sameAs<Suggestion[]>()(
  z.array(
    z.object({
      placeId: z.string(),
      kind: z.enum(['address', 'city']),
      mainText: z.string(),
      secondaryText: z.string(),
      description: z.string(),
      asTyped: z
        .boolean()
        .optional()
        .meta({ description: 'The street is the one typed, not checked against a street map' }),
    }),
  ),
);

export const translationsResponse = sameAs<Record<string, string>>()(
  z.record(z.string(), z.string()).meta({ description: 'Message key → text' }),
);

export const reservationCreatedResponse = sameAs<ReservationCreated>()(
  z.object({
    code: z.string(),
    manageToken: z
      .string()
      .meta({ description: 'Private: with the code it reads and cancels the reservation' }),
    manageUrl: z.string(),
    status: z.literal('CONFIRMED'),
    currency: z.string(),
    total: z.number(),
    cityTax: z.number(),
    grandTotal: z.number(),
    deposit: z.number(),
    vat: z.number().meta({ description: 'VAT included in total (nights and extras, each at its rate)' }),
  }),
);

export const exchangeRatesResponse = sameAs<ExchangeRates>()(
  z.object({
    base: z.object({ iso: z.string(), symbol: z.string() }),
    date: z.string(),
    rates: z.record(z.string(), z.number()),
    source: z.string(),
  }),
);

export const bookingCalendarResponse = sameAs<BookingCalendar>()(
  z.object({
    hotelId: z.number().int(),
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    people: peopleCounts,
    rooms: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        lowestPrice: z
          .number()
          .nullable()
          .meta({ description: 'Lowest nightly rate before promotions, or null' }),
        available: z.boolean(),
        closed: z.boolean(),
        closedToArrival: z.boolean(),
        closedToDeparture: z.boolean(),
        minLOS: z.number().int().nullable(),
      }),
    ),
  }),
);

export const cancellationResultResponse = sameAs<CancellationResult>()(
  z.object({
    code: z.string(),
    preview: z.boolean(),
    status: reservationStatus,
    statusText: z.enum(['free', 'penalty']),
    currency: z.string(),
    penalty: z.number(),
    rooms: z.array(z.object({ id: z.number().int(), status: reservationStatus, cancelAmount: z.number() })),
  }),
);

export const reservationActionResultResponse = sameAs<ReservationActionResult>()(
  z.object({
    code: z.string(),
    action: z.enum(['cancel', 'no-show', 'early-checkout']),
    outcome: z.enum(['CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT', 'CHECKIN_DELETED']),
    message: z.string(),
    preview: z.boolean().meta({ description: 'With `preview: true` nothing was written' }),
    status: reservationStatus,
    statusText: z.enum(['free', 'penalty']).nullable(),
    deleteCheckin: z.boolean(),
    checkout: z.string(),
    currency: z.string(),
    total: z.number(),
    cityTax: z.number(),
    grandTotal: z.number(),
    cancelAmount: z.number(),
    rooms: z.array(
      z.object({
        id: z.number().int(),
        status: reservationStatus,
        endDate: z.string(),
        total: z.number(),
        cancelAmount: z.number(),
        penalty: z.boolean(),
      }),
    ),
    released: z.array(
      z.object({ roomId: z.number().int(), roomTypeId: z.number().int(), dates: z.array(z.string()) }),
    ),
    emailSent: z.boolean(),
    sendsEmail: z.boolean().meta({
      description: 'Whether the action e-mails the guest (with `preview`, whether confirming would)',
    }),
  }),
);

export const aboutResponse = sameAs<About>()(
  z.object({
    brand: z.string(),
    company: z.object({
      name: z.string(),
      legalName: z.string(),
      vat: z.string(),
      addressInfo: addressInfoResponse,
    }),
    registeredOffice: addressInfoResponse,
    chamberCommerceNumber: z.string(),
    facebook: z.string().optional(),
    twitter: z.string().optional(),
    instagram: z.string().optional(),
    linkedin: z.string().optional(),
    uiInfoEmail: z.string(),
    phone: z.string(),
    uiUrl: z.string(),
    demoTrialDays: z.number().int(),
  }),
);

export const pendingHotelsPage = sameAs<Page<PendingHotel>>()(
  pageOf(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameAlias: z.string(),
      type: z.string(),
      stars: z.number().int().nullable(),
      roomsNumber: z.number().int().nullable(),
      addressInfo: addressInfoResponse.nullable(),
      status: z.enum(['PENDING', 'ACTIVE', 'REJECTED']),
      createdDate: z.string(),
    }),
    'Page of pending hotels',
  ),
);

/** The quote request's answer: the id of the stored request. */
export const quoteCreatedResponse = z.object({ message: z.string(), id: z.number().int() });

/** A guest's report of a review: `created` is false when the guest had reported it already. */
export const reviewReportResult = z.object({
  id: z.number().int(),
  reported: z.boolean(),
  created: z.boolean(),
});

export const bestAvailabilityResponse = sameAs<BestAvailability>()(
  z.object({
    hotelId: z.number().int(),
    checkin: z.string(),
    checkout: z.string(),
    nights: z.number().int(),
    people: peopleCounts,
    currency: z.string(),
    available: z.boolean(),
    totalRates: z.array(
      z.object({
        roomTypeId: z.number().int(),
        roomTypeName: z.string(),
        ratePlanId: z.number().int(),
        ratePlanName: z.string(),
        rateType: z.enum(['STANDARD', 'NOT_REFUNDABLE']),
        amount: amount.meta({ description: 'initialAmount before promotions, finalAmount after' }),
        cityTax: z.number(),
        grandTotal: z.number().meta({ description: 'amount.finalAmount + cityTax' }),
        promotions: z.array(promotionView),
        roomsLeft: z.number().int(),
      }),
    ),
    violations: z
      .array(bookingViolation)
      .meta({ description: 'Why nothing is bookable (empty when available)' }),
  }),
);
