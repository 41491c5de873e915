/**
 * Guests by age band and the occupancy rules of a room type (BODATA-1 People counts, BOLIM-4 age
 * bands; WIDGETUI-10 people counters).
 */
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People, type RoomType, type Violation } from './types.ts';

/** No guests. */
export const NO_PEOPLE: People = { adults: 0, boys: 0, children: 0, kids: 0 };

/** Every guest, all bands. */
export function totalGuests(people: People): number {
  return people.adults + people.boys + people.children + people.kids;
}

/** Guests of the given bands: countBands({ adults: 2, boys: 1, children: 1, kids: 0 }, ['adults', 'boys']) = 3. */
export function countBands(people: People, bands: ReadonlyArray<AgeBand>): number {
  let count = 0;
  for (const band of bands) count += people[band];
  return count;
}

/** True when every band is a non-negative safe integer. */
export function isWellFormedPeople(people: People): boolean {
  return AGE_BANDS.every((band) => Number.isSafeInteger(people[band]) && people[band] >= 0);
}

/** Band-wise sum. */
export function addPeople(a: People, b: People): People {
  return {
    adults: a.adults + b.adults,
    boys: a.boys + b.boys,
    children: a.children + b.children,
    kids: a.kids + b.kids,
  };
}

/** Band-wise difference floored at 0 (guests not in `b`). */
export function subtractPeople(a: People, b: People): People {
  return {
    adults: Math.max(0, a.adults - b.adults),
    boys: Math.max(0, a.boys - b.boys),
    children: Math.max(0, a.children - b.children),
    kids: Math.max(0, a.kids - b.kids),
  };
}

/**
 * Occupancy of one room: well-formed counts, at least one adult, each band within the room
 * type's limit and the total within its maximum. Codes: people.invalid, people.adults.min,
 * people.band.max (with band and limit), people.too.many (with limit).
 */
export function validateOccupancy(
  roomType: Pick<RoomType, 'maxPerBand' | 'maxOccupancy'>,
  people: People,
): Violation[] {
  if (!isWellFormedPeople(people)) return [{ code: 'people.invalid' }];
  const violations: Violation[] = [];
  if (people.adults < MIN_ADULTS)
    violations.push({ code: 'people.adults.min', band: 'adults', limit: MIN_ADULTS });
  for (const band of AGE_BANDS) {
    const limit = roomType.maxPerBand[band];
    if (people[band] > limit) violations.push({ code: 'people.band.max', band, limit });
  }
  if (totalGuests(people) > roomType.maxOccupancy) {
    violations.push({ code: 'people.too.many', limit: roomType.maxOccupancy });
  }
  return violations;
}
