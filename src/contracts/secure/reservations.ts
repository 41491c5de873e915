/**
 * The reservations list of the back office (MANAGE "Reservations"; PROPFLOW-11 paged list):
 *
 *   GET /api/rs/secure/hotels/{hotelId}/reservations?q&status&source&from&to&page&size&sort
 *     → ReservationListPage
 *
 *   GET /api/rs/secure/hotels/{hotelId}/reservations/export?q&status&source&from&to&sort&language
 *     → DownloadedFile (the same reservations as a CSV file, for the download button)
 *
 * `q` matches the code, the guest's name, surname ("Mario Rossi" too) or e-mail, case-insensitively
 * and literally (% and _ are not wildcards); `status` and `source` repeat; `from`/`to` keep the
 * stays overlapping those days (`to` inclusive). PROPCHECK-12: a non-positive or missing `size` is 10.
 */
import { RESERVATION_STATUSES } from '../../domain/booking/types.ts';
import { STAY_STATES } from '../../domain/front-desk.ts';
import { RESERVATION_SOURCES } from '../../domain/reservation-sources.ts';
import { localizedText, pageOf, peopleCounts, reservationStatus } from '../answer-parts.ts';
import { hasControlCharacters, typeError } from '../fields.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuery } from '../paging.ts';
import { z } from '../zod.ts';
import { dateField, isoDate } from './common.ts';

export {
  DIRECT_SOURCES,
  isChannelSource,
  RESERVATION_SOURCES,
  type ReservationSourceCode,
} from '../../domain/reservation-sources.ts';

export const RESERVATION_SORTS = ['checkin', 'created', 'guest'] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];
/** Newest bookings first, as a front desk reads its inbox. */
export const DEFAULT_RESERVATION_SORT = 'created,desc';

/** Longest search text (a code is 10 characters, an e-mail at most 254). */
export const RESERVATION_SEARCH_MAX_LENGTH = 100;

/** One value or the value repeated (`?status=A&status=B`), each one of `values`, without duplicates. */
function repeatable<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.enum(values, { error: typeError });
  return z
    .union([item, z.array(item).max(values.length)], { error: () => 'error.field.generic.invalid' })
    .optional()
    .transform((value): T[number][] => [...new Set(value === undefined ? [] : [value].flat())]);
}

const base = pagingQuery(RESERVATION_SORTS).shape;

export const reservationListQuery = z
  .object(
    {
      page: base.page,
      // PROPCHECK-12: a non-positive or missing size becomes 10 (a non-number is still refused).
      size: z.coerce
        .number({ error: () => 'error.field.generic.invalid' })
        .int()
        .min(-1_000_000)
        .max(MAX_PAGE_SIZE, { error: 'error.field.max' })
        .optional()
        .transform((size) => (size === undefined || size <= 0 ? DEFAULT_PAGE_SIZE : size)),
      sort: base.sort,
      q: z
        .string({ error: typeError })
        .max(RESERVATION_SEARCH_MAX_LENGTH, { error: 'error.field.generic.maxlength' })
        .refine((value) => !hasControlCharacters(value), 'error.field.generic.invalid')
        .optional()
        .transform((value) => value?.trim() ?? ''),
      status: repeatable(RESERVATION_STATUSES),
      /** The front desk's stay state (expected, in house, departed; decision 047). */
      stay: repeatable(STAY_STATES),
      source: repeatable(RESERVATION_SOURCES),
      from: dateField().optional(),
      to: dateField().optional(),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.date.end.before.start' });
    }
  });
export type ReservationListQuery = z.output<typeof reservationListQuery>;

/** Most reservations one export holds (a year of a large hotel); more answers 400 asking for a narrower list. */
export const RESERVATION_EXPORT_MAX = 5_000;

/** The list's filters and sort (no paging: the file holds every match), and the file's language. */
export const reservationExportQuery = reservationListQuery.safeExtend({
  language: z
    .enum(['en', 'it'], { error: () => 'error.field.generic.invalid' })
    .optional()
    .default('en'),
});
export type ReservationExportQuery = z.output<typeof reservationExportQuery>;

/** PROPAPI download answer: the file in base64, its name and type. */
export const downloadedFile = z.strictObject({
  file: z.string().meta({ description: 'The file, base64' }),
  filename: z.string(),
  contentType: z.string(),
});

/** One row of the list: what a front desk scans before opening a reservation. */
export const reservationListRow = z.strictObject({
  code: z.string(),
  guest: z.strictObject({ name: z.string(), surname: z.string(), email: z.string() }),
  checkin: isoDate,
  checkout: isoDate,
  nights: z.number().int(),
  /** Rooms booked, and their room types (each once, in booking order). */
  roomsCount: z.number().int(),
  roomTypes: z.array(z.strictObject({ id: z.number().int(), nameKey: z.string(), name: localizedText })),
  /** Physical rooms assigned, in booking order (unassigned rooms are left out). */
  assignedRooms: z.array(z.string()),
  /** Guests of every room, per age band, and all together. */
  people: peopleCounts,
  guestsCount: z.number().int(),
  source: z.string(),
  status: reservationStatus,
  statusText: z.enum(['free', 'penalty']).nullable(),
  currency: z.string(),
  /** Room total (VAT included) as booked. */
  total: z.number(),
  /**
   * What the folio charges, city tax included: the stay with its extras and manual charges, or
   * for a cancelled or no-show reservation its penalty (FOLIO, decision 052).
   */
  grandTotal: z.number(),
  /** The folio balance: grandTotal less what was paid (negative: money to refund). */
  unpaidBalance: z.number(),
  /** Instant (ISO) the reservation was made. */
  createdDate: z.string(),
});
export type ReservationListRow = z.output<typeof reservationListRow>;

/** PROPDATA-11 paged result (content, totalPages, totalElements, last) plus the page's position. */
export const reservationListPage = pageOf(reservationListRow, 'Page of reservations');
export type ReservationListPage = z.output<typeof reservationListPage>;

/** The room-type name of a row in `language` (English, then the key, as fallbacks). */
export function roomTypeLabel(
  roomType: { nameKey: string; name: Partial<Record<string, string>> },
  language: string,
): string {
  return roomType.name[language] ?? roomType.name.en ?? roomType.nameKey;
}
