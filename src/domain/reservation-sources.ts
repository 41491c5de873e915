/**
 * BODATA-11 reservation source options (each shown with its colour, kept in app_config), and
 * which of them are the platform's own: every other source is an OTA or GDS channel, whose cards
 * are virtual ones.
 */

/** BODATA-11 reservation source options, in the spec's order. */
export const RESERVATION_SOURCES = [
  'PHONE',
  'EMAIL',
  'PORTAL',
  'WIDGET',
  'BOOKING',
  'EXPEDIA',
  'AIRBNB',
  'AGODA',
  'AMADEUS',
  'SABRE',
  'GALILEO',
  'WORLDSPAN',
  'DHISCO',
  'EDREAMS',
  'GOVOYAGES',
  'OPODO',
  'TRAVELLINK',
  'LILIGO',
  // Not in the list of PROPDATA-12: Expedia Group's holiday rentals, a calendar channel (CHANNEL-1).
  'VRBO',
  'OTHER',
] as const;
export type ReservationSourceCode = (typeof RESERVATION_SOURCES)[number];

/** Sources the platform handles itself; every other source is an OTA or GDS channel (virtual cards). */
export const DIRECT_SOURCES: ReadonlySet<string> = new Set(['PHONE', 'EMAIL', 'PORTAL', 'WIDGET', 'OTHER']);

/** Whether a reservation of `source` came through a channel whose card is a virtual one (OTA, GDS). */
export function isChannelSource(source: string): boolean {
  return !DIRECT_SOURCES.has(source);
}

/** Sources only the platform's own online flows write (the widget, the portal). */
const ONLINE_ONLY_SOURCES: ReadonlySet<string> = new Set(['PORTAL', 'WIDGET']);

export type StaffBookingSource = Exclude<ReservationSourceCode, 'PORTAL' | 'WIDGET'>;

const isStaffBookingSource = (source: ReservationSourceCode): source is StaffBookingSource =>
  !ONLINE_ONLY_SOURCES.has(source);

/**
 * Sources a staff booking may carry: every one but PORTAL and WIDGET, in the spec's order (PHONE
 * first: the default). The cast only restores the non-empty tuple type zod's enum asks for.
 */
export const STAFF_BOOKING_SOURCES = RESERVATION_SOURCES.filter(isStaffBookingSource) as [
  StaffBookingSource,
  ...StaffBookingSource[],
];
