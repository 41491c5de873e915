/**
 * The property screen's pure rules (PROPDATA Hotel, Hotel service, Payment option, Bed,
 * Contact info; PROPFLOW Hotel, service toggle and edit, Bed, Contact editor; PROPCHECK hotel, service, bed and
 * contact validation; PROPLIM constants). The zod schemas of src/contracts/secure/property.ts run the
 * cross-field rules below, so the browser and the worker check exactly the same things.
 */
import { isEmail, PHONE_INPUT, sanitizeLink } from './formats.ts';
import { HOTEL_TYPES, type HotelType, isApartmentLike, ROOMS_NUMBER_MAX } from './hotel-types.ts';

/** A field error: dotted path and spec message key. */
export type PropertyIssue = { field: string; code: string };

// ---------------------------------------------------------------------------------------------
// Hotel info

/** PROPDATA: the 24 hotel types (the public site's BOAT, SITEDATA-4, is not one of them). */
export const PROPERTY_HOTEL_TYPES = HOTEL_TYPES.filter((type) => type !== 'BOAT') as Exclude<
  HotelType,
  'BOAT'
>[];
export type PropertyHotelType = (typeof PROPERTY_HOTEL_TYPES)[number];

export const HOTEL_NAME_MAX_LENGTH = 100;

export type HotelInfo = {
  type: PropertyHotelType;
  name: string;
  stars: number | null;
  roomsNumber: number;
  entireAccommodation: boolean;
};

/** PROPFLOW: the entire-accommodation toggle exists for apartment-like types with one room. */
export function canBeEntireAccommodation(info: { type: string; roomsNumber: number }): boolean {
  return isApartmentLike(info.type) && info.roomsNumber === 1;
}

/**
 * The info as saved: stars only for HOTEL; the entire accommodation sets roomsNumber to 1, and
 * is dropped when the type is not apartment-like.
 * @example normaliseHotelInfo({ type: 'VILLA', roomsNumber: 4, entireAccommodation: true, … }).roomsNumber === 1
 */
export function normaliseHotelInfo(info: HotelInfo): HotelInfo {
  const entire = info.entireAccommodation && isApartmentLike(info.type);
  return {
    ...info,
    stars: info.type === 'HOTEL' ? info.stars : null,
    roomsNumber: entire ? 1 : info.roomsNumber,
    entireAccommodation: entire,
  };
}

/** PROPCHECK-7 hotel form: stars required (1–5) for HOTEL; rooms 1–21; the toggle's rule. */
export function hotelInfoIssues(info: HotelInfo): PropertyIssue[] {
  const issues: PropertyIssue[] = [];
  if (info.type === 'HOTEL' && info.stars === null) issues.push({ field: 'stars', code: 'error.required' });
  if (info.entireAccommodation && !isApartmentLike(info.type)) {
    issues.push({ field: 'entireAccommodation', code: 'error.field.generic.invalid' });
  }
  if (info.entireAccommodation && info.roomsNumber !== 1) {
    issues.push({ field: 'roomsNumber', code: 'error.hotel.entire.rooms' });
  }
  if (info.roomsNumber > ROOMS_NUMBER_MAX) issues.push({ field: 'roomsNumber', code: 'error.field.max' });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Services

export const SERVICE_CATEGORIES = ['ROOM', 'HOTEL', 'EXTERNAL'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_BOOKABILITIES = ['INCLUDED', 'BOOKABLE'] as const;
export type ServiceBookability = (typeof SERVICE_BOOKABILITIES)[number];
export const SERVICE_PAYMENT_TYPES = ['FREE', 'SINGLE', 'PER_PERSON'] as const;
export type ServicePaymentType = (typeof SERVICE_PAYMENT_TYPES)[number];
/** PROPDATA service frequencies (NIGHTLY appears in display only; old rows may hold it). */
export const SERVICE_FREQUENCIES = ['LUMP_SUM', 'DAILY', 'MONTHLY', 'YEARLY'] as const;
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number] | 'NIGHTLY';
export const PAYMENT_SIZES = ['SINGLE', 'PER_ADULT', 'PER_BOY', 'PER_CHILD', 'PER_KID'] as const;
export type PaymentSize = (typeof PAYMENT_SIZES)[number];
/** PER_PERSON prices, one per age band, adult first (the only required one). */
export const PER_PERSON_SIZES = ['PER_ADULT', 'PER_BOY', 'PER_CHILD', 'PER_KID'] as const;

/** PROPLIM. */
export const SERVICE_PRICE_STEP = 0.5;
export const SERVICE_PRICE_MAX = 100_000;
export const VAT_MIN = 0;
export const VAT_MAX = 100;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 500;
/** maxCount -1: no cap. */
export const SERVICE_MAX_COUNT_UNLIMITED = -1;
export const SERVICE_MAX_COUNT_MAX = 99;
export const DESCRIPTION_LANGUAGES = ['en', 'it'] as const;
export type DescriptionLanguage = (typeof DESCRIPTION_LANGUAGES)[number];

/**
 * The service types a hotel can switch on (WIDGETUI-10 "lists a service type with a toggle"). The
 * stored name key is `service.<type in lower case, dotted>`, the keys the demo data already uses.
 */
export const SERVICE_TYPES = [
  'WIFI',
  'BREAKFAST',
  'HALF_BOARD',
  'FULL_BOARD',
  'PARKING',
  'VALET_PARKING',
  'AIRPORT_TRANSFER',
  'SHUTTLE',
  'PET',
  'SPA',
  'SAUNA',
  'GYM',
  'POOL',
  'BIKE',
  'LATE_CHECKOUT',
  'EARLY_CHECKIN',
  'LAUNDRY',
  'ROOM_SERVICE',
  'AIR_CONDITIONING',
  'BABYSITTING',
  'GUIDED_TOURS',
  'SKI_PASS',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** 'HALF_BOARD' → 'service.half.board' */
export function serviceNameKey(type: ServiceType): string {
  return `service.${type.toLowerCase().replaceAll('_', '.')}`;
}

/** The catalogue type of a stored name key, or null for a hotel's own service. */
export function serviceTypeOf(nameKey: string): ServiceType | null {
  return SERVICE_TYPES.find((type) => serviceNameKey(type) === nameKey) ?? null;
}

export type PaymentOption = {
  size: PaymentSize;
  /** Euros, steps of 0.5. */
  amount: number;
  /** Percent, 0–100. */
  vatRate: number;
};

/** What the service editor edits (prices per size as typed: null = empty). */
export type ServiceForm = {
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: ServiceFrequency;
  prices: Record<PaymentSize, number | null>;
  vatRate: number;
  maxCount: number;
  /** Room types the service belongs to (category ROOM). */
  roomTypeIds: number[];
  description: Partial<Record<DescriptionLanguage, string>>;
};

/** PROPDATA: a new service is HOTEL, INCLUDED, FREE, LUMP_SUM. */
export const DEFAULT_SERVICE = {
  category: 'HOTEL',
  bookability: 'INCLUDED',
  paymentType: 'FREE',
  frequency: 'LUMP_SUM',
} as const satisfies Pick<ServiceForm, 'category' | 'bookability' | 'paymentType' | 'frequency'>;

/** PROPCHECK-8: EXTERNAL is offered only in advanced mode. */
export function categoriesOffered(advanced: boolean): ServiceCategory[] {
  return advanced ? [...SERVICE_CATEGORIES] : ['ROOM', 'HOTEL'];
}

/** PROPCHECK-8: INCLUDED is not offered for EXTERNAL. */
export function bookabilitiesOffered(category: ServiceCategory): ServiceBookability[] {
  return category === 'EXTERNAL' ? ['BOOKABLE'] : [...SERVICE_BOOKABILITIES];
}

/** PROPFLOW/PROPCHECK: a service 'in a room' is of category ROOM. */
export function isInRoom(category: ServiceCategory): boolean {
  return category === 'ROOM';
}

/** PROPCHECK-8: SINGLE and PER_PERSON only for included room services or bookable services. */
export function paymentTypesOffered(
  category: ServiceCategory,
  bookability: ServiceBookability,
): ServicePaymentType[] {
  const priced = bookability === 'BOOKABLE' || isInRoom(category);
  return priced ? [...SERVICE_PAYMENT_TYPES] : ['FREE'];
}

/** The sizes whose prices the editor shows for a payment type. */
export function sizesFor(paymentType: ServicePaymentType): PaymentSize[] {
  if (paymentType === 'SINGLE') return ['SINGLE'];
  if (paymentType === 'PER_PERSON') return [...PER_PERSON_SIZES];
  return [];
}

/** PROPCHECK-8: the size whose price is required (SINGLE; adult for PER_PERSON). */
export function requiredSize(paymentType: ServicePaymentType): PaymentSize | null {
  if (paymentType === 'SINGLE') return 'SINGLE';
  if (paymentType === 'PER_PERSON') return 'PER_ADULT';
  return null;
}

function isStep(value: number, step: number): boolean {
  const scaled = value / step;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/** PROPCHECK-8 service form rules (beyond the types): every issue with its field. */
export function serviceIssues(form: ServiceForm, options: { advanced: boolean }): PropertyIssue[] {
  const issues: PropertyIssue[] = [];
  if (!categoriesOffered(options.advanced).includes(form.category)) {
    issues.push({ field: 'category', code: 'error.field.generic.invalid' });
  }
  if (!bookabilitiesOffered(form.category).includes(form.bookability)) {
    issues.push({ field: 'bookability', code: 'error.field.generic.invalid' });
  }
  // An INCLUDED service outside a room is saved FREE (normaliseService): no error for it.
  const resetsToFree = form.bookability === 'INCLUDED' && !isInRoom(form.category);
  if (!resetsToFree) {
    if (!paymentTypesOffered(form.category, form.bookability).includes(form.paymentType)) {
      issues.push({ field: 'paymentType', code: 'error.field.generic.invalid' });
    }
    const required = requiredSize(form.paymentType);
    for (const size of sizesFor(form.paymentType)) {
      const price = form.prices[size];
      if (price === null) {
        if (size === required) issues.push({ field: `prices.${size}`, code: 'error.required' });
      } else if (price < 0) {
        issues.push({ field: `prices.${size}`, code: 'error.field.min' });
      } else if (price > SERVICE_PRICE_MAX) {
        issues.push({ field: `prices.${size}`, code: 'error.field.max' });
      } else if (!isStep(price, SERVICE_PRICE_STEP)) {
        issues.push({ field: `prices.${size}`, code: 'error.field.generic.invalid' });
      }
    }
  }
  if (form.maxCount !== SERVICE_MAX_COUNT_UNLIMITED && form.maxCount < 1) {
    issues.push({ field: 'maxCount', code: 'error.field.generic.invalid' });
  }
  return issues;
}

/**
 * PROPFLOW-8 service save: an INCLUDED service not in a room is reset to FREE with no payment
 * options; otherwise the options are rebuilt from the entered prices (SINGLE: one option;
 * PER_PERSON: adult, boy, child and kid; an empty optional band costs 0). Room types are kept
 * only for room services.
 * @example paymentOptions({ paymentType: 'PER_PERSON', prices: { PER_ADULT: 10, … } , vatRate: 10 }) has 4 options
 */
export function normaliseService(form: ServiceForm): ServiceForm & { options: PaymentOption[] } {
  const resetsToFree = form.bookability === 'INCLUDED' && !isInRoom(form.category);
  const paymentType: ServicePaymentType = resetsToFree ? 'FREE' : form.paymentType;
  const options = sizesFor(paymentType).map((size) => ({
    size,
    amount: form.prices[size] ?? 0,
    vatRate: form.vatRate,
  }));
  const prices = emptyPrices();
  for (const option of options) prices[option.size] = option.amount;
  return {
    ...form,
    paymentType,
    frequency: paymentType === 'FREE' ? 'LUMP_SUM' : form.frequency,
    prices,
    roomTypeIds: isInRoom(form.category) ? form.roomTypeIds : [],
    options,
  };
}

export function emptyPrices(): Record<PaymentSize, number | null> {
  return { SINGLE: null, PER_ADULT: null, PER_BOY: null, PER_CHILD: null, PER_KID: null };
}

/** PROPFLOW open edit: the prices per size loaded from the stored options. */
export function pricesFromOptions(options: readonly PaymentOption[]): Record<PaymentSize, number | null> {
  const prices = emptyPrices();
  for (const option of options) prices[option.size] = option.amount;
  return prices;
}

/** PROPCHECK-8: a count asked for a service is capped to maxCount unless maxCount is -1. */
export function capServiceCount(count: number, maxCount: number): number {
  return maxCount === SERVICE_MAX_COUNT_UNLIMITED ? count : Math.min(count, maxCount);
}

// ---------------------------------------------------------------------------------------------
// Beds

/** PROPDATA: the 18 bed types. */
export const BED_TYPES = [
  'SINGLE',
  'TWIN',
  'DOUBLE',
  'FRENCH',
  'QUEEN',
  'KING',
  'POUF',
  'ARMCHAIR',
  'COT',
  'MURPHY',
  'CRADLE',
  'POSTER',
  'HALF_SQUARE',
  'OVERSIZE',
  'DIVAN',
  'FUTON',
  'BUNK',
  'WATERBED',
] as const;
export type BedType = (typeof BED_TYPES)[number];
export const BED_FREQUENCIES = ['LUMP_SUM', 'NIGHTLY'] as const;
export type BedFrequency = (typeof BED_FREQUENCIES)[number];
export const PEOPLE_BANDS = ['adults', 'boys', 'children', 'kids'] as const;
export type PeopleBand = (typeof PEOPLE_BANDS)[number];

export const BED_MAX_PERSON = 10;
export const BED_MAX_COUNT = 20;
export const BEDS_PER_ROOM_TYPE_MAX = 20;
export const BED_PRICE_MAX = 100_000;

export type Bed = {
  uid: string;
  type: BedType;
  count: number;
  maxPerson: number;
  people: Record<PeopleBand, number>;
  showPeopleType: boolean;
  /** An extra bed the guest pays for (the widget sells it), or a standard bed of the rate. */
  toPay: boolean;
  frequency: BedFrequency;
  /** Euros per guest of each band (toPay beds), null = not entered. */
  prices: Record<PeopleBand, number | null>;
};

/** PROPFLOW-3: the default bed has 1 adult, maxPerson 1, count 1. */
export function defaultBed(uid: string): Bed {
  return {
    uid,
    type: 'SINGLE',
    count: 1,
    maxPerson: 1,
    people: { adults: 1, boys: 0, children: 0, kids: 0 },
    showPeopleType: false,
    toPay: false,
    frequency: 'NIGHTLY',
    prices: { adults: null, boys: null, children: null, kids: null },
  };
}

/** PROPCHECK: each band's count is capped at max persons. */
export function capBandCount(count: number, maxPerson: number): number {
  return Math.max(0, Math.min(count, maxPerson));
}

export function bedPeople(bed: Pick<Bed, 'people'>): number {
  return PEOPLE_BANDS.reduce((sum, band) => sum + bed.people[band], 0);
}

/** PROPCHECK-4 bed rules: 'bed no people', bands capped, prices required for a positive count (toPay). */
export function bedIssues(bed: Bed): PropertyIssue[] {
  const issues: PropertyIssue[] = [];
  if (bedPeople(bed) <= 0) issues.push({ field: 'people', code: 'error.bed.no.people' });
  for (const band of PEOPLE_BANDS) {
    if (bed.people[band] > bed.maxPerson) issues.push({ field: `people.${band}`, code: 'error.field.max' });
    if (!bed.toPay || bed.people[band] <= 0) continue;
    const price = bed.prices[band];
    if (price === null) issues.push({ field: `prices.${band}`, code: 'error.required' });
    else if (price < 0) issues.push({ field: `prices.${band}`, code: 'error.field.min' });
    else if (!isStep(price, 0.01))
      issues.push({ field: `prices.${band}`, code: 'error.field.generic.invalid' });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Contacts

/** PROPDATA: every contact kind, and the generic address. */
export const CONTACT_TYPES = [
  'PHONE',
  'MOBILE',
  'WHATSAPP',
  'FAX',
  'EMAIL',
  'WEBSITE',
  'FACEBOOK',
  'TWITTER',
  'INSTAGRAM',
  'SKYPE',
  'VIBER',
  'TELEGRAM',
  'ADDRESS',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const PHONE_CONTACT_TYPES: readonly ContactType[] = ['PHONE', 'MOBILE', 'WHATSAPP', 'FAX', 'VIBER'];
export const URL_CONTACT_TYPES: readonly ContactType[] = ['WEBSITE', 'FACEBOOK', 'TWITTER', 'INSTAGRAM'];
export const CONTACT_VALUE_MAX_LENGTH = 200;
export const CONTACTS_MAX = 20;
/** Skype and Telegram user names. */
export const HANDLE = /^@?[A-Za-z0-9._-]{2,64}$/;

export type Contact = { type: ContactType; value: string };

/** A web address the site may link to: http(s) with a host and a dot in it. */
export function isWebUrl(value: string): boolean {
  if (sanitizeLink(value) !== value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** PROPCHECK-5 contact: value required; phone kinds match the phone pattern; e-mail; URLs; handles. */
export function contactValueError(contact: Contact): string | null {
  const value = contact.value.trim();
  if (value === '') return 'error.required';
  if (PHONE_CONTACT_TYPES.includes(contact.type))
    return PHONE_INPUT.test(value) ? null : 'error.phone.number';
  if (contact.type === 'EMAIL') return isEmail(value) ? null : 'error.email.invalid';
  if (URL_CONTACT_TYPES.includes(contact.type)) return isWebUrl(value) ? null : 'error.field.generic.invalid';
  if (contact.type === 'SKYPE' || contact.type === 'TELEGRAM') {
    return HANDLE.test(value) ? null : 'error.field.generic.invalid';
  }
  return null;
}

/** PROPFLOW-6: opening the contact editor with an empty list adds one blank entry. */
export function contactsForEditing(contacts: readonly Contact[]): Contact[] {
  return contacts.length === 0 ? [{ type: 'PHONE', value: '' }] : contacts.map((c) => ({ ...c }));
}
