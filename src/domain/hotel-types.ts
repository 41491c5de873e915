/**
 * Property vocabulary of the onboarding forms: hotel types (SITEDATA), the quote form's
 * building types, apartment-like types (PROPLIM-5), star and room-count bounds, and the
 * url-safe aliases (`nameAlias`) of proposed hotels.
 */

/** SITEDATA "Hotel types" (PROPDATA lists the same set without BOAT). */
export const HOTEL_TYPES = [
  'HOTEL',
  'BB',
  'GUEST_HOUSE',
  'APARTMENT',
  'COUNTRY_HOUSE',
  'HOMESTAY',
  'FARM_STAY',
  'LODGE',
  'HOLIDAY_HOME',
  'VILLA',
  'CHALET',
  'HOSTEL',
  'MOTEL',
  'INN',
  'CAPSULE_HOTEL',
  'APARTHOTEL',
  'RESORT',
  'HOLIDAY_PARK',
  'CAMPSITE',
  'LUXURY_TENT',
  'RIAD',
  'RYOKAN',
  'LOVE_HOTEL',
  'BOAT',
  'ECONOMY_HOTEL',
] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

export function isHotelType(value: string): value is HotelType {
  return (HOTEL_TYPES as readonly string[]).includes(value);
}

/**
 * SITEDATA-4 quote form `buildingType`: one hotel, one building (of apartments: no hotel
 * type nor room count asked), no property yet (a placeholder hotel is created), or several hotels.
 */
export const BUILDING_TYPES = ['HOTEL', 'BUILDING', 'NONE', 'MULTIPLE_HOTELS'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** PROPLIM: types for which the "entire accommodation" toggle exists and rooms are not shown. */
export const APARTMENT_LIKE_TYPES = [
  'APARTMENT',
  'COUNTRY_HOUSE',
  'VILLA',
  'HOLIDAY_HOME',
  'CHALET',
  'RIAD',
  'LODGE',
] as const satisfies readonly HotelType[];
export type ApartmentLikeType = (typeof APARTMENT_LIKE_TYPES)[number];

export function isApartmentLike(type: string | null | undefined): boolean {
  return type != null && (APARTMENT_LIKE_TYPES as readonly string[]).includes(type);
}

/** PROPLIM-5: stars 1 to 5. */
export const STARS_MIN = 1;
export const STARS_MAX = 5;

/** PROPLIM-5: rooms number options 1 to 20, plus 21 labelled '20+'. */
export const ROOMS_NUMBER_MIN = 1;
export const ROOMS_NUMBER_MAX = 21;
/** The value standing for "more than 20 rooms". */
export const ROOMS_NUMBER_OPEN_ENDED = 21;

export function roomsNumberLabel(roomsNumber: number): string {
  return roomsNumber >= ROOMS_NUMBER_OPEN_ENDED ? '20+' : String(roomsNumber);
}

/** A source of cryptographically random bytes (injectable so that tests are deterministic). */
export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** Base32 alphabet (RFC 4648, lowercase): 32 symbols, so `byte & 31` picks one without bias. */
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Characters of the random suffix: 8 × 5 bits = 40 bits, so collisions are practically impossible. */
export const ALIAS_SUFFIX_LENGTH = 8;

/** Longest slug kept from the name, so aliases stay readable and bounded in URLs. */
export const ALIAS_SLUG_MAX_LENGTH = 48;

/** Slug used when the name has no usable letters (empty, or only non-Latin symbols). */
export const ALIAS_FALLBACK_SLUG = 'property';

/**
 * Lowercase ASCII slug of `name`: accents removed, every other run of characters outside
 * [a-z0-9] becomes one hyphen, no leading/trailing hyphen, at most 48 characters.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, ALIAS_SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** The random part of an alias: 8 base32 characters. */
export function aliasSuffix(random: RandomBytes = cryptoRandomBytes): string {
  const bytes = random(ALIAS_SUFFIX_LENGTH);
  let suffix = '';
  for (let i = 0; i < ALIAS_SUFFIX_LENGTH; i++) suffix += SUFFIX_ALPHABET[(bytes[i] ?? 0) & 31];
  return suffix;
}

/**
 * A url-safe, practically unique `nameAlias`: the slug of the name plus a random suffix
 * (`grand-hotel-roma-k3x9q2ab`). An empty name (placeholder hotels) gives `property-<suffix>`.
 */
export function generateHotelAlias(name: string, random: RandomBytes = cryptoRandomBytes): string {
  const slug = slugify(name) || ALIAS_FALLBACK_SLUG;
  return `${slug}-${aliasSuffix(random)}`;
}

/** Pattern every generated alias matches. */
export const HOTEL_ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z2-7]{8}$/;

/**
 * The placeholder hotel of a quote with building type NONE (SITEDATA): a generated alias
 * and a name built from its suffix, e.g. `New property k3x9q2ab`.
 */
export function placeholderHotel(random: RandomBytes = cryptoRandomBytes): {
  name: string;
  nameAlias: string;
} {
  const suffix = aliasSuffix(random);
  return { name: `New property ${suffix}`, nameAlias: `${ALIAS_FALLBACK_SLUG}-${suffix}` };
}
