/**
 * iCalendar (RFC 5545) calendar sync with the online travel agencies (CHANNEL-1, decision 050):
 * the feed a hotel publishes for each room and room type (written here, byte for byte), and the
 * rules that turn an OTA's event into a stay. Parsing an OTA's feed is ical.js's job, in the
 * worker; what an event MEANS for the hotel is decided here, so it is tested without a feed.
 */
import { addDays, compareDates, nightsBetween, toCompactDate } from './booking/dates.ts';
import type { IsoDate } from './booking/types.ts';

/** Channels whose calendars a hotel may import (the booking channels of PROPDATA-12, plus Vrbo). */
export const ICAL_CHANNELS = ['AIRBNB', 'BOOKING', 'EXPEDIA', 'VRBO', 'AGODA', 'OTHER'] as const;
export type IcalChannel = (typeof ICAL_CHANNELS)[number];

/** Days a feed covers from the hotel's today, unless asked otherwise, and the most it may cover. */
export const EXPORT_DAYS_DEFAULT = 365;
export const EXPORT_DAYS_MAX = 730;

/** An OTA's feed larger than this is refused unread (a year of a busy room is a few KB). */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

/** At most this many events of one feed become stays (a longer feed is refused as malformed). */
export const FEED_MAX_EVENTS = 5000;

/** An OTA's event can start this far ahead at most (its own calendars stop at two years). */
export const IMPORT_DAYS_AHEAD = 730;

/** Imports per hotel, and runs kept in each import's log. */
export const MAX_IMPORTS_PER_HOTEL = 200;
export const SYNC_LOG_SIZE = 50;

/** One all-day block of a published feed. */
export type FeedEvent = {
  /** Stable across exports: the OTA replaces the block it already has instead of adding one. */
  uid: string;
  start: IsoDate;
  /** Exclusive: the check-out day, as RFC 5545 §3.6.1 reads DTEND of a DATE event. */
  end: IsoDate;
  /** "Reserved" or "Closed": never a guest's name, anyone holding the URL reads the feed. */
  summary: string;
};

export type FeedCalendar = {
  /** The calendar's name shown by the OTA (X-WR-CALNAME), e.g. "Ca' dei Dogi – Double room". */
  name: string;
  events: ReadonlyArray<FeedEvent>;
  /** DTSTAMP of every event: when the feed's content last changed (UTC). */
  stamp: Date;
};

export const PRODUCT_ID = '-//Itaca//Channel manager 1.0//EN';

/**
 * RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon and comma escaped, line breaks as `\n`.
 * @example escapeText('Closed; roof, works') // → 'Closed\\; roof\\, works'
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * RFC 5545 §3.1 folding: a content line longer than 75 octets is cut, each continuation starting
 * with one space; never inside a UTF-8 character. Returns the line with its CRLF(s).
 */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return `${line}\r\n`;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; continuations 74 after their leading space.
  let limit = 75;
  for (const char of line) {
    const width = octets(char);
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return `${parts.join('\r\n ')}\r\n`;
}

/** `20261129T063000Z`: a UTC DATE-TIME (DTSTAMP must be UTC, PROPDATA). */
export function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * The whole feed, CRLF-terminated and folded: one all-day VEVENT per block, `DTSTART;VALUE=DATE`
 * and the exclusive `DTEND;VALUE=DATE`, TRANSP:OPAQUE (the nights are taken).
 */
export function serializeCalendar(calendar: FeedCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${toCompactDate(event.start)}`,
      `DTEND;VALUE=DATE:${toCompactDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}

/**
 * Consecutive nights merged into blocks [start, end) (end exclusive), in date order.
 * @example nightRanges(['2026-12-01', '2026-12-02', '2026-12-05'])
 *   // → [{ start: '2026-12-01', end: '2026-12-03' }, { start: '2026-12-05', end: '2026-12-06' }]
 */
export function nightRanges(nights: ReadonlyArray<IsoDate>): { start: IsoDate; end: IsoDate }[] {
  const sorted = [...new Set(nights)].sort();
  const ranges: { start: IsoDate; end: IsoDate }[] = [];
  for (const night of sorted) {
    const last = ranges.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else ranges.push({ start: night, end: addDays(night, 1) });
  }
  return ranges;
}

/** The part of [start, end) inside [from, to), or null when they do not meet. */
export function clipRange(
  range: { start: IsoDate; end: IsoDate },
  from: IsoDate,
  to: IsoDate,
): { start: IsoDate; end: IsoDate } | null {
  const start = range.start < from ? from : range.start;
  const end = range.end > to ? to : range.end;
  return start < end ? { start, end } : null;
}

// ---------------------------------------------------------------------------------------------
// Importing: an OTA's event as a stay

/** An event as read from an OTA's feed, its dates already taken in the hotel's calendar. */
export type ImportedEvent = {
  uid: string;
  summary: string;
  /** First night. */
  start: IsoDate;
  /** Check-out day (exclusive DTEND of a DATE event, or the date DTEND falls on). */
  end: IsoDate;
  /** The event repeats (RRULE/RDATE): refused, see decision 050. */
  recurring: boolean;
};

/** Why an event did not become (or change) a stay; counted in the sync's log. */
export type SkipReason = 'NO_NIGHTS' | 'PAST' | 'TOO_FAR' | 'RECURRING' | 'DUPLICATE_UID' | 'STARTED';

export type EventPlan =
  | { kind: 'stay'; uid: string; summary: string; checkin: IsoDate; checkout: IsoDate }
  | { kind: 'skip'; uid: string; reason: SkipReason };

/**
 * What one event means for the hotel on `today` (hotel time):
 * - a repeating event is refused (OTAs publish one event per stay; a rule would be a guess);
 * - 0 nights (DTEND on or before DTSTART) is no stay;
 * - ended (check-out on or before today): history, left alone;
 * - starting more than IMPORT_DAYS_AHEAD ahead: beyond any calendar that sells;
 * - otherwise a stay [start, end). A stay already under way is still a stay: whether it may be
 *   created is the caller's business (`mayCreate`).
 * @example planEvent({ uid: 'a', summary: 'Reserved', start: '2026-12-01', end: '2026-12-01', recurring: false }, '2026-11-29')
 *   // → { kind: 'skip', uid: 'a', reason: 'NO_NIGHTS' }
 */
export function planEvent(event: ImportedEvent, today: IsoDate): EventPlan {
  const { uid } = event;
  if (event.recurring) return { kind: 'skip', uid, reason: 'RECURRING' };
  if (compareDates(event.end, event.start) <= 0) return { kind: 'skip', uid, reason: 'NO_NIGHTS' };
  if (compareDates(event.end, today) <= 0) return { kind: 'skip', uid, reason: 'PAST' };
  if (nightsBetween(today, event.start) > IMPORT_DAYS_AHEAD) return { kind: 'skip', uid, reason: 'TOO_FAR' };
  return { kind: 'stay', uid, summary: event.summary, checkin: event.start, checkout: event.end };
}

/** A stay already imported from this feed, by the event's UID. */
export type KnownStay = { uid: string; checkin: IsoDate; checkout: IsoDate };

export type SyncPlan = {
  create: { uid: string; summary: string; checkin: IsoDate; checkout: IsoDate }[];
  move: { uid: string; summary: string; checkin: IsoDate; checkout: IsoDate }[];
  /** UIDs whose event left the feed: their stays are cancelled (still to come only). */
  cancel: string[];
  skipped: { uid: string; reason: SkipReason }[];
};

/**
 * The feed against the stays it created before: new UIDs are created, changed dates moved, UIDs
 * gone cancelled; a second event with a UID already read is skipped (the first one wins, as the
 * feed's order is the OTA's). A stay already under way is neither created now (the guest has
 * arrived or the OTA is late: the front desk knows) nor moved (its past nights are history); a
 * known stay whose event now ended or was refused is left as it is, never cancelled.
 * @example planSync([{ uid: 'a', summary: 'Reserved', start: '2026-12-02', end: '2026-12-04', recurring: false }],
 *   [{ uid: 'a', checkin: '2026-12-01', checkout: '2026-12-03' }, { uid: 'b', checkin: '2026-12-05', checkout: '2026-12-06' }], '2026-11-29')
 *   // → move a to 2026-12-02…2026-12-04, cancel b
 */
export function planSync(
  events: ReadonlyArray<ImportedEvent>,
  known: ReadonlyArray<KnownStay>,
  today: IsoDate,
): SyncPlan {
  const plan: SyncPlan = { create: [], move: [], cancel: [], skipped: [] };
  const knownByUid = new Map(known.map((stay) => [stay.uid, stay]));
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.uid)) {
      plan.skipped.push({ uid: event.uid, reason: 'DUPLICATE_UID' });
      continue;
    }
    seen.add(event.uid);
    const planned = planEvent(event, today);
    const stay = knownByUid.get(event.uid);
    if (planned.kind === 'skip') {
      plan.skipped.push({ uid: planned.uid, reason: planned.reason });
      continue;
    }
    const { kind: _kind, ...wanted } = planned;
    if (!stay) {
      if (compareDates(wanted.checkin, today) < 0) plan.skipped.push({ uid: event.uid, reason: 'STARTED' });
      else plan.create.push(wanted);
      continue;
    }
    if (stay.checkin === wanted.checkin && stay.checkout === wanted.checkout) continue;
    if (compareDates(stay.checkin, today) < 0 || compareDates(wanted.checkin, today) < 0) {
      plan.skipped.push({ uid: event.uid, reason: 'STARTED' });
      continue;
    }
    plan.move.push(wanted);
  }
  for (const stay of known) {
    // Gone from the feed: cancelled while still to come. A stay under way or ended stays as it
    // is (an OTA drops past events from its feed; that is not a cancellation).
    if (!seen.has(stay.uid) && compareDates(stay.checkin, today) >= 0) plan.cancel.push(stay.uid);
  }
  return plan;
}
