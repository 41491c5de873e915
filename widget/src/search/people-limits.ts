/**
 * How many guests and rooms the search may ask for (WIDGETUI-10 people counters, BOCHECK
 * "plus buttons are disabled once the total reaches the maximum"): per room, the largest
 * occupancy any room type of the hotel offers, in total and per age band; rooms from 1 to
 * MAX_ROOMS and not more than the hotel has. Also the guests' summary of the search bar.
 */

import {
  MAX_GUESTS_PER_BAND,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
} from '../../../src/contracts/booking-limits.ts';
import type { RoomTypeView } from '../../../src/contracts/booking-types.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { totalGuests } from '../../../src/domain/booking/people.ts';
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../../../src/domain/booking/types.ts';
import { type MessageKey, translator } from '../../../src/i18n/dictionary.ts';
import type { StayQuery } from '../flow/controller.ts';

export type PeopleLimits = { maxTotal: number; maxPerBand: People; maxRooms: number };

export function peopleLimits(
  roomTypes: readonly Pick<RoomTypeView, 'occupancy'>[],
  roomsNumber: number | null = null,
): PeopleLimits {
  const largest = (pick: (o: RoomTypeView['occupancy']) => number, cap: number) =>
    roomTypes.length === 0 ? cap : Math.min(cap, Math.max(...roomTypes.map((r) => pick(r.occupancy))));
  const maxTotal = Math.max(
    MIN_ADULTS,
    largest((o) => o.maxOccupancy, MAX_GUESTS_PER_ROOM),
  );
  const maxPerBand = {} as People;
  for (const band of AGE_BANDS)
    maxPerBand[band] = Math.min(
      maxTotal,
      largest((o) => o.max[band], MAX_GUESTS_PER_BAND),
    );
  maxPerBand.adults = Math.max(MIN_ADULTS, maxPerBand.adults);
  const maxRooms = roomsNumber !== null && roomsNumber > 0 ? Math.min(MAX_ROOMS, roomsNumber) : MAX_ROOMS;
  return { maxTotal, maxPerBand, maxRooms };
}

/**
 * A band's counter maximum: its own limit, and no more than what the room's total still allows
 * (so '+' is disabled once the total is reached). Never below the current value, so a count
 * given by the host page stays a valid spinbutton value (the error says what to change).
 */
export function bandMax(people: People, band: AgeBand, limits: PeopleLimits): number {
  const free = limits.maxTotal - totalGuests(people);
  return Math.max(people[band], Math.min(limits.maxPerBand[band], people[band] + free));
}

/** What is wrong with the people of a room, or null. */
export function peopleProblem(people: People, limits: PeopleLimits): 'adults' | 'total' | 'band' | null {
  if (people.adults < MIN_ADULTS) return 'adults';
  if (totalGuests(people) > limits.maxTotal) return 'total';
  return AGE_BANDS.some((band) => people[band] > limits.maxPerBand[band]) ? 'band' : null;
}

/** The same stay, guests, rooms and promo code (the results answer it). */
export function sameQuery(a: StayQuery, b: StayQuery | null): boolean {
  return (
    b !== null &&
    a.checkin === b.checkin &&
    a.checkout === b.checkout &&
    a.rooms === b.rooms &&
    a.promo === b.promo &&
    AGE_BANDS.every((band) => a.people[band] === b.people[band])
  );
}

export const COUNT_KEYS: Record<AgeBand | 'rooms', [one: MessageKey, other: MessageKey]> = {
  adults: ['widget.search.adults.one', 'widget.search.adults.other'],
  boys: ['widget.search.boys.one', 'widget.search.boys.other'],
  children: ['widget.search.children.one', 'widget.search.children.other'],
  kids: ['widget.search.kids.one', 'widget.search.kids.other'],
  rooms: ['widget.search.rooms.one', 'widget.search.rooms.other'],
};

/** '2 adults, 1 child' (bands with nobody left out); with several rooms '… per room · 2 rooms'. */
export function peopleSummary(people: People, rooms: number, language: Language): string {
  const t = translator(language);
  const count = (what: AgeBand | 'rooms', n: number) => {
    const [one, other] = COUNT_KEYS[what];
    return n === 1 ? t(one) : t(other, { count: n });
  };
  const text = AGE_BANDS.filter((band) => people[band] > 0)
    .map((band) => count(band, people[band]))
    .join(', ');
  return rooms > 1 ? t('widget.search.per.room', { people: text, rooms: count('rooms', rooms) }) : text;
}
