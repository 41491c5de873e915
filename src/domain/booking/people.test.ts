import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPeople,
  countBands,
  isWellFormedPeople,
  subtractPeople,
  totalGuests,
  validateOccupancy,
} from './people.ts';
import { double, people } from './test-fixtures.ts';
import { AGE_BAND_RANGES, MIN_ADULTS } from './types.ts';

describe('age bands (BOLIM-4)', () => {
  it('adults 18+, boys 13-17, children 3-12, kids 0-2, at least 1 adult', () => {
    expect(AGE_BAND_RANGES).toEqual({
      adults: { minAge: 18, maxAge: null },
      boys: { minAge: 13, maxAge: 17 },
      children: { minAge: 3, maxAge: 12 },
      kids: { minAge: 0, maxAge: 2 },
    });
    expect(MIN_ADULTS).toBe(1);
  });
});

describe('validateOccupancy (double: max 3 adults, 2 boys, 2 children, 1 kid, 4 in total)', () => {
  it.each([
    ['1 adult', people(1), []],
    ['2 adults 1 boy 1 kid', people(2, 1, 0, 1), []],
    ['0 adults', people(0, 1), ['people.adults.min']],
    ['4 adults', people(4), ['people.band.max']],
    ['3 adults 2 boys', people(3, 2), ['people.too.many']],
    ['2 adults 2 children 1 kid', people(2, 0, 2, 1), ['people.too.many']],
    ['1 adult 0 boys 3 children', people(1, 0, 3), ['people.band.max']],
    ['1 adult 2 kids', people(1, 0, 0, 2), ['people.band.max']],
    ['10,000 adults', people(10_000), ['people.band.max', 'people.too.many']],
    ['negative boys', people(1, -1), ['people.invalid']],
    ['fractional adults', people(1.5), ['people.invalid']],
  ])('%s', (_label, guests, codes) => {
    expect(validateOccupancy(double, guests).map((v) => v.code)).toEqual(codes);
  });

  it('names the band and the limit', () => {
    expect(validateOccupancy(double, people(1, 0, 3))).toEqual([
      { code: 'people.band.max', band: 'children', limit: 2 },
    ]);
  });
});

describe('people arithmetic', () => {
  const guests = fc.record({
    adults: fc.nat(20),
    boys: fc.nat(20),
    children: fc.nat(20),
    kids: fc.nat(20),
  });

  it('counts bands', () => {
    expect(countBands(people(2, 1, 1, 1), ['adults', 'boys'])).toBe(3);
    expect(totalGuests(people(2, 1, 1, 1))).toBe(5);
  });

  it('property: (a + b) − b = a and totals add up', () => {
    fc.assert(
      fc.property(guests, guests, (a, b) => {
        expect(subtractPeople(addPeople(a, b), b)).toEqual(a);
        expect(totalGuests(addPeople(a, b))).toBe(totalGuests(a) + totalGuests(b));
        expect(isWellFormedPeople(subtractPeople(a, b))).toBe(true);
      }),
    );
  });
});
