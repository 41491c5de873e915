/**
 * Response shapes of the public API (`/api/rs/public/...`), shared by the worker that produces
 * them and the typed client that the islands and the widget use. Field names follow the specs.
 */

export type { Page } from '../schemas/paging.ts';
export type * from './booking-types.ts';

export type Language = 'en' | 'it';

export type GeoPoint = { type: 'Point'; coordinates: [longitude: number, latitude: number] };

/** Spec 000 §3 Address / spec 001 addressInfo. */
export type AddressInfo = {
  address?: string;
  street?: string;
  number?: string;
  zipcode?: string;
  city?: string;
  district?: string;
  province?: string;
  region?: string;
  country?: string;
  placeId?: string;
  timeZoneId?: string;
  geo?: GeoPoint;
  /** UTC offset in minutes. */
  offset?: number;
  formatted_address?: string;
  addressComplete?: boolean;
};

export type Amount = {
  type: 'PRICE' | 'PERCENTAGE';
  currency: string;
  initialAmount: number;
  finalAmount: number;
  discountAmount?: number;
  discountRate?: number;
  vatRate?: number;
  vatAmount?: number;
};

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
export type CardCircuit =
  | 'VISA'
  | 'MASTERCARD'
  | 'MAESTRO'
  | 'AMEX'
  | 'DINERS_CLUB'
  | 'DISCOVER'
  | 'JCB'
  | 'UNION_PAY';
export type CreditCardConfig = {
  circuits: CardCircuit[];
  /** Years offered for the expiry date, counting the current one (spec 001 §9). */
  expiryYears: number;
  cvvRequired: boolean;
};
/** A reservation source or channel with its display colour (spec 002 §3). */
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

export type GalleryImage = { path: string; cover: boolean; caption?: string };

export type PaymentSettings = {
  paypal?: { type: string } | null;
  creditCards: { circuit: CardCircuit }[];
  otherCards: { circuit: CardCircuit }[];
};

export type HotelPolicies = {
  checkinFrom?: string;
  checkinTo?: string;
  checkoutTo?: string;
  childrenAllowed?: boolean;
  petsAllowed?: boolean;
  smokingAllowed?: boolean;
};

export type Hotel = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  classification: number;
  enabled: boolean;
  roomsNumber: number | null;
  currency: string;
  addressInfo: AddressInfo;
  gallery: GalleryImage[];
  paymentSettings: PaymentSettings;
  policies: HotelPolicies;
  description: Partial<Record<Language, string>>;
};

export type PlanFrequency =
  | 'LUMP_SUM'
  | 'PER_MINUTE'
  | 'HOURLY'
  | 'DAILY'
  | 'NIGHTLY'
  | 'WEEKLY'
  | 'MONTHLY'
  | 'YEARLY';
export type LengthUnit = 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';

export type PlanPaymentOption = {
  id: number;
  frequency: PlanFrequency;
  amount: Amount;
  minLength: { count: number; unit: LengthUnit };
  favorite: boolean;
};

export type PlanLengthDiscount = {
  id: number;
  size: { count: number; unit: LengthUnit };
  discount: { type: 'PRICE' | 'PERCENTAGE'; finalAmount: number };
};

export type Plan = {
  id: number;
  nameKey: string;
  classification: number;
  enabled: boolean;
  background: string | null;
  features: string[];
  featureGroups: { nameKey: string; favorite: boolean; features: string[] }[];
  paymentOptions: PlanPaymentOption[];
  multiLengthDiscounts: PlanLengthDiscount[];
};

export type AvatarType = 'PORTAL' | 'FACEBOOK' | 'GOOGLE';

export type ManagerReview = {
  id: number;
  score: number;
  /** Spec 000 §3 "label": translation key of the score label, 'review.score.<4..10>'. */
  label?: string;
  title: string | null;
  pro: string;
  feedbacks: { type: 'RANK' | 'TEXT'; value: string | number; titleKey: string }[];
  hotelName: string | null;
  language: Language;
  createdDate: string;
  manager: {
    /** Real name and surname only when the reviewer allows it; otherwise the nickname. */
    name: string;
    surname: string | null;
    avatarType: AvatarType;
    avatar: string | null;
    facebookImage: string | null;
    googleImage: string | null;
  };
  reviewSettings: { showRealName: boolean };
};

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
