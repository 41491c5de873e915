/**
 * Response shapes of the public API (`/api/rs/public/...`), shared by the worker that produces
 * them and the typed client that the islands and the widget use. Field names follow the specs.
 */

// The domain owns these (src/domain/types.ts); the API answers them as they are.
export type {
  AddressInfo,
  Amount,
  AvatarType,
  CardCircuit,
  GeoPoint,
  Language,
  LengthUnit,
  ManagerReview,
  Plan,
  PlanFrequency,
  PlanLengthDiscount,
  PlanPaymentOption,
} from '../domain/types.ts';
export type * from './booking-types.ts';
export type * from './hotel-types.ts';
export type { Page } from './paging.ts';

import type { publicHotel } from './public-lists.ts';
import type {
  aboutResponse,
  amazonConfigResponse,
  contentTemplateResponse,
  creditCardConfigResponse,
  joinResponse,
  languageResponse,
  meResponse,
  messageResponse,
  pendingHotelResponse,
  reservationSourcesResponse,
  storageConfigResponse,
} from './public-responses.ts';
import type { z } from './zod.ts';

// Each answer's type is inferred from the schema the document shows (public-responses.ts).

/** The company behind Itaca (SITEDATA-1 About). */
export type About = z.output<typeof aboutResponse>;
export type StorageConfig = z.output<typeof storageConfigResponse>;
export type AmazonConfig = z.output<typeof amazonConfigResponse>;
export type CreditCardConfig = z.output<typeof creditCardConfigResponse>;
/** A reservation source or channel with its display colour (BODATA). */
export type ReservationSource = z.output<typeof reservationSourcesResponse>[number];
/** The signed-in manager. */
export type Me = z.output<typeof meResponse>;
/** A featured hotel of the home page (GET hotels). */
export type Hotel = z.output<typeof publicHotel>;
/** A hotel waiting to join the platform. */
export type PendingHotel = z.output<typeof pendingHotelResponse>;
export type ContentTemplate = z.output<typeof contentTemplateResponse>;
/** The body of every successful call that only acknowledges (spec: "message"). */
export type MessageResponse = z.output<typeof messageResponse>;
export type JoinResponse = z.output<typeof joinResponse>;
export type LanguageResponse = z.output<typeof languageResponse>;
