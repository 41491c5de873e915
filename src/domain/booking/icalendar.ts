/**
 * 'Add to calendar' for a reservation: an iCalendar object (RFC 5545) with one all-day VEVENT
 * from the check-in day to the check-out day (DTEND is exclusive, so the event covers the nights
 * and ends on the morning of departure). Pure: the widget offers it as a file download and the
 * worker could serve it the same way.
 *
 * RFC rules followed: CRLF line endings (§3.1), content lines folded at 75 octets with CRLF + one
 * space, never inside a UTF-8 sequence (§3.1), TEXT values escaped (backslash, semicolon, comma,
 * newline; §3.3.11), VALUE=DATE dates as YYYYMMDD (§3.3.4), DTSTAMP a UTC date-time (§3.3.5),
 * UID globally unique (§3.8.4.7), VCALENDAR with VERSION and PRODID (§3.7).
 */

export type CalendarStay = {
  /** Reservation code: with `domain`, the event's UID (the same reservation, the same event). */
  code: string;
  /** The domain of the UID (the site's host name). */
  domain: string;
  /** Check-in and check-out days, YYYY-MM-DD. */
  checkin: string;
  checkout: string;
  summary: string;
  location: string;
  description: string;
  /** When the object is made (DTSTAMP). */
  now: Date;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value escaped (RFC 5545 §3.3.11): \\ \; \, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded into lines of at most 75 octets (RFC 5545 §3.1): each continuation line
 * starts with one space (which counts in its 75); characters are never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** YYYY-MM-DD as an iCalendar DATE (YYYYMMDD). */
function icsDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a date: ${day}`);
  return day.replace(/-/g, '');
}

/** An instant as a UTC DATE-TIME (YYYYMMDDTHHMMSSZ). */
function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The iCalendar object of a stay (text/calendar; CRLF line endings; ends with CRLF). */
export function stayCalendar(stay: CalendarStay): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Itaca//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stay.code.toLowerCase()}@${stay.domain}`,
    `DTSTAMP:${icsUtc(stay.now)}`,
    `DTSTART;VALUE=DATE:${icsDate(stay.checkin)}`,
    `DTEND;VALUE=DATE:${icsDate(stay.checkout)}`,
    `SUMMARY:${escapeText(stay.summary)}`,
    `LOCATION:${escapeText(stay.location)}`,
    `DESCRIPTION:${escapeText(stay.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
