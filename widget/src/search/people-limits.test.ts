import { describe, expect, it } from 'vitest';
import { MAX_GUESTS_PER_ROOM, MAX_ROOMS } from '../../../src/contracts/booking-limits.ts';
import type { RoomTypeView } from '../../../src/contracts/booking-types.ts';
import type { StayQuery } from '../flow/controller.ts';
import { bandMax, peopleLimits, peopleProblem, peopleSummary, sameQuery } from './people-limits.ts';

const room = (maxOccupancy: number, max: Partial<RoomTypeView['occupancy']['max']>) => ({
  occupancy: {
    maxOccupancy,
    max: { adults: 2, boys: 0, children: 0, kids: 0, ...max },
    baseOccupancy: 2,
    minAdults: 1,
  },
});

describe('peopleLimits', () => {
  it('takes the largest occupancy among the room types, in total and per band', () => {
    const limits = peopleLimits([
      room(2, { adults: 2, kids: 1 }),
      room(4, { adults: 3, children: 2, kids: 1 }),
    ]);
    expect(limits).toEqual({
      maxTotal: 4,
      maxPerBand: { adults: 3, boys: 0, children: 2, kids: 1 },
      maxRooms: MAX_ROOMS,
    });
  });

  it('caps the rooms by the rooms that exist', () => {
    expect(peopleLimits([room(2, {})], 3).maxRooms).toBe(3);
    expect(peopleLimits([room(2, {})], 40).maxRooms).toBe(MAX_ROOMS);
  });

  it('falls back to the API limits without room types', () => {
    expect(peopleLimits([]).maxTotal).toBe(MAX_GUESTS_PER_ROOM);
  });
});

describe('bandMax: + disabled once the total reaches the maximum', () => {
  const limits = peopleLimits([room(4, { adults: 4, boys: 2, children: 2, kids: 1 })]);
  it.each([
    // people, band, max
    [{ adults: 2, boys: 0, children: 0, kids: 0 }, 'adults', 4],
    [{ adults: 2, boys: 0, children: 0, kids: 0 }, 'boys', 2],
    [{ adults: 2, boys: 1, children: 0, kids: 0 }, 'children', 1], // one place left
    [{ adults: 2, boys: 1, children: 1, kids: 0 }, 'kids', 0], // total reached
    [{ adults: 2, boys: 1, children: 1, kids: 0 }, 'adults', 2], // never below the value
    [{ adults: 3, boys: 2, children: 0, kids: 0 }, 'boys', 2], // over the total (host values)
  ] as const)('%o %s → %i', (people, band, max) => {
    expect(bandMax(people, band, limits)).toBe(max);
  });

  it('names what is wrong', () => {
    expect(peopleProblem({ adults: 0, boys: 0, children: 1, kids: 0 }, limits)).toBe('adults');
    expect(peopleProblem({ adults: 3, boys: 2, children: 0, kids: 0 }, limits)).toBe('total');
    expect(peopleProblem({ adults: 1, boys: 0, children: 0, kids: 2 }, limits)).toBe('band');
    expect(peopleProblem({ adults: 2, boys: 1, children: 1, kids: 0 }, limits)).toBeNull();
  });
});

describe('peopleSummary', () => {
  it('lists the bands with guests, and the rooms when more than one', () => {
    expect(peopleSummary({ adults: 2, boys: 0, children: 1, kids: 0 }, 1, 'en')).toBe('2 adults, 1 child');
    expect(peopleSummary({ adults: 1, boys: 1, children: 0, kids: 2 }, 2, 'en')).toBe(
      '1 adult, 1 teenager, 2 infants per room · 2 rooms',
    );
    expect(peopleSummary({ adults: 2, boys: 0, children: 0, kids: 1 }, 3, 'it')).toBe(
      '2 adulti, 1 neonato per camera · 3 camere',
    );
  });
});

describe('sameQuery', () => {
  const query: StayQuery = {
    checkin: '2026-06-12',
    checkout: '2026-06-15',
    people: { adults: 2, boys: 0, children: 0, kids: 0 },
    rooms: 1,
    promo: '',
  };
  it('compares every field of the search', () => {
    expect(sameQuery(query, { ...query, people: { ...query.people } })).toBe(true);
    expect(sameQuery(query, null)).toBe(false);
    expect(sameQuery(query, { ...query, checkout: '2026-06-16' })).toBe(false);
    expect(sameQuery(query, { ...query, people: { ...query.people, kids: 1 } })).toBe(false);
    expect(sameQuery(query, { ...query, rooms: 2 })).toBe(false);
    expect(sameQuery(query, { ...query, promo: 'VENEZIA10' })).toBe(false);
  });
});
