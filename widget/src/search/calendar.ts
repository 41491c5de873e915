/**
 * The availability calendar of a hotel as the date picker needs it: loaded a quarter at a time
 * around the visible months (api.bookingCalendar, at most 400 days a call), priced for the
 * searched party (people per room and rooms: decision 026), kept in memory per hotel and party
 * for a few minutes, shared by every picker of the page. A failed span is retried the
 * next time a picker opens; meanwhile its days are simply unknown (and selectable).
 */
import { useEffect, useReducer, useRef } from 'react';
import type { CalendarDay } from '../../../src/contracts/booking-types.ts';
import type { ApiClient, CalendarParty } from '../../../src/contracts/client/client.ts';
import type { CalendarSpan } from './range-rules.ts';

/** Availability changes as rooms sell: a span older than this is loaded again. */
export const CALENDAR_TTL_MS = 5 * 60_000;

type SpanStatus = { status: 'loading' | 'ready' | 'error'; at: number };
type HotelCalendar = {
  days: Map<string, CalendarDay>;
  spans: Map<string, SpanStatus>;
  listeners: Set<() => void>;
};

const hotels = new Map<string, HotelCalendar>();

function calendarOf(hotel: string): HotelCalendar {
  let entry = hotels.get(hotel);
  if (entry === undefined) {
    entry = { days: new Map(), spans: new Map(), listeners: new Set() };
    hotels.set(hotel, entry);
  }
  return entry;
}

/** Forgets every loaded calendar (tests). */
export function clearCalendarCache(): void {
  hotels.clear();
}

export type CalendarState = { days: ReadonlyMap<string, CalendarDay>; loading: boolean; failed: boolean };

/** One cache entry per hotel and party: another party's prices are other prices. */
function partyKey(hotel: string, party: CalendarParty): string {
  const { adults = 2, boys = 0, children = 0, kids = 0, rooms = 1 } = party;
  return `${hotel}|${adults}.${boys}.${children}.${kids}|${rooms}`;
}

export function useCalendar(
  api: Pick<ApiClient, 'bookingCalendar'>,
  hotel: string,
  spans: readonly CalendarSpan[],
  party: CalendarParty = {},
  now: () => number = Date.now,
): CalendarState {
  const partyId = partyKey(hotel, party);
  const entry = calendarOf(partyId);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Spans that failed during this opening are not retried until the next one.
  const failedHere = useRef(new Set<string>());
  const key = spans.map((s) => `${s.from}/${s.to}`).join(' ');

  useEffect(() => {
    entry.listeners.add(rerender);
    return () => void entry.listeners.delete(rerender);
  }, [entry]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `spans`.
  useEffect(() => {
    const notify = () => {
      for (const listener of entry.listeners) listener();
    };
    for (const span of spans) {
      const id = `${span.from}/${span.to}`;
      const known = entry.spans.get(id);
      if (known?.status === 'loading' || failedHere.current.has(id)) continue;
      if (known?.status === 'ready' && now() - known.at < CALENDAR_TTL_MS) continue;
      entry.spans.set(id, { status: 'loading', at: now() });
      api.bookingCalendar(hotel, span.from, span.to, party).then(
        (calendar) => {
          for (const day of calendar.days) entry.days.set(day.date, day);
          entry.spans.set(id, { status: 'ready', at: now() });
          notify();
        },
        () => {
          failedHere.current.add(id);
          entry.spans.set(id, { status: 'error', at: now() });
          notify();
        },
      );
    }
    notify();
  }, [entry, key, hotel, partyId, api]);

  const statuses = spans.map((s) => entry.spans.get(`${s.from}/${s.to}`)?.status);
  return {
    days: entry.days,
    loading: statuses.some((s) => s === 'loading' || s === undefined),
    failed: statuses.includes('error'),
  };
}
