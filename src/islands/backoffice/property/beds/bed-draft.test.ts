import { describe, expect, it } from 'vitest';
import { defaultBed } from '../../../../domain/property.ts';
import { bedDraftOf, bedFieldErrors, bedOfDraft, bedsWith, changeBedDraft } from './bed-draft.ts';

const draft = bedDraftOf({
  ...defaultBed('bed-a'),
  maxPerson: 3,
  people: { adults: 2, boys: 1, children: 0, kids: 0 },
});

describe('changeBedDraft', () => {
  it.each([
    // max persons typed, bands before → bands after
    ['2', { adults: '2', boys: '1' }, { adults: '2', boys: '1' }],
    ['1', { adults: '2', boys: '1' }, { adults: '1', boys: '1' }],
    ['', { adults: '5', boys: '1' }, { adults: '5', boys: '1' }],
    ['1.5', { adults: '5', boys: '1' }, { adults: '5', boys: '1' }],
    ['2', { adults: 'x', boys: '' }, { adults: 'x', boys: '' }],
  ])('max persons %j caps %j to %j', (maxPerson, bands, expected) => {
    const people = { ...draft.people, ...bands };
    const next = changeBedDraft(draft, { maxPerson, people });
    expect(next.people).toMatchObject(expected);
    expect(next.maxPerson).toBe(maxPerson);
  });
});

describe('bedOfDraft', () => {
  it('parses the typed numbers, and prices only for a bed the guest pays for', () => {
    const typed = { ...draft, count: '2', prices: { ...draft.prices, adults: '30,5' } };
    expect(bedOfDraft(typed)).toMatchObject({ count: 2, maxPerson: 3, people: { adults: 2, boys: 1 } });
    expect(bedOfDraft(typed).prices.adults).toBeNull();
    expect(bedOfDraft({ ...typed, toPay: true }).prices.adults).toBe(30.5);
  });
});

describe('bedsWith', () => {
  const list = [
    { uid: 'a', n: 1 },
    { uid: 'b', n: 2 },
  ];
  it('replaces the bed in its place, or appends a new one', () => {
    expect(bedsWith(list, { uid: 'a', n: 9 })).toEqual([
      { uid: 'a', n: 9 },
      { uid: 'b', n: 2 },
    ]);
    expect(bedsWith(list, { uid: 'c', n: 3 })).toEqual([...list, { uid: 'c', n: 3 }]);
  });
});

describe('bedFieldErrors', () => {
  it('reads the list fields as the one bed edited', () => {
    expect(
      bedFieldErrors({ 'beds.2.count': 'error.field.min', 'beds.10.prices.adults': 'x', version: 'y' }),
    ).toEqual({
      count: 'error.field.min',
      'prices.adults': 'x',
      version: 'y',
    });
  });
});
