/**
 * An OTA's feed read with ical.js (RFC 5545: folded lines, escapes, DATE and DATE-TIME, TZID,
 * DURATION) into the events the domain's rules plan (src/domain/ical.ts). Dates are taken in the
 * hotel's calendar: a DATE is that day; a DATE-TIME with a TZID (or floating) is its wall-clock
 * day there; a UTC DATE-TIME is the day it falls on in the hotel's time zone.
 */
import ICAL from 'ical.js';
import { todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import { FEED_MAX_EVENTS, type ImportedEvent } from '../../src/domain/ical.ts';

export class MalformedFeedError extends Error {}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of an ical.js time in the hotel's zone (normalised: 32 December is 1 January). */
function dayOf(time: ICAL.Time, timeZone: string): IsoDate {
  if (!time.isDate && time.zone?.tzid === 'UTC') return todayIn(timeZone, time.toUnixTime() * 1000);
  const normal = new Date(Date.UTC(time.year, time.month - 1, time.day));
  return `${pad(normal.getUTCFullYear(), 4)}-${pad(normal.getUTCMonth() + 1)}-${pad(normal.getUTCDate())}`;
}

/**
 * The events of a feed; a feed that is not an iCalendar object (or has more than FEED_MAX_EVENTS
 * events) throws MalformedFeedError and nothing is changed. An event without DTSTART is skipped
 * by giving it no nights; one without UID gets one made up from its position.
 */
export function parseFeed(text: string, timeZone: string): ImportedEvent[] {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    // A feed holds one VCALENDAR; ical.js returns an array for several.
    const first = Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as unknown[]);
  } catch (error) {
    throw new MalformedFeedError(
      `Not an iCalendar feed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (calendar.name !== 'vcalendar') throw new MalformedFeedError(`Not an iCalendar feed: ${calendar.name}`);
  const components = calendar.getAllSubcomponents('vevent');
  if (components.length > FEED_MAX_EVENTS) {
    throw new MalformedFeedError(`Too many events: ${components.length} (at most ${FEED_MAX_EVENTS})`);
  }
  const events: ImportedEvent[] = [];
  components.forEach((component, index) => {
    const event = new ICAL.Event(component);
    const uid = event.uid ? String(event.uid).slice(0, 255) : `no-uid-${index}`;
    // A cancelled event is not a block (some calendars keep them with STATUS:CANCELLED): as if
    // it had left the feed, its stay is cancelled.
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') return;
    if (!component.hasProperty('dtstart')) {
      events.push({ uid, summary: '', start: '1970-01-02', end: '1970-01-01', recurring: false });
      return;
    }
    const start = dayOf(event.startDate, timeZone);
    const end = dayOf(event.endDate, timeZone);
    events.push({
      uid,
      summary: String(event.summary ?? '').slice(0, 200),
      start,
      end,
      // An override of one occurrence (RECURRENCE-ID) belongs to a repeating event too.
      recurring: event.isRecurring() || event.isRecurrenceException(),
    });
  });
  return events;
}
