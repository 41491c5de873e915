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

import type { AddressInfo, CardCircuit, Language } from '../domain/types.ts';
import type { publicHotel } from './public-lists.ts';
import type { z } from './zod.ts';

export type About = {
  brand: string;
  company: { name: string; legalName: string; vat: string; addressInfo: AddressInfo };
  registeredOffice: AddressInfo;
  chamberCommerceNumber: string;
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
  uiInfoEmail: string;
  phone: string;
  uiUrl: string;
  demoTrialDays: number;
};

export type StorageConfig = { url: string };
export type AmazonConfig = { props: { baseUrl: string; bucketName: string } };
export type CreditCardConfig = {
  circuits: CardCircuit[];
  /** Years offered for the expiry date, counting the current one (PROPLIM-4). */
  expiryYears: number;
  cvvRequired: boolean;
};
/** A reservation source or channel with its display colour (BODATA). */
export type ReservationSource = { code: string; color: string };

export type Me = {
  id: number;
  username: string;
  email: string;
  name: string;
  surname: string;
  avatar: string | null;
  language: Language;
};

/** A featured hotel of the home page (GET hotels): inferred from its schema. */
export type Hotel = z.output<typeof publicHotel>;

export type PendingHotel = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  roomsNumber: number | null;
  addressInfo: AddressInfo | null;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED';
  createdDate: string;
};

export type ContentTemplate = {
  key: string;
  language: Language;
  title: string;
  /** Sanitised HTML rendered from the Markdown source in src/content/templates. */
  content: string;
  updatedDate: string;
};

/** The body of every successful call that only acknowledges (spec: "message"). */
export type MessageResponse = { message: string };

export type JoinResponse = { isContinue: boolean; email: string };

export type LanguageResponse = { lang: Language };
