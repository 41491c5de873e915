/**
 * Limits and error codes of the booking API, without zod: the booking widget reads them in its
 * first bundle, where the schemas themselves (./booking.ts) would cost more than the widget.
 */

/** Error codes of the booking API besides the generic ones of error-codes.ts. */
export const BookingErrorCode = {
  /** BOCHECK: an end date before (or on) its start. */
  endBeforeStart: 'error.date.end.before.start',
  datePast: 'error.date.past',
  dateTooFar: 'error.date.too.far',
  stayTooLong: 'error.stay.too.long',
  cardInvalid: 'error.card.invalid',
  cardType: 'error.card.type.invalid',
  cardExpired: 'error.card.expired',
  /** A body carrying a full card number or a CVV: card data never reaches the API (FOLIO). */
  cardData: 'error.card.data.refused',
  priceChanged: 'error.price.changed',
  unavailable: 'error.booking.unavailable',
  idempotencyReused: 'error.idempotency.key.reused',
} as const;

/** Guests of one room per band, and in total (the engine's rules then apply the room type's limits). */
export const MAX_GUESTS_PER_BAND = 20;
export const MAX_GUESTS_PER_ROOM = 20;
/** Rooms in one search or reservation. */
export const MAX_ROOMS = 9;
/** Longest stay any hotel may allow (its own maxRange is usually far lower). */
export const MAX_STAY_NIGHTS = 365;
/** Calendar span per call, in days, and how far ahead it may reach (ENGINE: up to 2 years). */
export const MAX_CALENDAR_DAYS = 400;
export const CALENDAR_MAX_AHEAD_DAYS = 731;
export const PROMO_CODE_MAX_LENGTH = 40;
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** Visible ASCII only: the key travels in a header. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;
export const GUEST_NAME_MAX_LENGTH = 60;
export const NATIONALITY_MAX_LENGTH = 60;
export const CARD_HOLDER_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 500;
export const RESERVATION_CODE = /^[A-Z0-9]{6,16}$/;
/** Manage tokens are 32 random bytes in base64url (43 characters). */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
