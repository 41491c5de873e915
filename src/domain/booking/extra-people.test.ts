import { describe, expect, it } from 'vitest';
import { extraPeople } from './extra-people.ts';
import { people } from './test-fixtures.ts';

describe('extraPeople (base covers the oldest first)', () => {
  it.each([
    [people(2), 2, people(0)],
    [people(3), 2, people(1)],
    [people(3, 1), 2, people(1, 1)],
    [people(1, 1, 1, 1), 2, people(0, 0, 1, 1)],
    [people(2, 0, 1), 0, people(2, 0, 1)],
    [people(1), 4, people(0)],
  ])('%j over %i → %j', (guests, base, extra) => {
    expect(extraPeople(guests, base)).toEqual(extra);
  });
});
