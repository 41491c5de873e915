import { describe, expect, it } from 'vitest';
import type { FrontDeskItem } from '../../../contracts/secure/front-desk.ts';
import { blankDocument, confirmDocument } from '../../../domain/guest-documents.ts';
import { dateOfQuery, matchesSearch, missingGuests, partyOf, shiftDate, todayPath } from './today.ts';

const item = {
  code: 'DEMOVE0001',
  guest: { name: 'Jürgen', surname: "D'Amico", nationality: 'DE' },
  rooms: [
    { id: 1, roomType: { id: 1, nameKey: 'double', name: {} }, roomId: 7, room: '104' },
    { id: 2, roomType: { id: 1, nameKey: 'double', name: {} }, roomId: null, room: null },
  ],
  people: { adults: 2, boys: 1, children: 1, kids: 1 },
} as unknown as FrontDeskItem;

describe('matchesSearch', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['  ', true],
    ['jurgen', true],
    ["d'amico jür", true],
    ['jürgen d', true],
    ['demove', true],
    ['104', true],
    ['105', false],
    ['rossi', false],
  ])('%j → %s', (q, expected) => {
    expect(matchesSearch(item, q)).toBe(expected);
  });
});

it('partyOf counts teenagers as adults, kids as infants', () => {
  expect(partyOf(item)).toEqual({ adults: 3, children: 1, infants: 1 });
});

it.each<[string, string | null]>([
  ['date=2026-11-29', '2026-11-29'],
  ['date=2026-02-30', null],
  ['date=29-11-2026', null],
  ['date=', null],
  ['', null],
])('dateOfQuery(%j) → %j', (query, expected) => {
  expect(dateOfQuery(new URLSearchParams(query))).toBe(expected);
});

it('todayPath keeps the address short for the hotel’s today; shiftDate crosses months', () => {
  expect(todayPath('2026-11-29', '2026-11-29')).toBe('/today');
  expect(todayPath(null, '2026-11-29')).toBe('/today');
  expect(todayPath('2026-11-30', '2026-11-29')).toBe('/today?date=2026-11-30');
  expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
  expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
});

describe('missingGuests (check-in with documents missing)', () => {
  const lookup = (istat: string) =>
    istat === '058091' ? { name: 'Roma', province: 'RM', istat: '058091' } : undefined;
  const blank = (uuid: string) => blankDocument(uuid, '2027-01-11', null);
  const complete = confirmDocument(
    {
      ...blank('a'),
      name: 'Anna',
      surname: 'Rossi',
      gender: 'FEMALE',
      birthDate: '1985-04-12',
      birthPlace: { country: 'IT', name: 'Roma', istat: '058091' },
      nationality: 'IT',
      citizenship: 'IT',
      type: 'PASSPORT',
      issuer: { country: 'IT', name: 'Roma', istat: '058091' },
      number: 'YA1234567',
    },
    lookup,
  );

  it('names each guest not complete with the fields the rules ask for; a blank one with none', () => {
    const noNumber = confirmDocument({ ...complete, uuid: 'b', name: 'Ugo', number: '' }, lookup);
    expect(complete.status).toBe('COMPLETE');
    expect(missingGuests([complete, noNumber, blank('c')], lookup)).toEqual([
      { number: 2, name: 'Ugo Rossi', fields: ['number'] },
      { number: 3, name: '', fields: [] },
    ]);
  });

  it('lists nobody when every document is complete', () => {
    expect(missingGuests([complete], lookup)).toEqual([]);
  });
});
