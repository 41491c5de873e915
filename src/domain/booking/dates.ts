/**
 * Date-only arithmetic on 'YYYY-MM-DD' strings. Every computation goes through the epoch day
 * (days since 1970-01-01 at UTC midnight) so a DST change never adds or removes a day and no
 * local-time conversion shifts a date by one. Time zones appear only where an instant meets the
 * hotel calendar: `todayIn` and `startOfDayIn`.
 */
import type { EpochMs, IsoDate } from './types.ts';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Days in a month (Gregorian leap rule). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Builds an IsoDate from calendar parts, or null when the day does not exist (2027-02-29). */
function fromParts(year: number, month: number, day: number): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Epoch day of a calendar day with integer arithmetic only (H. Hinnant's days_from_civil): no
 * Date object, so no time zone and no allocation in the search's hot loops.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function parseWith(pattern: RegExp, text: string): IsoDate | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 1000) return null; // two-digit-century years are never a real booking date
  return fromParts(year, Number(match[2]), Number(match[3]));
}

/** Strictly parses 'YYYY-MM-DD' (real calendar day, no time, no spaces); null otherwise. */
export function parseIsoDate(text: string): IsoDate | null {
  return parseWith(ISO_DATE, text);
}

/** Strictly parses 'YYYYMMDD' (the bestav route format): parseCompactDate('20280229') = '2028-02-29'. */
export function parseCompactDate(text: string): IsoDate | null {
  return parseWith(COMPACT_DATE, text);
}

/** Parses either 'YYYY-MM-DD' or 'YYYYMMDD'; null when neither. */
export function parseDate(text: string): IsoDate | null {
  return parseIsoDate(text) ?? parseCompactDate(text);
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
export function toCompactDate(date: IsoDate): string {
  return date.replaceAll('-', '');
}

/** The decimal value of `length` ASCII digits of `text` from `start`, or -1 when one is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Days since 1970-01-01 (UTC midnight); throws on a malformed date, since callers must parse first.
 * Reads the characters directly (the shape of ISO_DATE, no regular expression): the engine converts
 * thousands of dates per request.
 */
export function toEpochDay(date: IsoDate): number {
  if (
    typeof date === 'string' &&
    date.length === 10 &&
    date.charCodeAt(4) === 45 &&
    date.charCodeAt(7) === 45
  ) {
    const year = digitsAt(date, 0, 4);
    const month = digitsAt(date, 5, 2);
    const day = digitsAt(date, 8, 2);
    if (year >= 0 && month >= 0 && day >= 0) return daysFromCivil(year, month, day);
  }
  throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
}

/** Epoch day → 'YYYY-MM-DD' (civil_from_days, the inverse of daysFromCivil). */
export function fromEpochDay(epochDay: number): IsoDate {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Adds (or subtracts) whole days: addDays('2027-12-30', 3) = '2028-01-02'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/**
 * Adds calendar months, clamping to the month's last day: addMonths('2028-03-31', -1) = '2028-02-29'.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = daysInMonth(year, month);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(d, lastDay), 2)}`;
}

/** Nights from checkin to checkout (negative when checkout is before): ('2028-02-28', '2028-03-01') = 2. */
export function nightsBetween(checkin: IsoDate, checkout: IsoDate): number {
  return toEpochDay(checkout) - toEpochDay(checkin);
}

/** The nights of a stay, named by their date (checkout excluded); empty when checkout ≤ checkin. */
export function eachNight(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const start = toEpochDay(checkin);
  const end = toEpochDay(checkout);
  const nights: IsoDate[] = [];
  for (let day = start; day < end; day++) nights.push(fromEpochDay(day));
  return nights;
}

/** ISO day of week: 1 Monday … 7 Sunday. */
export function isoDayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  const dow = (((toEpochDay(date) + 3) % 7) + 7) % 7;
  return dow + 1;
}

/** -1, 0 or 1 (the strings sort like the dates, the explicit compare documents it). */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The later of two dates. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/** The earlier of two dates. */
export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

// Formatters are costly to build; one per time zone is kept for the life of the isolate.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(timeZone: string, instant: EpochMs): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset (local − UTC, in ms) of a time zone at an instant, to the second. */
function offsetAt(timeZone: string, instant: EpochMs): number {
  const p = localParts(timeZone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * A memo of a pure function of (time zone, key), by zone then key (no key string built per call),
 * emptied when it holds `max` answers so that an isolate never grows.
 */
function zoneMemo<K, V>(max: number) {
  const byZone = new Map<string, Map<K, V>>();
  let size = 0;
  return {
    get(timeZone: string, key: K): V | undefined {
      return byZone.get(timeZone)?.get(key);
    },
    set(timeZone: string, key: K, value: V): void {
      if (size >= max) {
        byZone.clear();
        size = 0;
      }
      let map = byZone.get(timeZone);
      if (!map) {
        map = new Map<K, V>();
        byZone.set(timeZone, map);
      }
      map.set(key, value);
      size++;
    },
  };
}

// Recent answers of todayIn: a search asks for the same (zone, now) and the same policy deadlines
// once per room type and plan, interleaved.
const todays = zoneMemo<EpochMs, IsoDate>(256);

/** The hotel's calendar date at an instant: todayIn('Europe/Rome', Date.parse('2027-12-31T23:30:00Z')) = '2028-01-01'. */
export function todayIn(timeZone: string, now: EpochMs): IsoDate {
  const known = todays.get(timeZone, now);
  if (known !== undefined) return known;
  const p = localParts(timeZone, now);
  const date = `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
  todays.set(timeZone, now, date);
  return date;
}

/** The hotel's wall-clock time of an instant, 'HH:mm' (BOLIM-9 time display): timeOfDayIn('Europe/Rome', Date.parse('2027-01-27T23:00:00Z')) = '00:00'. */
export function timeOfDayIn(timeZone: string, instant: EpochMs): string {
  const p = localParts(timeZone, instant);
  return `${pad(p.hour, 2)}:${pad(p.minute, 2)}`;
}

/**
 * The instant of a local wall-clock time on a date in a time zone (default midnight). A time that
 * does not exist (skipped by a DST jump) resolves to the first instant after the gap.
 */
export function localTimeIn(date: IsoDate, timeZone: string, minutesOfDay = 0): EpochMs {
  const wall = toEpochDay(date) * MS_PER_DAY + minutesOfDay * 60_000;
  // Two passes: the offset at the first guess can differ from the one at the answer across a change.
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  if (second === first) return first;
  // In a gap neither guess maps back to the wall time: take the later one (after the jump).
  const backFirst = first + offsetAt(timeZone, first);
  const backSecond = second + offsetAt(timeZone, second);
  if (backSecond === wall) return second;
  if (backFirst === wall) return first;
  return Math.max(first, second);
}

// Local midnights are pure functions of (zone, date): memoised.
const midnights = zoneMemo<IsoDate, EpochMs>(4096);

/** Local midnight of a date in a time zone, as an instant. */
export function startOfDayIn(date: IsoDate, timeZone: string): EpochMs {
  const known = midnights.get(timeZone, date);
  if (known !== undefined) return known;
  const instant = localTimeIn(date, timeZone, 0);
  midnights.set(timeZone, date, instant);
  return instant;
}

/**
 * A stretch of instants, [from, until), over which a time zone's offset from UTC does not change,
 * as ISO instants: { minutes: 60, from: '2026-11-23T12:00:00.000Z', until: '2027-01-24T12:00:00.000Z' }.
 * The worker sends the hotel's current one with the booking profile so that the widget can tell
 * the hotel's today by arithmetic (`todayBySpan`): a page's first `Intl.DateTimeFormat` loads
 * ICU's date data, 100–200 ms of main thread on a slow phone, on every host page at start
 * (docs/decisions/036).
 */
export type UtcOffsetSpan = { minutes: number; from: string; until: string };

/** How far a span is looked for around the instant it is computed at (no zone changes twice in a day). */
const SPAN_DAYS_BEFORE = 2;
const SPAN_DAYS_AFTER = 60;

/**
 * The first whole second from `same` towards `limit` (daily steps, then halving) whose offset is
 * not `offset`; null when every day up to the limit keeps it.
 */
function offsetChange(timeZone: string, offset: number, same: EpochMs, limit: EpochMs): EpochMs | null {
  const step = limit > same ? MS_PER_DAY : -MS_PER_DAY;
  let inside = same;
  let outside = inside;
  do {
    if (inside === limit) return null;
    outside = step > 0 ? Math.min(inside + step, limit) : Math.max(inside + step, limit);
    if (offsetAt(timeZone, outside) === offset) inside = outside;
  } while (inside === outside);
  while (Math.abs(outside - inside) > 1000) {
    const middle: EpochMs = inside + Math.trunc((outside - inside) / 2000) * 1000;
    if (offsetAt(timeZone, middle) === offset) inside = middle;
    else outside = middle;
  }
  return outside;
}

// The last span of each zone, reused while `now` is well inside it (the profile route asks often).
const spans = new Map<string, { from: EpochMs; reuseUntil: EpochMs; span: UtcOffsetSpan }>();

/**
 * The span of `timeZone`'s current UTC offset around `now`, looked for from 2 days before to
 * 60 days after: utcOffsetSpanAt('Europe/Rome', Date.parse('2027-03-20T12:00:00Z')) =
 * { minutes: 60, from: '2027-03-18T12:00:00.000Z', until: '2027-03-28T01:00:00.000Z' }.
 */
export function utcOffsetSpanAt(timeZone: string, now: EpochMs): UtcOffsetSpan {
  const known = spans.get(timeZone);
  if (known && now >= known.from && now < known.reuseUntil) return known.span;
  const second = Math.floor(now / 1000) * 1000;
  const offset = offsetAt(timeZone, second);
  const earliest = second - SPAN_DAYS_BEFORE * MS_PER_DAY;
  const horizon = second + SPAN_DAYS_AFTER * MS_PER_DAY;
  // Going back, the change found is the last second of the previous offset.
  const before = offsetChange(timeZone, offset, second, earliest);
  const start = before === null ? earliest : before + 1000;
  const change = offsetChange(timeZone, offset, second, horizon);
  const until = change ?? horizon;
  // Reused up to its real end, or while it still reaches a month ahead.
  const reuseUntil = change ?? horizon - 30 * MS_PER_DAY;
  // Offsets are whole minutes since 1972 (only historical local mean times had seconds).
  const span = {
    minutes: Math.round(offset / 60_000),
    from: new Date(start).toISOString(),
    until: new Date(until).toISOString(),
  };
  spans.set(timeZone, { from: start, reuseUntil, span });
  return span;
}

/**
 * The hotel's today at `now`: by the span's offset when `now` is inside it (no `Intl` at all),
 * otherwise `todayIn` (a span gone stale on a page left open, or none sent).
 */
export function todayBySpan(timeZone: string, span: UtcOffsetSpan | null | undefined, now: EpochMs): IsoDate {
  if (span && now >= Date.parse(span.from) && now < Date.parse(span.until)) {
    return fromEpochDay(Math.floor((now + span.minutes * 60_000) / MS_PER_DAY));
  }
  return todayIn(timeZone, now);
}
