/**
 * Guests beyond a room's base occupancy and what they add to each night under occupancy-based
 * pricing (PRICING price rules). Everything in integer cents.
 */
import { NO_PEOPLE } from './people.ts';
import { AGE_BANDS, type People, type RatePlan, type RoomType } from './types.ts';

/**
 * Guests beyond the base occupancy, taken youngest-last: the base covers adults first, then boys,
 * children and kids. extraPeople({ adults: 3, boys: 1, children: 0, kids: 0 }, 2) = { adults: 1, boys: 1, … }.
 */
export function extraPeople(people: People, baseOccupancy: number): People {
  let covered = Math.max(0, baseOccupancy);
  const extra: People = { ...NO_PEOPLE };
  for (const band of AGE_BANDS) {
    const inBase = Math.min(covered, people[band]);
    covered -= inBase;
    extra[band] = people[band] - inBase;
  }
  return extra;
}

/** Nightly price of the extra guests of a room under OCCUPANCY_BASED_PRICING (0 for PER_ROOM). */
export function extraPeopleNightlyCents(
  roomType: Pick<RoomType, 'baseOccupancy' | 'extraPersonCents'>,
  plan: Pick<RatePlan, 'pricingModel' | 'occupantsForBaseRate'>,
  roomPeople: People,
): number {
  if (plan.pricingModel !== 'OCCUPANCY_BASED_PRICING') return 0;
  const extra = extraPeople(roomPeople, plan.occupantsForBaseRate ?? roomType.baseOccupancy);
  let cents = 0;
  for (const band of AGE_BANDS) cents += extra[band] * Math.max(0, roomType.extraPersonCents[band]);
  return cents;
}
