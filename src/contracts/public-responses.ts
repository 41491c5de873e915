/**
 * Response schemas of the public API's small answers (session, configuration, content, places,
 * onboarding), for the OpenAPI document and the endpoint tables. Their types
 * (src/contracts/types.ts) are inferred from them; an answer whose type the domain owns (a place
 * suggestion) is checked against it at compile time (`sameAs`). The booking engine's answers are
 * in booking-answers.ts and beside it. The answers are strict objects: the worker answers them
 * whole, so a field on one side only fails the answers' parse test.
 */

import type { Suggestion } from '../domain/places.ts';
import { addressInfo, cardCircuit, language, pageOf, sameAs } from './answer-parts.ts';
import type { FieldError } from './error-codes.ts';
import { z } from './zod.ts';

export const fieldErrorSchema = z.object({
  field: z.string().meta({ description: 'The input at fault (dotted path), e.g. `rooms.0.people.adults`' }),
  code: z.string().meta({ description: "The spec's message key, e.g. `error.required`" }),
});

/**
 * The one error shape of the API. Left open: a refusal may add what the client needs to recover
 * (the nights sold out, the current version), on top of the message and the fields at fault.
 */
export const apiErrorSchema = sameAs<{ message: string; errors: FieldError[] }>()(
  z.object({ message: z.string(), errors: z.array(fieldErrorSchema) }),
);

export const messageResponse = z.strictObject({ message: z.string() });

export const meResponse = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  avatar: z.string().nullable(),
  language,
});

export const joinResponse = z.strictObject({ isContinue: z.boolean(), email: z.string() });

export const languageResponse = z.strictObject({ lang: language });

export const contentTemplateResponse = z.strictObject({
  key: z.string(),
  language,
  title: z.string(),
  /** Sanitised HTML rendered from the Markdown source in src/content/templates. */
  content: z.string().meta({ description: 'Sanitised HTML' }),
  updatedDate: z.string(),
});

export const reservationSourcesResponse = z.array(z.strictObject({ code: z.string(), color: z.string() }));

export const storageConfigResponse = z.strictObject({ url: z.string() });

export const amazonConfigResponse = z.strictObject({
  props: z.strictObject({ baseUrl: z.string(), bucketName: z.string() }),
});

export const creditCardConfigResponse = z.strictObject({
  circuits: z.array(cardCircuit),
  /** Years offered for the expiry date, counting the current one (PROPLIM-4). */
  expiryYears: z.number().int(),
  cvvRequired: z.boolean(),
});

/** A place's address, as the address form fills it in. */
export const addressInfoResponse = addressInfo;

export const placeSuggestionsResponse = sameAs<Suggestion[]>()(
  z.array(
    z.strictObject({
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

export const aboutResponse = z.strictObject({
  brand: z.string(),
  company: z.strictObject({
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
});

/** A hotel waiting to join the platform. */
export const pendingHotelResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  nameAlias: z.string(),
  type: z.string(),
  stars: z.number().int().nullable(),
  roomsNumber: z.number().int().nullable(),
  addressInfo: addressInfoResponse.nullable(),
  status: z.enum(['PENDING', 'ACTIVE', 'REJECTED']),
  createdDate: z.string(),
});

export const pendingHotelsPage = pageOf(pendingHotelResponse, 'Page of pending hotels');

/** The quote request's answer: the id of the stored request. */
export const quoteCreatedResponse = z.strictObject({ message: z.string(), id: z.number().int() });

/** A guest's report of a review: `created` is false when the guest had reported it already. */
export const reviewReportResult = z.strictObject({
  id: z.number().int(),
  reported: z.boolean(),
  created: z.boolean(),
});
