/**
 * The domain's own vocabulary: languages, addresses, amounts, card circuits, subscription plans
 * and manager reviews. The rules in src/domain use these; the API's response types
 * (src/contracts/types.ts) re-export them, so the domain never depends on the API.
 */

export type Language = 'en' | 'it';

export type GeoPoint = { type: 'Point'; coordinates: [longitude: number, latitude: number] };

/** SITEDATA-5 Address / PROPDATA-7 addressInfo. */
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

export const CARD_CIRCUITS = [
  'VISA',
  'MASTERCARD',
  'MAESTRO',
  'AMEX',
  'DINERS_CLUB',
  'DISCOVER',
  'JCB',
  'UNION_PAY',
] as const;
export type CardCircuit = (typeof CARD_CIRCUITS)[number];

/**
 * The plans the product sells, by the name the server sends as their text's key (a plan's
 * `nameKey`, 'plan.basic'): the pages that list plans hold the text of each.
 */
export const PLAN_NAMES = ['basic', 'professional', 'enterprise', 'channel', 'starter', 'partner'] as const;

/** How often a plan's price or option is charged. */
export const PLAN_FREQUENCIES = [
  'LUMP_SUM',
  'PER_MINUTE',
  'HOURLY',
  'DAILY',
  'NIGHTLY',
  'WEEKLY',
  'MONTHLY',
  'YEARLY',
] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

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
  /** SITEDATA "label": translation key of the score label, 'review.score.<4..10>'. */
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
